import { jest } from '@jest/globals';
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
const DUE_AFTER_FAILURE = 340000004;
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

  test('a slow pass is not doubled by the ticks that come while it runs, and stop waits for it', async () => {
    await insertTestLots(db, [{ id: DUE_TOO, saleDate: new Date('2030-05-31T16:00:00Z') }]);
    // Another transaction holds the lot (a row lock on PostgreSQL, the one connection on PGlite): the pass waits.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, DUE_TOO)).for('update');
      holding();
      await released;
    });
    await held;

    // Each pass reads the clock once when it starts.
    let passes = 0;
    const closer = startSaleCloser({
      intervalMs: 5,
      now: () => {
        passes += 1;
        return NOW;
      },
    });
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(passes).toBe(1);
      expect(await closer.tick()).toEqual([]);
      expect(passes).toBe(1);

      let stopped = false;
      const stopping = closer.stop().then(() => {
        stopped = true;
      });
      await new Promise((r) => setTimeout(r, 50));
      // The pass is still waiting on the lot: stop waits with it.
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(await statusOf(db, DUE_TOO)).toBe('not-sold');
    } finally {
      release();
      await holder;
      await closer.stop();
    }
    expect(passes).toBe(1);
    // A stopped closer does nothing more.
    expect(await closer.tick()).toEqual([]);
    expect(passes).toBe(1);
    expect(await statusOf(db, LATER)).toBe('pre-bidding');
  });

  test('a failed pass is logged and the next tick tries again', async () => {
    await insertTestLots(db, [{ id: DUE_AFTER_FAILURE, saleDate: new Date('2030-05-31T17:00:00Z') }]);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const closer = startSaleCloser({
      intervalMs: 10,
      now: () => {
        calls += 1;
        if (calls === 1) throw new Error('clock failed');
        return NOW;
      },
    });
    let logged: string[] = [];
    try {
      const deadline = Date.now() + 5_000;
      while ((await statusOf(db, DUE_AFTER_FAILURE)) === 'pre-bidding' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      await closer.stop();
      logged = spy.mock.calls.map(([line]) => String(line));
      spy.mockRestore();
    }
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(logged).toContainEqual(expect.stringContaining('closing due sales failed'));
    expect(await statusOf(db, DUE_AFTER_FAILURE)).toBe('not-sold');
  });
});
