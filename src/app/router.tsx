import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SkeletonRows } from '../components/ui/skeleton.tsx';
import { routePatterns } from '../lib/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { DomainLayout } from './routes/domain-layout.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteError } from './routes/route-error.tsx';
import { StartPage } from './routes/start-page.tsx';

/**
 * The routes: the shared-link contract (see README). Screens load lazily, one chunk each; every
 * screen has its own error boundary below the layout, so the header stays usable when one fails.
 */
export const routes: RouteObject[] = [
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
