import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type HydrationState,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { SkeletonRows } from '../components/ui/skeleton.tsx';
import { serverConfigQueries } from '../api/server-config.ts';
import { routePatterns } from '../lib/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { CanonicalPath } from './routes/canonical-path.tsx';
import { DomainLayout } from './routes/domain-layout.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteError } from './routes/route-error.tsx';
import { StartPage } from './routes/start-page.tsx';
import { geoShowsLocalTimes, prefetchGeoPage } from '../features/geo/geo-prefetch.ts';
import { prefetchHistoryPage } from '../features/history/history-prefetch.ts';
import { prefetchRecordsPage } from '../features/records/records-prefetch.ts';
import {
  prefetchSnapshotComparePage,
  prefetchSnapshotDetailPage,
  prefetchSnapshotsPage,
  timelineShowsLocalTimes,
} from '../features/snapshots/snapshots-prefetch.ts';
import { prefetchTemplatePage } from '../features/templates/template-prefetch.ts';

/**
 * What a route's first view needs from the API, as react-query prefetches of the queries its
 * screen observes. It settles, never throws (the screen reports a failure itself).
 */
export type FirstView = (queryClient: QueryClient, route: { params: Params; url: URL }) => Promise<void>;

/**
 * What the app keeps on a route (`handle`): its first view's data; for a lazily loaded screen the
 * source module of its chunk, which a server-rendered page names for the browser to preload once it
 * has painted the page (src/main.tsx); whether the screen shows local times, always or for the
 * link's view, which the server can draw only once the browser has told it its time zone
 * (src/entry-server.tsx); and whether it is the page of an address that is no page of the app,
 * which the server answers with 404 (`isNotFoundPath` in src/entry-server.tsx).
 */
export type RouteHandle = { firstView?: FirstView; screen?: string; localTimes?: LocalTimes; notFound?: boolean };

/** Whether a screen shows local times: always, or for the view its link asks for. */
export type LocalTimes = boolean | ((url: URL) => boolean);

export type AppRoutesOptions = {
  /**
   * Whether entering a route waits for its first view's data. The browser does not (the screen
   * shows its loading state, and the request runs alongside the chunk); the server does, so that
   * it renders the screen with its data.
   */
  waitForData?: boolean;
};

/**
 * The routes: the shared-link contract (see README). Screens load lazily, one chunk each; every
 * screen has its own error boundary below the layout, so the header stays usable when one fails.
 * Every route that shows data names its first view (`withFirstView`): on the server its loader
 * waits for it before the render; in the browser the records screen's loader starts it on arrival,
 * in parallel with the chunk, and the other screens ask for their data themselves.
 */
