import { jest } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, auditLog, branches, lots } from '@/lib/db/schema';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { auctionRoomId } from '@/lib/live/auction-room';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import { RUNLIST_EVENT } from '@/lib/live/feed-events';
import type { RunlistMessage } from '@/lib/domain/live-events';
import { advanceAuction } from '@/lib/server/auctions/advance-auction';
import { getLotById } from '@/lib/server/lots/get-lot';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { rangeFacets } from '@/lib/server/search/range-facets';
import { searchLots } from '@/lib/server/search/search-lots';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { registerMember, type TestMember } from '@/test/members';
import { hoursAhead, positionsIn, salesApi as api } from '@/test/sales';
import { registerStaff } from '@/test/staff';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const SETTINGS = { firstCountdownMs: 20_000, bidCountdownMs: 10_000 };
/** Lots checked in without a sale (upcoming) at branch 1; ids 3000000xx. */
let nextLot = 300_000_001;
const stockOf = async (db: Db, id: number) =>
  (await db.select({ s: lots.stockNumber }).from(lots).where(eq(lots.id, id)))[0]!.s;

describe.each(testDatabaseKinds())('the console’s sales API on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let auctioneer: TestMember;
  let clerk: TestMember;
  let member: TestMember;

  async function upcomingLots(n: number, branchId = 1): Promise<number[]> {
    const ids = Array.from({ length: n }, () => nextLot++);
    await insertTestLots(
      db,
      ids.map((id) => ({ id, status: 'upcoming' as const, saleDate: null })),
    );
    if (branchId !== 1) await db.update(lots).set({ branchId }).where(eq(lots.id, ids[0]!));
    return ids;
  }
  async function newSale(startsAt = hoursAhead(7), lane = 'A'): Promise<number> {
    const made = await api.create(auctioneer, { branchId: 1, lane, startsAt });
    expect(made.status).toBe(200);
    return made.body.data!.id as number;
  }
  const audits = async (action: string, id: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const written = async () => ({
    auctions: (await db.select({ n: count() }).from(auctions))[0]!.n,
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await db
      .update(branches)
      .set({ lanes: ['A', 'B'] })
      .where(eq(branches.id, 1));
    await db.insert(branches).values({
      id: 2,
      name: 'Phoenix',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85001',
      timeZone: 'America/Phoenix',
      lanes: ['A'],
      latitude: 33.45,
      longitude: -112.07,
    });
    [auctioneer, clerk, member] = [
      await registerStaff(['auctions']),
      await registerStaff(['inventory']),
      await registerMember(),
    ];
  });

  test('create: a scheduled sale without lots, audited, on the calendar on its branch’s day; one per lane and start', async () => {
    // 03:00 UTC on a day is the evening before in Dallas (UTC-5 or -6): the calendar lists it on the branch's day.
    const day = hoursAhead(10).slice(0, 10);
    const startsAt = `${day}T03:00:00.000Z`;
    const made = await api.create(auctioneer, { branchId: 1, lane: 'b', startsAt });
    expect(made).toMatchObject({
      status: 200,
      body: {
        data: {
          lane: 'B',
          startsAt,
          status: 'scheduled',
          lots: [],
          branch: { id: 1, timeZone: 'America/Chicago' },
        },
      },
    });
    const id = made.body.data!.id as number;
    const [audit] = await audits('sale.create', id);
    expect(audit).toMatchObject({ actorId: auctioneer.memberId, entity: 'sale', before: null });
    expect(audit!.after).toEqual({ branchId: 1, lane: 'B', startsAt, status: 'scheduled' });

    const branchDay = new Date(Date.parse(startsAt) - 86_400_000).toISOString().slice(0, 10);
    const calendar = await api.list(auctioneer, `branchId=1&from=${branchDay}&days=1`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.data!.items).toEqual([
      expect.objectContaining({
        id,
        day: branchDay,
        lane: 'B',
        status: 'scheduled',
        lotCount: 0,
        branchName: 'Dallas',
      }),
    ]);
    expect((await api.list(auctioneer, `branchId=2&from=${branchDay}&days=1`)).body.data!.items).toEqual([]);
    expect((await api.list(auctioneer, `from=${day}&days=1`)).body.data!.items).toEqual([]);

    const before = await written();
    expect(await api.create(auctioneer, { branchId: 1, lane: 'B', startsAt })).toMatchObject({
      status: 409,
      body: { error: { code: 'sale_slot_taken' } },
    });
    expect(await written()).toEqual(before);
  });

  test.each([
    ['a lane the branch lacks', { lane: 'Z' }, 'lane', 'unknownLane'],
    ['an unknown branch', { branchId: 99 }, 'branchId', 'unknownBranch'],
    ['a start gone by', { startsAt: '2020-01-01T10:00:00Z' }, 'startsAt', 'past'],
    ['a start without its offset', { startsAt: '2031-01-01T10:00:00' }, 'startsAt', 'invalid'],
    ['a missing lane', { lane: undefined }, 'lane', 'required'],
    ['an unknown field', { price: 1 }, '_', 'unknownField: price'],
  ])('create with %s is a 422 naming the field; nothing is written', async (_name, change, field, key) => {
    const before = await written();
    const refused = await api.create(auctioneer, {
      branchId: 1,
      lane: 'A',
      startsAt: hoursAhead(3),
      ...change,
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { [field]: key } } },
    });
    expect(await written()).toEqual(before);
  });

  test('assign by lot id and stock number: the end of the runlist, contiguous, pre-bidding; the lot page and search follow', async () => {
    const startsAt = hoursAhead(8);
    const id = await newSale(startsAt);
    const [a, b, c] = await upcomingLots(3);
    await rangeFacets(EMPTY_FILTERS);
    const first = await api.assign(auctioneer, id, { lots: [String(a), await stockOf(db, b!)] });
    expect(first.status).toBe(200);
    expect(first.body.data!.lots!.map((l) => [l.id, l.place, l.position])).toEqual([
      [a, 1, 1],
      [b, 2, 2],
    ]);
    // Named again with a new one: the known ones keep their places.
    const second = await api.assign(auctioneer, id, { lots: [String(c), String(a)] });
    expect(second.body.data!.lots!.map((l) => l.id)).toEqual([a, b, c]);
    expect(await positionsIn(db, id)).toEqual([
      { id: a, position: 1 },
      { id: b, position: 2 },
      { id: c, position: 3 },
    ]);
    expect(await getLotById(c!)).toMatchObject({
      status: 'pre-bidding',
      auctionId: id,
      lane: 'A',
      saleDate: new Date(startsAt),
    });
    const day = startsAt.slice(0, 10);
    expect((await rangeFacets(EMPTY_FILTERS)).saleDays).toContainEqual({ day, cnt: 3 });
    const found = await searchLots({
      ...EMPTY_FILTERS,
      saleDateFrom: new Date(`${day}T00:00:00Z`),
      saleDateTo: new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000),
    });
    expect(found.lots.map((l) => l.id).sort()).toEqual([a, b, c]);
    expect((await audits('sale.assign-lots', id)).map((entry) => entry.after)).toEqual([
      { lots: [a, b], from: {} },
      { lots: [c], from: {} },
    ]);
  });

  test('assign refuses unknown lots (422 naming them), another branch’s, a withdrawn and a sold one (409); nothing moves', async () => {
    const id = await newSale(hoursAhead(9));
    const [ok, other] = await upcomingLots(2);
    await db.update(lots).set({ branchId: 2 }).where(eq(lots.id, other!));
    const refused = await api.assign(auctioneer, id, { lots: [String(ok), '299999999', '29999999'] });
    expect(refused).toMatchObject({ status: 422, body: { error: { fields: { lots: 'unknownLots' } } } });
    expect(refused.body.error!.message).toContain('299999999, 29999999');
    expect(await api.assign(auctioneer, id, { lots: [String(ok), String(other)] })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_at_other_branch' } },
    });
    const [withdrawn, sold] = await upcomingLots(2);
    await db.update(lots).set({ status: 'withdrawn' }).where(eq(lots.id, withdrawn!));
    await db.update(lots).set({ status: 'sold' }).where(eq(lots.id, sold!));
    expect((await api.assign(auctioneer, id, { lots: [String(withdrawn)] })).body.error!.code).toBe(
      'lot_withdrawn',
    );
    expect((await api.assign(auctioneer, id, { lots: [String(sold)] })).body.error!.code).toBe(
      'lot_sale_ended',
    );
    expect(await positionsIn(db, id)).toEqual([]);
    expect((await getLotById(ok!))?.status).toBe('upcoming');
  });

  test('a lot moved from another sale keeps its bids; the sale it left closes up', async () => {
    const from = await newSale(hoursAhead(11));
    const toStart = hoursAhead(12);
    const to = await newSale(toStart);
    const [a, b, c] = await upcomingLots(3);
    await api.assign(auctioneer, from, { lots: [a, b, c].map(String) });
    await db.update(lots).set({ bidCount: 2 }).where(eq(lots.id, b!));
    const moved = await api.assign(auctioneer, to, { lots: [String(b)] });
    expect(moved.status).toBe(200);
    expect(await positionsIn(db, from)).toEqual([
      { id: a, position: 1 },
      { id: c, position: 2 },
    ]);
    expect(await positionsIn(db, to)).toEqual([{ id: b, position: 1 }]);
    expect(await getLotById(b!)).toMatchObject({ bidCount: 2, auctionId: to, saleDate: new Date(toStart) });
    const [audit] = await audits('sale.assign-lots', to);
    expect(audit!.after).toEqual({ lots: [b], from: { [b!]: from } });
  });

  test('order: up, down and to a place; positions stay 1..n; each move audited and told to the lane’s feed', async () => {
    // The lane's shown runlist is its next scheduled sale: this one is the lane's earliest.
    const id = await newSale(hoursAhead(1, 1), 'B');
    const ids = await upcomingLots(4);
    await api.assign(auctioneer, id, { lots: ids.map(String) });
    const [a, b, c, d] = ids as [number, number, number, number];
    const heard: RunlistMessage[] = [];
    const stop = onAuctionFeed((room, name, message) => {
      if (room === auctionRoomId(1, 'B') && name === RUNLIST_EVENT) heard.push(message as RunlistMessage);
    });
    try {
      const order = async (lotId: number, position: number) =>
        (await api.move(auctioneer, id, { lotId, position })).body.data!.lots!.map((l) => l.id);
      expect(await order(c, 2)).toEqual([a, c, b, d]); // up
      expect(await order(a, 2)).toEqual([c, a, b, d]); // down
      expect(await order(d, 1)).toEqual([d, c, a, b]); // to a place
      expect(await order(c, 40)).toEqual([d, a, b, c]); // past the end: last
      expect((await positionsIn(db, id)).map((l) => l.position)).toEqual([1, 2, 3, 4]);
      expect((await positionsIn(db, id)).map((l) => l.id)).toEqual([d, a, b, c]);
      expect(await audits('sale.runlist-move', id)).toHaveLength(4);
      const stocks = await Promise.all([d, a, b, c].map((lot) => stockOf(db, lot)));
      expect(heard.at(-1)?.runlist).toEqual(stocks);
    } finally {
      stop();
    }
    // A lot not in the sale, and a lot id that is not one.
    expect((await api.move(auctioneer, id, { lotId: 299_999_999, position: 1 })).status).toBe(404);
    expect(await api.move(auctioneer, id, { lotId: 12, position: 1 })).toMatchObject({
      status: 422,
      body: { error: { fields: { lotId: 'invalid' } } },
    });
    expect(await api.move(auctioneer, id, { lotId: a, position: 0 })).toMatchObject({
      status: 422,
      body: { error: { fields: { position: 'invalid' } } },
    });
  });

  test('the clock brings the lots on the block in the new order; a lot on the block cannot move; live sales stay', async () => {
    const id = await newSale(hoursAhead(13));
    const ids = await upcomingLots(4);
    await api.assign(auctioneer, id, { lots: ids.map(String) });
    const [a, b, c, d] = ids as [number, number, number, number];
    await api.move(auctioneer, id, { lotId: c, position: 1 });
    // Its start comes: the clock starts it with the first lot of the runlist as it is now.
    await db
      .update(auctions)
      .set({ startsAt: new Date(Date.now() - 1_000) })
      .where(eq(auctions.id, id));
    await advanceAuction(id, new Date(), SETTINGS);
    expect(await getLotById(c)).toMatchObject({ status: 'on-the-block' });

    expect(await api.move(auctioneer, id, { lotId: c, position: 3 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_on_the_block' } },
    });
    // The first lot to come cannot go ahead of the block.
    expect(await api.move(auctioneer, id, { lotId: a, position: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'before_the_block' } },
    });
    // The lots still to come trade places; the block keeps its.
    const moved = await api.move(auctioneer, id, { lotId: d, position: 2 });
    expect(moved.body.data!.lots!.map((l) => l.id)).toEqual([c, d, a, b]);
    expect((await positionsIn(db, id)).map((l) => l.position)).toEqual([1, 2, 3, 4]);

    const before = await written();
    for (const [what, answer] of [
      ['reschedule', await api.reschedule(auctioneer, id, { startsAt: hoursAhead(20) })],
      ['cancel', await api.cancel(auctioneer, id, { reason: 'Yard flooded.' })],
      ['assign', await api.assign(auctioneer, id, { lots: (await upcomingLots(1)).map(String) })],
      ['unassign', await api.unassign(auctioneer, id, b)],
    ] as const)
      expect([what, answer.status, answer.body.error?.code]).toEqual([what, 409, 'sale_live']);
    expect(await api.unassign(auctioneer, id, c)).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_on_the_block' } },
    });
    expect((await written()).auctions).toEqual(before.auctions);
    expect((await getLotById(a))?.auctionId).toBe(id);
  });

  test('a sale whose start has come is refused as started, before the clock moved it', async () => {
    const id = await newSale(hoursAhead(14));
    await db
      .update(auctions)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(auctions.id, id));
    expect(await api.reschedule(auctioneer, id, { startsAt: hoursAhead(15) })).toMatchObject({
      status: 409,
      body: { error: { code: 'sale_live' } },
    });
    await db.update(auctions).set({ status: 'ended' }).where(eq(auctions.id, id));
    expect((await api.cancel(auctioneer, id, { reason: 'Too late.' })).body.error!.code).toBe('sale_ended');
  });

  test('writes at once to one sale queue on its lock: positions stay 1..n, each lot once', async () => {
    const id = await newSale(hoursAhead(28));
    const batches = await Promise.all([upcomingLots(3), upcomingLots(3), upcomingLots(3)]);
    const answers = await Promise.all([
      ...batches.map((ids) => api.assign(auctioneer, id, { lots: ids.map(String) })),
      api.move(auctioneer, id, { lotId: batches[0]![2]!, position: 1 }),
    ]);
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    // The move finds its lot in the sale or not yet, never a half-written runlist.
    expect([200, 404]).toContain(answers[3]!.status);
    const stored = await positionsIn(db, id);
    expect(stored.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(stored.map((l) => l.id))).toEqual(new Set(batches.flat()));
  });

  test('unassign: back to upcoming without a sale, the runlist closes up; a lot with bids stays', async () => {
    const id = await newSale(hoursAhead(16));
    const [a, b, c] = await upcomingLots(3);
    await api.assign(auctioneer, id, { lots: [a, b, c].map(String) });
    const taken = await api.unassign(auctioneer, id, b!);
    expect(taken.body.data!.lots!.map((l) => [l.id, l.position])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect(await getLotById(b!)).toMatchObject({
      status: 'upcoming',
      auctionId: null,
      saleDate: null,
      lane: null,
    });
    expect(
      (await searchLots({ ...EMPTY_FILTERS, vin: (await getLotById(b!))!.vin })).lots[0]?.saleDate,
    ).toBeNull();
    expect(await audits('sale.unassign-lot', id)).toHaveLength(1);
    expect((await api.unassign(auctioneer, id, b!)).status).toBe(404);
    await db.update(lots).set({ bidCount: 1 }).where(eq(lots.id, a!));
    expect(await api.unassign(auctioneer, id, a!)).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_has_bids' } },
    });
  });

  test('reschedule: the lots follow with their places; search and the lot page see the new day at once', async () => {
    const start = hoursAhead(17);
    const id = await newSale(start);
    const [a, b] = await upcomingLots(2);
    await api.assign(auctioneer, id, { lots: [b, a].map(String) });
    const later = hoursAhead(19, 3);
    await rangeFacets(EMPTY_FILTERS);
    const moved = await api.reschedule(auctioneer, id, { startsAt: later, lane: 'b' });
    expect(moved).toMatchObject({ status: 200, body: { data: { startsAt: later, lane: 'B' } } });
    expect(moved.body.data!.lots!.map((l) => l.id)).toEqual([b, a]);
    for (const lot of [a, b])
      expect(await getLotById(lot!)).toMatchObject({ saleDate: new Date(later), lane: 'B' });
    expect((await rangeFacets(EMPTY_FILTERS)).saleDays).toContainEqual({ day: later.slice(0, 10), cnt: 2 });
    const [audit] = await audits('sale.reschedule', id);
    expect(audit!.before).toEqual({ lane: 'A', startsAt: start });
    expect(audit!.after).toEqual({ lane: 'B', startsAt: later, lots: 2 });

    // Another sale holds that slot: 409; a start gone by: 422.
    const other = await newSale(hoursAhead(18));
    expect(await api.reschedule(auctioneer, other, { startsAt: later, lane: 'B' })).toMatchObject({
      status: 409,
      body: { error: { code: 'sale_slot_taken' } },
    });
    expect(await api.reschedule(auctioneer, other, { startsAt: '2020-01-01T00:00:00Z' })).toMatchObject({
      status: 422,
      body: { error: { fields: { startsAt: 'past' } } },
    });
  });

  test('bad input answers the JSON error shape, never a 500', async () => {
    const id = await newSale(hoursAhead(21));
    const checks: [string, Promise<{ status: number; body: { error?: { code: string } } }>, number][] = [
      ['a sale id that is not one', api.get(auctioneer, 'abc'), 422],
      ['an id past int4', api.get(auctioneer, '99999999999'), 422],
      ['no such sale', api.get(auctioneer, 2_000_000), 404],
      ['no such sale to cancel', api.cancel(auctioneer, 2_000_000, { reason: 'Gone.' }), 404],
      ['bad JSON', api.create(auctioneer, '{"branchId":'), 400],
      ['a body that is a list', api.reschedule(auctioneer, id, [1]), 422],
      ['a short reason', api.cancel(auctioneer, id, { reason: 'x' }), 422],
      ['a reason with NUL', api.cancel(auctioneer, id, { reason: 'Flood\u0000ed yard.' }), 422],
      [
        'a lane with NUL',
        api.create(auctioneer, { branchId: 1, lane: 'A\u0000', startsAt: hoursAhead(30) }),
        422,
      ],
      [
        'a start past year 9999',
        api.reschedule(auctioneer, id, { startsAt: '+010000-01-01T00:00:00Z' }),
        422,
      ],
      [
        'a branch past int4',
        api.create(auctioneer, { branchId: 2 ** 31, lane: 'A', startsAt: hoursAhead(30) }),
        422,
      ],
      ['no lots', api.assign(auctioneer, id, { lots: [] }), 422],
      ['a lot reference of 5 digits', api.assign(auctioneer, id, { lots: ['12345'] }), 422],
      ['lots as a string', api.assign(auctioneer, id, { lots: '300000001' }), 422],
      ['a lot id of 3 digits in the path', api.unassign(auctioneer, id, '123'), 422],
      ['a calendar day that is not one', api.list(auctioneer, 'from=2031-02-30'), 422],
      ['too many days', api.list(auctioneer, 'days=90'), 422],
      ['a branch that is not a number', api.list(auctioneer, 'branchId=x'), 422],
    ];
    for (const [what, pending, status] of checks) {
      const got = await pending;
      expect([what, got.status, typeof got.body.error?.code]).toEqual([what, status, 'string']);
    }
    expect((await api.get(auctioneer, id)).status).toBe(200);
  });

  test('signed out: 401; a member and staff without sales.*: 403; nothing is written', async () => {
    const id = await newSale(hoursAhead(22));
    const before = await written();
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [clerk, 403],
    ] as const) {
      expect((await api.list(who)).status).toBe(status);
      expect((await api.get(who, id)).status).toBe(status);
      expect((await api.create(who, { branchId: 1, lane: 'A', startsAt: hoursAhead(23) })).status).toBe(
        status,
      );
      expect((await api.reschedule(who, id, { startsAt: hoursAhead(24) })).status).toBe(status);
      expect((await api.cancel(who, id, { reason: 'Nope.' })).status).toBe(status);
      expect((await api.assign(who, id, { lots: ['300000001'] })).status).toBe(status);
      expect((await api.unassign(who, id, 300_000_001)).status).toBe(status);
      expect((await api.move(who, id, { lotId: 300_000_001, position: 1 })).status).toBe(status);
    }
    expect(await written()).toEqual(before);
  });
});
