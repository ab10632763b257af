import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import {
  DEMO_SNAPSHOT_IDS,
  EXAMPLE_COM_APEX_CHANGE,
  EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT,
  EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT,
  EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT,
  EXAMPLE_COM_SNAPSHOT_WITHOUT_IDS,
  LARGE_LIVE_VS_NEWEST_SNAPSHOT,
} from '../server/demo/data/expected-diffs.ts';
import { envelopeSchema, snapshotSchema, type Snapshot } from '../src/contract/schemas.ts';
import { expect, expectNoSeriousA11yViolations, expectUncovered, recordAnnouncements, test } from './fixtures.ts';

// Direction: “compare snapshot S with X” reads as rolling back from X (the current zone or another
// snapshot) to S. What was added since S, a rollback to S would remove, and the other way round.

type Summary = {
  snapshot_id: string;
  snapshot_time: string;
  snapshot_records: number;
  snapshot_geo_records: number;
  snapshot_failover_records: number;
};

/** The element has the focus, and the focus ring shows on it. */
async function expectFocusRing(element: Locator) {
  await expect(element).toBeFocused();
  expect(await element.evaluate((each) => getComputedStyle(each).outlineStyle)).not.toBe('none');
}

async function apiSnapshots(page: Page, domain: string): Promise<Summary[]> {
  const response = await page.request.get(`/dns/v1/domains/${domain}/snapshots`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { response: Summary[] };
  return body.response;
}

/** One snapshot as the API sends it, read with the app's own schema (defaults filled in as the page shows them). */
async function apiSnapshot(page: Page, domain: string, snapshotId: string): Promise<Snapshot> {
  const response = await page.request.get(`/dns/v1/domains/${domain}/snapshots/${snapshotId}/records`);
  expect(response.ok()).toBe(true);
  return snapshotSchema.parse(envelopeSchema.parse(await response.json()).response);
}

/** The day a snapshot was taken, as the chart writes it (`'28 Sept 2026'`), in the given time zone. */
function shortDate(summary: Summary | undefined, timeZone: string | undefined): string {
  if (summary === undefined) throw new Error('no snapshot to date');
  const taken = new Date(Number(summary.snapshot_time) * 1000);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(taken);
}

function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0';
}

/** The text of the downloaded file. */
async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** The ID (last) and name (second) cell of each row of a rollback table. */
const LAST_CELL = '[role="cell"]:last-child';
const NAME_CELL = '[role="cell"]:nth-child(2)';

const dataRows = (page: Page, tableName: string | RegExp) =>
  page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The cells of one column of a table, top to bottom, found by the column's header. */
async function columnCells(page: Page, tableName: string, header: string): Promise<Locator> {
  const table = page.getByRole('table', { name: tableName });
  const headers = await table.getByRole('columnheader').allTextContents();
  // A sortable header holds its sort arrow.
  const index = headers.findIndex((text) => text.replace(/[↑↓↕]/g, '').trim() === header);
  expect(index, `column “${header}” of ${tableName}`).toBeGreaterThanOrEqual(0);
  return dataRows(page, tableName).locator(`[role="cell"]:nth-child(${index + 1})`);
}

/** The value of one fact of the snapshot's header (“Records”, “Taken”, …). */
const headerFact = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

/** Lines without the times in brackets after serials (`(18 Nov 2026, 15:58:02 UTC)`): the words alone. */
const withoutTimes = (lines: readonly (string | null | undefined)[]) =>
  lines.map((line) => line?.replace(/ \([^()]*\d\d:\d\d:\d\d[^()]*\)/g, ''));

/** Text as a table cell shows it: an empty value as a dash. */
const shown = (text: string | undefined) => (text === undefined || text === '' ? '—' : text);

