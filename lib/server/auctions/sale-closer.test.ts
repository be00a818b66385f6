import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { startSaleCloser } from './sale-closer';

afterAll(() => closeRateLimiters());

const DUE = 340000001;
const LATER = 340000002;
const DUE_TOO = 340000003;
const NOW = new Date('2030-06-01T00:00:00Z');

async function statusOf(db: Db, lotId: number): Promise<string | undefined> {
  const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
  return lot?.status;
}

describe.each(testDatabaseKinds())('the sale closer on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: DUE, saleDate: new Date('2030-05-31T15:00:00Z') },
      { id: LATER, saleDate: new Date('2030-06-02T15:00:00Z') },
    ]);
  });

  test('ends a due sale on its timer and leaves a later one open', async () => {
    const bidder = await registerBidder(db);
    expect(await postBid(bidder, { lotId: DUE, maxBid: 500 })).toMatchObject({ status: 200 });
    const closer = startSaleCloser({ intervalMs: 20, now: () => NOW });
    try {
      const deadline = Date.now() + 5_000;
      while ((await statusOf(db, DUE)) === 'pre-bidding' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await closer.stop();
    }
    expect(await statusOf(db, DUE)).toBe('sold');
    expect(await statusOf(db, LATER)).toBe('pre-bidding');
  });

  test('never runs two passes at once, and stop waits for the pass in flight', async () => {
    await insertTestLots(db, [{ id: DUE_TOO, saleDate: new Date('2030-05-31T16:00:00Z') }]);
    // A long interval: only the passes asked for here run.
    const closer = startSaleCloser({ intervalMs: 60_000, now: () => NOW });
    const first = closer.tick();
    const second = closer.tick();
    expect(await second).toEqual([]);
    await closer.stop();
    // The first pass finished before stop resolved.
    expect(await statusOf(db, DUE_TOO)).toBe('not-sold');
    expect((await first).map((e) => e.lotId)).toEqual([DUE_TOO]);
    // A stopped closer does nothing more.
    expect(await closer.tick()).toEqual([]);
    expect(await statusOf(db, LATER)).toBe('pre-bidding');
  });
});
