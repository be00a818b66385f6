import { expect, test } from '@playwright/test';
import { formatUsd } from '../lib/domain/format';
import { cents } from '../lib/domain/money';
import {
  api,
  centsOf,
  checkInBody,
  expectedStorage,
  gatePassOf,
  quietLane,
  signedIn,
} from './back-office-ii';

/*
 * Issue 24 §8, the whole chain after the hammer: a member's high bid ends below the reserve; the auctioneer counters;
 * the member accepts; pays by wire; finance records the wire; the member downloads the gate pass; the yard marks the
 * pickup after the free days and the storage invoice shows the right amount.
 *
 * The lot is checked in for this test (a reserve of $3,000, no bids) and is the only lot of a sale the auctioneer
 * makes on a quiet lane a minute ahead; the member (Business, $100,000 of buying power, used by no other spec)
 * pre-bids below the reserve. With no live bidders (DEMO_BIDDERS=0) the lane's clock ends the lot after its 10 s first
 * countdown (LIVE_FIRST_COUNTDOWN_MS, playwright.config.ts): on approval. The e2e server runs in demo mode, so the
 * yard may move the lot's storage clock back (the demo clock) instead of waiting for the free days to pass.
 */
test.setTimeout(300_000);

const RESERVE = 3_000;
const MAXIMUM = '1500';
const COUNTER = 2_000;
const DEMO_CLOCK_DAYS = 14;
/** Far enough ahead for the member to open the lot and pre-bid on a busy machine. */
const SALE_LEAD_MS = 60_000;

interface AdminLot {
  id: number;
  status: string;
  path: string;
}

