import type { BrowserContext, Page } from '@playwright/test';
import {
  E2E_BROWSER_KEY_ORIGIN,
  E2E_SERVER_KEY,
  E2E_SERVER_KEY_ORIGIN,
  E2E_STREAMED_ORIGIN,
} from '../playwright.config.ts';
import { HOSTILE_PAYLOADS } from '../server/demo/data/hostile-zone.ts';
import { SERVED_AS_META } from '../src/lib/first-view-state.ts';
import { THEME_COOKIE } from '../src/lib/theme-cookie.ts';
import { TIME_ZONE_COOKIE } from '../src/lib/time-zone-cookie.ts';
import { expect, holdChunk, hydrated, hydratedYet, recordNameCell, shortRenderBound, test } from './fixtures.ts';

/**
 * The first view served with its data (server rendering, README "How the first view is served"):
 * the rows are in the HTML before any script runs, the browser hydrates that markup without a
 * mismatch (the fixture fails on any console error, React's hydration errors included) and asks
 * the API for nothing the page carried; where the server cannot render (the bound, an API error,
 * browser-key mode) the browser gets the shell and does everything as before.
 */

const TIME_ZONE = 'Europe/Berlin';
test.use({ timezoneId: TIME_ZONE });

declare global {
  interface Window {
    /** Set by a hostile record value if it ever ran. */
    __zonescopeXss?: string;
    /** What `openWatching` read after each change of the page that changed it, in order. */
    __zonescopeSeen?: string[];
  }
}

/** The browser has said its time zone and theme before (the app writes both cookies on every start). */
async function returningVisitor(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([
    { name: TIME_ZONE_COOKIE, value: encodeURIComponent(TIME_ZONE), url: origin },
    { name: THEME_COOKIE, value: 'system', url: origin },
  ]);
}

/** How the page says it was served (server/first-view.ts): `rendered` or `shell`. */
function servedAs(page: Page): Promise<string | null> {
  return page.locator(`meta[name="${SERVED_AS_META}"]`).getAttribute('content');
}

/**
 * Opens `path` at 1280×800 as a returning visitor, reading `what` once the server's HTML is parsed
 * and after every change of the page from then on (hydration, the app after it), and keeping each
 * reading that differs from the last, for `seen` to return: the table's row count, or where the
 * pager's first-page button and page field stand.
 */
async function openWatching(
  { page, context, origin }: { page: Page; context: BrowserContext; origin: string },
  path: string,
  what: 'tableRows' | 'pagerPlaces',
): Promise<void> {
  await returningVisitor(context, origin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript((kind) => {
    const readings: string[] = [];
    window.__zonescopeSeen = readings;
    const read = (): string | null => {
      if (kind === 'tableRows') {
        const count = document.querySelectorAll('tbody tr[data-row-index]').length;
        return count > 0 ? String(count) : null;
      }
      const pager = document.querySelector('nav[aria-label="Pages of records"]');
      const first = pager?.querySelector('button');
      const field = pager?.querySelector('input[name="page"]');
      if (!first || !field) return null;
      const [button, input] = [first.getBoundingClientRect(), field.getBoundingClientRect()];
      return `first page at ${Math.round(button.left)}, page field at ${Math.round(input.left)}–${Math.round(input.right)}`;
    };
    const keep = () => {
      const value = read();
      if (value !== null && value !== readings.at(-1)) readings.push(value);
    };
    // From the whole of the server's HTML on: while it is parsed, its rows and controls come in
    // one by one, which is no reading of what was drawn.
    document.addEventListener('DOMContentLoaded', () => {
      keep();
      new MutationObserver(keep).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }, what);
  await page.goto(path);
}

/** What `openWatching` has kept so far. */
function seen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__zonescopeSeen ?? []);
}

/** Every request the page sent to the DNS API or the server's config, as path and query. */
function sentRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(?:dns\/v1|zonescope)\//.test(url.pathname)) sent.push(`${decodeURIComponent(url.pathname)}${url.search}`);
  });
  return sent;
}

const RECORDS_FIRST_PAGE = 'offset=0&limit=101&order_by=record_id&order_param=asc';

