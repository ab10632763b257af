import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Every screen of the app once, with what shows it is ready: the layout spec (`e2e/layout.spec.ts`)
 * checks each at every size and theme, and `npm run screenshots` photographs each. One list, so
 * that a new screen added here is both checked and photographed.
 */
export type Screen = {
  /** File-name-safe: `records`, `snapshot-geo`. */
  name: string;
  path: string;
  /** Visible once the screen has its data (or its error) in place. */
  ready: (page: Page) => Locator;
  /** A fault the demo API (test mode) applies to this screen's requests, for an error state. */
  fault?: string;
  /** A long page (a region tree with answers, tables and a panel): its checks get the slow timeout. */
  slow?: boolean;
};

export const SCREENS: readonly Screen[] = [
  { name: 'start', path: '/', ready: (page) => page.getByRole('heading', { name: 'Demo data' }) },
  {
    name: 'records',
    path: '/domains/example.com/records',
    ready: (page) => page.getByRole('table', { name: /^Records of example\.com/ }),
  },
  {
    name: 'records-idn',
    path: '/domains/пример.рф/records',
    ready: (page) => page.getByRole('table', { name: /^Records of пример\.рф/ }),
  },
  {
    name: 'snapshots',
    path: '/domains/example.com/snapshots',
    ready: (page) => page.getByRole('figure', { name: /Records per snapshot over time/ }),
  },
  {
    // 2,163 snapshots: the chart without points, the list of days virtualized.
    name: 'snapshots-years',
    path: '/domains/daily.example.org/snapshots',
    ready: (page) => page.getByRole('listitem', { name: 'Snapshot 32163', exact: true }),
  },
  {
    name: 'snapshot-records',
    path: '/domains/example.com/snapshots/9050',
    ready: (page) => page.getByRole('table', { name: 'Records of the snapshot' }),
  },
  {
    name: 'snapshot-geo',
    path: '/domains/example.com/snapshots/9050?tab=geo',
    ready: (page) => page.getByRole('table', { name: 'GEO records of the snapshot' }),
  },
  {
    name: 'snapshot-failover',
    path: '/domains/example.com/snapshots/9050?tab=failover',
    ready: (page) => page.getByRole('table', { name: 'Failover records of the snapshot' }),
  },
  {
    name: 'compare-current',
    path: '/domains/example.com/snapshots/9040/compare?with=current',
    ready: (page) => page.getByText(/^Rolling back (from .+ )?to snapshot 9040 would/),
  },
  {
    name: 'compare-snapshot',
    path: '/domains/example.com/snapshots/9040/compare?with=9050',
    ready: (page) => page.getByText(/^Rolling back (from .+ )?to snapshot 9040 would/),
  },
  {
    name: 'geo',
    path: '/domains/example.com/geo',
    ready: (page) => page.getByRole('tree', { name: /GEO regions/ }),
  },
  {
    name: 'geo-coverage',
    slow: true,
    path: '/domains/example.com/geo?record=www.example.com&record_type=A&region=DE.BY',
    // The tree shows each region's answer, and the selected region's is told beside it.
    ready: (page) => page.getByRole('tree', { name: /GEO regions/ }).getByText('from DE.BY'),
  },
  {
    name: 'geo-coverage-rollback',
    slow: true,
    path: '/domains/example.com/geo?record=www.example.com&record_type=A&at=9040&compare=current&region=DE.BY',
    ready: (page) => page.getByRole('list', { name: 'Regions a rollback would change' }),
  },
  {
    name: 'history',
    path: '/domains/example.com/history?id=986',
    // Every snapshot read: the table is whole.
    ready: (page) => page.getByRole('main').getByText('5 of 5 snapshots read.'),
  },
  {
    name: 'template',
    path: '/templates/1001?domain_name=example.com&compare=yes',
    // The comparison with the live records has come in.
    ready: (page) => page.getByText(/^Template 1001 against the \d+ live records of [^:]+:$/),
  },
  {
    name: 'unknown-snapshot',
    path: '/domains/example.com/snapshots/1234',
    ready: (page) => page.getByRole('alert').filter({ hasText: 'Snapshot 1234 was not found' }),
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    ready: (page) => page.getByRole('heading', { name: 'Page not found' }),
  },
  {
    name: 'api-error',
    path: '/domains/example.com/records',
    fault: '503@/records',
    ready: (page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }),
  },
];

export type Viewport = { name: string; width: number; height: number };

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'wide', width: 1920, height: 1080 },
];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Makes the demo API (in test mode) fail this screen's requests as the screen asks, or not at all. */
export async function applyFault(context: BrowserContext, origin: string, screen: Screen): Promise<void> {
  await context.clearCookies({ name: 'zonescope-fault' });
  if (screen.fault !== undefined) {
    await context.addCookies([{ name: 'zonescope-fault', value: screen.fault, url: origin }]);
  }
}