test.describe('timeline', () => {
  test('lists the snapshots newest first with the API’s counts, deltas and a chart', async ({
    page,
    apiRequests,
    timezoneId,
  }) => {
    const summaries = await apiSnapshots(page, 'example.com');
    expect(summaries.map((summary) => summary.snapshot_id)).toEqual(DEMO_SNAPSHOT_IDS['example.com']);

    await page.goto('/domains/example.com/snapshots');
    await expect(page).toHaveTitle('Snapshots · example.com · Zonescope');
    const entryLinks = page.getByRole('main').getByRole('link', { name: /^Snapshot \d+$/ });
    await expect(entryLinks).toHaveText(summaries.map((summary) => `Snapshot ${summary.snapshot_id}`));

    for (const [index, summary] of summaries.entries()) {
      const entry = page.getByRole('listitem', { name: `Snapshot ${summary.snapshot_id}`, exact: true });
      const counts = entry.getByRole('list', { name: 'Counts' }).getByRole('listitem');
      const older = summaries[index + 1];
      const expected: [string, number, number | undefined][] = [
        ['records', summary.snapshot_records, older?.snapshot_records],
        ['GEO', summary.snapshot_geo_records, older?.snapshot_geo_records],
        ['failover', summary.snapshot_failover_records, older?.snapshot_failover_records],
      ];
      for (const [position, [label, count, olderCount]] of expected.entries()) {
        const item = counts.nth(position);
        await expect(item).toContainText(`${count} ${label}`);
        if (olderCount === undefined) await expect(item.locator('[aria-hidden="true"]')).toHaveCount(0);
        else await expect(item.locator('[aria-hidden="true"]')).toHaveText(signed(count - olderCount));
      }
      if (!older) await expect(entry).toContainText('oldest snapshot');
    }

    const chart = page.getByRole('figure', { name: /Records per snapshot over time/ });
    await expect(chart).toBeVisible();
    const oldest = summaries.at(-1);
    const newest = summaries[0];
    // Days in the browser's time zone: 9010 was taken at 03:00 UTC on 28 Sept, still the 27th west of UTC−3.
    const day = (summary: Summary | undefined) => shortDate(summary, timezoneId);
    await expect(chart).toContainText(
      `From ${oldest?.snapshot_records} records on ${day(oldest)} to ${newest?.snapshot_records} on ${day(newest)}`,
    );
    // A point per snapshot, then the current zone's.
    await expect(chart.getByRole('link', { name: /^Snapshot \d+,/ })).toHaveCount(summaries.length);
    await expect(chart.getByRole('link', { name: /^The current zone now, / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The list endpoint only: no request per snapshot (the live records are counted for the current zone's point).
    expect(apiRequests.map((url) => url.pathname).filter((path) => path.includes('/snapshots'))).toEqual([
      '/dns/v1/domains/example.com/snapshots',
    ]);

    await chart.getByRole('link', { name: /^Snapshot 9030,/ }).click();
    await expect(page).toHaveURL(/\/domains\/example\.com\/snapshots\/9030$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snapshot 9030 of example.com');
  });

  test('a timeline of years holds the days in view only: its end reached by scrolling, a snapshot chosen there and at its top compared', async ({
    page,
  }) => {
    const summaries = await apiSnapshots(page, 'daily.example.org');
    const [newest, oldest] = [summaries[0]?.snapshot_id, summaries.at(-1)?.snapshot_id];
    expect(summaries.length).toBeGreaterThan(2000);
    await page.goto('/domains/daily.example.org/snapshots');

    // The chart draws the line alone: thousands of points would be as many links, and stops for Tab.
    const chart = page.getByRole('figure', { name: /Records per snapshot over time/ });
    await expect(chart).toContainText(
      `across ${summaries.length.toLocaleString('en')} snapshots. Too many to mark each: the list below links every one.`,
    );
    await expect(chart.getByRole('link', { name: /^The current zone now, / })).toBeVisible();
    await expect(chart.getByRole('link', { name: /^Snapshot \d+,/ })).toHaveCount(0);

    const entries = page.getByRole('main').getByRole('listitem', { name: /^Snapshot \d+$/ });
    await expect(entries.first()).toHaveAccessibleName(`Snapshot ${newest}`);
    expect(await entries.count()).toBeLessThan(40);

    // Days are measured as they come into view, so the page grows as it is scrolled: End until the oldest shows.
    const oldestEntry = page.getByRole('listitem', { name: `Snapshot ${oldest}`, exact: true });
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(oldestEntry).toBeInViewport({ timeout: 500 });
    }).toPass();
    await expect(oldestEntry).toContainText('oldest snapshot');
    expect(await entries.count()).toBeLessThan(40);
    await oldestEntry.getByRole('checkbox').check();
    await expect(page).toHaveURL(new RegExp(`\\?chosen=${oldest}$`));

    await page.keyboard.press('Home');
    await page.getByRole('checkbox', { name: `Choose snapshot ${newest} for comparison` }).check();
    await expect(page).toHaveURL(new RegExp(`\\?chosen=${oldest}%2C${newest}$`));
    await page.getByRole('region', { name: 'Compare' }).getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/snapshots/${oldest}/compare\\?with=${newest}$`));
  });

  test('groups by day and switches between local time and UTC through the URL', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots');
    await page.getByRole('radio', { name: 'UTC', exact: true }).check();
    await expect(page).toHaveURL(/\?tz=utc$/);
    await expect(page.getByRole('heading', { name: 'Wednesday, 18 November 2026' })).toBeVisible();
    const sameDay = page.getByRole('region', { name: 'Wednesday, 18 November 2026' });
    await expect(sameDay.getByRole('link', { name: /^Snapshot \d+$/ })).toHaveText(['Snapshot 9050', 'Snapshot 9040']);
    await expect(sameDay).toContainText('16:27:35 UTC');
    await page.goBack();
    await expect(page.getByRole('radio', { name: /^Local time/ })).toBeChecked();
  });

  test.describe('in a time zone whose day is not UTC’s', () => {
    // UTC+13 in November: 9040 (08:41 UTC) and 9050 (16:27 UTC), one day in UTC, fall on two days here.
    test.use({ timezoneId: 'Pacific/Auckland' });

    test('days, times and the chart follow local time; UTC regroups them', async ({ page }) => {
      await page.goto('/domains/example.com/snapshots');
      await expect(page.getByRole('radio', { name: 'Local time (Pacific/Auckland)' })).toBeChecked();
      const thursday = page.getByRole('region', { name: 'Thursday, 19 November 2026' });
      await expect(thursday.getByRole('link', { name: /^Snapshot \d+$/ })).toHaveText(['Snapshot 9050']);
      await expect(thursday).toContainText('05:27:35 GMT+13');
      const wednesday = page.getByRole('region', { name: 'Wednesday, 18 November 2026' });
      await expect(wednesday.getByRole('link', { name: /^Snapshot \d+$/ })).toHaveText(['Snapshot 9040']);
      await expect(wednesday).toContainText('21:41:10 GMT+13');
      const chart = page.getByRole('figure', { name: /Records per snapshot over time/ });
      await expect(chart).toContainText(/ records on 28 Sept 2026 to \d+ on 19 Nov 2026/);

      await page.getByRole('radio', { name: 'UTC', exact: true }).check();
      await expect(page).toHaveURL(/\?tz=utc$/);
      await expect(page.getByRole('region', { name: 'Thursday, 19 November 2026' })).toHaveCount(0);
      await expect(wednesday.getByRole('link', { name: /^Snapshot \d+$/ })).toHaveText([
        'Snapshot 9050',
        'Snapshot 9040',
      ]);
      await expect(wednesday).toContainText('16:27:35 UTC');
      await expect(wednesday).toContainText('08:41:10 UTC');
      await expect(chart).toContainText(/ records on 28 Sept 2026 to \d+ on 18 Nov 2026/);
    });
  });

  test('says so when a domain has no snapshots', async ({ page }) => {
    await page.goto('/domains/fresh.example.org/snapshots');
    await expect(page.getByRole('status').filter({ hasText: 'fresh.example.org has no snapshots yet' })).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('two choices make a comparison: the older one is rolled back to', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots');
    const compare = page.getByRole('region', { name: 'Compare', exact: true });
    await expect(compare.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Choose snapshot 9040 for comparison' }).check();
    await page.getByRole('checkbox', { name: 'Choose snapshot 9050 for comparison' }).check();
    await expect(compare).toContainText('what rolling back from snapshot 9050 to snapshot 9040 would do');
    await compare.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/domains\/example\.com\/snapshots\/9040\/compare\?with=9050$/);
    // The comparison has rendered (so the timeline has unmounted) before going back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare snapshot 9040 with snapshot 9050');

    await page.goBack();
    await page.getByRole('checkbox', { name: 'Choose snapshot 9020 for comparison' }).check();
    await page.getByRole('checkbox', { name: 'Choose the current zone for comparison' }).check();
    await compare.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/snapshots\/9020\/compare\?with=current$/);
  });

  test('shows who created a snapshot once its detail has been loaded, without extra requests', async ({
    page,
    apiRequests,
  }) => {
    await page.goto('/domains/example.com/snapshots/9040');
    await expect(page.getByText('ops@example.com')).toBeVisible();
    await page.getByRole('link', { name: 'Snapshots of example.com' }).click();
    await expect(page.getByRole('listitem', { name: 'Snapshot 9040', exact: true })).toContainText(
      'by ops@example.com',
    );
    await expect(page.getByRole('listitem', { name: 'Snapshot 9050', exact: true })).not.toContainText('by ');
    // One snapshot read (the live records, read for the chart's last point, are not a snapshot's).
    const snapshotReads = apiRequests.filter((url) => /\/snapshots\/[^/]+\/records$/.test(url.pathname));
    expect(snapshotReads.map((url) => url.pathname)).toEqual(['/dns/v1/domains/example.com/snapshots/9040/records']);
  });
});

test.describe('snapshot detail', () => {
  test('a deep link opens the failover tab; empty values are explicit', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots/9050?tab=failover');
    await expect(page).toHaveTitle('Snapshot 9050 · example.com · Zonescope');
    await expect(page.getByRole('tab', { name: 'Failover records (4)' })).toHaveAttribute('aria-selected', 'true');
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: 'admin@example.com' })).toBeVisible();

    const rows = dataRows(page, 'Failover records of the snapshot');
    await expect(rows).toHaveCount(4);
    const sip = rows.filter({ hasText: 'sip.example.com' });
    // Stored without a record_id: the ID cell is a dash.
    await expect(sip.locator(LAST_CELL)).toHaveText('—');
    // An empty backup value and missing alert targets are said in words, not left blank.
    const api = rows.filter({ hasText: 'api.example.com' }).filter({ hasText: '192.0.2.30' });
    await expect(api.getByRole('listitem')).toHaveText(['198.51.100.30', 'empty value']);
    await expect(api).toContainText('e-mail ops@example.com');
    await expect(api).not.toContainText('SMS');
    const mail = rows.filter({ hasText: 'mail.example.com' });
    await expect(mail).toContainText('SMS +15555550123');
    await expect(mail).not.toContainText('e-mail');
    await expect(mail).toContainText('TCP every 120');
    await expect(mail).toContainText('port 25');
    await expect(mail).not.toContainText('request');
    await expect(rows.filter({ hasText: 'sip.example.com' })).toContainText('none');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'GEO records (6)' }).click();
    await expect(page).toHaveURL(/\?tab=geo$/);
    // Tab goes from the tab to its panel, and the focus shows there.
    await page.keyboard.press('Tab');
    await expectFocusRing(page.getByRole('tabpanel', { name: 'GEO records (6)' }));
    const geo = dataRows(page, 'GEO records of the snapshot');
    await expect(geo).toHaveCount(6);
    await expect(geo.filter({ hasText: '7006' })).toContainText('DE.BY');
    await expect(geo.filter({ hasText: '7006' })).toContainText('Bayern');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Failover records (4)' })).toHaveAttribute('aria-selected', 'true');
  });

  test.describe('in a time zone other than UTC', () => {
    test.use({ timezoneId: 'Europe/Berlin' });

    test('the header shows when and by whom the snapshot was taken, and the API’s three counts', async ({ page }) => {
      const summary = (await apiSnapshots(page, 'example.com')).find((each) => each.snapshot_id === '9050');
      if (!summary) throw new Error('the API does not list snapshot 9050');
      await page.goto('/domains/example.com/snapshots/9050');

      await expect(headerFact(page, 'Snapshot id')).toContainText('9050');
      const taken = headerFact(page, 'Taken').locator('time');
      await expect(taken).toHaveAttribute(
        'datetime',
        new Date(Number(summary.snapshot_time) * 1000).toISOString().replace('.000Z', 'Z'),
      );
      // Local time first, UTC beside it.
      await expect(taken).toHaveText('18 Nov 2026, 17:27:35 CET (18 Nov 2026, 16:27:35 UTC)');
      await expect(headerFact(page, 'Created by')).toHaveText('admin@example.com');
      await expect(headerFact(page, 'Records')).toHaveText(String(summary.snapshot_records));
      await expect(headerFact(page, 'GEO records')).toHaveText(String(summary.snapshot_geo_records));
      await expect(headerFact(page, 'Failover records')).toHaveText(String(summary.snapshot_failover_records));
    });
  });

  test('the failover tab shows each record’s TTL, main value, and its check in words', async ({ page }) => {
    const failover = (await apiSnapshot(page, 'example.com', '9050')).snapshot.failover_records;
    // The return settings as a person says them; the interval as sent, for the API states no unit.
    const back: Record<string, string> = { '1': 'back to the main value once it recovers', '0': 'stays on the backup' };
    await page.goto('/domains/example.com/snapshots/9050?tab=failover');
    const table = 'Failover records of the snapshot';
    await expect(dataRows(page, table)).toHaveCount(failover.length);
    // In the order of the snapshot.
    await expect(await columnCells(page, table, 'ID')).toHaveText(failover.map((record) => shown(record.record_id)));
    await expect(await columnCells(page, table, 'TTL')).toHaveText(
      failover.map((record) => new RegExp(`^${record.record_ttl}( \\(|$)`)),
    );
    const values = await columnCells(page, table, 'Main value');
    const checks = await columnCells(page, table, 'Check');
    for (const [index, record] of failover.entries()) {
      // The main value, then the backups it switches to.
      await expect(values.nth(index)).toHaveText(
        `${shown(record.failover_record_main_value)}backups${record.failover_backup_values
          .map((value) => (value === '' ? 'empty value' : value))
          .join('')}`,
      );
      const check = checks.nth(index);
      await expect(check).toContainText(`${record.failover_check_type} every ${record.failover_check_interval}`);
      // No unit of our own put to it ("every 1 min" of a 60 that may be minutes).
      await expect(check).not.toContainText(new RegExp(`every ${record.failover_check_interval} ?(s|min|h)\\b`));
      await expect(check).toContainText(back[record.failover_return_to_main_value] ?? 'unexpected return setting');
      // The raw fields are not what a person reads.
      await expect(check).not.toContainText('Interval');
    }
  });

  test('the GEO tab filters and sorts; Escape clears the box and the filter in the URL', async ({ page }) => {
    const geo = (await apiSnapshot(page, 'example.com', '9050')).snapshot.geo_records;
    await page.goto('/domains/example.com/snapshots/9050?tab=geo');
    const table = 'GEO records of the snapshot';
    await expect(dataRows(page, table)).toHaveCount(geo.length);

    const matching = geo.filter((record) => Object.values(record).join('\n').toLowerCase().includes('europe'));
    expect(matching.length).toBeGreaterThan(1);
    const box = page.getByRole('searchbox', { name: 'Filter GEO records' });
    await box.fill('Europe');
    await expect(page).toHaveURL(/\?tab=geo&q=Europe$/);
    await expect(
      page.getByRole('main').getByText(`${matching.length} of ${geo.length} GEO records match the filter.`),
    ).toBeVisible();
    const ids = await columnCells(page, table, 'ID');
    await expect(ids).toHaveText(matching.map((record) => shown(record.record_id)));

    // TTLs sort as numbers; equal ones keep the snapshot's order.
    await page.getByRole('button', { name: 'TTL', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=geo&q=Europe&sort=ttl$/);
    const byTtl = matching.toSorted((a, b) => Number(a.record_ttl) - Number(b.record_ttl));
    expect(byTtl).not.toEqual(matching);
    await expect(ids).toHaveText(byTtl.map((record) => shown(record.record_id)));

    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/\?tab=geo&sort=ttl$/);
    await expect(dataRows(page, table)).toHaveCount(geo.length);
  });

  test('on a phone, where the headers are hidden, Sort by and its order button sort the GEO tab', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const geo = (await apiSnapshot(page, 'example.com', '9050')).snapshot.geo_records;
    await page.goto('/domains/example.com/snapshots/9050?tab=geo');
    const table = 'GEO records of the snapshot';
    await expect(dataRows(page, table)).toHaveCount(geo.length);
    await expect(page.getByRole('columnheader', { name: 'TTL' })).toBeHidden();
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy.locator('option:checked')).toHaveText('Default order');
    await expect(page.getByRole('button', { name: 'Ascending', exact: true })).toBeDisabled();
    const said = await recordAnnouncements(page);

    await sortBy.selectOption({ label: 'TTL' });
    await expect(page).toHaveURL(/\?tab=geo&sort=ttl$/);
    await expect.poll(said).toContain('Sorted by TTL, ascending');
    // On a card, a cell is known by its column's name only (the headers are hidden).
    const ids = dataRows(page, table).locator('[data-label="ID"]');
    const ttl = (record: (typeof geo)[number]) => Number(record.record_ttl);
    // Equal TTLs keep the snapshot's order, either way round.
    const byTtl = geo.toSorted((a, b) => ttl(a) - ttl(b));
    expect(byTtl).not.toEqual(geo);
    await expect(ids).toHaveText(byTtl.map((record) => shown(record.record_id)));
    // The count, no longer "in the order of the snapshot", is said once it holds still.
    await expect.poll(said).toContain(`${geo.length} GEO records.`);

    await page.getByRole('button', { name: 'Ascending', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=geo&sort=ttl&dir=desc$/);
    await expect.poll(said).toContain('Sorted by TTL, descending');
    await expect(sortBy.locator('option:checked')).toHaveText('TTL');
    const byTtlDown = geo.toSorted((a, b) => ttl(b) - ttl(a));
    await expect(ids).toHaveText(byTtlDown.map((record) => shown(record.record_id)));

    await sortBy.selectOption({ label: 'Default order' });
    await expect(page).toHaveURL(/\?tab=geo$/);
    await expect.poll(said).toContain('Back to the default order');
    await expect(ids).toHaveText(geo.map((record) => shown(record.record_id)));
  });

  test('the failover tab sorts by check type and filters', async ({ page }) => {
    const failover = (await apiSnapshot(page, 'example.com', '9050')).snapshot.failover_records;
    await page.goto('/domains/example.com/snapshots/9050?tab=failover');
    const table = 'Failover records of the snapshot';
    await expect(dataRows(page, table)).toHaveCount(failover.length);

    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=failover&sort=check$/);
    await expect(page.getByRole('columnheader', { name: 'Check', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const checkType = (record: (typeof failover)[number]) => record.failover_check_type.toLowerCase();
    const byCheck = failover.toSorted((a, b) =>
      checkType(a) < checkType(b) ? -1 : checkType(a) > checkType(b) ? 1 : 0,
    );
    expect(byCheck).not.toEqual(failover);
    const ids = await columnCells(page, table, 'ID');
    await expect(ids).toHaveText(byCheck.map((record) => shown(record.record_id)));

    const matching = byCheck.filter((record) => JSON.stringify(Object.values(record)).toLowerCase().includes('tcp'));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(failover.length);
    await page.getByRole('searchbox', { name: 'Filter failover records' }).fill('tcp');
    await expect(page).toHaveURL(/\?tab=failover&q=tcp&sort=check$/);
    await expect(ids).toHaveText(matching.map((record) => shown(record.record_id)));
    await expect(
      page.getByRole('main').getByText(`${matching.length} of ${failover.length} failover records match the filter.`),
    ).toBeVisible();
  });

  test('filters and sorts in memory, with both in the URL', async ({ page, apiRequests }) => {
    await page.goto('/domains/example.com/snapshots/9050');
    const rows = dataRows(page, 'Records of the snapshot');
    await expect(rows).toHaveCount(39);

    // Every word must occur in a row, in any column, without regard to case.
    const snapshot = await page.request.get('/dns/v1/domains/example.com/snapshots/9050/records');
    const content = ((await snapshot.json()) as { response: { snapshot: { records: Record<string, string>[] } } })
      .response.snapshot.records;
    const matching = content.filter((record) => {
      const text = Object.values(record).join(' ').toLowerCase();
      return text.includes('mail') && text.includes('example.com');
    });
    expect(matching.length).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Filter records' }).fill('MAIL  example.com');
    await expect(page).toHaveURL(/\?q=MAIL\+\+example\.com$/);
    await expect(rows).toHaveCount(matching.length);
    await expect(page.getByRole('main').getByText(`${matching.length} of 39 records match the filter.`)).toBeVisible();
    await expect(rows.locator('[role="cell"]:last-child')).toHaveText(matching.map((record) => record.record_id ?? ''));

    await page.getByRole('button', { name: 'TTL', exact: true }).click();
    await expect(page).toHaveURL(/sort=ttl/);
    await expect(page.getByRole('columnheader', { name: 'TTL' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'TTL', exact: true }).click();
    await expect(page).toHaveURL(/sort=ttl&dir=desc/);
    await expect(page.getByRole('columnheader', { name: 'TTL' })).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('searchbox', { name: 'Filter records' }).fill('');
    await expect(rows).toHaveCount(39);
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText(/^86400/);
    await expect(rows.last().getByRole('cell').nth(3)).toHaveText(/^60/);

    await page.getByRole('searchbox', { name: 'Filter records' }).fill('no such record');
    await expect(page.getByText('No records match “no such record”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(rows).toHaveCount(39);
    await expect(page.getByRole('searchbox', { name: 'Filter records' })).toHaveValue('');

    // Sorting and filtering never ask the API again.
    expect(apiRequests.filter((url) => url.pathname.includes('/snapshots/9050/'))).toHaveLength(1);
  });

  test('a 50,000-record snapshot keeps fewer than 200 rows in the DOM', async ({ page }) => {
    // 50,000 records: the first request also builds the demo zone; other test runs share the machine.
    test.slow();
    await page.goto('/domains/large.example.net/snapshots/7300');
    const table = page.getByRole('table', { name: 'Records of the snapshot' });
    await expect(table).toHaveAttribute(
      'aria-rowcount',
      String(LARGE_LIVE_VS_NEWEST_SNAPSHOT.snapshotRecordCount + 1),
      {
        timeout: 30_000,
      },
    );
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => page.getByRole('row').count()).toBeLessThan(200);

    // The page scrolls, not a box inside it; the column headers stay in view.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2 }));
    await expect(table.locator('[aria-rowindex="2"]')).toHaveCount(0);
    await expect.poll(() => page.getByRole('row').count()).toBeLessThan(200);
    const nameHeader = table.getByRole('columnheader', { name: /^Name/ });
    await expectUncovered(nameHeader);
    expect((await nameHeader.boundingBox())?.y).toBeLessThan(80);
    // Rows fill the window under the header (the spacer rows, which hold no text, are not what
    // shows): whichever record of the zone the middle lands on.
    const middle = await page.evaluate(
      () => document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('tr')?.textContent,
    );
    expect(middle).toMatch(/\.large\.example\.net/);

    await page.getByRole('searchbox', { name: 'Filter records' }).fill('host-00001.');
    await expect(page.getByRole('main').getByText(/^\d+ of 49,960 records match the filter\.$/)).toBeVisible();
    await expect(dataRows(page, 'Records of the snapshot').first()).toContainText('host-00001.');
    await expectNoSeriousA11yViolations(page);
  });

  test('keyboard: / focuses the filter, j and k move between rows', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots/9050');
    const rows = dataRows(page, 'Records of the snapshot');
    await expect(rows).toHaveCount(39);
    await page.locator('body').press('/');
    await expect(page.getByRole('searchbox', { name: 'Filter records' })).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('j');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rows.nth(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(rows.nth(38)).toBeFocused();
  });

  test('an unknown snapshot is a clear not-found; an invalid id is not requested', async ({ page, apiRequests }) => {
    await page.goto('/domains/example.com/snapshots/1234');
    await expect(page.getByRole('alert')).toContainText('Snapshot 1234 was not found');
    await expect(page.getByRole('alert').getByRole('link', { name: 'All snapshots of example.com' })).toBeVisible();

    apiRequests.length = 0;
    await page.goto('/domains/example.com/snapshots/9050%20x');
    await expect(page.getByRole('alert')).toContainText('“9050 x” is not a valid snapshot id');
    await expect(page.getByRole('alert')).toContainText('Nothing was requested');
    await page.goto('/domains/example.com/snapshots/9050%20x/compare?with=current');
    await expect(page.getByRole('alert')).toContainText('is not a valid snapshot id');
    expect(apiRequests).toEqual([]);
  });

  test('exports the snapshot as a zone file, CSV and JSON', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots/9050');
    const exports = page.getByRole('group', { name: 'Export this snapshot' });
    const [zone] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'Zone file' }).click(),
    ]);
    expect(zone.suggestedFilename()).toBe('example.com-snapshot-9050.zone');
    const zoneText = await downloadedText(zone);
    expect(zoneText).toContain('; Snapshot 9050 of example.com, taken 2026-11-18T16:27:35Z by admin@example.com');
    expect(zoneText).toContain('$ORIGIN example.com.');
    expect(zoneText).toContain('dev\t60\tIN\tA\t203.0.113.50');
    // BIND does not know ALIAS: written as a comment, unless the user keeps the lines.
    const alias = 'cdn\t300\tIN\tALIAS\td1a2b3c4.cdn.example.net.';
    expect(zoneText).toContain(`\n; ALIAS, a provider-specific type, not loadable by BIND: ${alias}\n`);
    await exports.getByRole('checkbox', { name: 'Keep ALIAS lines' }).check();
    const [kept] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'Zone file' }).click(),
    ]);
    const keptText = await downloadedText(kept);
    expect(keptText).toContain(`\n${alias}\n`);
    expect(keptText).toContain('kept as ALIAS lines, as asked');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect((await downloadedText(csv)).trim().split('\r\n')).toHaveLength(40);

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'JSON' }).click(),
    ]);
    const parsed = JSON.parse(await downloadedText(json)) as {
      snapshot_id: string;
      snapshot: { failover_records: unknown[] };
    };
    expect(parsed.snapshot_id).toBe('9050');
    expect(parsed.snapshot.failover_records).toHaveLength(4);
  });
});

test.describe('compare', () => {
  test.describe('in a time zone of its own', () => {
    // The serials' times are read in the browser's zone, as the page's other times are.
    test.use({ timezoneId: 'Asia/Kolkata' });
    test('against the current zone: what a rollback to 9050 would do', async ({ page, apiRequests }) => {
      const fixture = EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT;
      await page.goto(`/domains/example.com/snapshots/${fixture.snapshotId}/compare?with=current`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare snapshot 9050 with the current zone');
      await expect(
        page.getByText(
          `Rolling back to snapshot 9050 would remove ${fixture.addedSinceSnapshot.length} record, add ${fixture.removedSinceSnapshot.length} and change ${fixture.changedSinceSnapshot.length}.`,
        ),
      ).toBeVisible();
      // Every record of the snapshot that the live zone neither dropped nor changed stays as it is.
      const snapshotSize = (await apiSnapshots(page, 'example.com')).find(
        (summary) => summary.snapshot_id === fixture.snapshotId,
      )?.snapshot_records;
      expect(snapshotSize).toBeDefined();
      // The SOA, whose serial differs, is neither a change nor unchanged: the service maintains it.
      const unchanged =
        (snapshotSize ?? 0) - fixture.removedSinceSnapshot.length - fixture.changedSinceSnapshot.length - 1;
      await expect(page.getByText(new RegExp(`^${unchanged} records would stay as they are\\.`))).toBeVisible();
      await expect(page.getByText('Records were matched by record_id')).toBeVisible();

      // The only SOA difference is the serial: a note of its own, and no SOA risk.
      const soaNote = page.getByRole('region', { name: 'The SOA record differs: the service maintains it' });
      await expect(soaNote).toContainText('a rollback does not set it back, and the service writes a new serial');
      const [snapshotSerial, liveSerial] = [fixture.soa.snapshot, fixture.soa.live].map((value) => value.split(' ')[2]);
      await expect(soaNote.getByRole('listitem')).toHaveText([
        `Serial: ${snapshotSerial} (18 Nov 2026, 21:28:02 GMT+5:30) in snapshot 9050 → ${liveSerial} (20 Nov 2026, 15:33:27 GMT+5:30) in the current zone.`,
      ]);
      await expect(page.getByRole('status').filter({ hasText: 'No risky changes found' })).toBeVisible();
      await expect(page.getByText(/SOA record would change/)).toHaveCount(0);

      const rows = dataRows(page, 'Records the rollback would change');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: 'SOA' })).toHaveCount(0);
      const [added] = fixture.addedSinceSnapshot;
      const [removed] = fixture.removedSinceSnapshot;
      const [changed] = fixture.changedSinceSnapshot;
      await expect(rows.filter({ hasText: 'Would remove' })).toContainText(added);
      await expect(rows.filter({ hasText: 'Would remove' })).toContainText('Enabled');
      await expect(rows.filter({ hasText: 'Would add' })).toContainText(removed);
      const change = rows.filter({ hasText: 'Would change' });
      await expect(change).toContainText(changed.record_id);
      // The change in the value's own column, old → new.
      await expect(change.getByRole('cell').nth(3)).toHaveText(`${changed.live} → ${changed.snapshot}`);

      await page.getByRole('button', { name: 'Would add (1)' }).click();
      await expect(page).toHaveURL(/with=current&show=add$/);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(removed);
      await expectNoSeriousA11yViolations(page);

      // The live zone was read page by page until an empty page.
      const livePages = apiRequests.filter((url) => url.pathname === '/dns/v1/domains/example.com/records');
      expect(livePages.map((url) => url.searchParams.get('offset'))).toEqual(['0', '39']);
    });
  });

  test('a snapshot to compare with that does not exist is said so and linked nowhere; a malformed one is reported', async ({
    page,
  }) => {
    // `12345` and `zzz` are well-formed ids (the service's are strings): the API is asked and knows neither.
    for (const other of ['12345', 'zzz']) {
      await page.goto(`/domains/example.com/snapshots/9050/compare?with=${other}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toContainText(`Snapshot ${other} was not found`);
      await expect(main.getByRole('region', { name: 'Before the rollback' })).toContainText(
        `Snapshot ${other}No such snapshot`,
      );
      const links = await main.getByRole('link').evaluateAll((each) => each.map((link) => link.getAttribute('href')));
      expect(links.filter((href) => href?.includes(other))).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Compare 9050 with the current zone' }).click();
    await expect(page).toHaveURL(/\/snapshots\/9050\/compare\?with=current$/);
    await expect(page.getByText(/^Rolling back to snapshot 9050 would/)).toBeVisible();

    // Not an id at all: the parameter is named, and the comparison is with the current zone.
    await page.goto('/domains/example.com/snapshots/9050/compare?with=zz%20z');
    await expect(page.getByRole('alert')).toContainText('with “zz z” must be “current” or a snapshot id');
    await expect(page.getByRole('heading', { name: 'Compare snapshot 9050 with the current zone' })).toBeVisible();
  });

  test('exports the comparison as JSON and as a text report', async ({ page }) => {
    await page.goto('/domains/example.com/snapshots/9050/compare?with=current');
    const summary = 'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.';
    await expect(page.getByText(summary)).toBeVisible();

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('example.com-rollback-current-to-9050.json');
    const report = JSON.parse(await downloadedText(json)) as {
      summary: string;
      rolling_back_from: unknown;
      managed_soa: { note: string[]; changes: unknown[] };
      risks: unknown[];
      records: {
        would_remove: { record_id: string }[];
        would_add: { record_id: string }[];
        would_change: { before_rollback: { record_id: string } }[];
      };
    };
    expect(report.summary).toBe(summary);
    expect(report.rolling_back_from).toEqual({ current_zone: true });
    expect(report.records.would_remove.map((item) => item.record_id)).toEqual(['1022']);
    expect(report.records.would_add.map((item) => item.record_id)).toEqual(['1012']);
    expect(report.records.would_change.map((item) => item.before_rollback.record_id)).toEqual(['1009']);
    expect(report.risks).toEqual([]);
    // The same words about the SOA as the page; a serial's time in UTC, where the page gives it in
    // the browser's zone and its own way of writing times.
    const soaNote = page.getByRole('region', { name: 'The SOA record differs: the service maintains it' });
    const pageNote = [
      await soaNote.getByRole('paragraph').textContent(),
      ...(await soaNote.getByRole('listitem').allTextContents()),
    ];
    const reportNote = [
      pageNote[0],
      'Serial: 1795017482 (2026-11-18 15:58:02 UTC) in snapshot 9050 → 1795169007 (2026-11-20 10:03:27 UTC) in the current zone.',
    ];
    expect(withoutTimes(pageNote)).toEqual(withoutTimes(reportNote));
    expect(report.managed_soa.note).toEqual(reportNote);
    expect(report.managed_soa.changes).toEqual([
      { field: 'serial', before_rollback: '1795169007', in_snapshot: '1795017482' },
    ]);

    const [text] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Text report' }).click(),
    ]);
    const body = await downloadedText(text);
    expect(body).toContain(summary);
    expect(body).toContain('record_value: 203.0.113.55 → 203.0.113.50');
    expect(body).toContain('Risks: none found.');
    expect(body).toContain(`The SOA record:\n${reportNote.map((line) => `  ${line}`).join('\n')}\n`);
  });

  test('against another snapshot: records, GEO and failover records (9040 from 9050)', async ({ page }) => {
    const fixture = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
    // Rolling back from the newer snapshot to the older: what the newer added is removed.
    await page.goto(
      `/domains/example.com/snapshots/${fixture.olderSnapshotId}/compare?with=${fixture.newerSnapshotId}`,
    );
    await expect(
      page.getByText(
        `Rolling back from snapshot 9050 to snapshot 9040 would remove ${fixture.records.added.length} records, add ${fixture.records.removed.length} and change ${fixture.records.changed.length}.`,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Rolling back from snapshot 9050 to snapshot 9040 would remove ${fixture.geoRecords.added.length} GEO records, add ${fixture.geoRecords.removed.length} and change ${fixture.geoRecords.changed.length}.`,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Rolling back from snapshot 9050 to snapshot 9040 would remove ${fixture.failoverRecords.added.length} failover record and change ${fixture.failoverRecords.changed.length}.`,
      ),
    ).toBeVisible();
    // Raising a TTL and re-adding an MX record is not risky.
    await expect(page.getByRole('status').filter({ hasText: 'No risky changes found' })).toBeVisible();

    const records = dataRows(page, 'Records the rollback would change');
    await expect(records.filter({ hasText: 'Would remove' }).locator(LAST_CELL)).toHaveText([...fixture.records.added]);
    await expect(records.filter({ hasText: 'Would add' }).locator(LAST_CELL)).toHaveText([...fixture.records.removed]);
    await expect(records.filter({ hasText: 'Would change' }).locator(LAST_CELL)).toHaveText(
      fixture.records.changed.map((change) => change.record_id),
    );
    await expect(records.filter({ hasText: '986' }).getByRole('cell').nth(4)).toHaveText('300 → 3600');

    await page.getByRole('tab', { name: /^GEO records/ }).click();
    await expect(page).toHaveURL(/with=9050&part=geo$/);
    await page.keyboard.press('Tab');
    await expectFocusRing(page.getByRole('tabpanel', { name: /^GEO records/ }));
    const geo = dataRows(page, 'GEO records the rollback would change');
    await expect(geo.filter({ hasText: 'Would add' }).locator(LAST_CELL)).toHaveText([...fixture.geoRecords.removed]);
    await expect(geo.filter({ hasText: 'Would remove' }).locator(LAST_CELL)).toHaveText([...fixture.geoRecords.added]);
    await expect(geo.filter({ hasText: 'Would change' }).locator(LAST_CELL)).toHaveText(
      fixture.geoRecords.changed.map((change) => change.record_id),
    );
    await expect(geo.filter({ hasText: '7002' }).getByRole('cell').nth(3)).toHaveText('198.51.100.22 → 198.51.100.20');

    await page.getByRole('tab', { name: /^Failover records/ }).click();
    await expect(page).toHaveURL(/part=failover$/);
    await expect(page.getByText(/Failover records were matched by record_id where both sides have one/)).toBeVisible();
    const failover = dataRows(page, 'Failover records the rollback would change');
    await expect(failover.filter({ hasText: 'Would remove' }).locator(LAST_CELL)).toHaveText([
      ...fixture.failoverRecords.added,
    ]);
    const check = failover.filter({ hasText: 'Would change' });
    await expect(check).toContainText('Check type: HTTPS → HTTP');
    await expect(check).toContainText('Additional port: 443 → —');
    await expectNoSeriousA11yViolations(page);
  });

  test('the other direction flags the MX removal and the TTL cut', async ({ page }) => {
    const fixture = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
    await page.goto(
      `/domains/example.com/snapshots/${fixture.olderSnapshotId}/compare?with=${fixture.newerSnapshotId}`,
    );
    await page.getByRole('link', { name: 'Swap: roll back from 9040 to 9050' }).click();
    await expect(page).toHaveURL(/\/snapshots\/9050\/compare\?with=9040$/);
    const risks = page.getByRole('alert').filter({ hasText: 'This rollback is risky' });
    await expect(risks).toContainText('1 MX record would be removed');
    await expect(risks).toContainText('example.com MX 20 mail2.example.com');
    await expect(risks).toContainText('The TTL of 1 record would be cut by 10× or more');
    await expect(risks).toContainText('www.example.com A: 3600 → 300 s (12×)');
  });

  test('the apex NS change between 9020 and 9030 is flagged; the SOA, contact changed too, is information', async ({
    page,
  }) => {
    const fixture = EXAMPLE_COM_APEX_CHANGE;
    await page.goto(
      `/domains/example.com/snapshots/${fixture.olderSnapshotId}/compare?with=${fixture.newerSnapshotId}`,
    );
    await expect(
      page.getByText(
        `Rolling back from snapshot 9030 to snapshot 9020 would remove ${fixture.records.added.length} record, add ${fixture.records.removed.length} and change ${fixture.records.changed.length}.`,
      ),
    ).toBeVisible();
    const risks = page.getByRole('alert').filter({ hasText: 'This rollback is risky' });
    await expect(risks).toContainText('This rollback is risky: 1 warning');
    await expect(risks).toContainText('The apex NS records would change (1 record)');
    await expect(risks).toContainText('ns2.dns-host.net → ns2.old-host.example.net');
    await expect(risks).not.toContainText('SOA');
    const soaNote = page.getByRole('region', { name: 'The SOA record differs: the service maintains it' });
    await expect(soaNote.getByRole('listitem')).toHaveText([
      // Each serial with its time, in the browser's zone (a journey of its own checks which).
      /^Serial: 1791994831 \([^()]*\d\d:\d\d:\d\d[^()]*\) in snapshot 9020 → 1793556309 \([^()]*\d\d:\d\d:\d\d[^()]*\) in snapshot 9030\.$/,
      'Contact: hostmaster@dns-host.net in snapshot 9020 → support@dns-host.net in snapshot 9030.',
    ]);
  });

  test('a snapshot without record ids is matched by name, type and value', async ({ page }) => {
    const fixture = EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT;
    expect(fixture.olderSnapshotId).toBe(EXAMPLE_COM_SNAPSHOT_WITHOUT_IDS);
    await page.goto(
      `/domains/example.com/snapshots/${fixture.olderSnapshotId}/compare?with=${fixture.newerSnapshotId}`,
    );
    await expect(
      page.getByText('Records were matched by name, type and value, because one side has no record ids.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Rolling back from snapshot 9020 to snapshot 9010 would remove ${fixture.added.length} records, add ${fixture.removed.length} and change ${fixture.ttlChanged.length}.`,
      ),
    ).toBeVisible();
    const rows = dataRows(page, 'Records the rollback would change');
    // Each name, then its history's link: by name and type, as these records have no id.
    await expect(rows.filter({ hasText: 'Would add' }).locator(NAME_CELL)).toHaveText(
      fixture.removed.map((record) => `${record.record_name}History of ${record.record_name} ${record.record_type}`),
    );
    await expect(rows.filter({ hasText: 'Would change' }).getByRole('cell').nth(4)).toHaveText('300 → 3600');
  });

  test('against the current zone of 50,000 records: every page is fetched, the diff is exact', async ({
    page,
    apiRequests,
  }) => {
    const fixture = LARGE_LIVE_VS_NEWEST_SNAPSHOT;
    // 50,000 records: the first request also builds the demo zone; other test runs share the machine.
    test.slow();
    await page.goto(`/domains/large.example.net/snapshots/${fixture.snapshotId}/compare?with=current`);
    await expect(
      page.getByText(
        `Rolling back to snapshot 7300 would remove ${fixture.addedSinceSnapshot} records, add ${fixture.removedSinceSnapshot} and change ${fixture.changedSinceSnapshot}.`,
      ),
    ).toBeVisible({ timeout: 60_000 });
    const pages = apiRequests.filter((url) => url.pathname === '/dns/v1/domains/large.example.net/records');
    // 50 pages of 1000 and the empty page that ends the fetch.
    expect(pages.map((url) => Number(url.searchParams.get('offset')))).toEqual(
      Array.from({ length: 51 }, (_, index) => index * 1000),
    );
    expect(new Set(pages.map((url) => url.searchParams.get('limit')))).toEqual(new Set(['1000']));
    await expect(page.getByText(`${fixture.liveRecordCount.toLocaleString('en')} live records, fetched`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Records the rollback would change' });
    await expect(table).toHaveAttribute(
      'aria-rowcount',
      String(fixture.addedSinceSnapshot + fixture.removedSinceSnapshot + fixture.changedSinceSnapshot + 1),
    );
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => page.getByRole('row').count()).toBeLessThan(200);
  });

  test('fetching the live zone shows progress and can be cancelled and restarted', async ({ page }) => {
    // 50,000 records: the first request also builds the demo zone; other test runs share the machine.
    test.slow();
    // Hold the second page until Cancel has been pressed, so that the fetch is seen under way.
    const gate = Promise.withResolvers<void>();
    await page.route(/\/dns\/v1\/domains\/large\.example\.net\/records\?offset=1000&/, async (route) => {
      await gate.promise;
      await route.continue().catch(() => undefined);
    });

    await page.goto('/domains/large.example.net/snapshots/7300/compare?with=current');
    const progress = page.getByRole('region', { name: 'Fetching the live records' });
    await expect(progress.getByRole('progressbar', { name: 'Live records fetched' })).toHaveAttribute(
      'aria-valuetext',
      '1,000 live records fetched (1 page)',
    );
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fetching the live records was stopped' })).toBeVisible();
    gate.resolve();
    await page.unroute(/\/records\?offset=1000&/);

    await page.getByRole('button', { name: 'Fetch the live records' }).click();
    await expect(
      page.getByText('Rolling back to snapshot 7300 would remove 120 records, add 80 and change 40.'),
    ).toBeVisible({
      timeout: 60_000,
    });
  });
});