/** Screens, and the requests their first view carries: the browser must not send them again. */
const SCREENS = [
  {
    path: '/',
    ready: (page: Page) => page.getByRole('heading', { name: 'Demo data' }),
    carried: ['/zonescope/config'],
  },
  {
    path: '/domains/large.example.net/records',
    ready: (page: Page) => recordNameCell(page, 'large.example.net').first(),
    carried: ['/zonescope/config', `/dns/v1/domains/large.example.net/records?${RECORDS_FIRST_PAGE}`],
  },
  {
    path: '/domains/пример.рф/records',
    ready: (page: Page) => page.getByRole('table', { name: /^Records of пример\.рф/ }),
    // A short first page (17 records): the next page, which tells it is the last, is carried too.
    carried: [
      '/zonescope/config',
      `/dns/v1/domains/xn--e1afmkfd.xn--p1ai/records?${RECORDS_FIRST_PAGE}`,
      '/dns/v1/domains/xn--e1afmkfd.xn--p1ai/records?offset=17&limit=101&order_by=record_id&order_param=asc',
    ],
  },
  {
    path: '/domains/example.com/snapshots',
    ready: (page: Page) => page.getByRole('heading', { name: 'Snapshots of example.com' }),
    carried: ['/zonescope/config', '/dns/v1/domains/example.com/snapshots'],
  },
  {
    // 2,163 snapshots: the days of the window only are drawn. The list (about 300 KB of JSON) is
    // over what a page carries of one answer: the browser reads it again before it hydrates.
    path: '/domains/daily.example.org/snapshots',
    ready: (page: Page) => page.getByRole('listitem', { name: 'Snapshot 32163', exact: true }),
    carried: ['/zonescope/config'],
  },
  {
    path: '/domains/example.com/snapshots/9050?tab=failover',
    ready: (page: Page) => page.getByRole('table', { name: 'Failover records of the snapshot' }),
    carried: [
      '/zonescope/config',
      '/dns/v1/domains/example.com/snapshots',
      '/dns/v1/domains/example.com/snapshots/9050/records',
    ],
  },
  {
    path: '/domains/example.com/snapshots/9040/compare?with=9050',
    ready: (page: Page) => page.getByText(/^Rolling back (from .+ )?to snapshot 9040 would/).first(),
    carried: [
      '/zonescope/config',
      '/dns/v1/domains/example.com/snapshots/9040/records',
      '/dns/v1/domains/example.com/snapshots/9050/records',
    ],
  },
  {
    path: '/domains/example.com/geo',
    ready: (page: Page) => page.getByRole('treeitem', { name: /Europe/ }),
    carried: ['/zonescope/config', '/dns/v1/domains/example.com/geo/defaults'],
  },
  {
    path: '/domains/example.com/geo?record=www.example.com&record_type=A&region=DE.BY',
    ready: (page: Page) => page.getByText(/^Answers in the live zone: /),
    carried: [
      '/zonescope/config',
      '/dns/v1/domains/example.com/geo/defaults',
      '/dns/v1/domains/example.com/snapshots',
      '/dns/v1/domains/example.com/snapshots/9050/records',
    ],
  },
  {
    // The newest snapshots, the first the screen reads, are in the page; the older ones follow.
    path: '/domains/example.com/history?id=986',
    ready: (page: Page) => page.getByRole('table', { name: 'History of record 986' }),
    carried: [
      '/zonescope/config',
      '/dns/v1/domains/example.com/snapshots',
      '/dns/v1/domains/example.com/records?offset=0&limit=1000&order_by=record_id&order_param=asc',
      '/dns/v1/domains/example.com/snapshots/9050/records',
      '/dns/v1/domains/example.com/snapshots/9040/records',
      '/dns/v1/domains/example.com/snapshots/9030/records',
    ],
  },
  {
    path: '/templates/1001?domain_name=example.com&compare=yes',
    ready: (page: Page) => page.getByText(/^Template 1001 against the \d+ live records of [^:]+:$/),
    carried: [
      '/zonescope/config',
      '/dns/v1/templates/1001/records',
      '/dns/v1/templates/1001/records?domain_name=example.com',
      '/dns/v1/domains/example.com/records?offset=0&limit=1000&order_by=record_id&order_param=asc',
    ],
  },
  // What the DNS API does not know: the 404 is the same answer asked again, so the page carries it.
  {
    path: '/domains/nosuch.example/records',
    ready: (page: Page) => page.getByRole('heading', { name: 'nosuch.example is not a domain of this account' }),
    carried: ['/zonescope/config', `/dns/v1/domains/nosuch.example/records?${RECORDS_FIRST_PAGE}`],
  },
  {
    path: '/domains/example.com/snapshots/4242',
    ready: (page: Page) => page.getByRole('alert').filter({ hasText: 'Snapshot 4242 was not found' }),
    carried: [
      '/zonescope/config',
      '/dns/v1/domains/example.com/snapshots',
      '/dns/v1/domains/example.com/snapshots/4242/records',
    ],
  },
  {
    path: '/templates/9999',
    ready: (page: Page) => page.getByRole('alert').filter({ hasText: 'Template 9999 does not exist' }),
    carried: ['/zonescope/config', '/dns/v1/templates/9999/records'],
  },
  {
    // The 404 stops the live zone's reading where it has not ended; the list of snapshots then tells the domain known.
    path: '/domains/example.com/snapshots/4242/compare?with=current',
    ready: (page: Page) => page.getByRole('alert').filter({ hasText: 'Snapshot 4242 was not found' }),
    carried: [
      '/zonescope/config',
      '/dns/v1/domains/example.com/snapshots/4242/records',
      '/dns/v1/domains/example.com/snapshots',
    ],
  },
] as const;

