import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { HOSTILE_PAYLOADS } from '../server/demo/data/hostile-zone.ts';
import { expect, expectNoSeriousA11yViolations, test as base } from './fixtures.ts';

/**
 * hostile.example and template 1004 hold record data at its worst (server/demo/data/hostile-zone.ts):
 * script and event-handler payloads, a `javascript:` URL, a TXT of several kB, right-to-left
 * overrides (one never closed), zero-width characters and Cyrillic look-alike names. On every
 * screen that shows them: the exact text is on the page, nothing runs (no dialog, no global, no
 * element made from data, no `javascript:` link), the layout holds at 1280 and 800 px, every text
 * with a bidi override sits in its own isolate, and look-alike names are flagged with their Punycode.
 */
const { SCRIPT, IMG, SVG, JS_URL, LONG_TXT, RTL, ZERO_WIDTH, OPEN_RTL } = HOSTILE_PAYLOADS;
const DOMAIN = 'hostile.example';
/** Cyrillic а (U+0430) and о (U+043E) among Latin letters, and their Punycode (IDNA) forms. */
const LOOK_ALIKES = [
  { name: 'аpple.hostile.example', ascii: 'xn--pple-43d.hostile.example', label: 'аpple' },
  { name: 'gооgle.hostile.example', ascii: 'xn--ggle-55da.hostile.example', label: 'gооgle' },
] as const;
/** In snapshot 8500 only: removed from the live zone since. */
const PAYPAL = { name: 'pаypal.hostile.example', ascii: 'xn--pypal-4ve.hostile.example', label: 'pаypal' };
const ZERO_WIDTH_NAME = `${ZERO_WIDTH}.hostile.example`;

/** Any dialog (alert, confirm, prompt) means data ran as script: it is dismissed and fails the test. */
const test = base.extend<{ dialogs: string[] }>({
  dialogs: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(dialogs);
      expect(dialogs, 'a dialog opened: record data ran as script').toEqual([]);
    },
    { auto: true },
  ],
});

/** The exact text, as an element of its own, visible in `scope`. */
async function expectText(scope: Locator, text: string): Promise<void> {
  await expect(scope.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * Nothing ran and nothing was made from data: the global the payloads set is unset, every script
 * is the app's own file (the CSP allows no other, and none was added) but for the state of a
 * server-rendered first view, JSON that never runs, at most once; no element carries an inline
 * event handler (React never writes one, so one would come from parsed data), no image, frame or
 * object sits in the page's main area, no SVG inside a table, and no link has a `javascript:` URL.
 */
async function expectNothingRan(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      global: Reflect.get(window, '__zonescopeXss'),
      scripts: [...document.scripts].map((script) =>
        script.src !== ''
          ? new URL(script.src).pathname
          : script.type === 'application/json' && script.id === 'zonescope-first-view'
            ? 'first-view state (JSON)'
            : 'inline script',
      ),
      handlers: [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.name.startsWith('on'))
          .map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}`),
      ),
      embedded: main ? main.querySelectorAll('img, iframe, object, embed, frame, video, audio').length : -1,
      tableSvgs: main ? main.querySelectorAll('table svg, [role="table"] svg, [role="cell"] svg').length : -1,
      scriptLinks: [...document.querySelectorAll('a[href], area[href], [src], [action], [formaction]')]
        .map(
          (element) =>
            element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? '',
        )
        .filter((url) => /^\s*javascript:/i.test(url)),
    };
  });
  expect(report.global, 'window.__zonescopeXss was set: a payload ran').toBeUndefined();
  for (const script of report.scripts) {
    expect(script).toMatch(/^(?:\/(?:theme\.js|early-input\.js|assets\/[\w.-]+\.js)|first-view state \(JSON\))$/);
  }
  expect(report.scripts.filter((script) => script === 'first-view state (JSON)').length).toBeLessThanOrEqual(1);
  expect(report.handlers, 'inline event handlers in the page').toEqual([]);
  expect(report.embedded, 'images, frames or objects in the main area').toBe(0);
  expect(report.tableSvgs, 'SVG elements inside a table').toBe(0);
  expect(report.scriptLinks, 'links or sources with a script URL').toEqual([]);
}

/** No horizontal page overflow at a desktop and a tablet width; `check` runs at each width too. */
async function expectLayoutHolds(page: Page, check?: () => Promise<void>): Promise<void> {
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `the page scrolls sideways at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await check?.();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Every text of the main area holding a bidi override (U+202E) is isolated from what is around
 * it: an ancestor inside its block, or the block itself, has `unicode-bidi: isolate` (a `<bdi>`,
 * `dir="auto"`), or the text is alone in its block; and there are at least `atLeast` such texts.
 */
async function expectOverridesIsolated(page: Page, atLeast: number): Promise<void> {
  const texts = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const found: { text: string; isolated: boolean; by: string }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.includes('\u202E')) continue;
      let element = node.parentElement;
      let result = { isolated: false, by: 'nothing' };
      // Blocks isolate by themselves (the HTML rendering rules give them unicode-bidi: isolate), but
      // only from what lies outside them: inside a shared block the text needs an inline isolate.
      // An isolate (a <bdi>, inline or block) holds one name or value, however its text is split
      // into elements for line breaking.
      while (element && element !== main) {
        const style = getComputedStyle(element);
        if (['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi)) {
          result = { isolated: true, by: `${element.tagName.toLowerCase()} (unicode-bidi: ${style.unicodeBidi})` };
          break;
        }
        if (!style.display.startsWith('inline')) {
          const alone = (element.textContent ?? '').trim() === text.trim();
          result = {
            isolated: alone,
            by: `${element.tagName.toLowerCase()} block${alone ? '' : ' shared with other text'}`,
          };
          break;
        }
        element = element.parentElement;
      }
      found.push({ text: text.slice(0, 30), ...result });
    }
    return found;
  });
  expect(texts.length, 'texts with a right-to-left override on the page').toBeGreaterThanOrEqual(atLeast);
  expect(texts.filter((text) => !text.isolated)).toEqual([]);
}

