import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue.ts';

function Root({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useFocusRescue(ref);
  return (
    <main ref={ref} tabIndex={-1} aria-label="Page">
      {children}
    </main>
  );
}

/** An error with Retry, then the data that replaces it. */
function RetryThenData() {
  const [loaded, setLoaded] = useState(false);
  return (
    <Root>
      <button type="button">Search</button>
      <section>
        {loaded ? (
          <table>
            <tbody>
              <tr>
                <td>
                  <a href="#r1">www.example.com</a>
                </td>
              </tr>
            </tbody>
          </table>
        ) : (
          <div role="alert">
            The DNS API did not answer.{' '}
            <button type="button" onClick={() => setLoaded(true)}>
              Retry
            </button>
          </div>
        )}
      </section>
      <button type="button">Export</button>
    </Root>
  );
}

/** First/Previous/Next/Last over three pages, each disabled where it cannot go. */
function Pager() {
  const [page, setPage] = useState(2);
  return (
    <Root>
      <p>Page {page}</p>
      <div>
        <button type="button" disabled={page === 1} onClick={() => setPage(1)}>
          First page
        </button>
        <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <button type="button" disabled={page === 3} onClick={() => setPage(page + 1)}>
          Next
        </button>
        <button type="button" disabled={page === 3} onClick={() => setPage(3)}>
          Last page
        </button>
      </div>
    </Root>
  );
}

/** Cancel while reading; once stopped, Continue reading in its place. */
function CancelThenContinue() {
  const [stopped, setStopped] = useState(false);
  return (
    <Root>
      <button type="button">Search</button>
      <div>
        {stopped ? null : (
          <button type="button" onClick={() => setStopped(true)}>
            Cancel
          </button>
        )}
        {stopped ? (
          <button type="button" onClick={() => setStopped(false)}>
            Continue reading
          </button>
        ) : null}
        <button type="button">Export CSV</button>
      </div>
    </Root>
  );
}

/** A control that removes itself, in a part of the page with nothing else to focus. */
function Alone() {
  const [shown, setShown] = useState(true);
  const [other, setOther] = useState(false);
  return (
    <Root>
      <div>
        {shown ? (
          <button type="button" onClick={() => setShown(false)}>
            Dismiss
          </button>
        ) : null}
      </div>
      <button type="button" disabled={!other} onClick={() => setOther(false)}>
        Disabled elsewhere
      </button>
    </Root>
  );
}

describe('useFocusRescue', () => {
  it('gives the focus of Retry to the data that replaced it, not to the page’s body', async () => {
    const user = userEvent.setup();
    render(<RetryThenData />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'www.example.com' })).toHaveFocus());
  });

  it('moves on from a pager button that disabled itself: to the next control, or else the one before', async () => {
    const user = userEvent.setup();
    render(<Pager />);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus());
  });

  it('gives Cancel’s focus to Continue reading, which took its place', async () => {
    const user = userEvent.setup();
    render(<CancelThenContinue />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue reading' })).toHaveFocus());
  });

  it('falls back to the page itself when nothing near can take the focus', async () => {
    const user = userEvent.setup();
    render(<Alone />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus());
  });

  it('leaves focus the user sent away alone, even once that control goes', async () => {
    const user = userEvent.setup();
    render(<RetryThenData />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    retry.blur();
    expect(document.body).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The control goes later, as when a late answer replaces it.
    retry.click();
    expect(await screen.findByRole('link', { name: 'www.example.com' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
