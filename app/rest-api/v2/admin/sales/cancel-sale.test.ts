import { jest } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, auditLog, lots, mailOutbox, proxyMaximums, saleCancellations } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { zonedDay } from '@/lib/domain/zoned-time';
import { onMemberNotice, type MemberNotice } from '@/lib/live/member-notices';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { memberBids } from '@/lib/server/bids/member-bids';
import { getLotById } from '@/lib/server/lots/get-lot';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { rangeFacets } from '@/lib/server/search/range-facets';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import type { TestMember } from '@/test/members';
import { hoursAhead, salesApi as api } from '@/test/sales';
import { registerStaff } from '@/test/staff';

jest.setTimeout(90_000);
afterAll(() => closeRateLimiters());

let nextLot = 310_000_001;

describe.each(testDatabaseKinds())('cancelling a sale on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let auctioneer: TestMember;

  async function saleWithLots(startsAt: string, n: number): Promise<{ id: number; lots: number[] }> {
    const ids = Array.from({ length: n }, () => nextLot++);
    await insertTestLots(
      db,
      ids.map((id) => ({ id, status: 'upcoming' as const, saleDate: null })),
    );
    const made = await api.create(auctioneer, { branchId: 1, lane: 'A', startsAt });
    const id = made.body.data!.id as number;
    expect((await api.assign(auctioneer, id, { lots: ids.map(String) })).status).toBe(200);
    return { id, lots: ids };
  }

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    auctioneer = await registerStaff(['auctions']);
  });

  test('the lots go back to upcoming, their pre-bids are released and each bidder is told; the slot is free again', async () => {
    const startsAt = hoursAhead(25);
    const { id, lots: ids } = await saleWithLots(startsAt, 4);
    const [a, b, c, boughtNow] = ids as [number, number, number, number];
    await db
      .update(lots)
      .set({ buyItNowPriceCents: cents(80_000) })
      .where(eq(lots.id, boughtNow));
    const [ann, bob, cat] = [await registerBidder(db), await registerBidder(db), await registerBidder(db)];
    expect((await postBid(ann, { lotId: a, maxBid: 1_000 })).status).toBe(200);
    expect((await postBid(ann, { lotId: b, maxBid: 500 })).status).toBe(200);
    expect((await postBid(bob, { lotId: a, maxBid: 1_500, locale: 'es' })).status).toBe(200);
    expect((await postBuyNow(cat, boughtNow)).status).toBe(200);
    const leading = async (member: TestMember) =>
      (await buyingPower(db, member.memberId)).commitments.filter((c) => c.kind === 'leading-maximum');
    expect((await leading(ann)).map((c) => c.lotId)).toEqual([b]);
    expect((await leading(bob)).map((c) => c.lotId)).toEqual([a]);
    await rangeFacets(EMPTY_FILTERS);

    const heard: [string, MemberNotice][] = [];
    const stop = onMemberNotice((memberId, notice) => heard.push([memberId, notice]));
    const done = await api.cancel(auctioneer, id, { reason: 'The auctioneer is ill.' });
    await noticesSent();
    stop();
    expect(done).toMatchObject({ status: 200, body: { data: { id, lotsReleased: 3, preBidsReleased: 3 } } });

    // Lots: upcoming, no sale, bidding starts again from nothing; the one bought now keeps its purchase.
    for (const lot of [a, b, c])
      expect(await getLotById(lot)).toMatchObject({
        status: 'upcoming',
        auctionId: null,
        lane: null,
        runlistPosition: null,
        saleDate: null,
        currentBidCents: 0,
        bidCount: 0,
        highBidderId: null,
      });
    expect(await getLotById(boughtNow)).toMatchObject({
      status: 'bought-now',
      auctionId: null,
      buyerId: cat.memberId,
    });
    expect(
      await db
        .select()
        .from(proxyMaximums)
        .where(inArray(proxyMaximums.lotId, [a, b, c])),
    ).toEqual([]);
    expect(await leading(ann)).toEqual([]);
    expect(await leading(bob)).toEqual([]);
    expect((await memberBids(ann.memberId, 'current', { page: 1, pageSize: 20 })).items).toEqual([]);
    expect(
      (await rangeFacets(EMPTY_FILTERS)).saleDays.find((d) => d.day === startsAt.slice(0, 10)),
    ).toBeUndefined();

    // Told: a notice each on the site and an e-mail each, in the language they bid in.
    const told = heard.map(([memberId, notice]) => [memberId, notice.kind, notice.lotId]).sort();
    expect(told).toEqual(
      [
        [ann.memberId, 'sale-cancelled', a],
        [ann.memberId, 'sale-cancelled', b],
        [bob.memberId, 'sale-cancelled', a],
      ].sort(),
    );
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.template, 'bid-sale-cancelled'));
    expect(mails.map((m) => m.to).sort()).toEqual([ann.email, ann.email, bob.email].sort());
    expect(mails.find((m) => m.to === bob.email)!.subject).toBe('Se canceló la subasta de 2018 Honda Accord');
    expect(mails.find((m) => m.to === ann.email)!.text).toContain(
      `lot ${a}, 2018 Honda Accord, was cancelled`,
    );

    // The sale is gone; the calendar keeps its entry; the audit log has the cancel.
    expect(await db.select().from(auctions).where(eq(auctions.id, id))).toEqual([]);
    expect((await api.get(auctioneer, id)).status).toBe(404);
    expect((await api.cancel(auctioneer, id, { reason: 'Again.' })).status).toBe(404);
    const [entry] = await db.select().from(saleCancellations).where(eq(saleCancellations.auctionId, id));
    expect(entry).toMatchObject({ reason: 'The auctioneer is ill.', lotsReleased: 3, preBidsReleased: 3 });
    // The calendar's days are the branch's (test branch 1 is in Dallas): 25 hours ahead is still today there between
    // midnight and 6 a.m. UTC.
    const saleDay = zonedDay(new Date(startsAt), 'America/Chicago');
    const calendar = await api.list(auctioneer, `branchId=1&from=${saleDay}&days=1`);
    expect(calendar.body.data!.items).toContainEqual(
      expect.objectContaining({
        id,
        status: 'cancelled',
        lotCount: 3,
        cancelReason: 'The auctioneer is ill.',
      }),
    );
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.cancel'), eq(auditLog.entityId, String(id))));
    expect(audit!.before).toMatchObject({ lane: 'A', startsAt, status: 'scheduled', lots: ids });
    expect(audit!.after).toEqual({
      status: 'cancelled',
      reason: 'The auctioneer is ill.',
      lotsReleased: [a, b, c],
      preBidsReleased: 3,
    });

    // Without a sale the lot takes no bid; the slot takes a new sale, where bidding starts afresh.
    expect((await postBid(ann, { lotId: a, maxBid: 1_000 })).status).not.toBe(200);
    const again = await api.create(auctioneer, { branchId: 1, lane: 'A', startsAt });
    expect(again.status).toBe(200);
    await api.assign(auctioneer, again.body.data!.id as number, { lots: [String(a)] });
    expect(await postBid(ann, { lotId: a, maxBid: 100 })).toMatchObject({ status: 200 });
    expect(await getLotById(a)).toMatchObject({ bidCount: 1, highBidderId: ann.memberId });
  });

  test('a sale without bids cancels quietly; a live one is refused and nothing changes', async () => {
    const quiet = await saleWithLots(hoursAhead(26), 2);
    const mailsBefore = (await db.select().from(mailOutbox)).length;
    expect(await api.cancel(auctioneer, quiet.id, { reason: 'Lane closed.' })).toMatchObject({
      status: 200,
      body: { data: { lotsReleased: 2, preBidsReleased: 0 } },
    });
    await noticesSent();
    expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore);

    const live = await saleWithLots(hoursAhead(27), 2);
    const bidder = await registerBidder(db);
    expect((await postBid(bidder, { lotId: live.lots[0]!, maxBid: 700 })).status).toBe(200);
    await db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, live.id));
    expect(await api.cancel(auctioneer, live.id, { reason: 'Too late.' })).toMatchObject({
      status: 409,
      body: { error: { code: 'sale_live' } },
    });
    expect(await getLotById(live.lots[0]!)).toMatchObject({
      status: 'pre-bidding',
      auctionId: live.id,
      bidCount: 1,
    });
    expect(await db.select().from(proxyMaximums).where(eq(proxyMaximums.lotId, live.lots[0]!))).toHaveLength(
      1,
    );
  });
});
