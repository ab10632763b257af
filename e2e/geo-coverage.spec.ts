import type { Locator, Page } from '@playwright/test';
import { EXAMPLE_COM_WWW_COVERAGE, IDN_UNKNOWN_GEO_REGION } from '../server/demo/data/expected-diffs.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const fixture = EXAMPLE_COM_WWW_COVERAGE;
const COVERAGE = `/domains/example.com/geo?record=${fixture.record_name}&record_type=${fixture.record_type}`;

/** A tree item by its code. */
function item(page: Page, code: string): Locator {
  return page.getByRole('tree', { name: 'GEO regions' }).locator(`[role="treeitem"][data-code="${code}"]`);
}

/** The selected region's details, beside the tree (titled by the region's name). */
const details = (page: Page) => page.locator('section[aria-labelledby="region-details-heading"]');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link's name: its visible label and, for assistive technology, what it is about (`History of …`). */
const linkName = (label: string, about: string) => new RegExp(`^${escape(label)} (of|for) ${escape(about)}$`);

/** A region's answer, as its tree row says it to assistive technology and as the details tell it. */
async function expectAnswer(page: Page, code: string, answer: { value: string; source: string }, where: string) {
  await expect(item(page, code)).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, code)).toHaveAccessibleName(
    new RegExp(`${escape(answer.value)}\\s*${escape(answer.source)}$`),
  );
  await expect(details(page).getByRole('definition').filter({ hasText: answer.value }).first()).toHaveText(
    `${answer.value} ${answer.source}`,
  );
  await expect(
    details(page)
      .getByRole('term')
      .filter({ hasText: `Answer in ${where}` }),
  ).toBeVisible();
}

test('the live zone: a region under each level gets its answer, from its own entry, inherited, or the default', async ({
  page,
}) => {
  // A page load per region, each deep link expanding the tree to it.
  test.slow();
  for (const [code, answer] of Object.entries(fixture.newest.answers)) {
    await page.goto(`${COVERAGE}&region=${code}`);
    await expectAnswer(page, code, answer, 'the live zone');
  }
  // The sources cover all three levels and the default.
  expect(new Set(Object.values(fixture.newest.answers).map((answer) => answer.source.split(' ')[0]))).toEqual(
    new Set(['from', 'inherited', 'default']),
  );
  await expect(page.getByText(/^Answers in the live zone: .* snapshot 9050, the newest/)).toBeVisible();
});

test('a snapshot’s GEO tab leads to its answers; a rollback from the live zone lists and marks what would change', async ({
  page,
}) => {
  await page.goto(`/domains/example.com/snapshots/${fixture.older.snapshotId}?tab=geo`);
  await page
    .getByRole('link', { name: linkName('Answers by region', `${fixture.record_name} ${fixture.record_type}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]at=${fixture.older.snapshotId}(&|#|$)`));
  await expect(page.getByRole('combobox', { name: 'In', exact: true })).toHaveValue(fixture.older.snapshotId);

  await page.getByRole('combobox', { name: 'Roll back from' }).selectOption('current');
  await expect(page).toHaveURL(/[?&]compare=current(&|$)/);
  const changes = page.getByRole('list', { name: 'Regions a rollback would change' });
  await expect(changes.getByRole('listitem')).toHaveCount(fixture.rollbackChanges.length);
  for (const code of fixture.rollbackChanges) {
    await expect(changes.getByRole('listitem').filter({ hasText: code })).toBeVisible();
  }
  // Bayern loses its own entry: 192.0.2.121 → 192.0.2.120, both parts of the value marked.
  const bayern = changes.getByRole('listitem').filter({ hasText: 'DE.BY' });
  await expect(bayern).toContainText('192.0.2.121 → 192.0.2.120');

  // A changed region, picked from the list: marked in the tree, its answer then and now.
  await bayern.getByRole('button', { name: /Bayern/ }).click();
  await expect(page).toHaveURL(/[?&]region=DE\.BY(&|$)/);
  await expectAnswer(page, 'DE.BY', fixture.older.answers['DE.BY'], `snapshot ${fixture.older.snapshotId}`);
  await expect(item(page, 'DE.BY')).toHaveAttribute('data-marked', '');
  await expect(details(page)).toContainText('192.0.2.121 from DE.BY — a rollback would change it');
  // A region the rollback leaves alone is not marked.
  await page.goto(`${COVERAGE}&at=${fixture.older.snapshotId}&compare=current&region=DE.BE`);
  await expect(item(page, 'DE.BE')).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, 'DE.BE')).not.toHaveAttribute('data-marked');
  // Canada, under North America, in 9040.
  await page.goto(`${COVERAGE}&at=${fixture.older.snapshotId}&region=CA`);
  await expectAnswer(page, 'CA', fixture.older.answers.CA, `snapshot ${fixture.older.snapshotId}`);
});

