import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newMember } from './new-member';

test('a Guest without deposit sees both prompts; an upgrade leads to its payment page', async ({ page }) => {
  await newMember(page, 'Gus');
  await expect(page.getByTestId('guest-upgrade-prompt')).toBeVisible();
  const buyerPower = page.getByTestId('buyer-power-prompt');
  await expect(buyerPower).toBeVisible();
  await expect(page.getByTestId('upgrade-link')).toBeVisible();

  // Visiting the buying-power page sets the member's flag: the prompt stays away afterwards.
  await buyerPower.getByRole('link').click();
  await expect(page.getByTestId('account-bidding-limit')).toBeVisible();
  await page.goto('/myaccount/');
  await expect(page.getByTestId('guest-upgrade-prompt')).toBeVisible();
  await expect(page.getByTestId('buyer-power-prompt')).toHaveCount(0);

  await page.goto('/myaccount/manage-membership');
  await expect(page.getByTestId('membership-current')).toHaveText('You are a Guest member.');
  await page.getByTestId('membership-upgrades').getByRole('link', { name: 'Upgrade to Starter' }).click();
  await expect(page).toHaveURL(/\/myaccount\/membership\/starter\/payment$/);
  // Paying it (money.spec.ts) makes the membership active at once.
  await expect(page.getByTestId('membership-payment-notice')).toContainText(
    'Pay $99 for one year of Starter.',
  );
  await expect(page.getByTestId('membership-payment-form-pay')).toHaveCount(0);
  await expect(page.getByLabel('A new card')).toBeChecked();
});

test('contact information names each bad field, keeps the input, then saves', async ({ page }) => {
  await newMember(page, '<b>Zed</b>');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<b>Zed</b>');

  await page.goto('/myaccount/contact-information');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('ZIP code').fill('ABCDE');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a phone number of 7 to 20 characters', { exact: false })).toBeVisible();
  await expect(page.getByText('Choose your state.')).toBeVisible();
  await expect(page.getByText('Enter a ZIP code like 12345 or 12345-6789.')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Austin');

  await page.getByLabel('Phone').fill('+1 (512) 555-0100');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
  await expect(page.getByLabel('State')).toHaveValue('TX');
});

test('security asks for the current password before a change', async ({ page }) => {
  await newMember(page);
  await page.goto('/myaccount/security');
  const passwordForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Change password' }) });
  await passwordForm.getByLabel('Current password').fill('not my password at all');
  await passwordForm.getByLabel('New password').fill('another long passphrase');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('The current password is not right.')).toBeVisible();
  await expect(passwordForm.getByLabel('New password')).toHaveValue('another long passphrase');
});

const ACCOUNT_PAGES = [
  '/myaccount/',
  '/myaccount/contact-information',
  '/myaccount/security',
  '/myaccount/manage-membership',
  '/myaccount/membership/premium/payment',
  '/myaccount/bidding-limit',
  '/myaccount/watchlist',
];

test('account pages have no serious or critical axe violations', async ({ page }) => {
  await newMember(page);
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${path} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(blocking).toEqual([]);
  }
});
