import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_SNAPSHOT_IDS,
  EXAMPLE_COM_REMOVED_AND_RESTORED,
  EXAMPLE_COM_WWW_HISTORY,
} from '../server/demo/data/expected-diffs.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const historyTable = (page: Page, name: string | RegExp) => page.getByRole('table', { name });

function dataRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

/** The text of one column of a table, row by row, the column found by its header. */
async function column(table: Locator, header: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return dataRows(table)
    .locator(`[role="cell"]:nth-child(${index + 1})`)
    .allTextContents();
}

const READ_ALL = `${DEMO_SNAPSHOT_IDS['example.com'].length} of ${DEMO_SNAPSHOT_IDS['example.com'].length} snapshots read.`;

test('the history of a record that changed value and TTL shows each change in the snapshot it came in', async ({
  page,
  apiRequests,
}) => {
  const fixture = EXAMPLE_COM_WWW_HISTORY;
  await page.goto(`/domains/example.com/history?id=${fixture.recordId}`);
  await expect(page.getByRole('main').getByText(READ_ALL)).toBeVisible();
  await expect(page).toHaveTitle('History of record 986 · example.com · Zonescope');
  const table = historyTable(page, 'History of record 986');
  await expect(dataRows(table)).toHaveCount(fixture.states.length);

  const states = await dataRows(table).getByRole('link').allTextContents();
  expect(states.filter((text) => /^(Live zone|Snapshot \d+)$/.test(text))).toEqual(
    fixture.states.map((each) => (each.state === 'live' ? 'Live zone' : `Snapshot ${each.state}`)),
  );
  const events = await column(table, 'What happened');
  expect(events.map((text) => text.replace(/since \d+$/, ''))).toEqual([
    'Unchanged',
    'Changed',
    'Changed',
    'Changed',
    'Unchanged',
    'First seen',
  ]);
  // Each change in its own column, old → new, in the state it appeared in.
  const values = await column(table, 'Value');
  const ttls = await column(table, 'TTL');
  expect(values[2]).toBe('192.0.2.23 → 192.0.2.24');
  expect(values[3]).toBe('192.0.2.20 → 192.0.2.23');
  expect(ttls[1]).toBe('3600 → 300');
  expect(values[1]).toBe('192.0.2.24');
  // The changed part is marked on both sides.
  await expect(dataRows(table).nth(2).locator('mark')).toHaveText(['23', '24']);
  // GEO records: the subdivision entry new in 9050; the live zone's cannot be listed.
  const geo = await column(table, 'GEO records');
  expect(geo[0]).toBe('not listed for the live zone');
  expect(geo[1]).toContain('DE.BYBayern192.0.2.121');
  expect(geo[1]).toContain('new');

  // Every snapshot read once, newest first, plus the live records.
  const snapshotReads = apiRequests
    .filter((url) => /\/snapshots\/\d+\/records$/.test(url.pathname))
    .map((url) => url.pathname.split('/')[6]);
  expect(snapshotReads).toEqual([...DEMO_SNAPSHOT_IDS['example.com']]);
  await expectNoSeriousA11yViolations(page);
});

test('a record removed and added back reads so, in the summary and in its rows', async ({ page }) => {
  const fixture = EXAMPLE_COM_REMOVED_AND_RESTORED;
  await page.goto(`/domains/example.com/history?id=${fixture.recordId}`);
  await expect(page.getByRole('main').getByText(READ_ALL)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    'First seen in snapshot 9010; removed in snapshot 9030; added back in snapshot 9040.',
  );
  const table = historyTable(page, `History of record ${fixture.recordId}`);
  const events = await column(table, 'What happened');
  expect(events.map((text) => text.replace(/since \d+$/, ''))).toEqual([
    'Unchanged',
    'Unchanged',
    'Added back',
    'Removed',
    'Unchanged',
    'First seen',
  ]);
  // The removed row shows what was removed.
  expect((await column(table, 'Value'))[3]).toBe('5 0 5269 xmpp.example.com');
});

