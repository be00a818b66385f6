import fc from 'fast-check';
import { isOnIncrement, nextMinimumBid } from './bid-increments';
import { MAX_BID_CENTS } from './business-rules';
import { applyBid, NO_BIDS, type LotBidState } from './proxy-auction';
import { cents, type Cents } from './money';
import { priceWithReserve, reserveState } from './reserve';

const pre = (memberId: string, maxCents: number) => ({ memberId, maxCents: cents(maxCents), live: false });

function run(
  bids: { memberId: string; maxCents: Cents; live: boolean }[],
  reserve: Cents | null,
): LotBidState {
  let state = NO_BIDS;
  for (const bid of bids) {
    const decision = applyBid(state, bid, reserve);
    if (!decision.accepted) throw new Error(`refused ${bid.memberId} ${bid.maxCents}: ${decision.reason}`);
    state = decision.state;
  }
  return state;
}

describe('the reserve', () => {
  test('is none without one, not met below it and met from it on', () => {
    expect(reserveState(cents(500_000), null)).toBe('none');
    expect(reserveState(cents(499_999), cents(500_000))).toBe('not-met');
    expect(reserveState(cents(500_000), cents(500_000))).toBe('met');
  });

  test('a first maximum at or above the reserve lifts the price to it; below it the price stays at the opening', () => {
    expect(run([pre('a', 600_000)], cents(500_000))).toMatchObject({ currentBidCents: 500_000 });
    expect(run([pre('a', 400_000)], cents(500_000))).toMatchObject({ currentBidCents: 2_500 });
  });

  test('a reserve off the increment grid is met at the grid step above it, never above the leader maximum', () => {
    // $1,234.56 is in the $50 band: the first grid step at or above it is $1,250.
    expect(run([pre('a', 200_000)], cents(123_456))).toMatchObject({ currentBidCents: 125_000 });
    expect(priceWithReserve(cents(2_500), cents(123_456), cents(123_456))).toBe(123_456);
  });

  test('a leader who raises their maximum past the reserve lifts the price; the next minimum follows', () => {
    const below = run([pre('a', 100_000), pre('b', 50_000)], cents(300_000));
    expect(below).toMatchObject({ highBidderId: 'a', currentBidCents: 52_500 });
    const raised = applyBid(below, pre('a', 400_000), cents(300_000));
    expect(raised).toMatchObject({
      accepted: true,
      state: { currentBidCents: 300_000, leaderMaxCents: 400_000 },
      minimumBidCents: 305_000,
    });
  });

  test('over any bids, the price stays on the grid, never falls, never passes the leader maximum, and meets the reserve once a maximum does', () => {
    const amount = fc.integer({ min: 1, max: 400 }).map((steps) => cents(steps * 2_500));
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 1_000_000 }).map(cents), { nil: null }),
        fc.array(fc.record({ memberId: fc.constantFrom('a', 'b', 'c'), maxCents: amount }), {
          maxLength: 30,
        }),
        (reserve, bids) => {
          let state = NO_BIDS;
          for (const bid of bids) {
            const decision = applyBid(state, { ...bid, live: false }, reserve);
            if (!decision.accepted) continue;
            const next = decision.state;
            expect(next.currentBidCents).toBeGreaterThanOrEqual(state.currentBidCents);
            expect(next.currentBidCents).toBeLessThanOrEqual(next.leaderMaxCents!);
            expect(isOnIncrement(next.currentBidCents)).toBe(true);
            expect(decision.minimumBidCents).toBe(nextMinimumBid(next.currentBidCents, next.bidCount));
            if (reserve !== null && next.leaderMaxCents! >= reserve) {
              expect(reserveState(next.currentBidCents, reserve)).toBe('met');
            }
            // Without a reserve the rule changes nothing.
            if (reserve === null) expect(applyBid(state, { ...bid, live: false })).toEqual(decision);
            state = next;
          }
          expect(state.currentBidCents).toBeLessThanOrEqual(MAX_BID_CENTS);
        },
      ),
    );
  });
});
