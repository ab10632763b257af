import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { SERVED_AS_META } from '../src/lib/first-view-state.ts';
import { TIME_ZONE_COOKIE } from '../src/lib/time-zone-cookie.ts';
import { expect, expectNoSeriousA11yViolations, expectUncovered, hydrated, recordNameCell, test } from './fixtures.ts';
import { applyFault, SCREENS, THEMES, VIEWPORTS } from './screens.ts';

/** The header's height, as index.css sets `--app-header-height` (3rem). */
const HEADER_HEIGHT = 48;

/**
 * What makes the page scroll sideways: nothing when it does not; else the outermost elements of the
 * page that reach past the window's right edge, so that a failure names the culprit.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const past = [...document.body.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.right > width + 0.5 && getComputedStyle(element).position !== 'fixed';
    });
    return past
      .filter((element) => !past.includes(element.parentElement ?? element))
      .map((element) => {
        const name = element.getAttribute('aria-label') ?? element.id;
        return `<${element.tagName.toLowerCase()}${name ? ` “${name.slice(0, 50)}”` : ''}> ends at ${Math.round(element.getBoundingClientRect().right)} px of ${width}`;
      });
  });

/**
 * The header's controls that can be seen, with where they sit: one row means every one of them lies
 * inside the header's own box, on a line with the others.
 */
async function headerControls(page: Page) {
  return page.locator('header').evaluate((header) => {
    const box = header.getBoundingClientRect();
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, input, select')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return {
          name,
          top: rect.top,
          bottom: rect.bottom,
          left: rect.left,
          right: rect.right,
          middle: (rect.top + rect.bottom) / 2,
        };
      });
    return { top: box.top, bottom: box.bottom, height: box.height, controls };
  });
}

