import { expect, type Page } from '@playwright/test';

/**
 * Opens the header's language menu and answers its visible list. The button does nothing until the page has hydrated,
 * which on a busy machine can be after the first click: it is clicked again until the list shows.
 */
export async function openLanguageMenu(page: Page, button: RegExp) {
  const list = page.getByTestId('language-list').filter({ visible: true });
  await expect(async () => {
    if ((await list.count()) === 0) await page.getByRole('button', { name: button }).click();
    await expect(list).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return list;
}
