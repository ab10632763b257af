import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectUncovered,
  hydrated,
  shortRenderBound,
  test,
} from './fixtures.ts';

const GEO = '/domains/example.com/geo';

function regionTree(page: Page): Locator {
  return page.getByRole('tree', { name: 'GEO regions' });
}

/** A tree item by its code (the item's name also holds the region's name and child count). */
function item(page: Page, code: string): Locator {
  return regionTree(page).locator(`[role="treeitem"][data-code="${code}"]`);
}

test('searching a subdivision reveals it under its country and continent, and the search is in the URL', async ({
  page,
  apiRequests,
}) => {
  await page.goto(GEO);
  await expect(page).toHaveTitle('GEO · example.com · Zonescope');
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(6);

  await page.getByLabel('Search regions').fill('Bayern');
  await expect(page).toHaveURL(/\/geo\?q=Bayern$/);
  await expect(page.getByRole('main').getByText('1 match for “Bayern”')).toBeVisible();
  // Said to screen readers once typing paused, through the page's one live region.
  await expect(page.locator('#announcer')).toHaveText('1 match for “Bayern”');
  const items = regionTree(page).getByRole('treeitem');
  await expect(items).toHaveCount(3);
  await expect(item(page, '_EU')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, '_EU')).toHaveAttribute('aria-level', '1');
  await expect(item(page, 'DE')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'DE')).toHaveAttribute('aria-level', '2');
  await expect(item(page, 'DE.BY')).toHaveAttribute('aria-level', '3');
  await expect(item(page, 'DE.BY').locator('mark')).toHaveText('Bayern');
  // Down from the search box goes to the first match.
  await page.getByLabel('Search regions').press('ArrowDown');
  await expect(item(page, 'DE.BY')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/geo\?q=Bayern&region=DE\.BY$/);
  await expect(page.getByRole('region', { name: 'Bayern' })).toContainText('DE.BY');

  // One request for the whole screen; searching is local.
  expect(apiRequests.map((url) => url.pathname)).toEqual(['/dns/v1/domains/example.com/geo/defaults']);
});

test('an accent-free search finds an accented name, and a code finds its region', async ({ page }) => {
  await page.goto(GEO);
  const search = page.getByLabel('Search regions');
  await search.fill('sao paulo');
  await expect(item(page, 'BR.SP')).toBeVisible();
  await expect(item(page, 'BR.SP')).toContainText('São Paulo');
  await expect(item(page, 'BR.SP').locator('mark').first()).toHaveText('São Paulo');
  await expect(item(page, 'BR')).toHaveAttribute('aria-expanded', 'true');

  await search.fill('de.by');
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(3);
  await expect(item(page, 'DE.BY')).toContainText('Bayern');
  await expect(item(page, 'DE.BY').locator('code mark')).toHaveText('DE.BY');

  await search.fill('zzzz-nowhere');
  await expect(page.getByRole('main').getByText('No region matches “zzzz-nowhere”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(6);
  await expect(page).toHaveURL(/\/geo$/);
});

test('a country without subdivisions is a leaf', async ({ page }) => {
  await page.goto(`${GEO}?q=antarctica`);
  const antarctica = item(page, 'AQ');
  await expect(antarctica).toBeVisible();
  await expect(antarctica).toContainText('no subdivisions');
  await expect(antarctica).not.toHaveAttribute('aria-expanded');
  await antarctica.focus();
  await page.keyboard.press('ArrowRight');
  await expect(antarctica).toBeFocused();
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(2);
  // Germany, by contrast, opens.
  await page.getByLabel('Search regions').fill('germany');
  await expect(item(page, 'DE')).toHaveAttribute('aria-expanded', 'false');
  await item(page, 'DE').focus();
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'DE')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'DE.BY')).toBeVisible();
});

