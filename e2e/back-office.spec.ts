import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './sign-in';

/** A real VIN with a valid check digit (2003 Honda), not in the demo inventory. */
const VIN = '1HGCM82633A004352';

/** A plain-coloured 800x600 JPEG: a photo by its content. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function signInAsClerk(page: Page) {
  await signIn(page, 'clerk@demo.example.com', '/admin/lots/new');
}

test('a clerk checks a vehicle in by VIN with three photos; a visitor finds it by VIN and sees them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsClerk(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The VIN fills year and make from the decoder as it is typed.
  await page.getByLabel('VIN').fill(VIN);
  await expect(page.getByLabel('Year')).toHaveValue('2003');
  await expect(page.getByLabel('Make')).toHaveValue(/honda/i);
  await page.getByLabel('Model').fill('Accord');
  await page.getByLabel('Engine').fill('2.4L I4');
  await page.getByLabel('Odometer (miles)').fill('128400');
  await page.getByLabel('Estimated retail value').fill('4200');
  for (const select of [
    'Body style',
    'Colour',
    'Drive',
    'Fuel',
    'Transmission',
    'Odometer brand',
    'Primary damage',
    'Loss type',
    'Start code',
    'Title type',
    'Title state',
    'Branch',
  ]) {
    await page.getByLabel(select, { exact: true }).selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page).toHaveURL(/\/admin\/lots\/\d{9}\?checked-in=1$/);
  const lotId = page.url().match(/\/admin\/lots\/(\d{9})/)![1]!;

  // Three photos at once, then the second made the cover.
  const panel = page.getByTestId('photos-panel');
  await panel
    .getByLabel('Choose photos')
    .setInputFiles([
      await photo('front.jpg', { r: 200, g: 40, b: 40 }),
      await photo('side.jpg', { r: 40, g: 160, b: 60 }),
      await photo('rear.jpg', { r: 40, g: 60, b: 200 }),
    ]);
  const tiles = panel.getByRole('listitem');
  await expect(tiles).toHaveCount(3, { timeout: 30_000 });
  await tiles
    .nth(1)
    .getByRole('button', { name: /the cover$/ })
    .click();
  await expect(tiles.nth(1)).toContainText('Cover');

  // A visitor (no session) types the VIN in the header search and lands on the lot, with its photos.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto('/');
  const box = site.getByRole('combobox', { name: 'Search vehicles' });
  await box.fill(VIN);
  await box.press('Enter');
  await expect(site).toHaveURL(new RegExp(`/${lotId}-2003-honda-accord`));
  const gallery = site.getByTestId('lot-gallery');
  const sources = gallery.locator(`source[srcset*="/lot-images/photos/${lotId}/"]`);
  await expect(sources.first()).toBeAttached();
  const first = gallery.locator('img').first();
  await expect(first).toHaveAttribute('src', new RegExp(`/lot-images/photos/${lotId}/`));
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const og = site.locator('meta[property="og:image"]');
  await expect(og).toHaveAttribute('content', new RegExp(`/lot-images/photos/${lotId}/.+/og\\.jpg$`));
  await visitor.close();
});
