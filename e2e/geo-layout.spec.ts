import type { Locator, Page } from '@playwright/test';
import { EXAMPLE_COM_WWW_COVERAGE } from '../server/demo/data/expected-diffs.ts';
import { expect, test } from './fixtures.ts';

const fixture = EXAMPLE_COM_WWW_COVERAGE;
const COVERAGE = `/domains/example.com/geo?record=${fixture.record_name}&record_type=${fixture.record_type}`;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1920, height: 1080 };

/** A tree item by its code. */
function item(page: Page, code: string): Locator {
  return page.getByRole('tree', { name: 'GEO regions' }).locator(`[role="treeitem"][data-code="${code}"]`);
}

/** The codes of the tree's rows whose answer value is cut short (drawn with an ellipsis). */
function truncatedAnswers(page: Page): Promise<string[]> {
  return page
    .getByRole('tree', { name: 'GEO regions' })
    .locator('[role="treeitem"]')
    .evaluateAll((rows) =>
      rows
        .filter((row) => {
          const value = row.querySelector('bdi');
          return value !== null && value.scrollWidth > value.clientWidth;
        })
        .map((row) => row.getAttribute('data-code') ?? ''),
    );
}

for (const viewport of [PHONE, WIDE]) {
  test(`a link to a region of the answers opens with the region's row in view, once the answers above have come (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The snapshot the answers are read from comes late: the panel above the tree grows when it does.
    await page.route('**/dns/v1/domains/example.com/snapshots/*/records', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${COVERAGE}&region=DE.BY`);
    await expect(page.getByText(/^Answers in the live zone:/)).toBeVisible();
    await expect(item(page, 'DE.BY')).toHaveAttribute('aria-selected', 'true');
    await expect(item(page, 'DE.BY')).toBeInViewport({ ratio: 1 });
  });
}

test('on a phone the tree rows show the answer in full: the region’s name gives way first', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Algeria's subdivisions DZ.40 to DZ.49, Aïn Témouchent among them.
  await page.goto(`${COVERAGE}&q=DZ.4`);
  await expect(item(page, 'DZ.46')).toContainText('Aïn Témouchent');
  expect(await truncatedAnswers(page)).toEqual([]);

  // A rollback marks a changed region (≠) on its row: the value still shows in full.
  await page.goto(`${COVERAGE}&at=${fixture.older.snapshotId}&compare=current&region=DE.BY`);
  await expect(item(page, 'DE.BY')).toHaveAttribute('data-marked', '');
  await expect(item(page, 'DE.BY')).toBeInViewport();
  expect(await truncatedAnswers(page)).toEqual([]);
});

test('on a wide screen the codes after the region names form a column', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(`${COVERAGE}&q=DZ.4`);
  await expect(item(page, 'DZ.46')).toBeVisible();
  const codes = page.getByRole('tree', { name: 'GEO regions' }).locator('[role="treeitem"][aria-level="3"] code');
  await expect(codes).toHaveCount(10);
  const lefts = await codes.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size, `the codes' left edges: ${lefts.join(', ')}`).toBe(1);
});

for (const viewport of [PHONE, WIDE]) {
  test(`in the eligible records, each Copy sits right after its value (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/domains/example.com/geo');
    const lists = page.getByRole('list', { name: /^Records of / });
    await expect(lists.first()).toBeVisible();
    // From the end of the value's text to its Copy button, for the values on one line (one that
    // wraps fills the width there is, and Copy follows its box).
    const gaps = await lists.locator('li').evaluateAll((records) =>
      records.flatMap((record) => {
        const value = record.querySelector('bdi');
        const copy = record.querySelector('button');
        if (value === null || copy === null) return [null];
        const text = document.createRange();
        text.selectNodeContents(value);
        const rects = Array.from(text.getClientRects());
        if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) return [];
        const right = Math.max(...rects.map((rect) => rect.right));
        return [Math.round(copy.getBoundingClientRect().left - right)];
      }),
    );
    expect(gaps.length).toBeGreaterThan(15);
    for (const gap of gaps) {
      expect(gap).not.toBeNull();
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(8);
    }
  });
}

test('from a snapshot’s GEO tab, “Answers by region” lands on the answers on a phone: focused and in view', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The GEO data comes late: the page arrives without the answers, and the layout waits for them.
  await page.route('**/dns/v1/domains/example.com/geo/defaults', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`/domains/example.com/snapshots/${fixture.newest.snapshotId}?tab=geo`);
  await page
    .getByRole('link', { name: `Answers by region for ${fixture.record_name} ${fixture.record_type}` })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/geo\\?record=www\\.example\\.com&record_type=A&at=${fixture.newest.snapshotId}#coverage-heading$`),
  );
  const heading = page.getByRole('heading', { name: 'Who gets which answer' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // One entry for the link: Back leaves the answers for the snapshot.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/snapshots/${fixture.newest.snapshotId}\\?tab=geo$`));
});
