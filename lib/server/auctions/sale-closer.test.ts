import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobs, lots } from '@/lib/db/schema';
import { startJobs } from '@/lib/server/jobs/job-kinds';
import { startJobWorker } from '@/lib/server/jobs/job-worker';
import { ensureRecurringJobs, RECURRING_JOBS } from '@/lib/server/jobs/recurring-jobs';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { saleCloserJob, SALE_CLOSER_INTERVAL_MS, SALE_CLOSER_JOB_KIND } from './sale-closer';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const DUE = 340000001;
const LATER = 340000002;
const DUE_AFTER_FAILURE = 340000003;
const DUE_BY_THE_CLOCK = 340000004;
const TOMORROW = 340000005;
const NOW = new Date('2030-06-01T00:00:00Z');
const HOUR = 3_600_000;

async function statusOf(db: Db, lotId: number): Promise<string | undefined> {
  const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, lotId));
  return lot?.status;
}

describe.each(testDatabaseKinds())('the sale-closer job on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  const closerRow = async () => {
    const rows = await db.select().from(jobs).where(eq(jobs.kind, SALE_CLOSER_JOB_KIND));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const closerOnly = [RECURRING_JOBS.find((job) => job.kind === SALE_CLOSER_JOB_KIND)!];

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: DUE, saleDate: new Date('2030-05-31T15:00:00Z') },
      { id: LATER, saleDate: new Date('2030-06-02T15:00:00Z') },
    ]);
  });
  beforeEach(async () => {
    await db.delete(jobs).where(sql`true`);
  });

  test('the worker ends a due sale, leaves a later one open, and queues the job 15 s ahead in its one row', async () => {
    const bidder = await registerBidder(db);
    expect(await postBid(bidder, { lotId: DUE, maxBid: 500 })).toMatchObject({ status: 200 });
    await ensureRecurringJobs(db, closerOnly);
    const worker = startJobWorker({
      handlers: { [SALE_CLOSER_JOB_KIND]: saleCloserJob({ now: () => NOW }) },
      workerId: 'closer',
    });
    const ran = Date.now();
    await worker.drain();
    await worker.stop();
    expect(await statusOf(db, DUE)).toBe('sold');
    expect(await statusOf(db, LATER)).toBe('pre-bidding');
    const row = await closerRow();
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lastError: null,
      everyMs: SALE_CLOSER_INTERVAL_MS,
    });
    expect(row.runAt.getTime()).toBeGreaterThan(ran + SALE_CLOSER_INTERVAL_MS - 2_000);
    expect(row.runAt.getTime()).toBeLessThan(Date.now() + SALE_CLOSER_INTERVAL_MS + 2_000);
    expect((await db.select().from(jobs)).length).toBe(1);
  });

  test('a failed pass is logged and kept in last_error, queued again, and the next pass ends the sale', async () => {
    await insertTestLots(db, [{ id: DUE_AFTER_FAILURE, saleDate: new Date('2030-05-31T17:00:00Z') }]);
    await ensureRecurringJobs(db, closerOnly);
    let calls = 0;
    const handler = saleCloserJob({
      now: () => {
        calls += 1;
        if (calls === 1) throw new Error('clock failed');
        return NOW;
      },
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let logged: string[] = [];
    const worker = startJobWorker({ handlers: { [SALE_CLOSER_JOB_KIND]: handler } });
    try {
      await worker.drain();
      const failed = await closerRow();
      expect(failed).toMatchObject({
        status: 'queued',
        attempts: 0,
        lockedBy: null,
        lastError: 'clock failed',
      });
      expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + SALE_CLOSER_INTERVAL_MS - 2_000);
      expect(await statusOf(db, DUE_AFTER_FAILURE)).toBe('pre-bidding');

      // Not due again before its time.
      await worker.drain();
      expect(calls).toBe(1);

      // 15 s later.
      await db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.kind, SALE_CLOSER_JOB_KIND));
      await worker.drain();
    } finally {
      await worker.stop();
      logged = spy.mock.calls.map(([line]) => String(line));
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(logged).toContainEqual(expect.stringContaining('closing due sales failed'));
    expect(await statusOf(db, DUE_AFTER_FAILURE)).toBe('not-sold');
    expect(await closerRow()).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });

  test('startJobs makes the recurring rows and its workers close what is due by the clock', async () => {
    await insertTestLots(db, [
      { id: DUE_BY_THE_CLOCK, saleDate: new Date(Date.now() - HOUR) },
      { id: TOMORROW, saleDate: new Date(Date.now() + 24 * HOUR) },
    ]);
    const worker = await startJobs({ pollMs: 50 });
    try {
      for (let i = 0; i < 100 && (await statusOf(db, DUE_BY_THE_CLOCK)) === 'pre-bidding'; i++)
        await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(await statusOf(db, DUE_BY_THE_CLOCK)).toBe('not-sold');
    expect(await statusOf(db, TOMORROW)).toBe('pre-bidding');
    const rows = await db.select().from(jobs);
    expect(rows.map((row) => row.kind).sort()).toEqual(RECURRING_JOBS.map((job) => job.kind).sort());
    expect((await closerRow()).status).toBe('queued');
  });
});