/** Pairs of the header's controls that cover part of each other ("GEO under Menu"): none when the row fits. */
async function overlappingHeaderControls(page: Page) {
  const { controls } = await headerControls(page);
  return controls.flatMap((one, index) =>
    controls
      .slice(index + 1)
      .filter((other) => one.left < other.right - 0.5 && other.left < one.right - 0.5)
      .filter((other) => one.top < other.bottom - 0.5 && other.top < one.bottom - 0.5)
      .map((other) => `${one.name} under ${other.name}`),
  );
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test.describe(`${viewport.width}×${viewport.height}, ${theme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme });

      for (const screen of SCREENS) {
        test(`${screen.name}: no sideways scrolling, the header in one row${viewport.width < 1920 ? ', no serious axe violations' : ''}`, async ({
          page,
          context,
          baseURL,
        }) => {
          if (screen.slow === true) test.slow();
          await applyFault(context, baseURL ?? '', screen);
          await page.goto(screen.path);
          await expect(screen.ready(page).first()).toBeVisible();
          // In the system's theme from the first paint: drawn so by the server (its CSS follows the
          // system) or by public/theme.js, then by the app.
          await expect(page.locator('html')).toHaveCSS('color-scheme', theme);

          await expect.poll(() => sidewaysOverflow(page), { message: 'the page scrolls sideways' }).toEqual([]);

          const header = await headerControls(page);
          expect(header.height).toBe(HEADER_HEIGHT);
          for (const control of header.controls) {
            expect(control.top, `${control.name} starts inside the header`).toBeGreaterThanOrEqual(header.top);
            expect(control.bottom, `${control.name} ends inside the header`).toBeLessThanOrEqual(header.bottom);
          }
          expect(await overlappingHeaderControls(page)).toEqual([]);
          const wide = viewport.width >= 1280;
          // From 1280 px the tools sit in the row; below, behind the Menu button.
          await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: !wide });
          await expect(page.getByRole('combobox', { name: 'Domain name' })).toBeVisible({ visible: wide });

          // At 1920 px the page is the one axe checked at 1280, only wider: same elements, same colours.
          if (viewport.width < 1920) await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }
}

/**
 * The screens the server draws for a returning visitor: all but those whose first view is an error
 * (an unknown snapshot, an API fault), which come as the shell.
 */
const SERVER_DRAWN = SCREENS.filter((screen) => screen.fault === undefined && screen.name !== 'unknown-snapshot');

/**
 * Screens whose first view is the first part of what they read, the rest shown as it comes (and
 * said so): a record's history renders the newest snapshots it reads first, and grows as the older
 * ones arrive.
 */
const READ_PROGRESSIVELY = new Set(['history']);

/**
 * Where the elements of the page's main region sit (four levels deep, not inside a drawing, whose
 * content the app redraws at its measured size), those of the first screenful: by their place
 * among their siblings, so that one put in before them moves them too.
 */
const firstScreenful = (page: Page) =>
  page.evaluate(() => {
    const places: string[] = [];
    const visit = (element: Element, depth: number, path: string) => {
      [...element.children].forEach((child, index) => {
        const box = child.getBoundingClientRect();
        // In the page, not the window: the app may scroll to what the link selects (a GEO region).
        const top = Math.round(box.top + window.scrollY);
        const place = `${path} > ${child.tagName.toLowerCase()}:nth-child(${index + 1})`;
        if (box.height > 0 && top < window.innerHeight) places.push(`${place} at ${top}`);
        if (depth < 4 && child.tagName.toLowerCase() !== 'svg') visit(child, depth + 1, place);
      });
    };
    const main = document.querySelector('main');
    if (main !== null) visit(main, 1, 'main');
    return places;
  });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}, the server's first view with no script`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled: false });

    for (const screen of SERVER_DRAWN) {
      // What is painted before hydration is laid out as the app then lays it out: a page the app
      // holds to the window must not scroll sideways while it is the server's HTML alone, and what
      // the first screenful shows stays where it is once the app has taken over and read the rest.
      const settles = !READ_PROGRESSIVELY.has(screen.name);
      const andStays = settles ? ', and nothing in view moves once the app takes over' : '';
      test(`${screen.name}: drawn by the server, no sideways scrolling before any script runs${andStays}`, async ({
        page,
        context,
        browser,
        baseURL,
      }) => {
        const cookie = { name: TIME_ZONE_COOKIE, value: 'UTC', url: baseURL ?? '' };
        await context.addCookies([cookie]);
        await page.goto(screen.path);
        await expect(page.locator(`meta[name="${SERVED_AS_META}"]`)).toHaveAttribute('content', 'rendered');
        await expect(page.locator('#root')).not.toBeEmpty();
        expect(await sidewaysOverflow(page), 'the page scrolls sideways').toEqual([]);
        if (!settles) return;

        const drawn = await firstScreenful(page);
        // Scripts on (a context made here takes this block's options, scripts off among them), in the
        // zone the cookie names, so that the app's local times read as the server's did.
        const app = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          javaScriptEnabled: true,
          timezoneId: 'UTC',
        });
        await app.addCookies([cookie]);
        const appPage = await app.newPage();
        await appPage.goto(`${baseURL}${screen.path}`);
        await hydrated(appPage);
        await expect(screen.ready(appPage).first()).toBeVisible();
        await appPage.waitForLoadState('networkidle');
        expect(await firstScreenful(appPage), 'where the first screenful sits once the app has it').toEqual(drawn);
        await app.close();
      });
    }
  });
}

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens its menu, opens a domain from it, and leaves focus in the page', async ({ page }) => {
    await page.goto('/domains/example.com/records');
    const menu = page.getByRole('button', { name: 'Menu' });
    const box = page.getByRole('combobox', { name: 'Domain name' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeVisible();
    await expect(page.getByRole('button', { name: /^API key/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Colour theme' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await box.fill('пример.рф');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Records of пример.рф');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search records' })).toBeFocused();
  });

  test('closes its menu when Tab leaves it, so that the focus is never under the panel', async ({ page }) => {
    await page.goto('/domains/example.com/records');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const theme = page.getByRole('combobox', { name: 'Colour theme' });
    await theme.focus();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(theme).toBeHidden();
    // Where the focus went is in view, not covered.
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    await expectUncovered(focused);
  });

  test('stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots');
    await expect(page.getByRole('figure', { name: /Records per snapshot over time/ })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const top = await page.locator('header').evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Screens of example.com' })).toBeInViewport();
  });
});

/**
 * The box a finger can hit of each element `targets` finds that is drawn, with its accessible name:
 * its own box, or for a checkbox the label around it (a tap on the label is a tap on the box).
 */
const hitBoxes = (targets: Locator) =>
  targets.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
        const boxes = [element, ...labels].map((part) => part.getBoundingClientRect());
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          width: Math.round(Math.max(...boxes.map((box) => box.width)) * 100) / 100,
          height: Math.round(Math.max(...boxes.map((box) => box.height)) * 100) / 100,
        };
      }),
  );