test('a shared history link reproduces the view, and the export says the same', async ({ page, context }) => {
  await page.goto('/domains/example.com/history?name=api.example.com&type=A');
  await expect(page.getByRole('main').getByText(READ_ALL)).toBeVisible();
  const table = historyTable(page, 'History of api.example.com A');
  const seen = await dataRows(table).allTextContents();
  expect(seen).toHaveLength(12);

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('main').getByText(READ_ALL)).toBeVisible();
  await expect(dataRows(historyTable(other, 'History of api.example.com A'))).toHaveText(seen);
  await other.close();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('example.com-history-api.example.com_A.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'state,snapshot_time,event,compared_with,record_id,record_name,record_type,record_value,record_ttl,is_geo,is_failover,changes,geo_records,failover',
  );
  expect(lines).toHaveLength(13);
  expect(lines.filter((line) => line.startsWith('9050,'))).toHaveLength(2);
});

test('Cancel stops reading the snapshots; Continue reads the rest', async ({ page, apiRequests }) => {
  // Every snapshot's answer is held back until Cancel has been pressed, so the reads are surely under way.
  const snapshotRecords = /\/dns\/v1\/domains\/example\.com\/snapshots\/\d+\/records$/;
  const gate = Promise.withResolvers<void>();
  await page.route(snapshotRecords, async (route) => {
    await gate.promise;
    // The page cancelled the request meanwhile: nothing left to answer then.
    await route.continue().catch(() => undefined);
  });
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (snapshotRecords.test(request.url())) failed.push(new URL(request.url()).pathname.split('/')[6] ?? '');
  });
  const snapshotReads = () =>
    apiRequests.filter((url) => snapshotRecords.test(url.pathname)).map((url) => url.pathname.split('/')[6]);

  await page.goto('/domains/example.com/history?id=986');
  const progress = page.getByRole('region', { name: 'Reading the snapshots' });
  await expect(progress.getByRole('status')).toHaveText('0 of 5 snapshots read.');
  // Three snapshots at a time, newest first; the other two wait their turn.
  await expect(page.getByText('Reading…')).toHaveCount(3);
  await expect(page.getByText('Waiting…')).toHaveCount(2);
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress.getByRole('status')).toHaveText('0 of 5 snapshots read; reading was stopped.');
  // Said once, when reading stopped, not at each snapshot.
  await expect(page.locator('#announcer')).toHaveText('0 of 5 snapshots read; reading was stopped.');
  await expect(page.getByText('Not read (stopped)')).toHaveCount(5);
  // Cancel went, Continue reading took its place and its focus.
  await expect(progress.getByRole('button', { name: 'Continue reading' })).toBeFocused();

  // Cancel aborted the three reads under way: their answers never arrive, and no other snapshot is asked for.
  await expect.poll(() => failed.toSorted()).toEqual(['9030', '9040', '9050']);
  gate.resolve();
  await page.unroute(snapshotRecords);
  expect(snapshotReads()).toEqual(['9050', '9040', '9030']);
  await expect(page.getByText('Not read (stopped)')).toHaveCount(5);

  await progress.getByRole('button', { name: 'Continue reading' }).click();
  await expect(progress.getByRole('status')).toHaveText(READ_ALL);
  await expect(dataRows(historyTable(page, 'History of record 986'))).toHaveCount(6);
  expect(snapshotReads()).toEqual(['9050', '9040', '9030', '9050', '9040', '9030', '9020', '9010']);
  await expect(progress.getByRole('button', { name: 'Export CSV' })).toBeFocused();
  await expect(page.locator('#announcer')).toHaveText(READ_ALL);
});

test('a snapshot that cannot be read says so in its row, with Retry, and the others are read', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'zonescope-fault', value: '500@/snapshots/9030/records', url: baseURL ?? '' }]);
  await page.goto('/domains/example.com/history?id=986');
  await expect(page.getByRole('main').getByText('4 of 5 snapshots read, 1 failed.')).toBeVisible();
  const table = historyTable(page, 'History of record 986');
  const failed = table.getByRole('alert');
  await expect(failed).toContainText('Could not read: The DNS API failed');
  await context.clearCookies({ name: 'zonescope-fault' });
  await failed.getByRole('button', { name: 'Retry Snapshot 9030' }).click();
  await expect(page.getByRole('main').getByText(READ_ALL)).toBeVisible();
  await expect(table.getByRole('alert')).toHaveCount(0);
});