/**
 * Each screen from the test-mode server, which holds a page's head until the render ends (to list
 * the render's requests in a header), and from the demo as `npm start` runs it, which streams the
 * head first: the same bytes, sent apart.
 */
const SERVERS = [
  { name: 'test mode', origin: null },
  { name: 'streamed', origin: E2E_STREAMED_ORIGIN },
] as const;

for (const server of SERVERS) {
  for (const screen of SCREENS) {
    test(`${screen.path} (${server.name}): rendered on the server, hydrated without a mismatch, nothing it carries asked again`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = server.origin ?? baseURL ?? '';
      await returningVisitor(context, origin);
      const sent = sentRequests(page);
      const response = await page.goto(`${origin}${screen.path}`);
      expect(await servedAs(page)).toBe('rendered');
      expect(response?.headers()['content-encoding']).toBe('gzip');
      await expect(screen.ready(page)).toBeVisible();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      for (const request of screen.carried) expect(sent).not.toContain(request);
    });
  }
}

for (const server of SERVERS) {
  test(`a timeline linked in UTC on a first visit (${server.name}): rendered, its switch kept as drawn until local times are chosen`, async ({
    page,
    baseURL,
  }) => {
    // No cookie: the browser has not told its time zone, and the page shows none of its times.
    const sent = sentRequests(page);
    const response = await page.goto(`${server.origin ?? baseURL ?? ''}/domains/example.com/snapshots?tz=utc`);
    expect(await servedAs(page)).toBe('rendered');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('16:27:35 UTC');
    expect(html).toContain('Local time<');
    expect(html).not.toContain('Local time (');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(sent).not.toContain('/dns/v1/domains/example.com/snapshots');
    // Hydrated, the label stays as drawn (naming the zone now would move the page under the reader)…
    await expect(page.getByRole('radio', { name: 'UTC' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Local time', exact: true })).not.toBeChecked();
    // …until local times are chosen: then it names the browser's zone, and the times are in it.
    await page.getByRole('radio', { name: 'Local time', exact: true }).check();
    await expect(page.getByRole('radio', { name: `Local time (${TIME_ZONE})` })).toBeChecked();
    await expect(page.getByText('17:27:35 CET').first()).toBeVisible();
  });
}

test('a control character in a link is named, shown by its picture and hydrated without a mismatch', async ({
  page,
  context,
  baseURL,
}) => {
  // The HTML parser drops a NUL and turns a CR into a line feed: text holding one, drawn on the
  // server, would not be the text the browser draws, and hydration would fail.
  await returningVisitor(context, baseURL ?? '');
  const sent = sentRequests(page);
  for (const [path, ready, said] of [
    [
      '/domains/example.com/snapshots/9050?q=%00',
      page.getByRole('table', { name: 'Records of the snapshot' }),
      'q “␀” cannot contain the control character U+0000',
    ],
    [
      '/domains/example.com/geo?name=a%0Db',
      page.getByRole('heading', { name: 'Eligible records' }),
      'name “a␍b” cannot contain the control character U+000D',
    ],
    [
      '/domains/example.com/records?search_text=mail%00&x%00y=1',
      page.getByRole('table', { name: /^Records of/ }),
      'x␀y “1” is not a parameter of this page and was ignored',
    ],
  ] as const) {
    await page.goto(path);
    expect(await servedAs(page)).toBe('rendered');
    await expect(ready).toBeVisible();
    await hydrated(page);
    await expect(page.getByText(said)).toBeVisible();
  }
  await expect(page.getByText('search_text “mail␀” cannot contain the control character U+0000')).toBeVisible();
  // Nothing asked the API for the text it refused.
  expect(sent.filter((request) => request.includes('search_text'))).toEqual([]);
});

test('the rows are in the HTML: painted before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: TIME_ZONE });
  await returningVisitor(context, baseURL ?? '');
  const page = await context.newPage();
  await page.goto(`${baseURL}/domains/example.com/snapshots/9050`);
  const table = page.getByRole('table', { name: 'Records of the snapshot' });
  await expect(table.getByRole('row').nth(1)).toContainText('example.com');
  await expect(recordNameCell(table, 'www.example.com').first()).toBeVisible();
  // Local time in the zone the browser told: 16:27:35 UTC is 17:27:35 in Berlin in November.
  await expect(page.getByText('18 Nov 2026, 17:27:35 CET')).toBeVisible();
  await context.close();
});

test('hydration keeps the markup: the rows the server drew are the nodes the app then owns', async ({ page }) => {
  await page.goto('/domains/large.example.net/records');
  const firstRow = page.locator('tbody tr[data-row-index="0"]');
  await firstRow.evaluate((row) => row.setAttribute('data-from-server', 'yes'));
  await hydrated(page);
  // The same node, now the app's: j enters the table at it, and the rest of the page follows.
  await expect(page.locator('tbody tr[data-row-index]')).toHaveCount(100);
  await page.keyboard.press('j');
  await expect(firstRow).toBeFocused();
  await expect(firstRow).toHaveAttribute('data-from-server', 'yes');
  await page.keyboard.press('j');
  await expect(page.locator('tbody tr[data-row-index="1"]')).toBeFocused();
});

test('hydration keeps every row the server drew until the rest comes, though the window holds fewer', async ({
  page,
  context,
  baseURL,
}) => {
  // No height told on a first navigation: the server draws the rows of a 1080-pixel window, and this
  // window holds fewer. Dropping the others for a frame after hydration made them flicker.
  await openWatching({ page, context, origin: baseURL ?? '' }, '/domains/example.com/records', 'tableRows');
  await hydrated(page);
  await expect(page.locator('tbody tr[data-row-index]')).toHaveCount(39);
  const counts = (await seen(page)).map(Number);
  const drawn = counts[0] ?? 0;
  // The server's last row lies below this window: the window alone would have kept fewer.
  const lastDrawn = page.locator(`tbody tr[data-row-index="${drawn - 1}"]`);
  expect(await lastDrawn.evaluate((row) => row.getBoundingClientRect().top)).toBeGreaterThan(800);
  expect(
    counts.filter((count) => count < drawn),
    `row counts ${counts.join(' → ')}`,
  ).toEqual([]);
  expect(counts.at(-1)).toBe(39);
});

test('the pager of a 50,000-record zone stays put from the HTML through the count to its answer', async ({
  page,
  context,
  baseURL,
}) => {
  // The server cannot count (a dozen probes); the app does once it has taken over, saying so: the
  // status and the number of pages change, the buttons and the page field must not move for it.
  await openWatching({ page, context, origin: baseURL ?? '' }, '/domains/large.example.net/records', 'pagerPlaces');
  const pager = page.getByRole('navigation', { name: 'Pages of records' });
  await expect(pager.getByRole('status')).toHaveText('Records 1–100 of 50,000');
  await expect(pager.getByText('of 500', { exact: true })).toBeVisible();
  const places = await seen(page);
  expect(places, places.join(' → ')).toHaveLength(1);
});

test("the snapshot chart stays put from the HTML through the current zone's count", async ({
  page,
  context,
  baseURL,
}) => {
  // The server draws the chart without the live zone's count (the browser counts once it has
  // taken over): its arrival adds the last point and moves none of the snapshots'.
  await returningVisitor(context, baseURL ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdChunk(page, 'snapshots-page');
  await page.goto('/domains/example.com/snapshots', { waitUntil: 'commit' });
  const chart = page.getByRole('figure', { name: /^Records per snapshot over time/ });
  const points = chart.getByRole('link', { name: /^Snapshot \d+, / });
  await expect(points).toHaveCount(5);
  const where = () =>
    points.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return `${Math.round(box.x)},${Math.round(box.y)}`;
      }),
    );
  const drawn = await where();
  expect(await hydratedYet(page)).toBe(false);
  await expect(chart).toContainText('The current zone, the last point: counting…');
  release();
  await expect(chart.getByRole('link', { name: /^The current zone now, / })).toBeVisible();
  expect(await where()).toEqual(drawn);
});

