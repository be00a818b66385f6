import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lanePauses } from '@/lib/db/schema';
import type { LiveEvent } from '@/lib/domain/live-events';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import { startAuctionClock, type AuctionClock } from '@/lib/server/auctions/auction-clock';
import { setClockSettings } from '@/lib/server/auctions/clock-settings';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { auctionRow, insertTestAuction, lotRows, waitFor } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { registerStaff } from '@/test/staff';
import { commandLane } from './lane-commands';

const settings = { firstCountdownMs: 1_000, bidCountdownMs: 800 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => setClockSettings(settings));
afterAll(async () => {
  setClockSettings(undefined);
  await noticesSent();
  await closeRateLimiters();
});

describe.each(testDatabaseKinds())('a paused lane and the clocks on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let staff: { id: string; email: string };
  const clocks: AuctionClock[] = [];
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
  // Before the database goes (useTestDatabase's afterAll): a clock left running would query a closed pool.
  afterEach(() => Promise.all(clocks.splice(0).map((c) => c.stop())));
  afterAll(() => stopListening());

  const command = async (auctionId: number, which: 'pause' | 'resume') =>
    (await commandLane(staff, null, auctionId, which, {}, randomUUID())).status;
  const start = () => {
    // No lane lock shared between them (each takes every lane): two processes whose locks failed, the worst case.
    const clock = startAuctionClock({ settings, discoverEveryMs: 40 });
    clocks.push(clock);
    return clock;
  };

  test('two clocks honour one pause, a restart keeps it, and the resumed lot ends once', async () => {
    const [L1, L2] = [390000001, 390000002];
    const id = await insertTestAuction(db, [{ id: L1 }, { id: L2 }], { lane: 'H', startsAt: new Date() });
    const [one, two] = [start(), start()];
    await waitFor(async () => (await lotRows(db, [L1])).get(L1)?.status === 'on-the-block', 10_000, 'L1');
    expect(await command(id, 'pause')).toBe(200);

    // Three first countdowns later both clocks still run the lane and neither moved it.
    await sleep(3 * settings.firstCountdownMs);
    expect(one.lanes()).toContain(id);
    expect(two.lanes()).toContain(id);
    expect((await lotRows(db, [L1])).get(L1)?.status).toBe('on-the-block');
    expect(await auctionRow(db, id)).toMatchObject({
      status: 'live',
      currentLotId: L1,
      countdownEndsAt: null,
    });

    // A restart: the clocks stop, a new one takes the lane over and leaves the pause (and what was left) as it is.
    const [left] = await db.select().from(lanePauses).where(eq(lanePauses.auctionId, id));
    await Promise.all(clocks.splice(0).map((c) => c.stop()));
    const three = start();
    await waitFor(() => three.lanes().includes(id), 5_000, 'the lane taken over');
    await sleep(2 * settings.firstCountdownMs);
    expect(await db.select().from(lanePauses).where(eq(lanePauses.auctionId, id))).toEqual([left]);
    expect((await lotRows(db, [L1])).get(L1)?.status).toBe('on-the-block');
    start();

    expect(await command(id, 'resume')).toBe(200);
    await waitFor(async () => (await auctionRow(db, id)).status === 'ended', 15_000, 'the end');
    await waitFor(() => heard.some((e) => e.kind === 'auction-ended'), 5_000, 'the auction-ended event');
    const rows = await lotRows(db, [L1, L2]);
    expect(rows.get(L1)?.status).toBe('not-sold');
    expect(rows.get(L2)?.status).toBe('not-sold');
    const ends = heard.filter((e) => e.kind === 'not-sold').map((e) => e.lot?.lot_id);
    expect(ends).toEqual([L1, L2]);
    expect(heard.filter((e) => e.kind === 'paused')).toHaveLength(1);
    expect(heard.filter((e) => e.kind === 'resumed')).toHaveLength(1);
  }, 60_000);
});
