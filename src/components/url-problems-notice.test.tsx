import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textContentMatches } from '../test/text-content.ts';
import { UrlProblemsNotice } from './url-problems-notice.tsx';

describe('UrlProblemsNotice', () => {
  it('isolates the link’s value, so that characters reordering text cannot turn the words around it', () => {
    const value = '\u202Eeman_drocer';
    render(
      <UrlProblemsNotice
        problems={[{ param: 'order_by', value, reason: 'must be one of record_id, record_ttl' }]}
        onDismiss={() => {}}
      />,
    );
    const item = screen.getByText(textContentMatches(/^order_by “.*” must be one of record_id, record_ttl\.$/));
    expect(item.tagName).toBe('LI');
    const isolated = screen.getByText(value);
    expect(isolated.tagName).toBe('BDI');
    expect(item).toContainElement(isolated);
  });
});