test('what is typed before hydration ends is kept, and the app searches for it', async ({ page }) => {
  const release = await holdChunk(page, 'records-page');
  await page.goto('/domains/example.com/records', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search records' });
  await box.click();
  await page.keyboard.type('mail');
  await expect(box).toHaveValue('mail');
  expect(await hydratedYet(page)).toBe(false);
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/domains\/example\.com\/records\?search_text=mail$/);
  await expect(box).toHaveValue('mail');
  await expect(recordNameCell(page, 'mail.example.com').first()).toBeVisible();
  await expect(recordNameCell(page, 'www.example.com')).toHaveCount(0);
});

test('a button clicked before hydration ends is clicked for the app once it has taken over', async ({ page }) => {
  const release = await holdChunk(page, 'template-page');
  await page.goto('/templates/1001?domain_name=example.com', { waitUntil: 'commit' });
  await page.getByRole('button', { name: "Compare with this domain's records" }).click();
  expect(await hydratedYet(page)).toBe(false);
  await expect(page).not.toHaveURL(/compare=yes/);
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/templates\/1001\?domain_name=example\.com&compare=yes$/);
  await expect(page.getByRole('button', { name: 'Stop comparing' })).toBeVisible();
});

test('a shortcut key pressed before hydration ends reaches the app once it has taken over', async ({ page }) => {
  const release = await holdChunk(page, 'start-app');
  await page.goto('/domains/example.com/records', { waitUntil: 'commit' });
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  await page.locator('body').press('/');
  expect(await hydratedYet(page)).toBe(false);
  const box = page.getByRole('searchbox', { name: 'Search records' });
  await expect(box).not.toBeFocused();
  release();
  await hydrated(page);
  await expect(box).toBeFocused();
});

