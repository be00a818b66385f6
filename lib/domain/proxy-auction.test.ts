import { referenceOutcome, type ReferenceBid } from '@/test/proxy-reference';
import { nextMinimumBid } from './bid-increments';
import { OPENING_BID_CENTS } from './business-rules';
import { applyBid, NO_BIDS, type LotBidState } from './proxy-auction';
import { cents, type Cents } from './money';

const pre = (memberId: string, maxCents: number) => ({ memberId, maxCents: cents(maxCents), live: false });
const live = (memberId: string, maxCents: number) => ({ memberId, maxCents: cents(maxCents), live: true });

function run(bids: { memberId: string; maxCents: Cents; live: boolean }[]): LotBidState {
  let state = NO_BIDS;
  for (const bid of bids) {
    const decision = applyBid(state, bid);
    if (!decision.accepted) throw new Error(`refused ${bid.memberId} ${bid.maxCents}: ${decision.reason}`);
    state = decision.state;
  }
  return state;
}

describe('proxy auction', () => {
  it('opens at the opening bid whatever the first maximum', () => {
    const decision = applyBid(NO_BIDS, pre('a', 150_000));
    expect(decision).toMatchObject({
      accepted: true,
      leading: true,
      state: { currentBidCents: OPENING_BID_CENTS, highBidderId: 'a', leaderMaxCents: 150_000, bidCount: 1 },
      minimumBidCents: OPENING_BID_CENTS + 2_500,
    });
  });

  it('bids for the leader one increment above a lower challenger', () => {
    const state = run([pre('a', 150_000), pre('b', 80_000)]);
    expect(state).toMatchObject({ highBidderId: 'a', currentBidCents: 82_500, leaderMaxCents: 150_000 });
  });

  it('hands the lead to a higher maximum at one increment above the old one, capped at the new maximum', () => {
    expect(run([pre('a', 100_000), pre('b', 200_000)])).toMatchObject({
      highBidderId: 'b',
      currentBidCents: 105_000,
    });
    expect(run([pre('a', 100_000), pre('b', 102_500 + 2_500)])).toMatchObject({
      highBidderId: 'b',
      currentBidCents: 105_000,
    });
  });

  it('gives a tie to the earlier maximum at that amount', () => {
    expect(run([pre('a', 100_000), pre('b', 100_000)])).toMatchObject({
      highBidderId: 'a',
      currentBidCents: 100_000,
    });
  });

  it('lets a live bid beat a pre-bid of the same amount, but not an earlier live bid', () => {
    expect(run([pre('a', 100_000), live('b', 100_000)])).toMatchObject({
      highBidderId: 'b',
      currentBidCents: 100_000,
    });
    expect(run([live('a', 100_000), live('b', 100_000)])).toMatchObject({ highBidderId: 'a' });
  });

  it('refuses amounts off the grid, below the minimum, and a leader lowering or repeating their maximum', () => {
    const state = run([pre('a', 100_000), pre('b', 50_000)]);
    expect(applyBid(state, pre('c', 51_000))).toMatchObject({ accepted: false, reason: 'not_on_increment' });
    expect(applyBid(state, pre('c', 50_000))).toMatchObject({
      accepted: false,
      reason: 'below_minimum',
      minimumBidCents: nextMinimumBid(state.currentBidCents, state.bidCount),
    });
    expect(applyBid(state, pre('a', 100_000))).toMatchObject({ accepted: false, reason: 'max_not_raised' });
    expect(applyBid(state, pre('a', 95_000))).toMatchObject({ accepted: false, reason: 'max_not_raised' });
  });

  it('lets the leader raise a maximum without moving the price', () => {
    const state = run([pre('a', 100_000), pre('b', 50_000), pre('a', 300_000)]);
    expect(state).toMatchObject({ highBidderId: 'a', currentBidCents: 52_500, leaderMaxCents: 300_000 });
  });

  it('agrees with a step-by-step reference model on random bid streams, and the price never falls', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 300; round++) {
      let state = NO_BIDS;
      const accepted: ReferenceBid[] = [];
      for (let i = 0; i < 40; i++) {
        const memberId = `m${Math.floor(random() * 6)}`;
        const minimum = nextMinimumBid(state.currentBidCents, state.bidCount);
        const maxCents = Math.max(2_500, minimum + Math.floor(random() * 8 - 2) * 2_500);
        const decision = applyBid(state, pre(memberId, maxCents));
        if (!decision.accepted) continue;
        expect(decision.state.currentBidCents).toBeGreaterThanOrEqual(state.currentBidCents);
        state = decision.state;
        accepted.push({ memberId, maxCents });
        expect(referenceOutcome(accepted)).toEqual({
          highBidderId: state.highBidderId,
          priceCents: state.currentBidCents,
        });
      }
    }
  });
});
