import { expect, test, type Locator, type Page } from '@playwright/test';

/** The count a filter option shows ("1,234" → 1234): its link's second span, after the label. */
async function optionCount(option: Locator): Promise<number> {
  return Number((await option.locator('span').last().textContent())!.replace(/\D/g, ''));
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent())!;
  return /^No /.test(text) ? 0 : Number(text.replace(/\D/g, ''));
}

function detail(page: Page, term: string) {
  return page
    .getByTestId('lot-details')
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

test('search, filter, open a lot, go back: the filters are kept', async ({ page }) => {
  // The make with the most lots (the sidebar lists makes by count), searched from the header.
  await page.goto('/search/');
  const make = (await page
    .getByTestId('filter-makes')
    .getByRole('link')
    .first()
    .locator('span')
    .first()
    .textContent())!;
  const box = page.getByRole('combobox', { name: 'Search vehicles' });
  await box.fill(make);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${make}”`);
  const found = await resultCount(page);
  expect(found).toBeGreaterThan(0);
  const searchUrl = page.url();
  await expect(
    page.getByTestId('active-filters').getByRole('link', { name: `Remove filter: “${make}”` }),
  ).toBeVisible();

  // A vehicle type filter: its count is what the results then show, and the URL holds it.
  const type = page.getByTestId('filter-types').getByRole('link').first();
  const typeLabel = (await type.locator('span').first().textContent())!;
  const typeCount = await optionCount(type);
  await type.click();
  await expect(page).toHaveURL(/\/search\/q-[^?]+\?types=[a-z]+$/);
  const chosen = page.getByTestId('filter-types').getByRole('link', { name: new RegExp(typeLabel) });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  // The demo lanes sell lots while the test runs: the count before the click may be one off by the time of the next
  // page, whose chosen option and results are counted in the same render.
  const chosenCount = await optionCount(chosen);
  expect(Math.abs(chosenCount - typeCount)).toBeLessThanOrEqual(2);
  await expect(page.getByTestId('result-count')).toHaveText(
    new RegExp(`^${chosenCount.toLocaleString('en-US')} vehicles?$`),
  );
  const filteredUrl = page.url();

  // Sorted by year, newest first.
  await page.getByTestId('sort-control').getByRole('link', { name: /^Year/ }).click();
  await expect(page).toHaveURL(/sort=year&sort_direction=desc/);
  const years = (await page.getByTestId('lot-card').getByRole('heading').allTextContents()).map((h) =>
    Number(h.slice(0, 4)),
  );
  expect(years).toEqual([...years].sort((a, b) => b - a));
  const sortedUrl = page.url();

  // Open a lot, then back: the same search, filters and sort kept.
  await page.getByTestId('lot-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('lot-details')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(sortedUrl);
  await expect(
    page.getByTestId('filter-types').getByRole('link', { name: new RegExp(typeLabel) }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(
    page.getByTestId('active-filters').getByRole('link', { name: `Remove filter: ${typeLabel}` }),
  ).toBeVisible();
  expect(filteredUrl).not.toEqual(sortedUrl);

  // Removing the chip drops the filter only: back to the text search (the sort stays). Its count is not compared
  // with the first one: the demo adds lots for its live lanes while the test runs (it once found 75 after 73).
  await page
    .getByTestId('active-filters')
    .getByRole('link', { name: `Remove filter: ${typeLabel}` })
    .click();
  await expect(page).not.toHaveURL(/types=/);
  expect(page.url().replace(/[?&]sort=year&sort_direction=desc/, '')).toBe(searchUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${make}”`);
  expect(await resultCount(page)).toBeGreaterThanOrEqual(typeCount);
});

