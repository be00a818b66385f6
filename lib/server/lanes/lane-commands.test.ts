import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, lanePauses, mailOutbox } from '@/lib/db/schema';
import type { LiveEvent } from '@/lib/domain/live-events';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import type { LaneCommand, LaneCommandInput } from '@/lib/schemas/admin-lanes';
import { advanceAuction, resumeAuction } from '@/lib/server/auctions/advance-auction';
import { clockSettings, setClockSettings } from '@/lib/server/auctions/clock-settings';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { auctionRow, insertTestAuction, lotRows } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { registerStaff } from '@/test/staff';
import { commandLane } from './lane-commands';

const settings = { firstCountdownMs: 20_000, bidCountdownMs: 10_000 };
const T0 = new Date('2030-01-10T15:00:00Z');
/** `s` seconds after T0. */
const at = (s: number) => new Date(T0.getTime() + s * 1_000);

beforeAll(() => setClockSettings(settings));
afterAll(async () => {
  setClockSettings(undefined);
  await noticesSent();
  await closeRateLimiters();
});

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; error?: { code: string } };
}

describe.each(testDatabaseKinds())('lane commands on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let staff: { id: string; email: string };
  const heard: LiveEvent[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    const member = await registerStaff(['auctions']);
    staff = { id: member.memberId, email: member.email };
    stopListening = onAuctionFeed((_room, name, message) => {
      if (name === 'event') heard.push(message as LiveEvent);
    });
  }, 60_000);
  afterEach(() => {
    heard.length = 0;
  });
  afterAll(() => stopListening());

  const command = async (
    auctionId: number,
    which: LaneCommand,
    when: Date,
    input: LaneCommandInput = {},
    key = randomUUID(),
  ): Promise<Answer> => {
    const answer = await commandLane(staff, null, auctionId, which, input, key, () => when);
    return answer as Answer;
  };

  /** A lane live since `start` with the first of `lotIds` on the block (its deadline: start + 20 s). */
  async function liveLane(lane: string, lotIds: number[], start = T0): Promise<number> {
    const id = await insertTestAuction(
      db,
      lotIds.map((lotId) => ({ id: lotId })),
      { lane, startsAt: start },
    );
    const first = await advanceAuction(id, start, clockSettings());
    expect(first.changes.map((c) => c.kind)).toEqual(['auction-started', 'on-the-block']);
    return id;
  }

  test('pause freezes the countdown whatever the time; resume runs it again from what was left', async () => {
    const [L1, L2] = [380000001, 380000002];
    const id = await liveLane('B', [L1, L2]);

    const paused = await command(id, 'pause', at(5), { lotId: L1, reason: 'Phone bidder on hold' });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({
      paused: true,
      pausedAt: at(5).toISOString(),
      countdown: { remainingMs: 15_000, endsAt: at(20).toISOString() },
      lot: { id: L1 },
    });
    expect(await auctionRow(db, id)).toMatchObject({ countdownEndsAt: null, currentLotId: L1 });
    const pausedEvent = heard.find((e) => e.kind === 'paused');
    expect(pausedEvent).toMatchObject({ auction: { paused: true }, lot: { lot_id: L1 } });
    expect(pausedEvent?.countdown?.remaining_ms).toBe(15_000);

    // Long past the old deadline: neither a clock step nor a clock taking the lane over moves it.
    const later = await advanceAuction(id, at(600), clockSettings());
    expect(later.changes).toEqual([]);
    expect(later.wakeAt!.getTime()).toBeGreaterThan(at(600).getTime());
    expect((await resumeAuction(id, at(600), clockSettings())).changes).toEqual([]);
    expect((await lotRows(db, [L1])).get(L1)?.status).toBe('on-the-block');
    expect(await auctionRow(db, id)).toMatchObject({ countdownEndsAt: null });

    const resumed = await command(id, 'resume', at(1_000), { lotId: L1 });
    expect(resumed.body.data).toMatchObject({
      paused: false,
      pausedAt: null,
      countdown: { remainingMs: 15_000, endsAt: at(1_015).toISOString() },
    });
    expect((await auctionRow(db, id)).countdownEndsAt).toEqual(at(1_015));
    expect(heard.find((e) => e.kind === 'resumed')).toMatchObject({
      auction: { paused: false },
      countdown: { ends_at: at(1_015).toISOString() },
    });
    expect(await db.select().from(lanePauses).where(eq(lanePauses.auctionId, id))).toEqual([]);

    expect(await advanceAuction(id, at(1_014), clockSettings())).toMatchObject({
      changes: [],
      wakeAt: at(1_015),
    });
    const ended = await advanceAuction(id, at(1_015), clockSettings());
    expect(ended.changes.map((c) => c.kind)).toEqual(['lot-ended', 'on-the-block']);
    expect((await lotRows(db, [L1])).get(L1)?.status).toBe('not-sold');

    const audit = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lane'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      {
        action: 'lane.pause',
        actorId: staff.id,
        after: { paused: true, lotId: L1, remainingMs: 15_000, reason: 'Phone bidder on hold' },
      },
      {
        action: 'lane.resume',
        actorId: staff.id,
        after: { paused: false, lotId: L1, countdownEndsAt: at(1_015).toISOString() },
      },
    ]);
  });

  test('a live bid is refused while the lane is paused, and taken again once it resumes', async () => {
    const LOT = 380000011;
    const start = new Date();
    const id = await liveLane('C', [LOT], start);
    const [a, b] = [await registerBidder(db), await registerBidder(db)];
    expect(await postBid(a, { lotId: LOT, maxBid: 100 })).toMatchObject({ status: 200 });

    expect((await command(id, 'pause', new Date())).status).toBe(200);
    const refused = await postBid(b, { lotId: LOT, maxBid: 200 });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'lane_paused' } } });
    expect((await lotRows(db, [LOT])).get(LOT)).toMatchObject({ bidCount: 1, highBidderId: a.memberId });

    expect((await command(id, 'resume', new Date())).status).toBe(200);
    expect(await postBid(b, { lotId: LOT, maxBid: 200 })).toMatchObject({ status: 200 });
    expect((await lotRows(db, [LOT])).get(LOT)?.highBidderId).toBe(b.memberId);
  });

  test('skip ends the lot on the block not sold, releases what it held and brings the next; the last ends the sale', async () => {
    const [L1, L2] = [380000021, 380000022];
    const start = new Date();
    const id = await liveLane('D', [L1, L2], start);
    const bidder = await registerBidder(db);
    expect(await postBid(bidder, { lotId: L1, maxBid: 300 })).toMatchObject({ status: 200 });
    const held = await buyingPower(db, bidder.memberId);
    expect(held.commitments.map((c) => c.lotId)).toEqual([L1]);

    heard.length = 0;
    const when = new Date();
    const skipped = await command(id, 'skip', when, { lotId: L1, reason: 'Seller withdrew at the block' });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toMatchObject({ paused: false, lot: { id: L2 }, lotsLeft: 1 });
    const rows = await lotRows(db, [L1, L2]);
    expect(rows.get(L1)).toMatchObject({ status: 'not-sold', buyerId: null, soldPriceCents: null });
    expect(rows.get(L2)?.status).toBe('on-the-block');
    expect((await auctionRow(db, id)).countdownEndsAt).toEqual(
      new Date(when.getTime() + settings.firstCountdownMs),
    );
    expect((await buyingPower(db, bidder.memberId)).commitments).toEqual([]);
    expect(heard.map((e) => `${e.kind}:${e.lot?.lot_id}`)).toEqual([`not-sold:${L1}`, `on-the-block:${L2}`]);
    await noticesSent();
    const [told] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, bidder.email), eq(mailOutbox.template, 'bid-notSold')));
    expect(told?.n).toBe(1);
    const [audit] = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lane.skip'), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual({
      before: { lotId: L1, lotStatus: 'on-the-block', paused: false },
      after: {
        lotId: L1,
        lotStatus: 'not-sold',
        nextLotId: L2,
        countdownEndsAt: new Date(when.getTime() + settings.firstCountdownMs).toISOString(),
        reason: 'Seller withdrew at the block',
      },
    });

    const last = await command(id, 'skip', new Date());
    expect(last.body.data).toMatchObject({ status: 'ended', lot: null, countdown: null });
    expect(await auctionRow(db, id)).toMatchObject({ status: 'ended', currentLotId: null });
    expect((await lotRows(db, [L2])).get(L2)?.status).toBe('not-sold');
  });

  test('a lane skipped while paused stays paused, the next lot waiting with its whole first countdown', async () => {
    const [L1, L2, L3] = [380000031, 380000032, 380000033];
    const id = await liveLane('E', [L1, L2, L3]);
    expect((await command(id, 'pause', at(12))).body.data).toMatchObject({
      countdown: { remainingMs: 8_000 },
    });
    const skipped = await command(id, 'skip', at(30), { lotId: L1 });
    expect(skipped.body.data).toMatchObject({
      paused: true,
      lot: { id: L2 },
      countdown: { remainingMs: settings.firstCountdownMs },
    });
    expect(await db.select().from(lanePauses).where(eq(lanePauses.auctionId, id))).toMatchObject([
      { lotId: L2, remainingMs: settings.firstCountdownMs },
    ]);
    expect(heard.find((e) => e.kind === 'on-the-block')).toMatchObject({
      auction: { paused: true },
      lot: { lot_id: L2 },
      countdown: { remaining_ms: settings.firstCountdownMs },
    });
    expect((await advanceAuction(id, at(500), clockSettings())).changes).toEqual([]);
    expect((await command(id, 'resume', at(600))).body.data).toMatchObject({
      countdown: { endsAt: at(620).toISOString() },
    });
  });

  test('refusals: not live, paused twice, not paused, another lot on the block, countdown run out, no such lane', async () => {
    const [L1, L2] = [380000041, 380000042];
    const scheduled = await insertTestAuction(db, [{ id: L1 }], { lane: 'F', startsAt: at(3_600) });
    expect(await command(scheduled, 'pause', T0)).toMatchObject({
      status: 409,
      body: { error: { code: 'lane_not_live' } },
    });
    expect((await command(999_999, 'pause', T0)).status).toBe(404);

    const id = await liveLane('G', [L2]);
    expect(await command(id, 'resume', at(1))).toMatchObject({ body: { error: { code: 'not_paused' } } });
    expect(await command(id, 'skip', at(1), { lotId: L1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_not_on_the_block' } },
    });
    expect(await command(id, 'pause', at(25))).toMatchObject({
      body: { error: { code: 'countdown_ended' } },
    });
    expect(await command(id, 'skip', at(25))).toMatchObject({ body: { error: { code: 'countdown_ended' } } });

    const key = randomUUID();
    const first = await command(id, 'pause', at(2), {}, key);
    expect(first.status).toBe(200);
    // The same key again: the first answer, and nothing done twice.
    expect(await command(id, 'pause', at(3), {}, key)).toEqual(first);
    expect(await command(id, 'pause', at(3))).toMatchObject({
      status: 409,
      body: { error: { code: 'already_paused' } },
    });
    const [pauses] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lane.pause'), eq(auditLog.entityId, String(id))));
    expect(pauses?.n).toBe(1);
    expect((await lotRows(db, [L2])).get(L2)?.status).toBe('on-the-block');
  });
});
