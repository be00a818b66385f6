import { expect, test } from '@playwright/test';
import { newMember } from './new-member';

test('add a card on the billing page, pay a $600 deposit, see $6,000 of buying power', async ({ page }) => {
  await newMember(page, 'Dee');

  await page.goto('/myaccount/billing-information');
  await expect(page.getByTestId('sandbox-notice')).toContainText('Test mode: no real money moves');
  await expect(page.getByTestId('card-list-empty')).toBeVisible();
  // A wrong number is named beside the field and stays for correcting.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('Dee Tester');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('This card number is not valid. Check the digits.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('add-card-done')).toHaveText('Visa ending in 4242 was saved.');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  const saved = page.getByTestId('card-list').getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Visa •••• 4242');
  await expect(saved).toContainText('Primary');
  await page.reload();
  await expect(page.getByTestId('card-list').getByRole('listitem')).toContainText('Visa •••• 4242');

  await page.goto('/myaccount/bidding-limit/payment');
  await expect(page.getByTestId('sandbox-notice')).toBeVisible();
  await expect(page.getByLabel('Visa •••• 4242')).toBeChecked();
  await page.getByLabel('Deposit amount (US dollars)').fill('600');
  await page.getByTestId('deposit-pay').dblclick();
  await expect(page.getByTestId('payment-approved')).toContainText('Your buying power is now $6,000.');

  await page.getByRole('link', { name: 'See your bidding limit' }).click();
  await expect(page).toHaveURL(/\/myaccount\/bidding-limit$/);
  await expect(page.getByTestId('bidding-limit-buyingPower')).toHaveText('$6,000');
});
