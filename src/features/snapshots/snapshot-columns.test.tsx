import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ttl } from './snapshot-columns.tsx';

describe('Ttl', () => {
  it.each([
    ['3600', '3600 (1 h)'],
    ['5400', '5400 (1 h 30 min)'],
    ['45', '45'],
    ['0', '0'],
    ['', '—'],
  ])('%j reads %j', (ttl, text) => {
    const { container } = render(<Ttl ttl={ttl} />);
    expect(container.textContent).toBe(text);
  });
});