test('a search typed (and mended) after its shortcut before hydration ends lands in the search box, and the app searches', async ({
  page,
}) => {
  const release = await holdChunk(page, 'start-app');
  await page.goto('/domains/example.com/records', { waitUntil: 'commit' });
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  await page.locator('body').press('/');
  // A slip mended as it is typed: "mial", three Backspaces, "ail".
  await page.keyboard.type('mial');
  for (let erased = 0; erased < 3; erased += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('ail');
  expect(await hydratedYet(page)).toBe(false);
  const box = page.getByRole('searchbox', { name: 'Search records' });
  await expect(box).toHaveValue('');
  release();
  await hydrated(page);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('mail');
  await expect(page).toHaveURL(/\/domains\/example\.com\/records\?search_text=mail$/);
  await expect(recordNameCell(page, 'www.example.com')).toHaveCount(0);
});

test('filters set before hydration ends — a box ticked, a type chosen, text typed — all reach the app', async ({
  page,
}) => {
  const release = await holdChunk(page, 'records-page');
  await page.goto('/domains/example.com/records', { waitUntil: 'commit' });
  const filters = page.getByRole('search', { name: 'Filter records' });
  await filters.getByRole('checkbox', { name: 'Exact match' }).check();
  await filters.getByRole('combobox', { name: 'Type' }).selectOption('MX');
  await page.getByRole('searchbox', { name: 'Search records' }).fill('mail.example.com');
  expect(await hydratedYet(page)).toBe(false);
  release();
  await hydrated(page);
  await expect(page).toHaveURL(
    /\/domains\/example\.com\/records\?(?=.*search_text=mail\.example\.com)(?=.*strict_search=yes)(?=.*search_record_type=MX)/,
  );
  await expect(filters.getByRole('checkbox', { name: 'Exact match' })).toBeChecked();
  await expect(filters.getByRole('combobox', { name: 'Type' })).toHaveValue('MX');
});

test('a region clicked in the GEO tree before hydration ends is selected once the app has taken over', async ({
  page,
}) => {
  const release = await holdChunk(page, 'geo-page');
  await page.goto('/domains/example.com/geo', { waitUntil: 'commit' });
  await page.getByRole('tree', { name: 'GEO regions' }).locator('[role="treeitem"][data-code="_AF"]').click();
  expect(await hydratedYet(page)).toBe(false);
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/domains\/example\.com\/geo\?region=_AF$/);
  await expect(page.getByRole('region', { name: 'Africa' })).toBeVisible();
});

