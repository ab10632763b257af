import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Announcer } from './announcer.tsx';
import { CopyButton } from './copy-button.tsx';

function Rows() {
  return (
    <>
      <CopyButton label="Copy value of www.example.com" text="192.0.2.1" />
      <CopyButton label="Copy value of mail.example.com" text="192.0.2.2" />
      <Announcer />
    </>
  );
}

describe('CopyButton', () => {
  it('copies, says "Copied" in the button, and announces it once through the page’s one live region', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    // The buttons hold no live region of their own: one per row would speak for every row.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);

    const www = screen.getByRole('button', { name: 'Copy value of www.example.com' });
    await user.click(www);
    expect(await navigator.clipboard.readText()).toBe('192.0.2.1');
    expect(www).toHaveTextContent('Copied');
    expect(within(region).getAllByText('Copied')).toHaveLength(1);
    const first = within(region).getByText('Copied');

    // The same words again are new words to the region: another element, so they are said again.
    await user.click(screen.getByRole('button', { name: 'Copy value of mail.example.com' }));
    expect(await navigator.clipboard.readText()).toBe('192.0.2.2');
    const second = within(region).getByText('Copied');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });
});