test('sidebar counts, page links, list view and "clear all" work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search/');
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(24);

  // Buy it now only: the option's count is the result count.
  const bin = page.getByTestId('filter-saleTypes').getByRole('link', { name: /Buy it now/ });
  const binCount = await optionCount(bin);
  await bin.click();
  await expect(page).toHaveURL(/buy_it_now=true/);
  expect(await resultCount(page)).toBe(binCount);

  // A year range through the GET form.
  await page.goto('/search/');
  const form = page.getByTestId('filter-years');
  await form.getByLabel('From').selectOption({ index: 5 });
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/year_from=\d{4}/);
  await expect(page.getByTestId('active-filters').getByRole('link', { name: /and newer/ })).toBeVisible();

  // Page links: rel next, then rel prev back to the first page.
  await page.goto('/search/');
  const next = page.getByTestId('pagination').locator('a[rel="next"]');
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
  await page.getByTestId('pagination').locator('a[rel="prev"]').click();
  await expect(page).not.toHaveURL(/page=/);

  // The list view keeps itself across filters.
  await page.getByTestId('view-toggle').getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/view_type=list/);
  await expect(page.locator('.lot-list')).toBeVisible();
  await page.getByTestId('filter-types').getByRole('link').first().click();
  await expect(page).toHaveURL(/types=.*view_type=list/);
  await page.getByTestId('active-filters').getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/search\/?\?view_type=list$/);
  // Back to the whole open inventory: the count lots/search gives with no filter. Not the first count: meanwhile the
  // demo sells lots and adds new ones for its lanes (599 became 611 once in CI), so the two are read together.
  await expect
    .poll(async () => {
      await page.reload();
      const answer = await page.request.get('/rest-api/v1.0/lots/search?page_size=1');
      const { data } = (await answer.json()) as { data: { total: number } };
      return (await resultCount(page)) - data.total;
    })
    .toBe(0);
  await context.close();
});

test('no results: says so and offers wider searches with their counts', async ({ page }) => {
  await page.goto('/search/q-zzqx?types=suv&buy_it_now=true');
  const empty = page.getByTestId('empty-results');
  await expect(empty).toContainText('No vehicles match this search right now.');
  const widest = empty.getByRole('link', { name: 'All vehicles, no filters' });
  await expect(widest).toBeVisible();
  const withoutText = empty.getByRole('link', { name: 'Without “zzqx”' });
  const shown = Number(
    (await withoutText.locator('xpath=..').textContent())!
      .replace(/.*\(([\d,]+) vehicles?\).*/s, '$1')
      .replace(/,/g, ''),
  );
  await withoutText.click();
  await expect(page).toHaveURL(/\/search\/?\?types=suv&buy_it_now=true$/);
  expect(await resultCount(page)).toBe(shown);
});

test('a VIN or stock number search goes straight to the lot', async ({ page }) => {
  await page.goto('/search/');
  await page.getByTestId('lot-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('lot-details')).toBeVisible();
  const lotPath = new URL(page.url()).pathname;
  const vin = (await detail(page, 'VIN').textContent())!;
  const stock = (await detail(page, 'Stock number').textContent())!;

  const byVin = await page.request.get(`/search/q-${vin}`, { maxRedirects: 0 });
  expect(byVin.status()).toBe(307);
  expect(byVin.headers().location).toBe(lotPath);
  const byStock = await page.request.get(`/es/search/q-%23${stock}`, { maxRedirects: 0 });
  expect(byStock.status()).toBe(307);
  expect(byStock.headers().location).toBe(`/es${lotPath}`);

  // From the header form, in lower case with spaces (SPEC §5: a VIN loses its spaces).
  await page.goto('/about-us');
  const box = page.getByRole('combobox', { name: 'Search vehicles' });
  await box.fill(`${vin.slice(0, 8).toLowerCase()} ${vin.slice(8)}`);
  await box.press('Enter');
  await expect(page).toHaveURL(lotPath);
  await expect(detail(page, 'VIN')).toHaveText(vin);
});

test('layout: sidebar beside the results on wide screens, folded on phones, mirrored in Arabic', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/search/?types=automobile');
  const body = page.locator('.search-filters__body');
  await expect(body).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-desktop.png') });
  await page.goto('/search/?types=automobile&view_type=list');
  await page.screenshot({ path: testInfo.outputPath('search-desktop-list.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search/?types=automobile');
  await expect(body).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('search-mobile.png'), fullPage: false });
  await page.locator('.search-filters__toggle').click();
  await expect(body).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-mobile-filters.png') });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/ar/search/?types=automobile');
  const sidebar = await page.locator('.search-page__sidebar').boundingBox();
  const results = await page.locator('.search-page__main').boundingBox();
  // Right to left: the sidebar sits on the right.
  expect(sidebar!.x).toBeGreaterThan(results!.x);
  await page.screenshot({ path: testInfo.outputPath('search-arabic.png') });
});
