import fc from 'fast-check';
import { isOnIncrement } from './bid-increments';
import { MAX_BID_CENTS, MEMBERSHIPS } from './business-rules';
import { allInCost, maxBidForTotal, nextGridStep } from './bid-for-total';
import { cents } from './money';

const starter = MEMBERSHIPS.find((m) => m.code === 'starter')!;

describe('bid on the total', () => {
  test('a Starter member with $5,000 all in: the fees come off, the bid lands on the grid', () => {
    const chosen = maxBidForTotal(cents(500_000), starter)!;
    // $4,400 + 9% fee $396 + documentation $95 + other fees $94 = $4,985; the next step, $4,450, comes to $5,040.
    expect(isOnIncrement(chosen.cost.bidCents)).toBe(true);
    expect(chosen.allInCents).toBeLessThanOrEqual(500_000);
    expect(allInCost(nextGridStep(chosen.cost.bidCents)!, starter).allInCents).toBeGreaterThan(500_000);
    expect(chosen.cost.bidCents).toBe(440_000);
    expect(chosen.allInCents).toBe(440_000 + 39_600 + 9_500 + 9_400);
  });

  test('the shipping estimate counts against the total', () => {
    const without = maxBidForTotal(cents(500_000), starter)!;
    const withShipping = maxBidForTotal(cents(500_000), starter, cents(60_000))!;
    expect(withShipping.cost.bidCents).toBeLessThan(without.cost.bidCents);
    expect(withShipping.shippingCents).toBe(60_000);
    expect(withShipping.allInCents).toBe(withShipping.cost.totalCents + 60_000);
  });

  test('a total that not even the opening bid fits gives nothing', () => {
    // The opening bid ($25) plus the $299 minimum fee, $95 and $94: $513.
    expect(maxBidForTotal(cents(51_200), starter)).toBeNull();
    expect(maxBidForTotal(cents(51_300), starter)?.cost.bidCents).toBe(2_500);
  });

  test('a total above what the largest maximum costs gives the largest maximum', () => {
    expect(maxBidForTotal(cents(1_000_000_000), starter)?.cost.bidCents).toBe(MAX_BID_CENTS);
  });

  test('over every tier, fee band and shipping: the total of the chosen maximum is within X, the next step is above it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEMBERSHIPS),
        fc.integer({ min: 0, max: 120_000_000 }).map(cents),
        fc.oneof(fc.constant(0), fc.integer({ min: 17_500, max: 600_000 })).map(cents),
        (rule, total, shipping) => {
          const chosen = maxBidForTotal(total, rule, shipping);
          if (chosen === null) {
            expect(allInCost(cents(2_500), rule, shipping).allInCents).toBeGreaterThan(total);
            return;
          }
          expect(isOnIncrement(chosen.cost.bidCents)).toBe(true);
          expect(chosen.allInCents).toBeLessThanOrEqual(total);
          const next = nextGridStep(chosen.cost.bidCents);
          if (next !== null) expect(allInCost(next, rule, shipping).allInCents).toBeGreaterThan(total);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