export const appRoutes = (queryClient: QueryClient, options: AppRoutesOptions = {}): RouteObject[] => {
  const withFirstView = (
    firstView: FirstView,
    handle: Omit<RouteHandle, 'firstView'> = {},
    { inBrowser = false }: { inBrowser?: boolean } = {},
  ) => ({
    loader: async ({ params, request }: { params: Params; request: Request }) => {
      // In the browser only where it pays (the records screen, the one shared links land on): a
      // first view that fails before its screen has mounted would be asked again by the screen.
      if (!options.waitForData && !inBrowser) return null;
      const loading = firstView(queryClient, { params, url: new URL(request.url) });
      if (options.waitForData) await loading;
      return null;
    },
    // On arrival and for new path parameters only: once the screen is up it asks for each new view
    // itself, and a loader run on every search change would make each URL write wait a turn.
    shouldRevalidate: onNewParams,
    handle: { firstView, ...handle } satisfies RouteHandle,
  });
  /**
   * A screen loaded on demand, in a chunk of its own; `source` names the module `load` imports (its
   * chunk's key in the build's manifest), for a server-rendered page to name it (see RouteHandle).
   */
  const screen = (
    path: string,
    source: string,
    load: () => Promise<{ Component: ComponentType }>,
    firstView: FirstView,
    { inBrowser = false, localTimes = false }: { inBrowser?: boolean; localTimes?: LocalTimes } = {},
  ): RouteObject => ({
    path,
    ErrorBoundary: RouteError,
    lazy: load,
    ...withFirstView(firstView, { screen: source, localTimes }, { inBrowser }),
  });

  return [
    {
      Component: AppLayout,
      HydrateFallback: () => <SkeletonRows rows={6} label="Loading Zonescope…" />,
      ...withFirstView((client) => client.prefetchQuery(serverConfigQueries.config())),
      children: [
        {
          Component: CanonicalPath,
          ErrorBoundary: RouteError,
          children: [
            { path: routePatterns.home, Component: StartPage },
            {
              path: routePatterns.domain,
              Component: DomainLayout,
              children: [
                { index: true, element: <Navigate replace to="records" /> },
                screen(
                  'records',
                  'src/features/records/records-page.tsx',
                  async () => ({ Component: (await import('../features/records/records-page.tsx')).RecordsPage }),
                  (client, { params, url }) => prefetchRecordsPage(client, params.domain, url),
                  { inBrowser: true },
                ),
                screen(
                  'snapshots',
                  'src/features/snapshots/snapshots-page.tsx',
                  async () => ({
                    Component: (await import('../features/snapshots/snapshots-page.tsx')).SnapshotsPage,
                  }),
                  (client, { params }) => prefetchSnapshotsPage(client, params.domain),
                  { localTimes: timelineShowsLocalTimes },
                ),
                screen(
                  'snapshots/:snapshotId',
                  'src/features/snapshots/snapshot-detail-page.tsx',
                  async () => ({
                    Component: (await import('../features/snapshots/snapshot-detail-page.tsx')).SnapshotDetailPage,
                  }),
                  (client, { params }) => prefetchSnapshotDetailPage(client, params.domain, params.snapshotId),
                  { localTimes: true },
                ),
                screen(
                  'snapshots/:snapshotId/compare',
                  'src/features/snapshots/snapshot-compare-page.tsx',
                  async () => ({
                    Component: (await import('../features/snapshots/snapshot-compare-page.tsx')).SnapshotComparePage,
                  }),
                  (client, { params, url }) =>
                    prefetchSnapshotComparePage(client, params.domain, params.snapshotId, url),
                  { localTimes: true },
                ),
                screen(
                  'history',
                  'src/features/history/history-page.tsx',
                  async () => ({ Component: (await import('../features/history/history-page.tsx')).HistoryPage }),
                  (client, { params, url }) => prefetchHistoryPage(client, params.domain, url),
                  { localTimes: true },
                ),
                screen(
                  'geo',
                  'src/features/geo/geo-page.tsx',
                  async () => ({ Component: (await import('../features/geo/geo-page.tsx')).GeoPage }),
                  (client, { params, url }) => prefetchGeoPage(client, params.domain, url),
                  { localTimes: geoShowsLocalTimes },
                ),
                notFoundRoute,
              ],
            },
            screen(
              routePatterns.template,
              'src/features/templates/template-page.tsx',
              async () => ({ Component: (await import('../features/templates/template-page.tsx')).TemplatePage }),
              (client, { params, url }) => prefetchTemplatePage(client, params.templateId, url),
            ),
            notFoundRoute,
          ],
        },
      ],
    },
  ];
};

/** Every address that is no page of the app: the not-found page. */
const notFoundRoute: RouteObject = {
  path: '*',
  Component: NotFoundPage,
  handle: { notFound: true } satisfies RouteHandle,
};

/** Loaders run on arrival and when the route's path parameters change, not for a new query string. */
const onNewParams: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  JSON.stringify(currentParams) !== JSON.stringify(nextParams);

/** Whether a route's `handle` is the app's (as {@link appRoutes} writes every one). */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  const firstView: unknown = Reflect.get(handle, 'firstView');
  const screen: unknown = Reflect.get(handle, 'screen');
  const localTimes: unknown = Reflect.get(handle, 'localTimes');
  const notFound: unknown = Reflect.get(handle, 'notFound');
  return (
    (firstView === undefined || typeof firstView === 'function') &&
    (screen === undefined || typeof screen === 'string') &&
    (localTimes === undefined || typeof localTimes === 'boolean' || typeof localTimes === 'function') &&
    (notFound === undefined || typeof notFound === 'boolean')
  );
}

/** The browser's router over {@link appRoutes}; `hydrationData` when the page carries a server-rendered first view. */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