test('which regions get a value: the highest covering regions, and a link to it reproduces the list', async ({
  page,
}) => {
  await page.goto(COVERAGE);
  await page.getByRole('combobox', { name: 'Which regions get' }).selectOption('192.0.2.121');
  const regions = page.getByRole('list', { name: 'Regions that get 192.0.2.121' });
  await expect(regions.getByRole('listitem')).toHaveText(['Bayern DE.BY']);
  await expect(page).toHaveURL(/[?&]value=192\.0\.2\.121(&|$)/);

  await page.getByRole('combobox', { name: 'Which regions get' }).selectOption('192.0.2.120');
  const europe = page.getByRole('list', { name: 'Regions that get 192.0.2.120' }).getByRole('listitem');
  await expect(europe).toHaveText([/^Europe _EU\s*except\s*Bayern DE\.BY$/]);

  await page.reload();
  await expect(europe).toHaveText([/^Europe _EU\s*except\s*Bayern DE\.BY$/]);
});

test('a GEO record whose region is not in the table is listed, not dropped', async ({ page }) => {
  const unknown = IDN_UNKNOWN_GEO_REGION;
  await page.goto(`/domains/${unknown.domain}/geo?record=${unknown.record_name}&record_type=${unknown.record_type}`);
  const list = page.getByRole('list', { name: 'GEO records of regions not in the table' });
  await expect(list.getByRole('listitem')).toHaveText([`${unknown.region}${unknown.value}`]);
});

test('a rollback that drops a GEO record of a region not in the table says so, though no region changes', async ({
  page,
}) => {
  const unknown = IDN_UNKNOWN_GEO_REGION;
  // Snapshot 5020 as if it had no XK record: rolling back to it from 5030 drops that one record.
  let served = false;
  await page.route(/\/snapshots\/5020\/records$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.response.snapshot.geo_records = body.response.snapshot.geo_records.filter(
      (entry: { geo_region: string }) => entry.geo_region !== unknown.region,
    );
    served = true;
    await route.fulfill({ response, json: body });
  });
  await page.goto(
    `/domains/${unknown.domain}/geo?record=${unknown.record_name}&record_type=${unknown.record_type}&at=5020&compare=5030`,
  );
  const rollback = page.getByRole('region', { name: 'Regions whose answer a rollback would change' });
  await expect(rollback).toContainText(
    'Rolling back from snapshot 5030 to snapshot 5020 would change no region’s answer in the table, but it would change the GEO records of 1 region not in the table:',
  );
  const list = rollback.getByRole('list', { name: 'GEO records of regions not in the table a rollback would change' });
  await expect(list.getByRole('listitem')).toHaveText([`${unknown.region}${unknown.value} → (no GEO record)`]);
  expect(served).toBe(true);
});

/** Record 986's History link, wherever the record is shown. */
const historyLink = (scope: Page | Locator) =>
  scope.getByRole('link', { name: linkName('History', 'www.example.com A (record 986)') });

test('History from every place a record is shown: live row, snapshot row, compare row, GEO group member', async ({
  page,
}) => {
  const history = `/domains/example.com/history?id=986`;

  await page.goto('/domains/example.com/records?search_text=www.example.com&strict_search=yes');
  await expect(historyLink(page)).toHaveAttribute('href', history);
  await page.goto('/domains/example.com/snapshots/9040');
  await expect(historyLink(page)).toHaveAttribute('href', history);
  await page.goto('/domains/example.com/snapshots/9030/compare?with=current');
  await expect(historyLink(page).first()).toHaveAttribute('href', history);
  await page.goto('/domains/example.com/geo?name=www');
  await historyLink(page).click();
  await expect(page).toHaveURL(history);
  await expect(page.getByRole('table', { name: 'History of record 986' })).toBeVisible();
});

test('axe finds no serious or critical violations in coverage and history, light and dark', async ({ page }) => {
  // Three axe runs over pages with a long tree and tables: slow on a shared machine.
  test.slow();
  await page.goto(`${COVERAGE}&at=${fixture.older.snapshotId}&compare=current&region=DE.BY&value=192.0.2.120`);
  await expect(page.getByRole('list', { name: 'Regions a rollback would change' })).toBeVisible();
  await expect(item(page, 'DE.BY')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/domains/example.com/history?id=986');
  await expect(page.getByRole('main').getByText('5 of 5 snapshots read.')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});

test('a live record disabled, which the snapshot lists without status, is not a change a rollback would make', async ({
  page,
}) => {
  // api.example.com A: 192.0.2.30 enabled and 198.51.100.30 disabled live; snapshot 9050 lists both, without status.
  await page.goto('/domains/example.com/geo?record=api.example.com&record_type=A&at=9050&compare=current');
  const rollback = page.locator('section[aria-labelledby="coverage-rollback-heading"]');
  await expect(rollback).toContainText(
    'Rolling back from the live zone to snapshot 9050 would change no region’s answer.',
  );
  await expect(rollback).toContainText(
    'Snapshots do not keep whether a record is enabled or disabled, so the live status is not compared: the live zone’s disabled value 198.51.100.30 is counted in its default answer here.',
  );
  await expect(rollback.getByRole('list', { name: 'Regions a rollback would change' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
