import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SkeletonRows } from '../components/ui/skeleton.tsx';
import { routePatterns } from '../lib/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { DomainLayout } from './routes/domain-layout.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteError } from './routes/route-error.tsx';
import { StartPage } from './routes/start-page.tsx';
import { prefetchRecordsPage } from '../features/records/records-prefetch.ts';

/**
 * The routes: the shared-link contract (see README). Screens load lazily, one chunk each; every
 * screen has its own error boundary below the layout, so the header stays usable when one fails.
 * The records screen, the one people land on from shared links, starts its request in its loader,
 * alongside its chunk.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: AppLayout,
    HydrateFallback: () => <SkeletonRows rows={6} label="Loading Zonescope…" />,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: routePatterns.home, Component: StartPage },
          {
            path: routePatterns.domain,
            Component: DomainLayout,
            children: [
              { index: true, element: <Navigate replace to="records" /> },
              {
                path: 'records',
                ErrorBoundary: RouteError,
                loader: ({ params, request }) => {
                  prefetchRecordsPage(queryClient, params.domain, new URL(request.url));
                  return null;
                },
                // Only on arrival: once the screen is up, it asks for each new view itself, and a
                // loader run on every search change would make each URL write wait a turn.
                shouldRevalidate: () => false,
                lazy: async () => ({ Component: (await import('../features/records/records-page.tsx')).RecordsPage }),
              },
              {
                path: 'snapshots',
                ErrorBoundary: RouteError,
                lazy: async () => ({
                  Component: (await import('../features/snapshots/snapshots-page.tsx')).SnapshotsPage,
                }),
              },
              {
                path: 'snapshots/:snapshotId',
                ErrorBoundary: RouteError,
                lazy: async () => ({
                  Component: (await import('../features/snapshots/snapshot-detail-page.tsx')).SnapshotDetailPage,
                }),
              },
              {
                path: 'snapshots/:snapshotId/compare',
                ErrorBoundary: RouteError,
                lazy: async () => ({
                  Component: (await import('../features/snapshots/snapshot-compare-page.tsx')).SnapshotComparePage,
                }),
              },
              {
                path: 'history',
                ErrorBoundary: RouteError,
                lazy: async () => ({ Component: (await import('../features/history/history-page.tsx')).HistoryPage }),
              },
              {
                path: 'geo',
                ErrorBoundary: RouteError,
                lazy: async () => ({ Component: (await import('../features/geo/geo-page.tsx')).GeoPage }),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
          {
            path: routePatterns.template,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('../features/templates/template-page.tsx')).TemplatePage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