test('arrow keys pressed in the GEO tree before hydration ends move as far once the app has taken over', async ({
  page,
}) => {
  // Each key goes to where the one before it moved the focus, as it would have without the wait.
  const release = await holdChunk(page, 'geo-page');
  await page.goto('/domains/example.com/geo', { waitUntil: 'commit' });
  const tree = page.getByRole('tree', { name: 'GEO regions' });
  await tree.locator('[role="treeitem"][data-code="_AF"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await hydratedYet(page)).toBe(false);
  release();
  await hydrated(page);
  const europe = tree.locator('[role="treeitem"][data-code="_EU"]');
  await expect(europe).toBeFocused();
  await expect(europe).toHaveAttribute('aria-expanded', 'true');
});

test('a domain opened from the header before hydration ends is opened once the app has taken over', async ({
  page,
}) => {
  const release = await holdChunk(page, 'records-page');
  await page.goto('/domains/example.com/records', { waitUntil: 'commit' });
  const domainBox = page.getByRole('combobox', { name: 'Domain name' });
  await domainBox.fill('large.example.net');
  await domainBox.press('Enter');
  expect(await hydratedYet(page)).toBe(false);
  // The CSP lets no form submit by itself: without the app the page stays where it is.
  await expect(page).toHaveURL('/domains/example.com/records');
  release();
  await hydrated(page);
  await expect(page).toHaveURL('/domains/large.example.net/records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Records of large.example.net');
  await expect(domainBox).toHaveValue('');
});

test('a record value that tries to close the state script stays text, and nothing of it runs', async ({ page }) => {
  const response = await page.goto('/domains/hostile.example/records');
  expect(await servedAs(page)).toBe('rendered');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain(HOSTILE_PAYLOADS.SCRIPT);
  await hydrated(page);
  await expect(page.getByText(HOSTILE_PAYLOADS.SCRIPT, { exact: true })).toBeVisible();
  await expect(page.getByText(HOSTILE_PAYLOADS.IMG, { exact: true })).toBeVisible();
  // early-input.js, the entry module, and the state (JSON, never run): no script came out of a record
  // (a first visit: the page comes in the system's theme without theme.js).
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? element.getAttribute('type')));
  expect(scripts.filter((script) => !script?.startsWith('/assets/')).sort()).toEqual([
    '/early-input.js',
    'application/json',
  ]);
  expect(scripts.filter((script) => script?.startsWith('/assets/'))).toHaveLength(1);
  // early-input.js in the head, neither async nor deferred: nothing of the page is painted, so
  // nothing clicked, before it listens (after the page, it came after the first paint under load).
  expect(html).toMatch(/<head>[\s\S]*<script src="\/early-input\.js"><\/script>[\s\S]*<\/head>/);
  expect(html.indexOf('<script src="/early-input.js">')).toBeLessThan(html.indexOf('<div id="root"'));
  expect(await page.evaluate(() => window.__zonescopeXss)).toBeUndefined();
});

