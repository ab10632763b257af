// The app itself, loaded by src/main.tsx: hydrates a page the server rendered, or renders the
// shell's page in the browser.
import { hashKey, hydrate, type QueryClient } from '@tanstack/react-query';
import { apiErrorFromJson } from '../api/api-error.ts';
import { readApiKey } from '../api/key-store.ts';
import { serverConfigQueries } from '../api/server-config.ts';
import { startTransition, StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  dehydratedQueries,
  FIRST_VIEW_STATE_ID,
  readFirstViewState,
  settledErrorKeys,
  type FirstViewState,
} from '../lib/first-view-state.ts';
import { AppProviders, createQueryClient, holdSettledErrors } from './providers.tsx';
import { nextTask } from '../lib/next-task.ts';
import { rememberTimeZone } from '../lib/time-zone-cookie.ts';
import { startTheme } from './layout/theme.ts';
import {
  replayInputBeforeHydration,
  replayFieldsBeforeHydration,
  takeInputBeforeHydration,
} from './input-before-hydration.ts';
import { appRoutes, createAppRouter, isRouteHandle } from './router.tsx';
import { BROWSER_PAGE_TIME, browserTimeZone, PageTimeContext, type PageTime } from '../hooks/use-page-time.ts';
import { RenderWindowContext, useServerRender } from '../hooks/use-server-render.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const stateText = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
const firstView = stateText === undefined || stateText === null ? null : readFirstViewState(stateText);

// A page the server rendered is on screen, and may be typed into, while the app starts: its start
// is cut into tasks so that a key pressed meanwhile waits for one of them, not for all (bench #2d).
// The first comes with the modules' own evaluation; the second is the page's first use of Intl
// (reading the time zone), which sets up the browser's locale data: 13–20 ms in a fresh tab on
// two cores, up to 60 on a quiet page.
if (firstView !== null) await nextTask();

// For the next page the server renders: local times in this browser's zone, and the theme chosen
// (applied now, too: the server may have drawn this page without knowing it).
rememberTimeZone(browserTimeZone());
startTheme();
if (firstView !== null) await nextTask();

const queryClient = createQueryClient();
const routes = appRoutes(queryClient);
const hydration = firstView === null ? null : await prepareHydration(firstView, routes, queryClient);
if (firstView !== null && hydration !== null) {
  const router = createAppRouter(routes, { loaderData: firstView.loaderData });
  // In a transition, hydration yields to the browser every few milliseconds: a key pressed or a
  // scroll meanwhile is handled and painted at once instead of after the whole tree (bench #2d).
  // What the user does to the page before hydration ends is held by public/early-input.js until
  // the app's listeners are there (HydratedPageTime's effect).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydratedPageTime state={firstView} onHydrated={hydration.onHydrated}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </HydratedPageTime>
      </StrictMode>,
    );
  });
} else {
  // The page came as the shell (or its first view cannot be hydrated): the browser renders it all,
  // and nothing of the server's is left to replay a click or a key on.
  takeInputBeforeHydration();
  container.replaceChildren();
  const router = createAppRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * Before hydrating, the browser must hold what the server rendered from: the query cache from the
 * page (failed queries held as drawn until hydration is done: `holdSettledErrors`), the code of the
 * screen shown (its lazy route, loaded now so that the router starts with it instead of a loading
 * state), and the data the server left out of the page for its size, fetched here by the route's
 * own first-view prefetch. Null when that cannot be had: the page is then rendered afresh.
 */
async function prepareHydration(
  state: FirstViewState,
  routeObjects: RouteObject[],
  client: QueryClient,
): Promise<{ onHydrated: () => void } | null> {
  const queries = dehydratedQueries(state, apiErrorFromJson);
  if (queries === null) return null;
  hydrate(client, queries);
  const release = holdSettledErrors(client, settledErrorKeys(state));
  // The server read the API without the browser's key (in demo mode it sends none). A key the
  // browser holds must meet what the page shows: marked stale, the page's data is asked again with
  // it once hydrated (the rows stay meanwhile), and a refused key opens the key dialog as on any
  // other answer. Not where the server replaces every key with its own: the answer would be the same.
  const config = client.getQueryData(serverConfigQueries.config().queryKey);
  if (readApiKey() !== null && config?.serverOverridesKey !== true)
    void client.invalidateQueries({
      refetchType: 'none',
      predicate: (query) => query.queryKey[0] !== serverConfigQueries.all()[0],
    });
  const matches = matchRoutes(routeObjects, globalThis.location) ?? [];
  const url = new URL(globalThis.location.href);
  await Promise.all([
    ...matches.map(async ({ route }) => resolveLazyRoute(route)),
    ...(state.leftOut.length === 0
      ? []
      : matches.map(({ route, params }) =>
          isRouteHandle(route.handle) ? route.handle.firstView?.(client, { params, url }) : undefined,
        )),
  ]);
  if (state.leftOut.every((key) => client.getQueryCache().get(hashKey(key))?.state.status === 'success'))
    return { onHydrated: release };
  release();
  return null;
}

async function resolveLazyRoute(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const loaded = await route.lazy();
  Object.assign(route, { ...loaded, lazy: undefined });
}

/**
 * Gives the page the server's render time and time zone while it hydrates (so that relative and
 * local times match the HTML), the browser's own afterwards; and the window the server drew for (so
 * that the rows are the HTML's).
 */
function HydratedPageTime({
  state,
  onHydrated,
  children,
}: {
  state: FirstViewState;
  onHydrated: () => void;
  children: ReactNode;
}) {
  const serverRender = useServerRender();
  const pageTime = useMemo<PageTime>(
    () =>
      serverRender
        ? {
            renderedAt: state.renderedAt,
            // A page drawn without the zone showed no local time (src/entry-server.tsx).
            localTimeZone: () => state.timeZone ?? browserTimeZone(),
            localTimeZoneName: () => state.timeZone,
          }
        : BROWSER_PAGE_TIME,
    [serverRender, state],
  );
  // Hydration is done, and the app's listeners are there (a root's effects run last): the fields
  // changed before it reach the app; `npm run bench` reads the mark. The clicks, keys and submits
  // follow in the next task, once React has rendered those changes: a form submitted with typed text
  // reads it from there.
  useEffect(() => {
    onHydrated();
    if (container) replayFieldsBeforeHydration(container);
    performance.mark('zonescope:hydrated');
    const replay = setTimeout(() => {
      void replayInputBeforeHydration(takeInputBeforeHydration());
    });
    return () => {
      clearTimeout(replay);
    };
  }, [onHydrated]);
  return (
    <PageTimeContext value={pageTime}>
      <RenderWindowContext value={state.window}>{children}</RenderWindowContext>
    </PageTimeContext>
  );
}
