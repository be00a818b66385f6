import type { LiveAuction, LiveEvent, LiveLot } from '@/lib/domain/live-events';
import { cents, type Cents } from '@/lib/domain/money';
import { LiveLanesStore } from './live-lanes-store';

const auction: LiveAuction = {
  id: 'iaa-512-a',
  auction_id: 12,
  selling_branch_id: 512,
  lane: 'A',
  starts_at: '2030-01-10T15:00:00.000Z',
  status: 'live',
  auction_in_progress: true,
  paused: false,
};
/** The lots and events as the store holds them: read from the feed, amounts in `Cents`. */
const lot = (stock: string, over: Partial<LiveLot<Cents>> = {}): LiveLot<Cents> => ({
  lot_id: Number(`3${stock}`),
  selling_branch_id: 512,
  lane: 'A',
  stock_number: stock,
  runlist_position: 1,
  status: 'on-the-block',
  current_bid_value: cents(1_000),
  bid_count: 2,
  version: 3,
  auction_in_progress: true,
  on_the_block: true,
  sold: false,
  sold_for: null,
  reserve: 'none',
  ...over,
});
const event = (
  kind: LiveEvent['kind'],
  l: LiveLot<Cents> | null,
  over: Partial<LiveEvent<Cents>> = {},
): LiveEvent<Cents> => ({
  kind,
  auction,
  lot: l,
  bid: l?.current_bid_value ?? null,
  countdown: l?.on_the_block
    ? { ends_at: '2030-01-10T15:00:20.000Z', server_time: '2030-01-10T15:00:10.000Z', remaining_ms: 10_000 }
    : null,
  sold: l?.sold ?? false,
  sold_for: l?.sold_for ?? null,
  server_time: '2030-01-10T15:00:10.000Z',
  ...over,
});

function store() {
  const s = new LiveLanesStore(new Set(['iaa-512-a']));
  const seen: unknown[] = [];
  s.subscribe(() => seen.push(s.snapshot()));
  return { s, seen };
}

test('a runlist and an event make the lane: block, countdown, clock offset', () => {
  const { s } = store();
  s.applyRunlist({ auction, runlist: ['30000001', '30000002'] });
  s.applyEvent(event('state', lot('30000001')), Date.parse('2030-01-10T15:00:09.000Z'));
  const lane = s.snapshot()['iaa-512-a']!;
  expect(lane.runlist).toEqual(['30000001', '30000002']);
  expect(lane.onTheBlock).toBe('30000001');
  expect(lane.countdown?.ends_at).toBe('2030-01-10T15:00:20.000Z');
  expect(lane.offsetMs).toBe(1_000);
  expect(lane.lastKind).toBe('state');
});

test('an older version of a lot is dropped; a newer one replaces it', () => {
  const { s, seen } = store();
  s.applyEvent(event('bid', lot('30000001', { version: 5, current_bid_value: cents(1_200) })), 0);
  s.applyEvent(event('bid', lot('30000001', { version: 4, current_bid_value: cents(1_100) })), 0);
  expect(seen).toHaveLength(1);
  expect(s.snapshot()['iaa-512-a']!.lots['30000001']!.current_bid_value).toBe(1_200);
  s.applyEvent(event('bid', lot('30000001', { version: 6, current_bid_value: cents(1_300) })), 0);
  expect(s.snapshot()['iaa-512-a']!.lots['30000001']!.current_bid_value).toBe(1_300);
});

test('after the sale ended a late bid event of that lot is ignored', () => {
  const { s } = store();
  const sold = lot('30000001', {
    version: 7,
    status: 'sold',
    sold: true,
    sold_for: cents(1_300),
    on_the_block: false,
  });
  s.applyEvent(event('bid', lot('30000001', { version: 6 })), 0);
  s.applyEvent(event('sold', sold), 0);
  expect(s.snapshot()['iaa-512-a']!.onTheBlock).toBeNull();
  s.applyEvent(event('bid', lot('30000001', { version: 8 })), 0);
  expect(s.snapshot()['iaa-512-a']!.lots['30000001']!.sold).toBe(true);
});