test('a deep link to a region selects it, expands the way to it and scrolls it into view', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Zimbabwe is the last country of Africa, so its subdivisions lie far down the tree.
  await page.goto(`${GEO}?region=ZW.MI`);
  const midlands = item(page, 'ZW.MI');
  await expect(midlands).toHaveAttribute('aria-selected', 'true');
  await expect(midlands).toBeInViewport();
  await expect(midlands).toHaveAttribute('tabindex', '0');
  await expect(midlands).toHaveAttribute('aria-level', '3');
  // Africa (scrolled out of the DOM by now) and Zimbabwe were opened to reach it.
  await expect(item(page, 'ZW')).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveTitle('ZW.MI · GEO · example.com · Zonescope');

  const details = page.getByRole('region', { name: 'Midlands' });
  await expect(details).toContainText('Subdivision');
  await expect(details).toContainText('ZW.MI');
  await expect(details).toContainText('Africa _AF›Zimbabwe ZW');
  await details.getByRole('button', { name: 'Copy code ZW.MI' }).click();
  await expect(details.getByRole('button', { name: 'Copy code ZW.MI' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ZW.MI');

  // The same with a search: ?q=bay&region=DE.BY opens on Bayern among the matches.
  await page.goto(`${GEO}?q=bay&region=DE.BY`);
  await expect(item(page, 'DE.BY')).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, 'DE.BY')).toBeInViewport();
  await expect(page.getByLabel('Search regions')).toHaveValue('bay');
});

test('an unknown region in a link is ignored with a notice', async ({ page }) => {
  await page.goto(`${GEO}?region=XX.ZZZ`);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('region “XX.ZZZ” is not a region of the GEO regions table');
  await expect(page.getByRole('heading', { name: 'No region selected' })).toBeVisible();
  await notice.getByRole('button', { name: 'Clean up link' }).click();
  await expect(page).toHaveURL(/\/geo$/);
  await expect(notice).toBeHidden();
});

test('keyboard navigation expands, collapses and moves; Enter selects and Back undoes it', async ({ page }) => {
  await page.goto(GEO);
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(6);
  // Tab from the search box: Expand all, Collapse all, then the tree's one tab stop.
  await page.getByLabel('Search regions').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(item(page, '_AF')).toBeFocused();
  await expect(regionTree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item(page, '_EU')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(item(page, '_EU')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'AX')).toBeFocused();
  await page.keyboard.type('ger');
  await expect(item(page, 'DE')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'DE')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'DE.BW')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'DE')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'DE')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, '_EU')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, '_EU')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(item(page, '_OC')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, '_AF')).toBeFocused();
  // `*` opens every continent: the last row is then a country of Oceania.
  await page.keyboard.press('*');
  await expect(item(page, '_AF')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(regionTree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveAttribute('aria-level', '2');
  await expect(regionTree(page).locator('[role="treeitem"][tabindex="0"]')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, '_AF')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/geo\?region=_AF$/);
  await expect(item(page, '_AF')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Africa' })).toContainText('58 countries');
  await page.goBack();
  await expect(page).toHaveURL(/\/geo$/);
  await expect(page.getByRole('heading', { name: 'No region selected' })).toBeVisible();
});

test('selecting the selected region again adds no history entry, so Back returns to the view before', async ({
  page,
}) => {
  await page.goto(GEO);
  await item(page, '_AF').click();
  await expect(page).toHaveURL(/\/geo\?region=_AF$/);
  await item(page, '_EU').click();
  await expect(page).toHaveURL(/\/geo\?region=_EU$/);
  await expect(item(page, '_EU')).toHaveAttribute('aria-selected', 'true');

  // Europe again: a click, Enter, and a double click (which opens it).
  await item(page, '_EU').click();
  await page.keyboard.press('Enter');
  await item(page, '_EU').dblclick();
  await expect(item(page, '_EU')).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/geo\?region=_EU$/);
  // A double click on another region selects it once.
  await item(page, '_AS').dblclick();
  await expect(item(page, '_AS')).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/geo\?region=_AS$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/geo\?region=_EU$/);
  await expect(page.getByRole('region', { name: 'Europe' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/geo\?region=_AF$/);
  await expect(page.getByRole('region', { name: 'Africa' })).toBeVisible();
});

test('the whole table expanded stays virtualized, and its end is reachable', async ({ page }) => {
  await page.goto(GEO);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(item(page, '_AF')).toHaveAttribute('aria-expanded', 'true');
  const rendered = regionTree(page).getByRole('treeitem');
  await expect.poll(() => rendered.count()).toBeGreaterThan(10);
  await expect.poll(() => rendered.count()).toBeLessThan(200);
  // The last row of the pre-order: Oceania's last country (by name) or its last subdivision.
  await item(page, '_AF').focus();
  await page.keyboard.press('End');
  const last = regionTree(page).locator('[role="treeitem"][tabindex="0"]');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-level', /[23]/);
  await expect.poll(() => rendered.count()).toBeLessThan(200);
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(6);
});

