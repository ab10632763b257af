import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('StartPage', () => {
  it('names a parameter the link gives it, which it has none of, and Clean up link leaves it out', async () => {
    const { router } = renderApp('/?domain=example.com');
    await screen.findByRole('heading', { level: 1, name: 'Zonescope' }, { timeout: 10_000 });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(/^A link parameter was ignored/);
    expect(notice).toHaveTextContent('domain “example.com” is not a parameter of this page and was ignored.');
    await userEvent.click(screen.getByRole('button', { name: 'Clean up link' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/link parameters? (was|were) ignored/)).toBeNull();
  });

  it('says nothing of parameters where the link has none', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zonescope' })).toBeVisible();
    expect(screen.queryByText(/link parameters? (was|were) ignored/)).toBeNull();
  });
});