test('a bid below the reserve, countered, accepted, paid by wire, picked up late: the storage invoice is right', async ({
  browser,
}) => {
  const [clerk, auctioneer, member, finance] = await Promise.all([
    signedIn(browser, 'clerk@demo.example.com', '/admin/lots'),
    signedIn(browser, 'auctioneer@demo.example.com', '/admin/sales'),
    signedIn(browser, 'business@demo.example.com'),
    signedIn(browser, 'finance@demo.example.com', '/admin/payments/wires'),
  ]);

  // A vehicle with a reserve, checked in at a branch with a quiet lane; a sale of that lane a minute ahead, the
  // lot first (and only) on its runlist.
  const { branch, lane } = await quietLane(auctioneer);
  const lot = await api<AdminLot>(
    clerk,
    'POST',
    '/rest-api/v2/admin/lots',
    checkInBody(branch.code, RESERVE),
  );
  expect(lot.status).toBe('upcoming');
  const startsAt = new Date(Math.ceil((Date.now() + SALE_LEAD_MS) / 1000) * 1000).toISOString();
  const sale = await api<{ id: number }>(auctioneer, 'POST', '/rest-api/v2/admin/sales', {
    branchId: branch.code,
    lane,
    startsAt,
  });
  const runlist = await api<{ lots: { id: number; place: number; status: string }[] }>(
    auctioneer,
    'POST',
    `/rest-api/v2/admin/sales/${sale.id}/lots`,
    { lots: [String(lot.id)] },
  );
  expect(runlist.lots).toEqual([expect.objectContaining({ id: lot.id, place: 1, status: 'pre-bidding' })]);

  // The member pre-bids a maximum below the reserve.
  await member.goto(lot.path);
  const box = member.getByTestId('bid-box');
  await box.getByLabel('Your maximum bid (USD)').fill(MAXIMUM);
  await box.getByRole('button', { name: 'Place bid' }).click();
  await expect(box.getByTestId('bid-box-state')).toContainText('You are the high bidder');
  expect(Date.now(), 'the pre-bid was placed before the sale started').toBeLessThan(Date.parse(startsAt));

  // The sale starts, the lot goes on the block and ends below its reserve: on approval.
  await expect
    .poll(async () => (await api<AdminLot>(auctioneer, 'GET', `/rest-api/v2/admin/lots/${lot.id}`)).status, {
      timeout: SALE_LEAD_MS + 90_000,
      intervals: [2_000],
    })
    .toBe('on-approval');

  // The auctioneer finds it among the approvals and counters above the high bid.
  await auctioneer.goto(`/admin/approvals?branch=${branch.code}`);
  const row = auctioneer.getByTestId('approval-row').filter({ hasText: String(lot.id) });
  await expect(row).toContainText('High bid');
  await row.getByRole('link', { name: new RegExp(`^Decide lot ${lot.id}`) }).click();
  await expect(auctioneer).toHaveURL(new RegExp(`/admin/approvals/lots/${lot.id}$`));
  const standing = auctioneer.getByTestId('approval-standing');
  await expect(standing).toHaveText('Waits for your decision.');
  const facts = auctioneer.getByTestId('approval-facts');
  await expect(facts).toContainText(`Reserve${formatUsd(cents(RESERVE * 100))}`);
  await expect(facts).toContainText('business@demo.example.com');
  const highBid = centsOf(
    await facts
      .locator('div')
      .filter({ hasText: /^High bid/ })
      .locator('dd')
      .textContent(),
  );
  expect(highBid).toBeLessThan(RESERVE * 100);
  await auctioneer.getByLabel('Counter-offer price (USD)').fill(String(COUNTER));
  await auctioneer.getByTestId('approval-counter').click();
  const counterText = formatUsd(cents(COUNTER * 100));
  await expect(standing).toContainText(`A counter-offer of ${counterText} waits for the buyer until`);

  // The member sees the counter in My bids and accepts it: the lot is won.
  await member.goto('/myaccount/bids');
  const offer = member.getByTestId('my-offers').locator(`[data-testid=my-offer][data-lot-id="${lot.id}"]`);
  await expect(offer.getByTestId('my-offer-counter')).toHaveText(counterText);
  await offer.getByTestId('counter-accept').click();
  await offer.getByTestId('counter-accept-confirm').click();
  await expect(member.getByText(new RegExp(`^You bought .+ for \\${counterText}\\.`))).toBeVisible();
  await member.goto('/myaccount/bids?list=won');
  const won = member.getByTestId('my-bid-row').filter({ has: member.locator(`a[href="${lot.path}"]`) });
  await expect(won.getByTestId('my-bid-status')).toHaveText('Won');

  // Checkout by wire: instructions with a reference for the whole total.
  await member.goto('/myaccount/checkout');
  const line = member.getByTestId(`checkout-lot-${lot.id}`);
  await expect(line.getByTestId('checkout-bid')).toHaveText(counterText);
  const total = centsOf(await line.getByTestId('checkout-total').textContent());
  expect(total).toBeGreaterThan(COUNTER * 100);
  await member.getByRole('radio', { name: 'Wire transfer' }).check();
  await member.getByTestId('checkout-form-pay').click();
  await expect(member).toHaveURL(/\/myaccount\/checkout\?payment=\d+$/);
  const checkoutUrl = member.url();
  const wire = member.getByTestId('open-wires');
  await expect(wire.getByTestId('wire-reference')).toHaveText(/^W-[2-9A-HJKMNP-TV-Z]{8}$/);
  const reference = (await wire.getByTestId('wire-reference').textContent())!;
  await expect(wire.getByTestId('wire-outstanding')).toHaveText(formatUsd(total));

  // Finance records the wire: the payment is paid.
  await finance.getByLabel('Reference').fill(reference);
  await finance.getByLabel('Amount (US dollars)').fill(String(total / 100));
  await expect(finance.getByLabel('Day received')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await finance.getByTestId('record-wire-submit').click();
  const recorded = finance.getByTestId('wire-recorded');
  await expect(recorded).toHaveAttribute('data-state', 'approved');
  await expect(recorded).toContainText(`Recorded ${formatUsd(total)} for ${reference}`);

  // The member's checkout says so.
  await member.goto(checkoutUrl);
  await expect(member.getByTestId('checkout-paid')).toContainText(`Payment of ${formatUsd(total)} received.`);

  // Transactions: the handover of the paid lot, its last free day and the gate pass (a PDF with the code).
  await member.goto('/myaccount/transactions?tab=purchases');
  const purchase = member.getByTestId('purchase-row').filter({ has: member.locator(`#handover-${lot.id}`) });
  const handover = purchase.getByTestId('purchase-handover');
  await expect(handover.getByTestId('last-free-day')).toContainText('Last free day:');
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    handover.getByTestId('gate-pass-download').click(),
  ]);
  const pass = await gatePassOf(download);
  expect(pass.text).toContain(String(lot.id));
  expect(pass.text).toContain(`${branch.name} yard`);
  expect(pass.text).toContain('business@demo.example.com');

  // The yard: the demo clock makes the payment 14 days old, so the free days are past.
  await clerk.goto(`/admin/handover/${lot.id}`);
  await expect(clerk.getByTestId('handover-paid')).toContainText('Paid');
  await clerk.locator('#demo-clock-days').fill(String(DEMO_CLOCK_DAYS));
  await clerk.getByTestId('demo-clock-submit').click();
  await expect(clerk.getByTestId('handover-storage')).toContainText(
    `demo clock set ${DEMO_CLOCK_DAYS} days back`,
  );

  // The gate: the pass's code typed, the vehicle released, the final storage invoice issued.
  const expected = expectedStorage(branch.timeZone, DEMO_CLOCK_DAYS);
  expect(expected.days).toBeGreaterThan(0);
  await clerk.goto('/admin/handover/pickup');
  await clerk.getByTestId('pickup-lookup-code').fill(pass.code);
  await clerk.getByTestId('pickup-lookup').click();
  await expect(clerk).toHaveURL(/\/admin\/handover\/pickup\?code=/);
  await expect(clerk.getByTestId('handover-picked-up')).toHaveText('Still in the yard');
  await clerk.getByTestId('pickup-submit').click();
  await expect(clerk.getByTestId('handover-picked-up')).not.toHaveText('Still in the yard');
  await expect(clerk.getByTestId('handover-invoice')).toHaveText(
    `${expected.usd} for ${expected.days} days, due`,
  );

  // The member sees the final storage invoice under the purchase.
  await member.reload();
  await expect(handover.getByTestId('picked-up')).toBeVisible();
  await expect(handover.getByTestId('storage-invoice')).toContainText(
    `Final storage invoice: ${expected.usd} (storage days: ${expected.days})`,
  );

  for (const page of [clerk, auctioneer, member, finance]) await page.context().close();
});
