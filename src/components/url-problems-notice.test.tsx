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

  it('says how many were ignored, and claims no default where the first of repeated values is used', () => {
    render(
      <UrlProblemsNotice
        problems={[
          { param: 'offset', value: '-3', reason: 'must be at least 0' },
          { param: 'limit', value: '50', reason: 'was given more than once; the first value is used' },
        ]}
        onDismiss={() => {}}
      />,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(/^2 link parameters were ignored/);
    expect(notice).not.toHaveTextContent(/default/);
    expect(
      screen.getByText(textContentMatches(/^limit “50” was given more than once; the first value is used\.$/)).tagName,
    ).toBe('LI');
  });
});
