import { depositRefusal } from './deposit-refund';
import { cents } from './money';

const held = { status: 'held', amountCents: cents(60_000), refundPending: false };
const free = { heldCents: cents(60_000), bidsCents: cents(0), unpaidPurchasesCents: cents(0) };

describe('depositRefusal', () => {
  test('a held deposit nothing leans on is refundable', () => {
    expect(depositRefusal(held, free)).toBeNull();
  });

  test('refused while the buying power left without it would not cover open bids', () => {
    expect(depositRefusal(held, { ...free, bidsCents: cents(1) })).toBe('deposit_backs_open_bids');
    // Another deposit of $600 leaves $6,000: a $6,000 maximum still fits, $6,001 does not.
    const two = { ...free, heldCents: cents(120_000) };
    expect(depositRefusal(held, { ...two, bidsCents: cents(600_000) })).toBeNull();
    expect(depositRefusal(held, { ...two, bidsCents: cents(600_001) })).toBe('deposit_backs_open_bids');
  });

  test('unpaid purchases are named when they are part of what the deposit backs', () => {
    expect(depositRefusal(held, { ...free, unpaidPurchasesCents: cents(50_000) })).toBe(
      'deposit_backs_unpaid_purchases',
    );
    expect(depositRefusal(held, { ...free, bidsCents: cents(10), unpaidPurchasesCents: cents(10) })).toBe(
      'deposit_backs_unpaid_purchases',
    );
  });

  test('refunded, pending and other statuses are refused for what they are', () => {
    expect(depositRefusal({ ...held, status: 'refunded' }, free)).toBe('deposit_already_refunded');
    expect(depositRefusal({ ...held, refundPending: true }, free)).toBe('refund_pending');
    expect(depositRefusal({ ...held, status: 'released' }, free)).toBe('deposit_not_refundable');
    expect(depositRefusal({ ...held, status: 'failed' }, free)).toBe('deposit_not_refundable');
  });
});
