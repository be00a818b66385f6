import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { enqueue } from './job-queue';
import { claimJob, holdLease, LeaseLostError, rescheduleJob } from './job-store';
import { startJobWorker, type JobHandler } from './job-worker';
import { ensureRecurringJobs } from './recurring-jobs';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds())('the job queue on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });
  beforeEach(async () => {
    await db.delete(jobs).where(sql`true`);
  });
  const jobOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  test('a queued job runs once with its payload and is done', async () => {
    const seen: unknown[] = [];
    const worker = startJobWorker({
      handlers: { echo: { run: async (payload) => void seen.push(payload) } },
    });
    const id = await enqueue('echo', { n: 1 });
    await worker.drain();
    await worker.stop();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lastError: null });
  });

  test('a failing job is retried after its wait, then failed for good with its error', async () => {
    const failed = jest.fn<NonNullable<JobHandler['failed']>>(async () => undefined);
    let runs = 0;
    const handler: JobHandler = {
      run: async () => {
        runs += 1;
        throw new Error(`broken ${runs}`);
      },
      failed,
      maxAttempts: 3,
    };
    const worker = startJobWorker({ handlers: { flaky: handler }, backoffMs: () => 0, pollMs: 10 });
    const id = await enqueue('flaky', { n: 2 });
    for (let i = 0; i < 100 && (await jobOf(id)).status !== 'failed'; i++) await worker.drain();
    await worker.stop();
    expect(runs).toBe(3);
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'broken 3' });
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith({ n: 2 }, 'broken 3');
  });

  test('a failed attempt waits its backoff before the next', async () => {
    const worker = startJobWorker({
      handlers: { once: { run: async () => Promise.reject(new Error('no')) } },
      backoffMs: () => 3_600_000,
    });
    const id = await enqueue('once', {});
    await worker.drain();
    await worker.drain();
    await worker.stop();
    const job = await jobOf(id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'no' });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  test('a job whose worker died is claimed again once its lease lapses; the dead one is fenced off', async () => {
    const id = await enqueue('work', {});
    const first = await claimJob(db, 'dead-worker', ['work'], 200);
    expect(first).toMatchObject({ id, attempts: 1 });
    expect(await claimJob(db, 'other', ['work'], 200)).toBeNull();
    await sleep(400);
    expect(await claimJob(db, 'other', ['work'], 60_000)).toMatchObject({ id, attempts: 2 });
    await expect(transaction(db, (tx) => holdLease(tx, id, 'dead-worker', 60_000))).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    expect(await jobOf(id)).toMatchObject({ status: 'running', lockedBy: 'other' });
  });

  test('a stopping worker asks its job to stop and puts it back in the queue, the attempt not counted', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = startJobWorker({
      handlers: {
        long: {
          run: async (_payload, { signal }) => {
            started();
            await new Promise((_resolve, reject) =>
              signal.addEventListener('abort', () => reject(signal.reason)),
            );
          },
        },
      },
    });
    const id = await enqueue('long', {});
    await running;
    await worker.stop();
    expect(await jobOf(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  test('only kinds the worker handles are claimed', async () => {
    const id = await enqueue('someone-else', {});
    const worker = startJobWorker({ handlers: { mine: { run: async () => undefined } } });
    await worker.drain();
    await worker.stop();
    expect(await jobOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  describe('recurring jobs', () => {
    const MINUTE = 60_000;
    const rowsOf = (jobKind: string) => db.select().from(jobs).where(eq(jobs.kind, jobKind));
    const onlyRowOf = async (jobKind: string) => {
      const found = await rowsOf(jobKind);
      expect(found).toHaveLength(1);
      return found[0]!;
    };

    test('ensureRecurringJobs makes one row per kind; again, it keeps its due time and status and takes the new period', async () => {
      const before = Date.now();
      await ensureRecurringJobs(db, [
        { kind: 'tick', everyMs: MINUTE, firstDelayMs: 0 },
        { kind: 'tock', everyMs: MINUTE, firstDelayMs: 10 * MINUTE },
      ]);
      const tick = await onlyRowOf('tick');
      const tock = await onlyRowOf('tock');
      expect(tick).toMatchObject({ status: 'queued', attempts: 0, everyMs: MINUTE, payload: {} });
      expect(tick.runAt.getTime()).toBeLessThan(Date.now() + 1_000);
      expect(tock.runAt.getTime()).toBeGreaterThan(before + 10 * MINUTE - 2_000);

      expect(await claimJob(db, 'other-process', ['tick'], MINUTE)).toMatchObject({
        id: tick.id,
        everyMs: MINUTE,
      });
      await ensureRecurringJobs(db, [
        { kind: 'tick', everyMs: 2 * MINUTE, firstDelayMs: 0 },
        { kind: 'tock', everyMs: MINUTE, firstDelayMs: 0 },
      ]);
      expect(await onlyRowOf('tick')).toMatchObject({
        id: tick.id,
        status: 'running',
        lockedBy: 'other-process',
        everyMs: 2 * MINUTE,
      });
      expect(await onlyRowOf('tock')).toMatchObject({ id: tock.id, runAt: tock.runAt });
      expect(await db.select().from(jobs)).toHaveLength(2);
      // A one-off job of the same kind is no recurring row: it does not collide.
      await enqueue('tick', {});
      expect(await rowsOf('tick')).toHaveLength(2);
    });

    test('after a run the row is queued again every_ms ahead, attempts reset; it never grows', async () => {
      await ensureRecurringJobs(db, [{ kind: 'tick', everyMs: MINUTE, firstDelayMs: 0 }]);
      let runs = 0;
      const worker = startJobWorker({ handlers: { tick: { run: async () => void (runs += 1) } } });
      const ran = Date.now();
      await worker.drain();
      await worker.drain();
      await worker.stop();
      expect(runs).toBe(1);
      const row = await onlyRowOf('tick');
      expect(row).toMatchObject({
        status: 'queued',
        attempts: 0,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
      });
      expect(row.runAt.getTime()).toBeGreaterThan(ran + MINUTE - 2_000);
      expect(row.runAt.getTime()).toBeLessThan(Date.now() + MINUTE + 2_000);
      expect(await db.select().from(jobs)).toHaveLength(1);
    });

    test('two processes draining at once run a recurring job once', async () => {
      await ensureRecurringJobs(db, [{ kind: 'tick', everyMs: MINUTE, firstDelayMs: 0 }]);
      let runs = 0;
      let inside = 0;
      let overlapped = false;
      const handler: JobHandler = {
        run: async () => {
          runs += 1;
          inside += 1;
          overlapped ||= inside > 1;
          await sleep(100);
          inside -= 1;
        },
      };
      const workers = ['process-a', 'process-b'].map((workerId) =>
        startJobWorker({ handlers: { tick: handler }, pollMs: 5, workerId }),
      );
      await Promise.all(workers.map((worker) => worker.drain()));
      await sleep(100);
      await Promise.all(workers.map((worker) => worker.drain()));
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(runs).toBe(1);
      expect(overlapped).toBe(false);
      expect(await onlyRowOf('tick')).toMatchObject({ status: 'queued', attempts: 0 });
    });

    test('a failed run keeps its error and is queued again on time, never failed for good; the next run clears it', async () => {
      await ensureRecurringJobs(db, [{ kind: 'tick', everyMs: 100, firstDelayMs: 0 }]);
      const failed = jest.fn<NonNullable<JobHandler['failed']>>(async () => undefined);
      let runs = 0;
      const handler: JobHandler = {
        run: async () => {
          runs += 1;
          if (runs === 1) throw new Error('pass broke');
        },
        failed,
        maxAttempts: 1,
      };
      const worker = startJobWorker({ handlers: { tick: handler }, backoffMs: () => 3_600_000 });
      await worker.drain();
      const broken = await onlyRowOf('tick');
      expect(broken).toMatchObject({
        status: 'queued',
        attempts: 0,
        lockedBy: null,
        lastError: 'pass broke',
      });
      expect(broken.runAt.getTime()).toBeLessThan(Date.now() + 1_000);
      for (let i = 0; i < 100 && runs < 2; i++) {
        await sleep(20);
        await worker.drain();
      }
      await worker.stop();
      expect(runs).toBeGreaterThanOrEqual(2);
      expect(failed).not.toHaveBeenCalled();
      expect(await onlyRowOf('tick')).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    });

    test('a stop mid-run puts a recurring job back, due at once', async () => {
      await ensureRecurringJobs(db, [{ kind: 'tick', everyMs: MINUTE, firstDelayMs: 0 }]);
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const worker = startJobWorker({
        handlers: {
          tick: {
            run: async (_payload, { signal }) => {
              started();
              await new Promise((_resolve, reject) =>
                signal.addEventListener('abort', () => reject(signal.reason)),
              );
            },
          },
        },
      });
      await running;
      await worker.stop();
      const row = await onlyRowOf('tick');
      expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lastError: null });
      expect(row.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    test('only the worker that holds a recurring job may queue it again', async () => {
      await ensureRecurringJobs(db, [{ kind: 'tick', everyMs: MINUTE, firstDelayMs: 0 }]);
      const job = await claimJob(db, 'holder', ['tick'], MINUTE);
      expect(await rescheduleJob(db, job!.id, 'stale', 'late')).toBe(false);
      expect(await onlyRowOf('tick')).toMatchObject({
        status: 'running',
        lockedBy: 'holder',
        lastError: null,
      });
      expect(await rescheduleJob(db, job!.id, 'holder', null)).toBe(true);
      expect(await onlyRowOf('tick')).toMatchObject({ status: 'queued', lockedBy: null });
    });
  });

  if (kind === 'postgres')
    test('two workers claiming at once never run one job twice', async () => {
      const ran: number[] = [];
      const handler: JobHandler = {
        run: async (payload) => {
          ran.push(payload.n as number);
          await sleep(5);
        },
      };
      for (let n = 0; n < 30; n++) await enqueue('count', { n });
      const workers = ['a', 'b'].map((name) =>
        startJobWorker({ handlers: { count: handler }, concurrency: 3, pollMs: 5, workerId: name }),
      );
      for (let i = 0; i < 200 && ran.length < 30; i++) await sleep(20);
      await Promise.all(workers.map((w) => w.stop()));
      expect(ran.sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => claimJob(db, `racer-${i}`, ['count'], 60_000)),
      );
      expect(claims.filter(Boolean)).toEqual([]);
      for (let n = 0; n < 10; n++) await enqueue('race', { n });
      const raced = await Promise.all(
        Array.from({ length: 20 }, (_, i) => claimJob(db, `racer-${i}`, ['race'], 60_000)),
      );
      const ids = raced.flatMap((job) => (job ? [job.id] : []));
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    });
});