/** A look-alike name is flagged (badge, reason as its accessible text) and its Punycode is shown. */
async function expectFlagged(scope: Locator, lookAlike: { name: string; ascii: string; label: string }) {
  await expectText(scope, lookAlike.name);
  const punycode = scope.getByTitle(`Punycode: ${lookAlike.ascii}`).first();
  await expect(punycode).toBeVisible();
  await expect(punycode).toHaveText(`Punycode: ${lookAlike.ascii}`);
  const badge = scope
    .getByText('Mixed scripts')
    .filter({ hasText: `“${lookAlike.label}” mixes Cyrillic and Latin` })
    .first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute(
    'title',
    `“${lookAlike.label}” mixes Cyrillic and Latin letters, a common trick to imitate another name`,
  );
}

test.describe('hostile.example', () => {
  test('records: payloads are text, look-alikes flagged with Punycode, long TXT clamped, layout holds', async ({
    page,
  }) => {
    await page.goto(`/domains/${DOMAIN}/records`);
    const table = page.getByRole('table', { name: /^Records of hostile\.example/ });
    for (const text of [SCRIPT, IMG, SVG, JS_URL, OPEN_RTL, `${RTL} (edited)`, `10 ${SCRIPT}`])
      await expectText(table, text);
    await expectText(table, '<i>not italic</i> &amp; not an entity');
    await expectText(table, '<b>bold</b>.hostile.example');
    for (const lookAlike of LOOK_ALIKES) await expectFlagged(table, lookAlike);

    // Zero-width characters: the name keeps them (Playwright's text matching would drop them).
    const hidden = table.getByRole('row').filter({ hasText: 'zero-width characters in the name' });
    await expect(hidden.getByText('Hidden characters')).toBeVisible();
    await expect.poll(() => hidden.locator('td').first().locator('bdi').first().textContent()).toBe(ZERO_WIDTH_NAME);
    await expect(hidden.getByTitle('Punycode: xn--paypal-verify-dk6g7a48214f.hostile.example')).toBeVisible();

    // The several-kB TXT shows four lines until expanded, and wraps when expanded.
    const longValue = table.getByText(LONG_TXT, { exact: true });
    const more = table.getByRole('button', { name: `Show all ${LONG_TXT.length.toLocaleString('en')} characters` });
    await expectLayoutHolds(page, async () => {
      const box = await longValue.boundingBox();
      expect(box?.height).toBeLessThan(120);
      await expect(more).toBeVisible();
    });
    await more.click();
    await expectLayoutHolds(page, async () => {
      expect(await longValue.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      expect((await longValue.boundingBox())?.height).toBeGreaterThan(300);
    });

    await expectOverridesIsolated(page, 2);
    await expectNothingRan(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('records: the zone file and CSV downloads keep one record per line', async ({ page }) => {
    await page.goto(`/domains/${DOMAIN}/records`);
    await expectText(page.getByRole('table', { name: /^Records of hostile\.example/ }), SCRIPT);
    await page.getByRole('button', { name: 'Download…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download records' });

    let downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const zone = await readFile(await (await downloading).path(), 'utf8');
    const lines = zone.trimEnd().split('\n');
    // One line per record after $ORIGIN (a completed SOA has a note above it).
    const records = lines
      .slice(lines.findIndex((line) => line.startsWith('$ORIGIN')) + 1)
      .filter((line) => !line.startsWith('; SOA completed'));
    expect(records).toHaveLength(15);
    expect(records).toContain(
      '@\t300\tIN\tTXT\t"<script>window.__zonescopeXss = \\"script\\"; alert(\\"xss\\")</script>"',
    );
    // An MX that is not one is a comment with the reason, so that the file still loads.
    expect(records.filter((line) => line.startsWith('; not valid (MX needs a preference'))).toHaveLength(1);
    // The look-alike is written as what it is, in Punycode.
    expect(records).toContain('xn--pple-43d\t300\tIN\tA\t192.0.2.67');

    await dialog.getByRole('radio', { name: /CSV/ }).check();
    downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 15);
    expect(csv).toContain(`"${IMG.replaceAll('"', '""')}"`);
    await expectNothingRan(page);
  });

  test('snapshot 8500: creator, records, GEO and failover tabs show text; the timeline names the creator', async ({
    page,
  }) => {
    await page.goto(`/domains/${DOMAIN}/snapshots/8500`);
    const facts = page.locator('dl').filter({ hasText: 'Created by' });
    await expectText(facts, SCRIPT);

    const records = page.getByRole('table', { name: 'Records of the snapshot' });
    for (const text of [SCRIPT, IMG, SVG, JS_URL, RTL, LONG_TXT]) await expectText(records, text);
    for (const lookAlike of [...LOOK_ALIKES, PAYPAL]) await expectFlagged(records, lookAlike);
    await expectOverridesIsolated(page, 1);
    await expectLayoutHolds(page, async () => {
      // The long TXT wraps inside its cell.
      const cell = records.getByRole('cell').filter({ hasText: LONG_TXT });
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    });
    await expectNothingRan(page);

    await page.getByRole('tab', { name: /^GEO records/ }).click();
    await expect(page).toHaveURL(/\?tab=geo$/);
    const geo = page.getByRole('table', { name: 'GEO records of the snapshot' });
    await expectText(geo, IMG);
    await expectText(geo, 'www.hostile.example');
    await expectLayoutHolds(page);
    await expectNothingRan(page);

    await page.getByRole('tab', { name: /^Failover records/ }).click();
    await expect(page).toHaveURL(/\?tab=failover$/);
    const failover = page.getByRole('table', { name: 'Failover records of the snapshot' });
    for (const text of [SCRIPT, IMG, JS_URL, SVG, RTL, '"<script>alert(1)</script>"@hostile.example']) {
      await expectText(failover, text);
    }
    await expectText(failover, 'GET /<script>alert(1)</script> HTTP/1.1');
    await expectText(failover, 'empty value');
    await expectOverridesIsolated(page, 1);
    await expectLayoutHolds(page);
    await expectNothingRan(page);

    // The timeline names the creator once the snapshot has been opened.
    await page.getByRole('link', { name: `Snapshots of ${DOMAIN}` }).click();
    const entry = page.getByRole('listitem', { name: 'Snapshot 8500' });
    await expect(entry).toContainText(`by ${SCRIPT}`);
    await expectText(entry, SCRIPT);
    await expectLayoutHolds(page);
    await expectNothingRan(page);
  });

  test('comparing 8500 with the current zone: hostile names, values and changes stay text and isolated', async ({
    page,
  }) => {
    await page.goto(`/domains/${DOMAIN}/snapshots/8500/compare?with=current`);
    await expect(page.getByText(/would remove 1 record, add 1 and change 1\./)).toBeVisible();
    await expectText(page.getByRole('main'), SCRIPT);
    const table = page.getByRole('table', { name: 'Records the rollback would change' });
    const removed = table.getByRole('row').filter({ hasText: 'Would remove' });
    await expectText(removed, OPEN_RTL);
    const added = table.getByRole('row').filter({ hasText: 'Would add' });
    await expectText(added, SVG);
    await expectFlagged(added, PAYPAL);
    const changed = table.getByRole('row').filter({ hasText: 'Would change' });
    await expectText(changed, `${RTL} (edited)`);
    await expectText(changed, RTL);
    // Value: <live> → <snapshot>: the arrow stays between the two, each value in its own isolate.
    await expectOverridesIsolated(page, 3);
    await expectLayoutHolds(page);
    await expectNothingRan(page);
  });

  test('comparing 8400 with 8500: records, GEO and failover changes between two snapshots stay text and isolated', async ({
    page,
  }) => {
    // Read as a rollback from the newer snapshot (8500) to the older one (8400).
    await page.goto(`/domains/${DOMAIN}/snapshots/8400/compare?with=8500`);
    await expect(
      page.getByText('Rolling back from snapshot 8500 to snapshot 8400 would remove 2 records, add 1 and change 1.'),
    ).toBeVisible();
    // The creators: 8500's a script tag, 8400's an image with an error handler.
    await expectText(page.getByRole('region', { name: 'Before the rollback' }), SCRIPT);
    await expectText(page.getByRole('region', { name: 'After the rollback' }), IMG);

    const records = page.getByRole('table', { name: 'Records the rollback would change' });
    const removed = records.getByRole('row').filter({ hasText: 'Would remove' });
    await expect(removed).toHaveCount(2);
    await expectText(removed, '<b>bold</b>.hostile.example');
    await expectText(removed, '<i>not italic</i> &amp; not an entity');
    await expectFlagged(removed, PAYPAL);
    const added = records.getByRole('row').filter({ hasText: 'Would add' });
    await expectText(added, 'old.hostile.example');
    await expectText(added, OPEN_RTL);
    // <8500's> → <8400's> in the value's own column, each in its own isolate.
    const changed = records.getByRole('row').filter({ hasText: 'Would change' });
    await expect(changed.getByRole('cell').nth(3)).toHaveText(`${SVG} → ${JS_URL}`);
    await expectOverridesIsolated(page, 1);
    await expectLayoutHolds(page);
    await expectNothingRan(page);

    await page.getByRole('tab', { name: 'GEO records (2)' }).click();
    await expect(page).toHaveURL(/\?with=8500&part=geo$/);
    const geo = page.getByRole('table', { name: 'GEO records the rollback would change' });
    const geoAdded = geo.getByRole('row').filter({ hasText: 'Would add' });
    await expectFlagged(geoAdded, LOOK_ALIKES[0]);
    await expectText(geoAdded, SCRIPT);
    const geoChanged = geo.getByRole('row').filter({ hasText: 'Would change' });
    await expectText(geoChanged, IMG);
    await expect(geoChanged.getByRole('cell').nth(3)).toHaveText(`${IMG} → ${JS_URL}`);
    await expect(geoChanged.getByRole('cell').nth(5)).toHaveText('_EU → _NA');
    await expectLayoutHolds(page);
    await expectNothingRan(page);

    await page.getByRole('tab', { name: 'Failover records (2)' }).click();
    await expect(page).toHaveURL(/\?with=8500&part=failover$/);
    const failover = page.getByRole('table', { name: 'Failover records the rollback would change' });
    await expectFlagged(failover.getByRole('row').filter({ hasText: 'Would add' }), LOOK_ALIKES[0]);
    const failoverChanged = failover.getByRole('row').filter({ hasText: 'Would change' });
    await expect(failoverChanged.getByRole('listitem')).toHaveText([
      `Check type: ${SCRIPT} → ${IMG}`,
      // Text-reordering characters on either side of a change are flagged, as in every value.
      `Notification SMS: ${RTL} → ${OPEN_RTL}Hidden characters: contains invisible or text-reordering characters (U+202E, U+202C)`,
      `Backup values: ${JSON.stringify([IMG, '', JS_URL])} → ${JSON.stringify([SVG])}`,
    ]);
    await expectOverridesIsolated(page, 2);
    await expectLayoutHolds(page);
    await expectNothingRan(page);
  });

  test('GEO: look-alike names flagged with Punycode, the javascript: value is text, links lead to the record', async ({
    page,
  }) => {
    await page.goto(`/domains/${DOMAIN}/geo`);
    // The answer carries the whole regions table: on a busy machine it takes a while.
    await expect(page.getByRole('main').getByText('4 groups with 4 records')).toBeVisible({ timeout: 30_000 });
    const groups = page.getByRole('table', { name: 'GEO-eligible record groups' });
    for (const lookAlike of LOOK_ALIKES) await expectFlagged(groups, lookAlike);
    await expectText(groups, JS_URL);
    await expectLayoutHolds(page);
    await expectNothingRan(page);

    // A search highlight inside a flagged name keeps the flag and the Punycode.
    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('pple');
    await expect(groups.locator('mark')).toHaveText(['pple']);
    await expectFlagged(groups, LOOK_ALIKES[0]);

    await groups.getByRole('link', { name: /^Show in Records\s*: аpple\.hostile\.example$/ }).click();
    await expect(page).toHaveURL(/\/records\?search_text=%D0%B0pple\.hostile\.example&strict_search=yes$/);
    const records = page.getByRole('table', { name: /^Records of hostile\.example/ });
    await expect(records.locator('tbody tr')).toHaveCount(1);
    await expectFlagged(records, LOOK_ALIKES[0]);
    await expectNothingRan(page);
  });
});

test('template 1004: hostile values as text raw and substituted, in the zone-file preview and the comparison', async ({
  page,
}) => {
  await page.goto('/templates/1004');
  const raw = page.getByRole('table', { name: /Records of template 1004/ });
  for (const text of [SCRIPT, IMG, JS_URL, RTL, LONG_TXT]) await expectText(raw, text);
  await expectFlagged(raw, { name: 'аpple.{domain_name}', ascii: 'xn--pple-43d.{domain_name}', label: 'аpple' });
  await expectOverridesIsolated(page, 1);
  await expectLayoutHolds(page);
  await expectNothingRan(page);

  // The zone-file preview: TXT quoted with escapes, non-ASCII as \DDD, so no override survives.
  await page.getByText('Show the zone file').click();
  const preview = page.locator('pre');
  await expect(preview).toContainText(
    '@\t300\tIN\tTXT\t"<script>window.__zonescopeXss = \\"script\\"; alert(\\"xss\\")</script>"',
  );
  await expect(preview).toContainText('rtl\t300\tIN\tTXT\t"invoice\\226\\128\\174gpj.exe');
  await expect(preview).toContainText('xn--pple-43d\t300\tIN\tA\t192.0.2.67');
  await expectLayoutHolds(page);

  await page.goto(`/templates/1004?domain_name=${DOMAIN}`);
  const sideBySide = page.getByRole('table', { name: /Records of template 1004/ });
  await expectText(sideBySide, `${SVG} ${DOMAIN}`);
  await expectFlagged(sideBySide, LOOK_ALIKES[1]);
  await expectOverridesIsolated(page, 2);
  await expectLayoutHolds(page);
  await expectNothingRan(page);

  await page.getByRole('button', { name: "Compare with this domain's records" }).click();
  await expect(page.getByRole('columnheader', { name: 'If applied' })).toBeVisible();
  await expectLayoutHolds(page);
  await expectNothingRan(page);
});
