import { cents } from '@/lib/domain/money';
import { endKindOf, liveAuctionOf, liveEventOf, type AuctionRow, type LotRow } from './feed-events';

const now = new Date('2030-01-10T15:00:07.500Z');
const auction: AuctionRow = {
  id: 12,
  branchId: 512,
  lane: 'A',
  startsAt: new Date('2030-01-10T15:00:00Z'),
  status: 'live',
  currentLotId: 312345678,
  countdownEndsAt: new Date('2030-01-10T15:00:20Z'),
  pausedRemainingMs: null,
};
const lot: LotRow = {
  id: 312345678,
  stockNumber: '30012345',
  runlistPosition: 3,
  status: 'on-the-block',
  currentBidCents: cents(125_000),
  bidCount: 4,
  version: 4,
  soldPriceCents: null,
  reserveCents: null,
};

test('the auction id is iaa-{branch}-{lane} in lower case', () => {
  expect(liveAuctionOf(auction)).toMatchObject({ id: 'iaa-512-a', auction_in_progress: true, lane: 'A' });
  expect(liveAuctionOf({ ...auction, status: 'ended' }).auction_in_progress).toBe(false);
});

test('a lot on the block carries the countdown as an absolute server time', () => {
  const event = liveEventOf('bid', auction, lot, now);
  expect(event).toEqual({
    kind: 'bid',
    auction: expect.objectContaining({ id: 'iaa-512-a', auction_id: 12, selling_branch_id: 512 }),
    lot: {
      lot_id: 312345678,
      selling_branch_id: 512,
      lane: 'A',
      stock_number: '30012345',
      runlist_position: 3,
      status: 'on-the-block',
      current_bid_value: 1250,
      bid_count: 4,
      version: 4,
      auction_in_progress: true,
      on_the_block: true,
      sold: false,
      sold_for: null,
      reserve: 'none',
    },
    bid: 1250,
    countdown: {
      ends_at: '2030-01-10T15:00:20.000Z',
      server_time: '2030-01-10T15:00:07.500Z',
      remaining_ms: 12_500,
    },
    sold: false,
    sold_for: null,
    server_time: '2030-01-10T15:00:07.500Z',
  });
});

test('a paused lane says so, and its countdown is frozen at what is left, wherever the clock stands', () => {
  const paused = { ...auction, countdownEndsAt: null, pausedRemainingMs: 8_000 };
  const event = liveEventOf('paused', paused, lot, now);
  expect(event.auction).toMatchObject({ paused: true, auction_in_progress: true });
  expect(event.countdown).toEqual({
    ends_at: '2030-01-10T15:00:15.500Z',
    server_time: '2030-01-10T15:00:07.500Z',
    remaining_ms: 8_000,
  });
  const later = liveEventOf('state', paused, lot, new Date('2030-01-10T15:10:00Z'));
  expect(later.countdown?.remaining_ms).toBe(8_000);
  expect(liveEventOf('bid', auction, lot, now).auction.paused).toBe(false);
  // A pause left behind on an ended auction is not shown.
  expect(liveAuctionOf({ ...paused, status: 'ended' }).paused).toBe(false);
});

test('a sold lot has no countdown and says what it sold for', () => {
  const sold = { ...lot, status: 'sold', soldPriceCents: cents(130_000) };
  const event = liveEventOf('sold', { ...auction, currentLotId: 999 }, sold, now);
  expect(event).toMatchObject({ countdown: null, sold: true, sold_for: 1300, bid: 1250 });
  expect(event.lot?.on_the_block).toBe(false);
});

test('a lot on approval is not sold and shows no sold-for', () => {
  const waiting = { ...lot, status: 'on-approval' };
  expect(liveEventOf('on-approval', auction, waiting, now)).toMatchObject({ sold: false, sold_for: null });
});

test('a lot tells whether its reserve is met, never the amount', () => {
  const below = liveEventOf('bid', auction, { ...lot, reserveCents: cents(125_001) }, now);
  expect(below.lot?.reserve).toBe('not-met');
  expect(JSON.stringify(below)).not.toContain('1250.01');
  expect(liveEventOf('bid', auction, { ...lot, reserveCents: cents(125_000) }, now).lot?.reserve).toBe('met');
});

test('an auction-level event has no lot', () => {
  const event = liveEventOf('auction-ended', { ...auction, status: 'ended', currentLotId: null }, null, now);
  expect(event).toMatchObject({ lot: null, bid: null, countdown: null, sold: false });
  expect(event.auction.auction_in_progress).toBe(false);
});

test('end kinds', () => {
  expect(endKindOf('sold')).toBe('sold');
  expect(endKindOf('on-approval')).toBe('on-approval');
  expect(endKindOf('not-sold')).toBe('not-sold');
});