test('when the service limits requests, reading stops with its words, and Continue reads the rest and the refused one', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'zonescope-fault', value: '429@/snapshots/9040/records', url: baseURL ?? '' }]);
  await page.goto('/domains/example.com/history?id=986');
  const progress = page.getByRole('region', { name: 'Reading the snapshots' });
  await expect(progress.getByRole('status')).toHaveText(
    /^\d of 5 snapshots read, 1 failed; reading was stopped: Too many requests\.$/,
  );
  await expect(progress).toContainText('The DNS API is limiting requests (HTTP 429).');
  await expect(progress).toContainText('Simulated: too many requests.');
  await expect(page.locator('#announcer')).toHaveText(/reading was stopped: Too many requests\.$/);
  await expect(progress.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await context.clearCookies({ name: 'zonescope-fault' });
  await progress.getByRole('button', { name: 'Continue reading' }).click();
  await expect(progress.getByRole('status')).toHaveText(READ_ALL);
  await expect(historyTable(page, 'History of record 986').getByRole('alert')).toHaveCount(0);
});

test('a link naming no record asks which, and requests nothing', async ({ page, apiRequests }) => {
  await page.goto('/domains/example.com/history');
  await expect(page.getByRole('status').filter({ hasText: 'Which record?' })).toBeVisible();
  expect(apiRequests).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('the JSON export holds every state, newest first, with what changed in each', async ({ page }) => {
  const fixture = EXAMPLE_COM_WWW_HISTORY;
  await page.goto(`/domains/example.com/history?id=${fixture.recordId}`);
  await expect(page.getByRole('main').getByText(READ_ALL)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`example.com-history-record_${fixture.recordId}.json`);
  const exported: unknown = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported).toMatchObject({
    domain: 'example.com',
    record: { record_id: fixture.recordId },
    states: fixture.states.map((state) => ({
      state: state.state,
      read: true,
      rows: [
        {
          event: state.event,
          record: { record_name: fixture.record_name, record_value: state.value, record_ttl: state.ttl },
          changes:
            'changed' in state ? Object.entries(state.changed).map(([field, [from, to]]) => ({ field, from, to })) : [],
        },
      ],
    })),
  });
});

/** How far a table reaches past the box it is in (negative: it fits). */
const pastItsBox = (table: Locator) =>
  table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0));

/**
 * Waits until every snapshot is read, and the table has been laid out with them: until then a
 * state's row may be its progress ("Reading…"), without the record's values, and the columns are
 * sized from the rows once rendered; the table's width is not yet the history's.
 */
async function everySnapshotRead(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^(\d+) of \1 snapshots read\.$/ }),
  ).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('at 1024 px a history table fits the page: no box to scroll sideways for its last columns', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  // The columns' minimums added up to 38 px past the page for record 986 and for its record set
  // (the ID column behind a sideways scroll); below 1280 px the GEO and failover ones are narrower.
  // Record 988, with both flags, was 14 px past it until a snapshot's date and time could take two
  // lines; record 8011 24 px, until a GEO answer could break after its dots as any value does.
  for (const [path, name, rows] of [
    ['/domains/example.com/history?id=986', 'History of record 986', 6],
    ['/domains/example.com/history?name=www.example.com&type=A', 'History of www.example.com A', 6],
    ['/domains/example.com/history?id=988', 'History of record 988', 6],
    ['/domains/hostile.example/history?id=8011', 'History of record 8011', 3],
  ] as const) {
    await page.goto(path);
    const table = historyTable(page, name);
    await everySnapshotRead(page);
    await expect(dataRows(table)).toHaveCount(rows);
    expect(await pastItsBox(table), path).toBeLessThanOrEqual(0);
  }
  // From 1280 px a snapshot's date and time stay on one line.
  await page.setViewportSize({ width: 1280, height: 800 });
  const time = historyTable(page, 'History of record 8011').locator('time').first();
  await expect(time).toHaveText(/^\d+ \w{3} \d{4}, \d\d:\d\d:\d\d \S+$/);
  const lines = await time.evaluate(
    (element) => element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(Math.round(lines)).toBe(1);
});

test('a history table too wide for its box scrolls in it, its column headers above its rows', async ({ page }) => {
  // Record 8010's hostile failover settings hold words no line can break (`__zonescopeXss='img';…`).
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/domains/hostile.example/history?id=8010');
  const table = historyTable(page, 'History of record 8010');
  await everySnapshotRead(page);
  await expect(dataRows(table)).toHaveCount(3);
  await expect.poll(() => pastItsBox(table)).toBeGreaterThan(0);
  // Stuck to a box that scrolls sideways, the headers sat 48 px down it, over the first row.
  const head = await table.locator('thead').first().boundingBox();
  const first = await dataRows(table).first().boundingBox();
  expect(head && first && first.y >= head.y + head.height - 1).toBe(true);
});

