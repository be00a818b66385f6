import fc from 'fast-check';
import {
  DOCUMENTATION_FEE_CENTS,
  MAX_BID_CENTS,
  MEMBERSHIPS,
  OTHER_FEES,
  type MembershipRule,
} from './business-rules';
import { formatUsd } from './format';
import {
  add,
  cents,
  centsFromDollars,
  compare,
  decimalDollarsOf,
  displayDollars,
  dollarsDownOf,
  dollarsOf,
  isCents,
  isWholeDollars,
  max,
  min,
  negate,
  shareRoundedUpToDollar,
  subtract,
  sum,
  times,
  ZERO_CENTS,
} from './money';
import { buyerFeeCents, totalCost } from './total-cost';

/** The buyer fee as lib/domain/total-cost computed it on plain numbers before `Cents` (the oracle). */
function buyerFeeBefore(bidCents: number, rule: MembershipRule): number {
  const share = Math.ceil((bidCents * rule.buyerFeeBasisPoints) / 1_000_000) * 100;
  return Math.max(share, rule.buyerFeeMinCents);
}

/** The total cost of winning as it was computed before `Cents` (the oracle). */
function totalBefore(bidCents: number, rule: MembershipRule): number {
  const otherFees = OTHER_FEES.reduce((total, fee) => total + fee.cents, 0);
  return bidCents + buyerFeeBefore(bidCents, rule) + DOCUMENTATION_FEE_CENTS + otherFees;
}

const rule = fc.constantFrom(...MEMBERSHIPS);
const anyBid = fc.integer({ min: 0, max: MAX_BID_CENTS });
const wholeDollarBid = fc.integer({ min: 0, max: MAX_BID_CENTS / 100 }).map((d) => d * 100);

describe('Cents', () => {
  it('is made only from whole cents', () => {
    expect(cents(105_000)).toBe(105_000);
    expect(cents(-2_500)).toBe(-2_500);
    expect(() => cents(12.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(Infinity)).toThrow(RangeError);
    expect(() => cents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(isCents(3)).toBe(true);
    expect(isCents('3')).toBe(false);
    expect(isCents(0.1)).toBe(false);
  });

  it('comes from whole dollars only, and goes back to them', () => {
    expect(centsFromDollars(1_050)).toBe(105_000);
    expect(() => centsFromDollars(10.5)).toThrow(RangeError);
    expect(() => centsFromDollars(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(dollarsOf(cents(105_000))).toBe(1_050);
    expect(dollarsOf(cents(149))).toBe(1);
    expect(dollarsOf(cents(150))).toBe(2);
    expect(Object.is(dollarsOf(cents(-40)), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (d) => dollarsOf(centsFromDollars(d)) === d),
    );
  });

  it('rounds down to whole dollars where the wire always floored (buying power)', () => {
    expect(dollarsDownOf(cents(105_099))).toBe(1_050);
    expect(dollarsDownOf(cents(99))).toBe(0);
    expect(Object.is(dollarsDownOf(cents(0)), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (c) => dollarsDownOf(cents(c)) === Math.floor(c / 100)),
    );
  });

  it('writes dollars with two decimals for a gateway', () => {
    expect(decimalDollarsOf(cents(12_345))).toBe('123.45');
    expect(decimalDollarsOf(cents(60_000))).toBe('600.00');
    expect(decimalDollarsOf(cents(5))).toBe('0.05');
  });

  it('tells whole dollars', () => {
    expect(isWholeDollars(cents(105_000))).toBe(true);
    expect(isWholeDollars(cents(105_050))).toBe(false);
  });

  it('adds, subtracts, sums and compares', () => {
    expect(add(cents(2_500), cents(7_500))).toBe(10_000);
    expect(subtract(cents(2_500), cents(7_500))).toBe(-5_000);
    expect(sum([cents(1), cents(2), cents(3)])).toBe(6);
    expect(sum([])).toBe(ZERO_CENTS);
    expect(compare(cents(1), cents(2))).toBeLessThan(0);
    expect(compare(cents(2), cents(2))).toBe(0);
    expect(compare(cents(3), cents(2))).toBeGreaterThan(0);
    expect(max(cents(1), cents(9), cents(4))).toBe(9);
    expect(min(cents(5), cents(9), cents(4))).toBe(4);
    expect(() => add(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
  });

  it('takes a share rounded up to a whole dollar', () => {
    expect(shareRoundedUpToDollar(cents(512_500), 600)).toBe(30_800); // $307.50 -> $308
    expect(shareRoundedUpToDollar(cents(500_000), 600)).toBe(30_000);
    expect(shareRoundedUpToDollar(cents(1), 1)).toBe(100);
    expect(shareRoundedUpToDollar(cents(0), 1_000)).toBe(0);
    expect(() => shareRoundedUpToDollar(cents(100), 0.5)).toThrow(RangeError);
  });

  it('formats as formatUsd always did', () => {
    expect(formatUsd(cents(123_456))).toBe('$1,235');
    expect(formatUsd(centsFromDollars(1_050), { decimals: 2 })).toBe('$1,050.00');
  });
});

describe('the fee rules with Cents agree with the number-based rules', () => {
  it('the share is always a whole dollar, at least the amount times the rate', () => {
    fc.assert(
      fc.property(anyBid, fc.integer({ min: 0, max: 10_000 }), (bid, bps) => {
        const share = shareRoundedUpToDollar(cents(bid), bps);
        return isWholeDollars(share) && share * 10_000 >= bid * bps && (share - 100) * 10_000 < bid * bps;
      }),
    );
  });

  it('the buyer fee and the total cost on random bids, every tier', () => {
    fc.assert(
      fc.property(fc.oneof(anyBid, wholeDollarBid), rule, (bid, tier) => {
        expect(buyerFeeCents(cents(bid), tier)).toBe(buyerFeeBefore(bid, tier));
        expect(totalCost(cents(bid), tier).totalCents).toBe(totalBefore(bid, tier));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('times, negate and displayDollars', () => {
  it('multiplies by a whole factor only', () => {
    expect(times(cents(60_000), 10)).toBe(600_000);
    expect(() => times(cents(60_000), 1.5)).toThrow(RangeError);
  });

  it('negates without a -0', () => {
    expect(negate(cents(2_500))).toBe(-2_500);
    expect(Object.is(negate(ZERO_CENTS), 0)).toBe(true);
  });

  it('gives dollars for display: whole dollars half away from zero, or exact cents', () => {
    expect(displayDollars(cents(150), 0)).toBe(2);
    expect(displayDollars(cents(-150), 0)).toBe(-2);
    expect(Object.is(displayDollars(cents(-40), 0), 0)).toBe(true);
    expect(displayDollars(cents(123_456), 2)).toBe(1_234.56);
  });
});
