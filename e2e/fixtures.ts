import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_SHORT_RENDER_BOUND_MS } from '../playwright.config.ts';
import { RENDER_BOUND_COOKIE } from '../server/fault-injection.ts';

/** Console errors a test has said it expects, per page: see {@link expectConsoleErrors}. */
const expectedConsoleErrors = new WeakMap<Page, { pattern: RegExp; seen: string[] }[]>();

/**
 * Opt-in, for a test that provokes console errors on purpose (the CSP test logs a violation for each
 * blocked script): console errors on `page` that match `pattern` no longer fail the test but are
 * collected in the returned list, which grows as they arrive, for the test to assert on. Any other
 * console error still fails the test.
 * `const violations = expectConsoleErrors(page, /Content Security Policy/);` … `expect(violations).toHaveLength(3)`.
 */
export function expectConsoleErrors(page: Page, pattern: RegExp): readonly string[] {
  const seen: string[] = [];
  const expected = expectedConsoleErrors.get(page) ?? [];
  expected.push({ pattern, seen });
  expectedConsoleErrors.set(page, expected);
  return seen;
}

/**
 * The test object every journey uses: any console error or uncaught page error fails the test
 * (unless the test declared it with {@link expectConsoleErrors}), and `apiRequests` records every
 * request made to the DNS API for the page: those the page sent, and before them those the server
 * sent rendering its first view (the test server lists them in `X-Zonescope-First-View-Requests`).
 */
export const test = base.extend<{ apiRequests: URL[] }>({
  apiRequests: async ({ page }, use) => {
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/dns/v1/')) requests.push(url);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'document') return;
      const rendered = response.headers()['x-zonescope-first-view-requests'] ?? '';
      for (const target of rendered.split(' ')) {
        const url = new URL(target, response.url());
        if (target !== '' && url.pathname.startsWith('/dns/v1/')) requests.push(url);
      }
    });
    await use(requests);
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Chromium reports every HTTP error status as a console error; the app shows those in the page.
      if (message.type() !== 'error' || message.text().startsWith('Failed to load resource: the server responded'))
        return;
      const expected = expectedConsoleErrors.get(page)?.find(({ pattern }) => pattern.test(message.text()));
      if (expected) expected.seen.push(message.text());
      else problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

/**
 * The app has taken over the server-rendered page (its hydration is done): what it does on its
 * own, such as remembering a page as opened, happens from then on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('zonescope:hydrated').length > 0);
}

/**
 * Holds back the built chunk named `name` (`records-page` for `assets/records-page-*.js`) until the
 * returned function is called: hydration waits for it, so until then the page is the server's HTML
 * alone, and what a journey does to it happens before the app has taken it over.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * For a journey about the server's render bound: the pages the test server renders for `context`
 * get the short bound (E2E_SHORT_RENDER_BOUND_MS) instead of the journeys' long one. Returns a
 * latency fault slower than it, for the render's answers to pass it.
 */
export async function shortRenderBound(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  await context.addCookies([
    { name: RENDER_BOUND_COOKIE, value: String(E2E_SHORT_RENDER_BOUND_MS), url: baseURL ?? '' },
  ]);
  return `latency-${E2E_SHORT_RENDER_BOUND_MS + 500}`;
}

/** Whether the app has taken over the server-rendered page yet (see `hydrated`). */
export async function hydratedYet(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('zonescope:hydrated').length > 0);
}

/** Runs axe on the page and fails on serious or critical violations, naming them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours still fading (a button's 150 ms colour transition, right after the theme was switched)
  // are not what stays on screen: axe measures contrast once they have settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * A sticky part of the page (a table's column header) is in view and on top: the element at its
 * centre is itself or inside it, not the app header or a row scrolled over it.
 */
export async function expectUncovered(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport();
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && element.contains(top);
      }),
    )
    .toBe(true);
}

/**
 * The cell of a record's name, by the name: the cell holds the name, then the link to the record's
 * history ("History of www.example.com A (record 986)"), so its accessible name starts with the name,
 * after its column's on a phone card, where the headers are hidden ("Name: www.example.com").
 */
export function recordNameCell(scope: Page | Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('cell', { name: new RegExp(`^(Name: )?${escaped}(History|\\s|$)`) });
}

/**
 * Everything the page's live region (`#announcer`) says from now on, in order: call the result for
 * the messages so far. Asserting on the region's text alone would miss a message a later one
 * replaced before the check looked (a count said 250 ms after a sort, on a slow machine), where a
 * screen reader queues both.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, { zonescopeSaid: said });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || record.target.id !== 'announcer') continue;
        for (const node of record.addedNodes) if (node.textContent) said.push(node.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const said: unknown = Reflect.get(window, 'zonescopeSaid');
      return Array.isArray(said) ? said.map(String) : [];
    });
}
