import { cents } from '@/lib/domain/money';
import { liveEventOf, liveAuctionOf, type AuctionRow, type LotRow } from './feed-events';
import { RoomStateCache, stateAt, type RoomState } from './room-state-cache';

const ROOM = 'iaa-512-a';
const T0 = Date.parse('2030-01-10T15:00:00.000Z');
const auction: AuctionRow = {
  id: 12,
  branchId: 512,
  lane: 'A',
  startsAt: new Date(T0),
  status: 'live',
  currentLotId: 7,
  countdownEndsAt: new Date(T0 + 10_000),
  pausedRemainingMs: null,
};
const lot: LotRow = {
  id: 7,
  stockNumber: '30012345',
  runlistPosition: 1,
  status: 'on-the-block',
  currentBidCents: cents(50_000),
  bidCount: 2,
  version: 2,
  soldPriceCents: null,
  reserveCents: null,
};

/** The state a read at `atMs` finds, with the lot's deadline at `endsAtMs`. */
function stateOf(atMs: number, endsAtMs = T0 + 10_000): RoomState {
  const row = { ...auction, countdownEndsAt: new Date(endsAtMs) };
  return {
    runlist: { auction: liveAuctionOf(row), runlist: ['30012345'] },
    event: liveEventOf('state', row, lot, new Date(atMs)),
  };
}