test('a first view that would take longer than the bound comes as the shell, and the browser loads it', async ({
  page,
  context,
  baseURL,
}) => {
  const slower = await shortRenderBound(context, baseURL);
  await context.addCookies([{ name: 'zonescope-fault', value: `${slower}@/records`, url: baseURL ?? '' }]);
  // The browser's own request is held until its loading state has been seen (a busy machine could
  // otherwise let the second of latency pass unseen).
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/dns/v1/domains/example.com/records?*', async (route) => {
    await held;
    await route.continue();
  });
  const sent = sentRequests(page);
  await page.goto('/domains/example.com/records');
  expect(await servedAs(page)).toBe('shell');
  await expect(page.getByRole('status').filter({ hasText: 'Loading records…' })).toBeVisible();
  release();
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  expect(sent).toContain(`/dns/v1/domains/example.com/records?${RECORDS_FIRST_PAGE}`);
});

test('a first view the API refuses comes as the shell: the browser shows the error with Retry', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'zonescope-fault', value: '503@/records', url: baseURL ?? '' }]);
  await page.goto('/domains/example.com/records');
  expect(await servedAs(page)).toBe('shell');
  const notice = page.getByRole('alert').filter({ hasText: 'The DNS API failed' });
  await expect(notice).toContainText('Service unavailable');
  await context.clearCookies({ name: 'zonescope-fault' });
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
});

test('an unknown domain drawn on the server is asked about again when its screen is opened again', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL ?? '');
  const sent = sentRequests(page);
  const recordsRequest = `/dns/v1/domains/nosuch.example/records?${RECORDS_FIRST_PAGE}`;
  await page.goto('/domains/nosuch.example/records');
  expect(await servedAs(page)).toBe('rendered');
  const notice = page.getByRole('heading', { name: 'nosuch.example is not a domain of this account' });
  await expect(notice).toBeVisible();
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page.getByRole('heading', { name: 'Demo data' })).toBeVisible();
  expect(sent).not.toContain(recordsRequest);
  // Back: the screen mounts again and asks, as for any error (the domain may have been added since).
  await page.goBack();
  await expect(notice).toBeVisible();
  await expect.poll(() => sent.filter((request) => request === recordsRequest)).toHaveLength(1);
});

test('browser-key mode (a proxy without DNS_API_KEY): the shell, and the app does the rest in the browser', async ({
  page,
}) => {
  const sent = sentRequests(page);
  const response = await page.goto(`${E2E_BROWSER_KEY_ORIGIN}/domains/example.com/records`);
  expect(await servedAs(page)).toBe('shell');
  expect(await response?.text()).toContain('<div id="root"></div>');
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  expect(sent).toContain('/zonescope/config');
  expect(sent).toContain(`/dns/v1/domains/example.com/records?${RECORDS_FIRST_PAGE}`);
  await expect(page.getByRole('button', { name: 'API key: none' })).toBeVisible();
});

test('server-held-key mode (a proxy holding DNS_API_KEY): rendered through the proxy, the rest asked through it, the key in no answer', async ({
  page,
  context,
}) => {
  await returningVisitor(context, E2E_SERVER_KEY_ORIGIN);
  const sent = sentRequests(page);
  // Every answer the browser gets, headers and body (unpacked by the browser), to look for the key in.
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    answers.push(
      Promise.all([response.allHeaders(), response.text().catch(() => '')]).then(
        ([headers, body]) => `${JSON.stringify(headers)}\n${body}`,
      ),
    );
  });
  await page.goto(`${E2E_SERVER_KEY_ORIGIN}/domains/example.com/records`);
  expect(await servedAs(page)).toBe('rendered');
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  await hydrated(page);
  expect(sent).not.toContain(`/dns/v1/domains/example.com/records?${RECORDS_FIRST_PAGE}`);
  await expect(page.getByRole('button', { name: 'API key: set by server' })).toBeVisible();

  // The next screen's data comes through the proxy: asked of the demo gzipped, unpacked to mask the
  // key, packed again for the browser.
  await page
    .getByRole('navigation', { name: 'Screens of example.com' })
    .getByRole('link', { name: 'Snapshots' })
    .click();
  await page.getByRole('link', { name: 'Snapshot 9050', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snapshot 9050 of example.com');
  await expect(page.getByRole('cell', { name: 'www.example.com' }).first()).toBeVisible();
  expect(sent).toContain('/dns/v1/domains/example.com/snapshots/9050/records');
  const everything = (await Promise.all(answers)).join('\n');
  expect(everything).toContain('www.example.com');
  expect(everything).not.toContain(E2E_SERVER_KEY);
});

