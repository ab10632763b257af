import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createExternalStore } from '../lib/external-store.ts';
import { useExternalStore } from './use-external-store.ts';

describe('useExternalStore', () => {
  it('renders the server value on the server (and so while hydrating), the stored one in the browser', () => {
    const store = createExternalStore<string>(
      () => 'kept in this browser',
      () => 'none',
    );
    function Shown() {
      return <p>{useExternalStore(store)}</p>;
    }
    expect(renderToString(<Shown />)).toBe('<p>none</p>');
    expect(store.get()).toBe('kept in this browser');
  });
});