/** Of `targets`, those a finger has less than 24 × 24 px to hit (WCAG 2.5.8); none, on a phone. */
async function expectTapTargets(targets: Locator, count: number) {
  await expect(targets.first()).toBeVisible();
  const boxes = await hitBoxes(targets);
  expect(boxes.length).toBeGreaterThanOrEqual(count);
  expect(boxes.filter((box) => box.width < 24 || box.height < 24)).toEqual([]);
}

test.describe('small controls on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a record card’s History link is 24 px tall to a finger, and the card no taller for it', async ({ page }) => {
    await page.goto('/domains/example.com/records');
    const table = page.getByRole('table', { name: /^Records of example\.com/ });
    await expectTapTargets(table.getByRole('link', { name: /^History of / }), 20);
    // The link's room is given back: the name's line is as tall with the link as without it.
    const heights = await recordNameCell(table, 'www.example.com')
      .first()
      .evaluate((cell) => {
        const link = cell.querySelector('a');
        const withLink = cell.getBoundingClientRect().height;
        link?.style.setProperty('display', 'none');
        const without = cell.getBoundingClientRect().height;
        link?.style.removeProperty('display');
        return { withLink, without };
      });
    expect(heights.withLink).toBe(heights.without);
  });

  test('the GEO groups’ links are 24 px tall to a finger, and their Copy buttons 24 px clear', async ({ page }) => {
    await page.goto('/domains/example.com/geo');
    const table = page.getByRole('table', { name: 'GEO-eligible record groups' });
    await expectTapTargets(table.getByRole('link', { name: /^Show in Records/ }), 20);
    await expectTapTargets(table.getByRole('link', { name: /^Answers by region/ }), 20);
    await expectTapTargets(table.getByRole('link', { name: /^History of / }), 20);
    // The Copy buttons reach 2 px past their lines: as axe measures them (WCAG 2.2's rule, which its
    // default run leaves out), none is covered by or crowded against another target. Six were.
    await expect(table.getByRole('button', { name: /^Copy / }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });

  test('the snapshots’ checkboxes, time-zone choice and the chart’s points are 24 px across to a finger', async ({
    page,
  }) => {
    await page.goto('/domains/example.com/snapshots');
    const chart = page.getByRole('figure', { name: /Records per snapshot over time/ });
    await expect(chart.getByRole('link', { name: /^The current zone now, / })).toBeVisible();
    await expectTapTargets(chart.getByRole('link'), 6);
    await expectTapTargets(page.getByRole('checkbox', { name: /^Choose .* for comparison$/ }), 6);
    await expectTapTargets(page.getByRole('group', { name: 'Show times in' }).getByRole('radio'), 2);
    // A tap on the checkbox's label, beside the box, chooses the snapshot.
    const box = page.getByRole('checkbox', { name: 'Choose snapshot 9050 for comparison' });
    const drawn = await box.boundingBox();
    await page.mouse.click((drawn?.x ?? 0) - 3, (drawn?.y ?? 0) - 3);
    await expect(box).toBeChecked();
  });
});

/** The cards of `table` whose type badge does not share the first line with the name, by name. */
const typesOffTheNameLine = (table: Locator) =>
  table.locator('tbody tr[data-row-index]').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const name = row.querySelector('td[data-label="Name"]')?.getBoundingClientRect();
      const type = row.querySelector('td[data-label="Type"]')?.getBoundingClientRect();
      if (name === undefined || type === undefined) return [];
      return type.top < name.top + 20 ? [] : [row.querySelector('td[data-label="Name"] bdi')?.textContent ?? ''];
    }),
  );

test.describe('cards on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a type badge keeps the name’s line beside a long pill and flags', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots/9040/compare?with=current');
    const table = page.getByRole('table', { name: 'Records the rollback would change' });
    // A record that goes, with GEO and failover flags: “Would remove”, AAAA, GEO, Failover.
    await expect(recordNameCell(table, 'api.example.com').first()).toBeVisible();
    expect(await typesOffTheNameLine(table)).toEqual([]);

    await page.goto('/domains/example.com/records');
    const records = page.getByRole('table', { name: /^Records of example\.com/ });
    await expect(recordNameCell(records, 'api.example.com').first()).toBeVisible();
    expect(await typesOffTheNameLine(records)).toEqual([]);
  });
});