/** A cache on a clock the test moves, and a read that counts its calls and answers when told. */
function setup(ttlMs = 1_000) {
  let now = T0;
  const cache = new RoomStateCache(ttlMs, () => now);
  const pending: { resolve: (s: RoomState | null) => void; reject: (e: Error) => void }[] = [];
  let reads = 0;
  const read = () => {
    reads += 1;
    return new Promise<RoomState | null>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const instant = (endsAtMs?: number) => () => {
    reads += 1;
    return Promise.resolve(stateOf(now, endsAtMs));
  };
  return {
    cache,
    read,
    instant,
    pending,
    reads: () => reads,
    at: (ms: number) => (now = ms),
  };
}

test('stateAt carries the time it is sent, not the time it was read', () => {
  const read = stateOf(T0 + 1_000);
  const sent = stateAt(read, new Date(T0 + 4_000));
  expect(sent.event.server_time).toBe(new Date(T0 + 4_000).toISOString());
  expect(sent.event.countdown).toEqual({
    ends_at: new Date(T0 + 10_000).toISOString(),
    server_time: new Date(T0 + 4_000).toISOString(),
    remaining_ms: 6_000,
  });
  expect(sent.event.lot).toEqual(read.event.lot);
  expect(sent.runlist).toBe(read.runlist);
  expect(stateAt(read, new Date(T0 + 12_000)).event.countdown?.remaining_ms).toBe(0);
});

test("a paused lane's countdown stays frozen however long the answer is kept", () => {
  const row = { ...auction, countdownEndsAt: null, pausedRemainingMs: 7_000 };
  const read: RoomState = {
    runlist: { auction: liveAuctionOf(row), runlist: ['30012345'] },
    event: liveEventOf('state', row, lot, new Date(T0)),
  };
  const sent = stateAt(read, new Date(T0 + 60_000));
  expect(sent.event.auction.paused).toBe(true);
  expect(sent.event.countdown).toEqual({
    ends_at: new Date(T0 + 67_000).toISOString(),
    server_time: new Date(T0 + 60_000).toISOString(),
    remaining_ms: 7_000,
  });
});

test('a paused answer is not read again when its would-be deadline passes', async () => {
  const { cache, read, pending, reads, at } = setup(60_000);
  const row = { ...auction, countdownEndsAt: null, pausedRemainingMs: 2_000 };
  const paused: RoomState = {
    runlist: { auction: liveAuctionOf(row), runlist: ['30012345'] },
    event: liveEventOf('state', row, lot, new Date(T0)),
  };
  const first = cache.get(ROOM, read);
  pending[0]!.resolve(paused);
  await first;
  at(T0 + 5_000);
  await cache.get(ROOM, read);
  expect(reads()).toBe(1);
});

test('subscribers arriving while a read is in flight share it', async () => {
  const t = setup();
  const answers = Array.from({ length: 10 }, () => t.cache.get(ROOM, t.read));
  expect(t.reads()).toBe(1);
  t.pending[0]!.resolve(stateOf(T0));
  const states = await Promise.all(answers);
  expect(states.every((s) => s?.event.lot?.lot_id === 7)).toBe(true);
});

test('an answer serves the room for ttl ms, then the room is read again', async () => {
  const t = setup(1_000);
  await t.cache.get(ROOM, t.instant());
  t.at(T0 + 999);
  const kept = await t.cache.get(ROOM, t.instant());
  expect(t.reads()).toBe(1);
  expect(kept?.event.server_time).toBe(new Date(T0 + 999).toISOString());
  t.at(T0 + 1_000);
  await t.cache.get(ROOM, t.instant());
  expect(t.reads()).toBe(2);
  // Rooms are kept apart.
  await t.cache.get('iaa-512-b', t.instant());
  expect(t.reads()).toBe(3);
});

test('a message published to the room drops its answer at once; a read in flight still answers its own', async () => {
  const t = setup();
  const first = t.cache.get(ROOM, t.read);
  t.cache.invalidate(ROOM);
  // A subscriber after the message does not share the read that started before it.
  const second = t.cache.get(ROOM, t.read);
  expect(t.reads()).toBe(2);
  t.pending[0]!.resolve(stateOf(T0));
  t.pending[1]!.resolve({
    ...stateOf(T0),
    runlist: { ...stateOf(T0).runlist, runlist: ['30012345', '30099999'] },
  });
  expect((await first)?.runlist.runlist).toEqual(['30012345']);
  expect((await second)?.runlist.runlist).toEqual(['30012345', '30099999']);
  // The older read did not come back into the cache when it finished: the newer one answers.
  expect((await t.cache.get(ROOM, t.instant()))?.runlist.runlist).toHaveLength(2);
  expect(t.reads()).toBe(2);
});

test('a failed read is not kept, nor a room without state', async () => {
  const t = setup();
  const failing = t.cache.get(ROOM, t.read);
  t.pending[0]!.reject(new Error('database down'));
  await expect(failing).rejects.toThrow('database down');
  expect(await t.cache.get(ROOM, t.instant())).not.toBeNull();
  expect(t.reads()).toBe(2);
  const none = () => {
    t.pending.length = 0;
    return t.read();
  };
  const nothing = [t.cache.get('iaa-9-z', none), t.cache.get('iaa-9-z', none)];
  t.pending[0]!.resolve(null);
  expect(await Promise.all(nothing)).toEqual([null, null]);
  expect(t.reads()).toBe(3);
  const later = t.cache.get('iaa-9-z', none);
  expect(t.reads()).toBe(4);
  t.pending[0]!.resolve(null);
  await later;
});

test('an answer read before its lot deadline is read again once that deadline has passed', async () => {
  const t = setup(5_000);
  await t.cache.get(ROOM, t.instant(T0 + 500));
  t.at(T0 + 600);
  // Another process's clock may have sold the lot: the cached lot on the block is not trusted.
  const again = await Promise.all([
    t.cache.get(ROOM, t.instant(T0 + 20_000)),
    t.cache.get(ROOM, t.instant(T0 + 20_000)),
  ]);
  expect(t.reads()).toBe(2);
  expect(again[0]?.event.countdown?.remaining_ms).toBe(20_000 - 600);
  // A fresh read that finds the deadline passed already (the clock is late) is what it is: no loop.
  const late = setup(5_000);
  late.at(T0 + 1_000);
  expect((await late.cache.get(ROOM, late.instant(T0 + 500)))?.event.countdown?.remaining_ms).toBe(0);
  expect(late.reads()).toBe(1);
});
