import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { openKeyDialog } from '../../components/api-key-dialog-store.ts';
import { useExternalStore } from '../../hooks/use-external-store.ts';
import { createExternalStore } from '../../lib/external-store.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { AppLayout } from './app-layout.tsx';

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

/** Whether the page below draws its part `#late-part`: as a page draws what its data brings, late. */
const partDrawn = createExternalStore(() => false);

function PageWithLatePart() {
  const drawn = useExternalStore(partDrawn);
  return (
    <>
      <h1>A page</h1>
      <label>
        Filter <input />
      </label>
      {drawn ? <h2 id="late-part">The late part</h2> : <p>Loading…</p>}
    </>
  );
}

/** The layout around a start page with a link to `/page#late-part`, and that page; at `/` unless told. */
function renderLayout(
  history: { initialEntries: string[]; initialIndex: number } = { initialEntries: ['/'], initialIndex: 0 },
) {
  partDrawn.set(false);
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <Link to="/page#late-part">To the late part</Link> },
          { path: '/page', element: <PageWithLatePart /> },
        ],
      },
    ],
    history,
  );
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** From the start page, the link to the part, which is not drawn yet: the page takes the focus meanwhile. */
async function followLinkToLatePart(user: UserEvent, router: ReturnType<typeof renderLayout>) {
  if (router.state.location.pathname !== '/') await act(() => router.navigate('/'));
  partDrawn.set(false);
  await user.click(screen.getByRole('link', { name: 'To the late part' }));
  await screen.findByRole('heading', { level: 1, name: 'A page' });
  expect(router.state.location.hash).toBe('#late-part');
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  expect(screen.queryByRole('heading', { name: 'The late part' })).toBeNull();
}

/** The part is drawn; the layout's observer has had its turn once this resolves. */
async function drawPart() {
  await act(async () => {
    partDrawn.set(true);
  });
  return screen.getByRole('heading', { name: 'The late part' });
}

describe('a link to a part of a page the page draws late', () => {
  it('lands on the part once it is drawn, on that navigation only', async () => {
    const user = userEvent.setup();
    const router = renderLayout();
    await followLinkToLatePart(user, router);
    expect(await drawPart()).toHaveFocus();

    // Back and Forward come back to it as they left it: nothing to land on again.
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'To the late part' });
    partDrawn.set(false);
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: 'A page' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(await drawPart()).not.toHaveFocus();
  });

  it('leaves Back and Forward to the browser, even to an entry it has not landed on (one from before a reload)', async () => {
    const router = renderLayout({ initialEntries: ['/', '/page#late-part'], initialIndex: 0 });
    await screen.findByRole('link', { name: 'To the late part' });
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: 'A page' });
    expect(router.state.location.hash).toBe('#late-part');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(await drawPart()).not.toHaveFocus();

    await followLinkToLatePart(userEvent.setup(), router);
    expect(await drawPart()).toHaveFocus();
  });

  it('stops waiting when the person moves on before the part is drawn', async () => {
    const user = userEvent.setup();
    const router = renderLayout();
    await followLinkToLatePart(user, router);
    // Another view of the page, chosen while the part was on its way: it has no part to land on.
    await act(() => router.navigate('/page?view=other'));
    expect(await drawPart()).not.toHaveFocus();
    expect(screen.getByRole('main')).toHaveFocus();

    // The next link to the part waits for it again.
    await followLinkToLatePart(user, router);
    expect(await drawPart()).toHaveFocus();
  });

  it('leaves the focus where something else has put it meanwhile', async () => {
    const user = userEvent.setup();
    const router = renderLayout();
    await followLinkToLatePart(user, router);
    // The key dialog opens (a request was refused) and its field takes the focus.
    act(() => openKeyDialog('requested'));
    const keyField = await screen.findByLabelText('API key');
    await waitFor(() => expect(keyField).toHaveFocus());
    await drawPart();
    expect(keyField).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await followLinkToLatePart(user, router);
    expect(await drawPart()).toHaveFocus();
  });

  it('leaves the page where the person has scrolled it, or clicked in it, meanwhile', async () => {
    const user = userEvent.setup();
    const router = renderLayout();
    await followLinkToLatePart(user, router);
    // A scroll leaves the focus on the page, but the person is reading where they scrolled to.
    fireEvent.wheel(screen.getByRole('main'), { deltaY: 300 });
    expect(await drawPart()).not.toHaveFocus();
    expect(screen.getByRole('main')).toHaveFocus();

    await followLinkToLatePart(user, router);
    await user.click(screen.getByRole('heading', { level: 1, name: 'A page' }));
    expect(await drawPart()).not.toHaveFocus();

    await followLinkToLatePart(user, router);
    expect(await drawPart()).toHaveFocus();
  });
});