test('another domain opened from the GEO page, then Back: the first domain’s regions come back', async ({ page }) => {
  // The screen stays mounted across the domains: each one's regions table replaces the other's.
  await page.goto('/domains/example.com/geo');
  const tree = page.getByRole('tree', { name: 'GEO regions' });
  await expect(tree.getByRole('treeitem', { name: /Europe/ })).toBeVisible();
  const domainBox = page.getByRole('combobox', { name: 'Domain name' });
  await domainBox.fill('hostile.example');
  await domainBox.press('Enter');
  await expect(page).toHaveURL(/\/domains\/hostile\.example\/geo$/);
  await expect(page.getByRole('heading', { name: 'GEO for hostile.example' })).toBeVisible();
  await expect(tree.getByRole('treeitem').first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/domains\/example\.com\/geo$/);
  await expect(page.getByRole('heading', { name: 'GEO for example.com' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Europe/ })).toBeVisible();
  // Still answering: a click selects a region.
  await tree.getByRole('treeitem', { name: /Europe/ }).click();
  await expect(page).toHaveURL(/\/domains\/example\.com\/geo\?region=_EU$/);
});

test('eligible records: groups with status and value, filtered by name, and an empty state', async ({ page }) => {
  await page.goto(GEO);
  const table = page.getByRole('table');
  await expect(page.getByRole('main').getByText('21 groups with 22 records (5 disabled)')).toBeVisible();
  const api = table.getByRole('row').filter({ hasText: /Answers by region for api\.example\.com A\s*A60 \(1 min\)/ });
  // Each record, then its history's link.
  await expect(api.getByRole('listitem')).toHaveText([
    /^192\.0\.2\.30.*Enabled988History of api\.example\.com A \(record 988\)$/,
    /^198\.51\.100\.30.*Disabled989History of api\.example\.com A \(record 989\)$/,
  ]);

  await page.getByLabel('Filter by name').fill('api');
  await expect(page).toHaveURL(/\/geo\?name=api$/);
  await expect(page.getByRole('main').getByText(/^Showing 2 of 21 groups/)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByLabel('Type').selectOption('AAAA');
  await expect(page).toHaveURL(/\/geo\?name=api&type=AAAA$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/geo\?name=api$/);
  await expect(page.getByLabel('Type')).toHaveValue('');

  await page.goto('/domains/fresh.example.org/geo');
  await expect(page.getByText('No record of fresh.example.org can carry GEO answers')).toBeVisible();
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(6);
});

test('keyboard: / focuses the name filter, j and k move between the groups', async ({ page }) => {
  await page.goto(GEO);
  const rows = page.getByRole('table', { name: 'GEO-eligible record groups' }).locator('tbody tr[data-row-index]');
  await expect(rows).toHaveCount(21);
  await page.locator('body').press('/');
  await expect(page.getByRole('searchbox', { name: 'Filter by name' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toBeFocused();
});

test('axe finds no serious or critical violations, light and dark, with a selection and a search', async ({ page }) => {
  await page.goto(`${GEO}?q=ba&region=DE.BY&name=api`);
  await expect(item(page, 'DE.BY')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/domains/fresh.example.org/geo');
  await expect(regionTree(page).getByRole('treeitem')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
});

test('a large zone: loading can be cancelled and resumed, and 38,782 groups stay a bounded, filterable list', async ({
  page,
  context,
  baseURL,
  apiRequests,
}) => {
  // The browser loads it (the journey is about its loading): a slow answer makes the server send
  // the shell rather than wait past its bound.
  const slower = await shortRenderBound(context, baseURL);
  await context.addCookies([{ name: 'zonescope-fault', value: `${slower}@/geo/defaults`, url: baseURL ?? '' }]);
  // Hold the first request, so that Cancel is pressed while it is surely under way.
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/dns/v1/domains/large.example.net/geo/defaults', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/domains/large.example.net/geo');
  await expect(page.getByRole('progressbar', { name: 'Loading GEO data' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Loading was cancelled')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading GEO data' })).toBeHidden();
  // Both sections say why they are empty.
  await expect(page.getByText('Not shown until the GEO data is loaded.')).toHaveCount(2);
  release();
  await page.unroute('**/dns/v1/domains/large.example.net/geo/defaults');

  await page.getByRole('button', { name: 'Load again' }).click();
  await expect(page.getByRole('main').getByText('38,782 groups with 38,782 records (1,155 disabled)')).toBeVisible({
    timeout: 30_000,
  });
  expect(apiRequests.map((url) => url.pathname)).toEqual([
    '/dns/v1/domains/large.example.net/geo/defaults',
    '/dns/v1/domains/large.example.net/geo/defaults',
  ]);
  const table = page.getByRole('table');
  await expect.poll(() => table.getByRole('row').count()).toBeLessThan(60);
  // The record picker of who gets which answer does not list them all; each row leads to its answers.
  await expect(page.getByText(/^38,782 GEO-eligible groups are too many to list here/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Answers of' }).locator('option')).toHaveCount(1);
  // The list is the page's own, not a box: the window scrolls it, its header stays in view, and a
  // button skips past it to the regions.
  await page.evaluate(() => window.scrollTo({ top: 20_000 }));
  await expectUncovered(table.getByRole('columnheader', { name: 'Name' }));
  await expect.poll(() => table.getByRole('row').count()).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  // The skip takes the focus along, as a skip link does: Tab goes on in the regions, not the list.
  await page.getByRole('button', { name: 'Skip to the GEO regions' }).press('Enter');
  const regions = page.getByRole('region', { name: 'GEO regions' });
  await expect(regions.getByRole('heading', { name: 'GEO regions' })).toBeFocused();
  await expect(regions.getByRole('heading', { name: 'GEO regions' })).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(regions.locator(':focus')).toHaveCount(1);

  // What the filter should keep, from the API itself.
  const response = await page.request.get('/dns/v1/domains/large.example.net/geo/defaults');
  const body: { response: { geo_records: { record_name: string }[] } } = await response.json();
  const expected = body.response.geo_records.filter((group) => group.record_name.includes('host-1999')).length;
  expect(expected).toBeGreaterThan(0);
  await page.getByLabel('Filter by name').fill('HOST-1999');
  await expect(
    page.getByRole('main').getByText(`Showing ${expected} of 38,782 groups`, { exact: false }),
  ).toBeVisible();
  // Every row shown is a match (the table may render only a window of them).
  const shownNames = () => table.getByRole('row').locator('td:first-child > bdi:first-child').allTextContents();
  await expect.poll(async () => (await shownNames()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await shownNames()).filter((name) => !name.includes('host-1999'))).toEqual([]);
  expect((await shownNames()).length).toBeLessThanOrEqual(expected);
  await expect(table.getByRole('row').nth(1).locator('mark')).toHaveText('host-1999');
});

test('the record picker of who gets which answer works on the page as the server drew it', async ({ page }) => {
  await page.goto('/domains/example.com/geo');
  await hydrated(page);
  const picker = page.getByRole('combobox', { name: 'Answers of' });
  await picker.selectOption({ label: 'api.example.com A' });
  await expect(page).toHaveURL(/[?&]record=api\.example\.com&record_type=A(&|$)/);
  await expect(picker.locator('option:checked')).toHaveText('api.example.com A');

  // Drawn by the server with a record chosen, the picker says which, and moves on from it.
  await page.reload();
  await hydrated(page);
  await expect(picker.locator('option:checked')).toHaveText('api.example.com A');
  await picker.selectOption({ label: 'www.example.com A' });
  await expect(page).toHaveURL(/[?&]record=www\.example\.com&record_type=A(&|$)/);
  await expect(picker.locator('option:checked')).toHaveText('www.example.com A');
});

test('“Answers by region” takes the focus to the answers, in view, and a choice after it keeps its own', async ({
  page,
}) => {
  await page.goto('/domains/example.com/geo');
  await hydrated(page);
  await page.getByRole('link', { name: /^Answers by region for api\.example\.com A$/ }).click();
  await expect(page).toHaveURL(/[?&]record=api\.example\.com&record_type=A#coverage-heading$/);
  const heading = page.getByRole('heading', { name: 'Who gets which answer' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // A choice made after it goes on from there: the focus stays where it is.
  const picker = page.getByRole('combobox', { name: 'Answers of' });
  await picker.focus();
  await picker.selectOption({ label: 'www.example.com A' });
  await expect(page).toHaveURL(/[?&]record=www\.example\.com&record_type=A/);
  await expect(picker).toBeFocused();
});
