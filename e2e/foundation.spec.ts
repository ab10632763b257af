import { expect, expectNoSeriousA11yViolations, recordNameCell, test } from './fixtures.ts';
import { SERVED_AS_META } from '../src/lib/first-view-state.ts';

test('start page → a demo domain → its records', async ({ page, apiRequests }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Zonescope');
  await expect(page.getByRole('heading', { name: 'Demo data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'example.com', exact: true }).click();
  await expect(page).toHaveURL(/\/domains\/example\.com\/records$/);
  await expect(page).toHaveTitle(/example\.com/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  expect(apiRequests.map((url) => url.pathname)).toContain('/dns/v1/domains/example.com/records');
});

test('an IDN domain opened by its Punycode URL shows the Unicode form and sends Punycode', async ({
  page,
  apiRequests,
}) => {
  const response = await page.goto('/domains/xn--e1afmkfd.xn--p1ai/records');
  await expect(page).toHaveURL(/\/domains\/%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80\.%D1%80%D1%84\/records$/);
  // The server sent the link on to the Unicode URL, and drew that page: not an empty one for the app to replace.
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/domains\/xn--e1afmkfd\.xn--p1ai\/records$/);
  expect(await page.locator(`meta[name="${SERVED_AS_META}"]`).getAttribute('content')).toBe('rendered');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('пример.рф');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(apiRequests.length).toBeGreaterThan(0);
  for (const url of apiRequests) expect(url.pathname).toContain('/domains/xn--e1afmkfd.xn--p1ai/');
});

test('an invalid domain is explained and nothing is requested', async ({ page, apiRequests }) => {
  await page.goto('/domains/exa_mple..com/records');
  await expect(page.getByRole('alert')).toContainText('is not a valid domain name');
  await expect(page.getByRole('alert')).toContainText('Nothing was requested');
  expect(apiRequests).toEqual([]);
});

test('a domain the API does not know is said to be unknown on every screen, with ways on and no Retry', async ({
  page,
  apiRequests,
}) => {
  const screens = [
    '/domains/nosuch.example/records',
    '/domains/nosuch.example/snapshots',
    '/domains/nosuch.example/snapshots/9050',
    '/domains/nosuch.example/snapshots/9040/compare?with=current',
    '/domains/nosuch.example/snapshots/9040/compare?with=9050',
    '/domains/nosuch.example/geo',
    '/domains/nosuch.example/history?id=986',
  ];
  const main = page.getByRole('main');
  for (const url of screens) {
    await page.goto(url);
    const notice = main.getByRole('alert');
    await expect(notice.getByRole('heading', { name: 'nosuch.example is not a domain of this account' })).toBeVisible();
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('Check its spelling, or open another domain');
    await expect(notice).toContainText(
      'The service said: “Domain not found — There is no domain “nosuch.example” in this account. (code 4)”.',
    );
    await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(main).not.toContainText(/Could not load|was not found/);
  }
  expect(apiRequests.every((request) => request.pathname.startsWith('/dns/v1/domains/nosuch.example/'))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The ways on: the start page, which does not offer the unknown domain among the recent ones…
  await main.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
  const recent = page.getByRole('region', { name: 'Recent on this device' });
  await expect(recent).toBeVisible();
  await expect(recent.getByRole('link', { name: 'nosuch.example' })).toHaveCount(0);
  // …and the header's box, which opens another domain (a record's history has no list to keep: its records).
  await page.goBack();
  await expect(main.getByRole('alert')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const domainBox = page.getByRole('combobox', { name: 'Domain name' });
  await domainBox.fill('example.com');
  await domainBox.press('Enter');
  await expect(page).toHaveURL(/\/domains\/example\.com\/records$/);
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('the header switches domains and keeps the screen; bad input is explained', async ({ page }) => {
  await page.goto('/domains/example.com/snapshots');
  const domainBox = page.getByRole('combobox', { name: 'Domain name' });
  await domainBox.fill('bad..name');
  await domainBox.press('Enter');
  await expect(page.getByRole('alert')).toContainText('empty label');
  await domainBox.fill('ПРИМЕР.РФ');
  await domainBox.press('Enter');
  await expect(page).toHaveURL(/\/domains\/%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80\.%D1%80%D1%84\/snapshots$/);
});

test('unknown pages show a not-found page inside the app', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API key dialog keeps the key out of the URL and can clear it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /API key/ }).click();
  const dialog = page.getByRole('dialog', { name: 'DNS API key' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('API key').fill('zonescope-demo-key');
  await dialog.getByRole('button', { name: 'Save key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'API key: saved' })).toBeVisible();
  expect(page.url()).not.toContain('zonescope-demo-key');
  expect(await page.evaluate(() => sessionStorage.getItem('zonescope.apiKey'))).toBe('zonescope-demo-key');

  await page.getByRole('button', { name: 'API key: saved' }).click();
  await dialog.getByRole('button', { name: 'Clear saved key' }).click();
  await expect(page.getByRole('button', { name: 'API key: demo' })).toBeVisible();
});

test('a refused key opens the key dialog by itself', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('zonescope.apiKey', 'wrong-key'));
  await page.goto('/domains/example.com/records');
  const dialog = page.getByRole('dialog', { name: 'DNS API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The DNS API refused the key');
  // Ready to type the key; Escape leaves it and the focus in the page, not on its body.
  await expect(dialog.getByLabel('API key')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('main#main')).toBeFocused();
});

test('dark mode follows the toggle and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('light');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
