import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, bids, deposits, idReviews, lots, members } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed/seed-database';
import { startAuctionClock } from '@/lib/server/auctions/auction-clock';
import { setClockSettings } from '@/lib/server/auctions/clock-settings';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { startAuctionAt, waitFor } from '@/test/live-auctions';
import { DEMO_BIDDERS } from './demo-bidders';
import { startDemo } from './demo-mode';
import { DEMO_LANE_LEAD_MS, DEMO_LANE_LOTS, DEMO_MIN_OPEN_LOTS } from './demo-schedule';

const settings = { firstCountdownMs: 3_000, bidCountdownMs: 2_500 };
afterAll(async () => {
  setClockSettings(undefined);
  await noticesSent();
});

async function openLots(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lots)
    .where(and(eq(lots.status, 'pre-bidding'), gt(lots.saleDate, now)));
  return row?.n ?? 0;
}

describe.each(testDatabaseKinds())('demo mode on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('does nothing on a database without the demo data', async () => {
    expect(await startDemo()).toBeNull();
    const [row] = await testDb.database.db.select({ n: count() }).from(members);
    expect(row?.n).toBe(0);
  });

  test('flags its bidders, keeps a lane live within five minutes and open lots in supply, and bids on the block', async () => {
    const db = testDb.database.db;
    setClockSettings(settings);
    await seedDatabase(db, { lots: 60, hashPassword: async () => 'not-a-real-hash' });
    const demo = await startDemo();
    // The schedule keeper read its clock before startDemo returned: the lane starts at most a lead (rounded up to the
    // second) after this moment.
    const started = new Date();
    const clock = startAuctionClock({ settings, discoverEveryMs: 50 });
    try {
      expect(demo).not.toBeNull();
      const flagged = await db
        .select({ id: members.id, isDemo: members.isDemo, isDemoBidder: members.isDemoBidder })
        .from(members)
        .where(eq(members.isDemoBidder, true));
      expect(flagged.map((m) => m.id).sort()).toEqual(DEMO_BIDDERS.map((b) => b.id).sort());
      expect(flagged.every((m) => m.isDemo)).toBe(true);
      const held = await db
        .select({ n: count() })
        .from(deposits)
        .where(
          inArray(
            deposits.memberId,
            DEMO_BIDDERS.map((b) => b.id),
          ),
        );
      expect(held[0]?.n).toBe(DEMO_BIDDERS.length);
      // They raise lots far above the unverified cap: their ids count as approved.
      const approved = await db
        .select({ memberId: idReviews.memberId })
        .from(idReviews)
        .where(
          and(
            eq(idReviews.status, 'approved'),
            inArray(
              idReviews.memberId,
              DEMO_BIDDERS.map((b) => b.id),
            ),
          ),
        );
      expect(approved).toHaveLength(DEMO_BIDDERS.length);

      // A lane within five minutes of the start.
      const [soon] = await db
        .select({ id: auctions.id, startsAt: auctions.startsAt })
        .from(auctions)
        .where(eq(auctions.status, 'scheduled'))
        .orderBy(auctions.startsAt)
        .limit(1);
      expect(soon!.startsAt.getTime() - started.getTime()).toBeLessThanOrEqual(DEMO_LANE_LEAD_MS + 1_000);
      const [laneLots] = await db.select({ n: count() }).from(lots).where(eq(lots.auctionId, soon!.id));
      expect(laneLots?.n).toBe(DEMO_LANE_LOTS);
      // 60 seeded lots are fewer than the minimum: fresh demo inventory was scheduled.
      expect(await openLots(db, new Date())).toBeGreaterThanOrEqual(DEMO_MIN_OPEN_LOTS - 60);
      // A second pass with the lane still ahead schedules no other lane.
      await demo!.tick();
      const [lanesSoon] = await db
        .select({ n: count() })
        .from(auctions)
        .where(and(eq(auctions.status, 'scheduled'), eq(auctions.startsAt, soon!.startsAt)));
      expect(lanesSoon?.n).toBe(1);

      // Bring the lane forward: the demo bidders bid on the lot on the block, through the bid service.
      await startAuctionAt(db, soon!.id);
      const demoBids = await waitFor(
        async () => {
          const rows = await db
            .select({ memberId: bids.memberId, kind: bids.kind })
            .from(bids)
            .innerJoin(lots, eq(lots.id, bids.lotId))
            .where(eq(lots.auctionId, soon!.id));
          return rows.length >= 2 ? rows : null;
        },
        15_000,
        'demo bids',
      );
      expect(demoBids.every((b) => b.kind === 'live')).toBe(true);
      expect(demoBids.every((b) => DEMO_BIDDERS.some((d) => d.id === b.memberId))).toBe(true);
    } finally {
      await demo?.stop();
      await clock.stop();
    }
  }, 60_000);
});
