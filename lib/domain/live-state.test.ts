import type { LiveLot } from './live-events';
import { cents, type Cents } from './money';
import { deriveLiveState, isNewerLotEvent, liveApplies, type KnownLot, type LaneView } from './live-state';

const known: KnownLot = {
  branchId: 512,
  lane: 'A',
  stockNumber: '30000003',
  bid: cents(900),
  sold: false,
  soldFor: null,
};
const runlist = ['30000001', '30000002', '30000003', '30000004'];
const lane = (onTheBlock: string | null, auctionInProgress = true): LaneView => ({
  runlist,
  auctionInProgress,
  onTheBlock,
});
const liveLot = (over: Partial<LiveLot<Cents>> = {}): LiveLot<Cents> => ({
  lot_id: 300000003,
  selling_branch_id: 512,
  lane: 'A',
  stock_number: '30000003',
  runlist_position: 3,
  status: 'on-the-block',
  current_bid_value: cents(1000),
  bid_count: 3,
  version: 5,
  auction_in_progress: true,
  on_the_block: true,
  sold: false,
  sold_for: null,
  reserve: 'none',
  ...over,
});

describe('when live data applies', () => {
  test('only with the auction in progress and branch, lane and stock number known', () => {
    expect(liveApplies(known, lane('30000001'))).toBe(true);
    expect(liveApplies(known, lane('30000001', false))).toBe(false);
    expect(liveApplies(known, null)).toBe(false);
    expect(liveApplies({ ...known, branchId: null }, lane('30000001'))).toBe(false);
    expect(liveApplies({ ...known, lane: null }, lane('30000001'))).toBe(false);
    expect(liveApplies({ ...known, stockNumber: '' }, lane('30000001'))).toBe(false);
  });
  test('otherwise the page keeps its own data', () => {
    expect(deriveLiveState(known, lane('30000003', false), liveLot())).toEqual({
      applies: false,
      itemsLeft: null,
      onTheBlock: false,
      sold: false,
      soldFor: null,
      bid: 900,
    });
    expect(deriveLiveState({ ...known, sold: true, soldFor: cents(950) }, null, null)).toMatchObject({
      applies: false,
      itemsLeft: -1,
      sold: true,
      soldFor: 950,
    });
  });
});

describe('itemsLeft', () => {
  test('is the distance ahead of the block in the runlist', () => {
    expect(deriveLiveState(known, lane('30000001'), null).itemsLeft).toBe(2);
    expect(deriveLiveState(known, lane('30000002'), null)).toMatchObject({ itemsLeft: 1, onTheBlock: false });
  });
  test('is 0 on the block', () => {
    expect(deriveLiveState(known, lane('30000003'), liveLot())).toMatchObject({
      applies: true,
      itemsLeft: 0,
      onTheBlock: true,
    });
  });
  test('is -1 once sold, with soldFor the final bid', () => {
    const sold = liveLot({
      status: 'sold',
      sold: true,
      sold_for: cents(1_200),
      current_bid_value: cents(1_200),
      on_the_block: false,
    });
    expect(deriveLiveState(known, lane('30000003'), sold)).toEqual({
      applies: true,
      itemsLeft: -1,
      onTheBlock: false,
      sold: true,
      soldFor: 1_200,
      bid: 1_200,
    });
  });
  test('a lot the page already knows as sold stays sold', () => {
    expect(
      deriveLiveState({ ...known, sold: true, soldFor: cents(800) }, lane('30000004'), null),
    ).toMatchObject({
      itemsLeft: -1,
      sold: true,
      soldFor: 800,
    });
  });
  test('cannot be told for a lot not in the runlist, with nothing on the block, or past the block unsold', () => {
    expect(
      deriveLiveState({ ...known, stockNumber: '39999999' }, lane('30000001'), null).itemsLeft,
    ).toBeNull();
    expect(deriveLiveState(known, lane(null), null).itemsLeft).toBeNull();
    expect(deriveLiveState(known, lane('30000004'), null)).toMatchObject({ itemsLeft: null, sold: false });
  });
});

describe('the bid shown', () => {
  test('is the live bid when it is larger', () => {
    expect(deriveLiveState(known, lane('30000003'), liveLot({ current_bid_value: cents(1_500) })).bid).toBe(
      1_500,
    );
  });
  test('is the known bid when the live one is smaller (an older event)', () => {
    expect(deriveLiveState({ ...known, bid: cents(2_000) }, lane('30000003'), liveLot()).bid).toBe(2_000);
  });
  test("ignores another lot's event", () => {
    expect(
      deriveLiveState(
        known,
        lane('30000003'),
        liveLot({ stock_number: '30000001', current_bid_value: cents(9_000) }),
      ).bid,
    ).toBe(900);
  });
});

describe('which event about a lot is the latest', () => {
  test('the higher version wins, whatever the arrival order', () => {
    expect(isNewerLotEvent(liveLot({ version: 5 }), liveLot({ version: 6 }), 'bid')).toBe(true);
    expect(isNewerLotEvent(liveLot({ version: 6 }), liveLot({ version: 5 }), 'bid')).toBe(false);
    expect(isNewerLotEvent(liveLot({ version: 6 }), liveLot({ version: 6 }), 'state')).toBe(false);
  });
  test('the first event of a lot, or of another lot, is taken', () => {
    expect(isNewerLotEvent(null, liveLot(), 'state')).toBe(true);
    expect(isNewerLotEvent(liveLot({ lot_id: 1 }), liveLot({ version: 1 }), 'on-the-block')).toBe(true);
  });
  test('once the sale ended, a later bid event of that lot is ignored', () => {
    const sold = liveLot({ status: 'sold', sold: true, sold_for: cents(1_000), version: 7 });
    expect(isNewerLotEvent(sold, liveLot({ version: 8 }), 'bid')).toBe(false);
    expect(isNewerLotEvent(sold, liveLot({ version: 8, status: 'sold', sold: true }), 'state')).toBe(true);
  });
  test('an end at the same version replaces the open state', () => {
    expect(
      isNewerLotEvent(liveLot({ version: 7 }), liveLot({ version: 7, status: 'on-approval' }), 'on-approval'),
    ).toBe(true);
  });
});