test.describe('tabs on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a snapshot’s and a comparison’s three parts keep to one row, named in full to a screen reader', async ({
    page,
  }) => {
    for (const url of [
      '/domains/example.com/snapshots/9050',
      '/domains/example.com/snapshots/9050/compare?with=9040',
    ]) {
      await page.goto(url);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(page.getByRole('tab', { name: /^GEO records \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Failover records \(\d+\)$/ })).toBeVisible();
      const tops = await tabs.evaluateAll((each) => each.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${url}: the tabs' tops ${tops.join(', ')}`).toBe(1);
    }
  });
});

test.describe('long domain names on the narrowest phone', () => {
  // 320 px: the narrowest phone, and a 1280 px window at 400% zoom (WCAG's reflow).
  test.use({ viewport: { width: 320, height: 640 } });
  /** 40 characters in Unicode, a 52-character label in Punycode. */
  const longIdn = 'очень-длинное-название-дочерней-компании.пример.рф';
  /** A label of 63 characters, the most DNS allows, without a hyphen to break at. */
  const longestLabel = 'a123456789b123456789c123456789d123456789e123456789f123456789abc.example';

  test('a template substituted for them: its tabs, legend and names wrap where they must', async ({ page }) => {
    for (const domain of [longIdn, longestLabel]) {
      await page.goto(`/templates/1001?domain_name=${encodeURIComponent(domain)}`);
      await expect(page.getByText('what the DNS API put in its place')).toBeVisible();
      await expect(page.getByRole('tab', { name: `For ${domain}` })).toBeVisible();
      // Kept whole, labels as long as these reached up to 108 px past the window.
      expect(await sidewaysOverflow(page), domain).toEqual([]);
    }
  });

  test('the header: its links, the Demo mark and the menu side by side, none over another', async ({ page }) => {
    for (const domain of ['example.com', longIdn]) {
      await page.goto(`/domains/${encodeURIComponent(domain)}/snapshots`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Snapshots of ${domain}`);
      await expect(page.getByRole('link', { name: 'GEO' })).toBeVisible();
      // The demo's mark needs the room of the row: the menu names the demo's key instead.
      await expect(page.getByTitle('Data comes from the embedded demo API')).toBeHidden();
      // With it, the GEO link went 33 px under the Menu button.
      expect(await overlappingHeaderControls(page), domain).toEqual([]);
      expect(await sidewaysOverflow(page), domain).toEqual([]);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'API key: demo' })).toBeVisible();
  });

  test('a domain the API does not know: its notice and the way out stay in the window', async ({ page }) => {
    // Its snapshot's 404, then its list of snapshots' 404: the domain is unknown, not the snapshot.
    await page.goto(`/domains/${encodeURIComponent(longIdn)}/snapshots/9050`);
    await expect(
      page.getByRole('heading', { level: 2, name: `${longIdn} is not a domain of this account` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeInViewport();
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header keeps its row and its links in place from one domain to another', async ({ page }) => {
    const placeOfLinks = async () =>
      page
        .getByRole('navigation', { name: /^Screens of / })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));

    await page.goto('/domains/example.com/records');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Records of example.com');
    const ascii = await placeOfLinks();
    await page.goto('/domains/пример.рф/records');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Records of пример.рф');
    expect(await placeOfLinks()).toEqual(ascii);
    const header = await headerControls(page);
    expect(new Set(header.controls.map((control) => Math.round(control.middle))).size).toBe(1);
  });
});

for (const width of [1280, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 1080 } });

    test('a record name keeps to one line, beside a long value that takes the rest', async ({ page }) => {
      await page.goto('/domains/example.com/records');
      for (const name of ['_xmpp-server._tcp.example.com', 'default._domainkey.example.com']) {
        // The name as drawn: its lines are the line boxes of the <bdi> that holds it.
        const cell = recordNameCell(page, name);
        await expect(cell).toBeVisible();
        const lines = await cell
          .locator('bdi')
          .first()
          .evaluate((element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size);
        expect(lines, name).toBe(1);
      }
    });

    test('a GEO region keeps its code and its name on one line, the longest name too', async ({ page }) => {
      await page.goto('/domains/example.com/snapshots/9050?tab=geo');
      const regions = page.locator('tbody td[data-label="Region"]');
      await expect(regions.filter({ hasText: 'United States of America' })).toBeVisible({ timeout: 30_000 });
      // The code's badge and the name's text side by side: each starts above where the other ends.
      const drawn = await regions.evaluateAll((cells) =>
        cells.map((cell) => {
          const [code, name] = [...(cell.firstElementChild?.children ?? [])].map((part) =>
            part.getBoundingClientRect(),
          );
          return {
            region: cell.textContent ?? '',
            oneLine: code !== undefined && name !== undefined && name.top < code.bottom && code.top < name.bottom,
          };
        }),
      );
      expect(drawn.length).toBe(6);
      expect(drawn.filter((region) => !region.oneLine)).toEqual([]);
    });
  });
}

test.describe('at 1100 px, a comparison', () => {
  test.use({ viewport: { width: 1100, height: 900 } });

  test('a name that fits its column keeps to one line; its History link goes below instead', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots/9050/compare?with=current');
    const cell = page.locator('tbody td[data-label="Name"]').filter({ hasText: '_acme-challenge.example.com' });
    await expect(cell).toBeVisible({ timeout: 30_000 });
    const name = cell.locator('bdi').first();
    const lines = await name.evaluate(
      (element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size,
    );
    expect(lines).toBe(1);
    // The link did not fit beside it: it wrapped, whole, to the next line.
    const nameBox = await name.boundingBox();
    const linkBox = await cell.getByRole('link', { name: /^History/ }).boundingBox();
    expect(linkBox?.y).toBeGreaterThan((nameBox?.y ?? 0) + (nameBox?.height ?? 0) - 1);
  });
});

test.describe('at 1280 px, two snapshots of 50,000 records compared', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('names keep to one line while the value column keeps room for the longest change', async ({ page }) => {
    // Two snapshots of 50,000 records read and compared; other test runs share the machine.
    test.slow();
    // The columns are sized by every row (the longest change, old → new, among them): the name
    // column must still hold a name of the zone's usual length on one line.
    await page.goto('/domains/large.example.net/snapshots/7300/compare?with=7200');
    const names = page.locator('tbody td[data-label="Name"] > bdi:first-child');
    await expect(names.first()).toBeVisible({ timeout: 90_000 });
    await page.mouse.wheel(0, 9000);
    await expect(names.filter({ hasText: /^host-\d+\.\w\w\.large\.example\.net$/ }).first()).toBeVisible();
    const drawn = await names.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.textContent ?? '',
        lines: new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size,
      })),
    );
    const usual = drawn.filter(({ name }) => name.length <= 31);
    expect(usual.length).toBeGreaterThan(10);
    expect(usual.filter(({ lines }) => lines !== 1)).toEqual([]);
  });
});

test.describe('the snapshot chart', () => {
  for (const viewport of [VIEWPORTS[0], VIEWPORTS[1]]) {
    if (viewport === undefined) continue;
    for (const scripts of [true, false]) {
      // Its geometry is in percentages and CSS picks the date labels that fit: the server's drawing,
      // painted before any script runs, must already be the app's.
      const how = scripts ? '' : ', drawn by the server before any script runs';
      test.describe(`${viewport.width} px, scripts ${scripts ? 'on' : 'off'}`, () => {
        test.use({ javaScriptEnabled: scripts });
        test(`fills its card with labels of a readable size, side by side, at ${viewport.width} px${how}`, async ({
          page,
          context,
          baseURL,
        }) => {
          await context.addCookies([{ name: TIME_ZONE_COOKIE, value: 'UTC', url: baseURL ?? '' }]);
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto('/domains/example.com/snapshots');
          const chart = page.getByRole('figure', { name: /Records per snapshot over time/ });
          if (scripts) await expect(chart.getByRole('link', { name: /^The current zone now, / })).toBeVisible();
          else await expect(page.locator(`meta[name="${SERVED_AS_META}"]`)).toHaveAttribute('content', 'rendered');
          await expect(chart.getByRole('link', { name: /^Snapshot \d+,/ })).toHaveCount(5);
          const sizes = await chart.evaluate((figure) => {
            const plot = figure.querySelector('svg[role="group"]');
            const box = plot?.parentElement?.getBoundingClientRect();
            // The labels drawn: those with a box (checkVisibility() says true of SVG text in a group CSS hides).
            const texts = [...figure.querySelectorAll('svg text')].filter(
              (text) => text.getBoundingClientRect().width > 0,
            );
            const boxes = (selector: string) =>
              [...figure.querySelectorAll(selector)]
                .filter((text) => texts.includes(text))
                .map((text) => text.getBoundingClientRect())
                .map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
            const inner = figure.getBoundingClientRect();
            return {
              share: (box?.width ?? 0) / inner.width,
              height: box?.height ?? 0,
              scale: plot instanceof SVGSVGElement ? (plot.getScreenCTM()?.a ?? 0) : 0,
              smallestLabel: Math.min(...texts.map((text) => Number.parseFloat(getComputedStyle(text).fontSize))),
              dates: boxes('div[aria-hidden="true"] > svg text'),
              counts: boxes('svg[aria-hidden="true"] > text'),
              figure: { left: inner.left, right: inner.right },
              plot: plot?.getBoundingClientRect().left ?? 0,
            };
          });
          // The card's width less its padding, at the scale it was drawn for.
          expect(sizes.share).toBeGreaterThan(0.9);
          expect(sizes.scale).toBe(1);
          expect(sizes.height).toBeGreaterThanOrEqual(180);
          expect(sizes.height).toBeLessThanOrEqual(240);
          expect(sizes.smallestLabel).toBeGreaterThanOrEqual(12);
          // As many dates as fit, none over another, all inside the card; the counts beside the plot.
          expect(sizes.dates.length).toBeGreaterThan(viewport.width >= 1280 ? 4 : 2);
          const dates = sizes.dates.toSorted((a, b) => a.left - b.left);
          for (const [index, date] of dates.entries()) {
            expect(date.left).toBeGreaterThanOrEqual(sizes.figure.left);
            expect(date.right).toBeLessThanOrEqual(sizes.figure.right);
            if (index > 0) expect(date.left).toBeGreaterThan(dates[index - 1]?.right ?? Infinity);
          }
          expect(sizes.counts.map((count) => count.right <= sizes.plot)).toEqual([true, true, true, true]);
        });
      });
    }
  }
});

/** The widths of a table's column headers, in pixels. */
const columnWidths = (page: Page) =>
  page
    .locator('thead th')
    .evaluateAll((headers) => headers.map((header) => Math.round(header.getBoundingClientRect().width)));

test.describe('column widths follow every row of a table, not only those rendered', () => {
  for (const width of [1280, 1920]) {
    test(`a page of 100 records keeps its columns from the server's 26 rows to all 100 at ${width} px`, async ({
      browser,
      baseURL,
    }) => {
      const path = `${baseURL}/domains/large.example.net/records`;
      const widthsOf = async (scripts: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: scripts });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator(`meta[name="${SERVED_AS_META}"]`)).toHaveAttribute('content', 'rendered');
        if (scripts) {
          await hydrated(page);
          await expect(page.locator('tbody tr[data-row-index]')).toHaveCount(100);
        } else {
          await expect(page.locator('tbody tr[data-row-index]')).not.toHaveCount(100);
        }
        const widths = await columnWidths(page);
        await context.close();
        return widths;
      };
      const drawn = await widthsOf(false);
      expect(drawn).toHaveLength(6);
      expect(await widthsOf(true), 'the columns once every row is rendered').toEqual(drawn);
    });
  }

  for (const { what, path, columns, steps, by, rows } of [
    // A first visit: the browser draws the snapshot (a screen of local times, sent as the shell).
    { what: 'a 50,000-record snapshot', path: '', columns: 6, steps: 8, by: 3000, rows: 50 },
    // Main value and backups, check, alerts: cells of several lines, sized by their widest line.
    {
      what: 'its failover tab (169 records of several lines)',
      path: '?tab=failover',
      columns: 8,
      steps: 10,
      by: 1200,
      rows: 5,
    },
  ]) {
    test(`${what} keeps its columns while the window scrolls through it`, async ({ page }) => {
      // A 50,000-record snapshot, read and parsed in the browser: slow on a loaded machine, as the
      // comparison of two above (over 15 s with a mutation run beside two workers).
      test.slow();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/domains/large.example.net/snapshots/7300${path}`);
      await expect(page.locator('tbody tr[data-row-index]').first()).toBeVisible({ timeout: 90_000 });
      const first = await columnWidths(page);
      expect(first).toHaveLength(columns);
      const seen = [first];
      const lastRow = page.locator('tbody tr[data-row-index]').last();
      for (let step = 1; step <= steps; step += 1) {
        const before = Number(await lastRow.getAttribute('data-row-index'));
        await page.mouse.wheel(0, by);
        // The window's rows are those of the new place (the virtualizer has caught up).
        await expect
          .poll(async () => Number(await lastRow.getAttribute('data-row-index')))
          .toBeGreaterThan(before + rows);
        seen.push(await columnWidths(page));
      }
      expect(seen, 'the column widths at each place').toEqual(seen.map(() => first));
    });
  }
});
