import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

function Fetcher() {
  const [fetching, setFetching] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <>
      <Button
        unavailable={fetching}
        onClick={() => {
          setFetching(true);
          setPresses(presses + 1);
        }}
      >
        Fetch again
      </Button>
      <Button onClick={() => setFetching(false)}>Done</Button>
      <p>Pressed {presses}</p>
    </>
  );
}

describe('Button unavailable', () => {
  it('keeps the focus of whoever pressed it, says it is unavailable, and ignores presses until it is back', async () => {
    const user = userEvent.setup();
    render(<Fetcher />);
    const fetch = screen.getByRole('button', { name: 'Fetch again' });
    expect(fetch).toHaveAttribute('aria-disabled', 'false');
    await user.click(fetch);
    expect(fetch).toHaveFocus();
    expect(fetch).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Pressed 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(fetch);
    expect(screen.getByText('Pressed 2')).toBeInTheDocument();
  });

  it('says nothing of availability where it is not asked', () => {
    render(<Button>Copy</Button>);
    expect(screen.getByRole('button', { name: 'Copy' })).not.toHaveAttribute('aria-disabled');
  });
});