test('a record no state holds is said once, with the way to the records: no table of absent rows, no exports', async ({
  page,
  apiRequests,
}) => {
  const snapshots = DEMO_SNAPSHOT_IDS['example.com'].length;
  await page.goto('/domains/example.com/history?id=999999');
  const notice = page.getByRole('status').filter({ hasText: 'No state of the zone has a record with the id 999999' });
  await expect(notice).toContainText(`The live zone and all ${snapshots} snapshots of example.com were read.`);
  const main = page.getByRole('main');
  await expect(main.getByRole('table')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Export/ })).toHaveCount(0);
  // Every state was read before it was said.
  const snapshotReads = apiRequests.filter((url) => /\/snapshots\/\d+\/records$/.test(url.pathname));
  expect(snapshotReads).toHaveLength(snapshots);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/domains/example.com/history?name=nope.example.com&type=AAAA');
  const byName = page
    .getByRole('status')
    .filter({ hasText: 'No state of the zone has a record nope.example.com AAAA' });
  await expect(byName).toContainText(`The live zone and all ${snapshots} snapshots of example.com were read.`);
  await expect(main.getByRole('table')).toHaveCount(0);
  await byName.getByRole('link', { name: 'Search the records for nope.example.com' }).click();
  await expect(page).toHaveURL(/\/domains\/example\.com\/records\?search_text=nope\.example\.com$/);
});

/**
 * The text of an element as it is laid out, line by line on the screen (soft wraps too): the
 * characters grouped by the line box they sit in, in document order; text for screen readers only
 * (`sr-only`), and lines a clamped box hides, left out.
 */
function visualLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { text: string; bottom: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.parentElement?.closest('.sr-only')) continue;
      // Lines a clamped box (a long value's first four lines) cuts off are laid out below it, unseen.
      const clips: DOMRect[] = [];
      for (let box = node.parentElement; box !== null && box !== root; box = box.parentElement) {
        if (getComputedStyle(box).overflowY !== 'visible') clips.push(box.getBoundingClientRect());
      }
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect === undefined || rect.height === 0) continue;
        const middle = rect.top + rect.height / 2;
        if (clips.some((clip) => middle < clip.top || middle > clip.bottom)) continue;
        const line = lines.at(-1);
        if (line !== undefined && middle < line.bottom) line.text += text[index];
        else lines.push({ text: text[index] ?? '', bottom: rect.bottom });
      }
    }
    return lines.map((line) => line.text.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
  });
}

test('a long value in the summary is followed by its story, not by a colon on a line of its own', async ({ page }) => {
  // The DKIM key was rotated between 9010 and 9020: two values of 420 characters, each with “Show all”.
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/domains/example.com/history?name=default._domainkey.example.com&type=TXT');
    await expect(page.getByRole('main').getByText(READ_ALL)).toBeVisible();
    const lines = await visualLines(page.getByRole('region', { name: 'Summary' }));
    const after = lines.flatMap((line, index) => (line === 'Show all 420 characters' ? [lines[index + 1]] : []));
    expect(after, `at ${width} px`).toEqual([
      expect.stringMatching(/^First seen in snapshot 9010;/),
      expect.stringMatching(/^First seen in snapshot 9020\./),
    ]);
    expect(
      lines.filter((line) => /^\W*$/.test(line)),
      `at ${width} px`,
    ).toEqual([]);
  }
});

test('on a phone, a long record name in the title wraps after a dot, never inside a label', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/domains/example.com/history?name=default._domainkey.example.com&type=TXT');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('History of default._domainkey.example.com TXT');
    const lines = await visualLines(title);
    expect(lines.length, `at ${width} px: ${lines.join(' | ')}`).toBeGreaterThan(1);
    // Each line but the last ends where the text may break: after a dot, or at a space (trimmed away).
    for (const line of lines.slice(0, -1)) {
      expect(line, `at ${width} px: ${lines.join(' | ')}`).toMatch(/(\.|\bof|\bcom)$/);
    }
  }
});