test('a pause and a resume of the lot on the block are taken, though they carry its version unchanged', () => {
  const { s } = store();
  s.applyEvent(event('state', lot('30000001')), 0);
  const frozen = {
    ends_at: '2030-01-10T15:00:18.000Z',
    server_time: '2030-01-10T15:00:11.000Z',
    remaining_ms: 7_000,
  };
  s.applyEvent(
    event('paused', lot('30000001'), { auction: { ...auction, paused: true }, countdown: frozen }),
    0,
  );
  let lane = s.snapshot()['iaa-512-a']!;
  expect(lane).toMatchObject({ paused: true, countdown: frozen, lastKind: 'paused', onTheBlock: '30000001' });
  const running = {
    ends_at: '2030-01-10T15:01:07.000Z',
    server_time: '2030-01-10T15:01:00.000Z',
    remaining_ms: 7_000,
  };
  s.applyEvent(event('resumed', lot('30000001'), { countdown: running }), 0);
  lane = s.snapshot()['iaa-512-a']!;
  expect(lane).toMatchObject({ paused: false, countdown: running, lastKind: 'resumed' });
  // A late bid event of an older version changes neither the price nor the pause.
  s.applyEvent(event('bid', lot('30000001', { version: 2 }), { auction: { ...auction, paused: true } }), 0);
  expect(s.snapshot()['iaa-512-a']!.paused).toBe(false);
  // Nor does a same-version clock event that does not have the lot on the block.
  s.applyEvent(
    event('paused', lot('30000001', { on_the_block: false }), { auction: { ...auction, paused: true } }),
    0,
  );
  expect(s.snapshot()['iaa-512-a']!).toMatchObject({ paused: false, countdown: running });
});

test('the next lot on the block moves the block; an event without a lot clears it', () => {
  const { s } = store();
  s.applyEvent(event('on-the-block', lot('30000001')), 0);
  s.applyEvent(event('on-the-block', lot('30000002', { version: 1 })), 0);
  expect(s.snapshot()['iaa-512-a']!.onTheBlock).toBe('30000002');
  s.applyEvent(
    event('auction-ended', null, { auction: { ...auction, status: 'ended', auction_in_progress: false } }),
    0,
  );
  const lane = s.snapshot()['iaa-512-a']!;
  expect(lane.onTheBlock).toBeNull();
  expect(lane.countdown).toBeNull();
  expect(lane.auctionInProgress).toBe(false);
});

test('rooms not asked for and malformed messages are ignored; snapshots are never changed in place', () => {
  const { s, seen } = store();
  s.applyEvent(event('state', lot('30000001'), { auction: { ...auction, id: 'iaa-1-b' } }), 0);
  s.applyRunlist({ auction: { ...auction, id: 'iaa-1-b' }, runlist: [] });
  s.applyRunlist(null as never);
  s.applyEvent({} as never, 0);
  expect(seen).toHaveLength(0);
  s.applyRunlist({ auction, runlist: ['30000001'] });
  const first = s.snapshot();
  s.applyEvent(event('state', lot('30000001')), 0);
  expect(first['iaa-512-a']!.onTheBlock).toBeNull();
  expect(s.snapshot()).not.toBe(first);
});

test("a new auction in the lane starts from scratch (the old one's lots are dropped)", () => {
  const { s } = store();
  s.applyRunlist({ auction, runlist: ['30000001'] });
  s.applyEvent(event('sold', lot('30000001', { sold: true, status: 'sold', on_the_block: false })), 0);
  s.applyRunlist({ auction: { ...auction, auction_id: 13 }, runlist: ['30000009'] });
  const lane = s.snapshot()['iaa-512-a']!;
  expect(lane.runlist).toEqual(['30000009']);
  expect(lane.lots).toEqual({});
});