test('an address that is no page of the app answers 404, with the not-found page, rendered or as the shell', async ({
  page,
  context,
}) => {
  for (const origin of [E2E_STREAMED_ORIGIN, E2E_BROWSER_KEY_ORIGIN]) {
    await returningVisitor(context, origin);
    const known = await page.goto(`${origin}/domains/example.com/records`);
    expect(known?.status()).toBe(200);
    await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
    const response = await page.goto(`${origin}/domains/example.com/nowhere`);
    expect(response?.status()).toBe(404);
    expect(await servedAs(page)).toBe(origin === E2E_STREAMED_ORIGIN ? 'rendered' : 'shell');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('/domains/example.com/nowhere is not a Zonescope page');
    // The not-found page is under the same policy and headers as every page.
    const headers = await response?.allHeaders();
    const knownHeaders = await known?.allHeaders();
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control']) {
      expect(headers?.[name], name).toBe(knownHeaders?.[name]);
    }
  }
});

/** How many table rows the HTML of a response holds. */
async function rowsIn(response: Awaited<ReturnType<Page['goto']>>): Promise<number | undefined> {
  return ((await response?.text()) ?? '').match(/<tr [^>]*data-row-index=/g)?.length;
}

/** Whether the page asked for public/theme.js. */
function asksForThemeScript(page: Page): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/theme.js') asked = true;
  });
  return () => asked;
}

for (const scheme of ['dark', 'light'] as const) {
  test(`a first visit is painted in the system's theme (${scheme}) before any script runs`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme, baseURL });
    const page = await context.newPage();
    const askedForTheme = asksForThemeScript(page);
    await page.goto('/domains/large.example.net/records');
    await expect(recordNameCell(page, 'large.example.net').first()).toBeVisible();
    const root = page.locator('html');
    await expect(root).toHaveCSS('color-scheme', scheme);
    if (scheme === 'dark') await expect(root).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    else await expect(root).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(askedForTheme()).toBe(false);
    await context.close();
  });
}

test('a theme chosen is the theme the server draws the next page in: no script before its first paint', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await page.goto('/domains/large.example.net/records');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass('dark');
  const askedForTheme = asksForThemeScript(page);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass('dark');
  expect(askedForTheme()).toBe(false);
  // What the server drew, before any script: dark, though the system is light.
  const bare = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light', baseURL });
  await bare.addCookies(await context.cookies());
  const before = await bare.newPage();
  await before.goto('/domains/large.example.net/records');
  await expect(before.locator('html')).toHaveClass('dark');
  await expect(before.locator('html')).toHaveCSS('color-scheme', 'dark');
  await bare.close();
});

test('a choice stored before the theme cookie existed is applied before the first paint, then told to the server', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ colorScheme: 'light', baseURL });
  await returningVisitor(context, baseURL ?? '');
  await context.clearCookies({ name: THEME_COOKIE });
  // A choice made in the app before it wrote the cookie: in storage only.
  await context.addInitScript(() => localStorage.setItem('zonescope.theme', 'dark'));
  const page = await context.newPage();
  const askedForTheme = asksForThemeScript(page);
  await page.goto('/domains/large.example.net/records');
  await expect(page.locator('html')).toHaveClass('dark');
  expect(askedForTheme()).toBe(true);
  await hydrated(page);
  expect((await context.cookies()).find((cookie) => cookie.name === THEME_COOKIE)?.value).toBe('dark');
  await context.close();
});

test('a returning visitor gets the rows its window shows in the HTML, and the rest once hydrated', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 600 }, baseURL, timezoneId: TIME_ZONE });
  await returningVisitor(context, baseURL ?? '');
  const page = await context.newPage();
  // The first navigation cannot say its window: the rows of a tall one. The browser says it from then on.
  expect(await rowsIn(await page.goto('/domains/large.example.net/records'))).toBe(26);
  const response = await page.goto('/domains/large.example.net/records');
  expect(await response?.request().headerValue('sec-ch-viewport-height')).toBe('600');
  expect(await rowsIn(response)).toBe(11);
  await hydrated(page);
  await expect(page.locator('tbody tr[data-row-index]')).toHaveCount(100);
  await context.close();
});
