import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** The first render loads the lazy route chunk, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

describe('focus after navigation', () => {
  it('leaves the header box for the page: `/` then reaches the records search', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Domain name' });
    await user.type(box, 'example.com{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Records of example.com' }, SLOW);
    expect(router.state.location.pathname).toBe('/domains/example.com/records');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());

    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toHaveFocus();
    expect(box).toHaveValue('');
  });

  it('moves to the page when a link changes the page, not when the view of the page changes', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/snapshots/9050');
    const geoTab = await screen.findByRole('tab', { name: /^GEO records/ }, SLOW);
    await user.click(geoTab);
    // Another tab is the same page in another view: focus stays where the person put it.
    expect(geoTab).toHaveFocus();

    const nav = screen.getByRole('navigation', { name: 'Screens of example.com' });
    await user.click(within(nav).getByRole('link', { name: 'GEO' }));
    await screen.findByRole('heading', { level: 1, name: 'GEO for example.com' }, SLOW);
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
