import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textContentMatches } from '../test/text-content.ts';
import { UrlProblemsNotice } from './url-problems-notice.tsx';

/** The list items not inside a closed <details>: jsdom leaves its content in the accessibility tree. */
const visibleItems = () =>
  screen.getAllByRole('listitem').filter((item) => item.closest('details:not([open])') === null);

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

  it('lists a few at once and folds the rest of a long list behind “N more”, which opens them', async () => {
    const problems = Array.from({ length: 300 }, (_, index) => ({
      param: `p${index + 1}`,
      value: 'x',
      reason: 'is not a parameter of this page',
    }));
    render(<UrlProblemsNotice problems={problems} onDismiss={() => {}} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(/^300 link parameters were ignored/);
    expect(visibleItems()).toHaveLength(8);
    expect(screen.getByText(textContentMatches(/^p8 “x” is not a parameter of this page\.$/))).toBeVisible();
    expect(screen.queryByText(textContentMatches(/^p9 “x”/))).not.toBeVisible();
    await userEvent.click(screen.getByText('292 more'));
    expect(visibleItems()).toHaveLength(300);
    expect(screen.getByText(textContentMatches(/^p300 “x” is not a parameter of this page\.$/))).toBeVisible();
  });

  it('lists nine whole: folding one away would save no line', () => {
    const problems = Array.from({ length: 9 }, (_, index) => ({
      param: `p${index + 1}`,
      value: 'x',
      reason: 'is unknown',
    }));
    render(<UrlProblemsNotice problems={problems} onDismiss={() => {}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByText(/more$/)).toBeNull();
  });
});
