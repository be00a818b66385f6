import 'server-only';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { logger } from '@/lib/log';
import { onJobQueued } from './job-queue';
import {
  claimJob,
  completeJob,
  failJobAttempt,
  holdLease,
  LeaseLostError,
  releaseJob,
  renewLease,
  rescheduleJob,
  type ClaimedJob,
} from './job-store';

const log = logger('jobs');

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: number;
  /** Attempts so far, this one included. */
  attempt: number;
  /** Aborted when the worker stops (the job goes back to the queue) or loses the job; check it between steps. */
  signal: AbortSignal;
  /** Call inside each transaction that writes the job's work: it commits only while this worker holds the job. */
  holdLease(tx: Db): Promise<void>;
}

export interface JobHandler {
  run(payload: Record<string, unknown>, context: JobContext): Promise<void>;
  /** After the last attempt failed: record the failure where people see it. */
  failed?(payload: Record<string, unknown>, error: string): Promise<void>;
  /** Attempts before the job fails for good (default: the worker's). */
  maxAttempts?: number;
}

export interface JobWorkerOptions {
  handlers: Readonly<Record<string, JobHandler>>;
  /** How often to look for due jobs when none was queued in this process. */
  pollMs?: number;
  /** How long a claim holds a job without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  maxAttempts?: number;
  /** The wait before attempt `attempt + 1`. */
  backoffMs?: (attempt: number) => number;
  workerId?: string;
}

export interface JobWorker {
  readonly workerId: string;
  /** Claims and runs due jobs now, up to the concurrency; resolves once those it started have ended. */
  drain(): Promise<void>;
  /** Stops claiming, asks running jobs to stop, waits for them and puts the unfinished back in the queue. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 2_000;
const DEFAULT_MAX_ATTEMPTS = 5;
/** 10 s, 20 s, 40 s... at most 10 minutes. */
const defaultBackoff = (attempt: number) => Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 600_000);

/** A worker's name in `locked_by`: its host and process, and a random part so that each worker is told apart. */
export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

class Stopping extends Error {
  override name = 'Stopping';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A worker of the job queue: claims due jobs of the kinds it has handlers for (job-store's FOR UPDATE SKIP LOCKED
 * claim), runs each with its lease renewed while it runs, and records the outcome: done; failed and retried after a
 * growing wait; failed for good after `maxAttempts` (the handler's `failed` then records why). A job whose process
 * died is claimed again once its lease lapses; a worker that lost its job (a stall past the lease) is fenced off by
 * holdLease in the job's own transactions. A recurring job (every_ms set) is queued again after each run, success or
 * failure, instead of ending. Timers do not keep the process alive.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const handlers = options.handlers;
  const kinds = Object.keys(handlers);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? 1;
  const backoff = options.backoffMs ?? defaultBackoff;
  const workerId = options.workerId ?? newWorkerId();
  const running = new Map<number, { done: Promise<void>; controller: AbortController }>();
  let stopped = false;
  let filling: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function execute(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind]!;
    const controller = running.get(job.id)!.controller;
    const db = await getDb();
    const beat = setInterval(() => {
      void renewLease(db, job.id, workerId, leaseMs).then(
        (held) => {
          if (!held) controller.abort(new LeaseLostError(job.id));
        },
        (error: unknown) => log.warn(`job ${job.id}: lease renewal failed; retrying`, error),
      );
    }, leaseMs / 3);
    beat.unref();
    try {
      await handler.run(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        signal: controller.signal,
        holdLease: (tx) => holdLease(tx, job.id, workerId, leaseMs),
      });
      if (job.everyMs === null) await completeJob(db, job.id, workerId);
      else await rescheduleJob(db, job.id, workerId, null);
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof Stopping) {
        await releaseJob(db, job.id, workerId);
        log.info(`job ${job.id} (${job.kind}) put back in the queue: the worker stops`);
      } else if (reason instanceof LeaseLostError || error instanceof LeaseLostError) {
        log.warn(`job ${job.id} (${job.kind}) left to the worker that took it over`);
      } else if (job.everyMs !== null) {
        // A recurring job never fails for good: its next run is the retry. The handler logs what failed.
        if (await rescheduleJob(db, job.id, workerId, messageOf(error)))
          log.warn(`job ${job.id} (${job.kind}) failed; it runs again in ${job.everyMs / 1000} s`);
      } else {
        const maxAttempts = handler.maxAttempts ?? options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
        const final = job.attempts >= maxAttempts;
        const message = messageOf(error);
        const held = await failJobAttempt(db, job.id, workerId, message, {
          final,
          retryInMs: backoff(job.attempts),
        });
        log.error(
          `job ${job.id} (${job.kind}) attempt ${job.attempts} failed${final ? ' for good' : ''}`,
          error,
        );
        if (held && final) await handler.failed?.(job.payload, message);
      }
    } finally {
      clearInterval(beat);
    }
  }

  async function fill(): Promise<void> {
    const db = await getDb();
    while (!stopped && running.size < concurrency) {
      const job = await claimJob(db, workerId, kinds, leaseMs);
      if (!job) return;
      const controller = new AbortController();
      const entry = { controller, done: Promise.resolve() };
      running.set(job.id, entry);
      entry.done = execute(job)
        .catch((error: unknown) => log.error(`job ${job.id}: recording its outcome failed`, error))
        .finally(() => {
          running.delete(job.id);
          schedule(0);
        });
    }
  }

  /** One pass of claiming; a pass asked for while one runs waits for it and then runs too. */
  function pass(): Promise<void> {
    const previous = filling ?? Promise.resolve();
    const next = previous
      .then(() => fill())
      .catch((error: unknown) => log.error('claiming jobs failed', error));
    filling = next.finally(() => {
      if (filling === next) filling = null;
    });
    return next;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void pass().finally(() => {
        if (!timer) schedule(pollMs);
      });
    }, delayMs);
    timer.unref();
  }

  const unsubscribe = onJobQueued(() => schedule(0));
  schedule(0);

  return {
    workerId,
    async drain() {
      await pass();
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      for (const { controller } of running.values()) controller.abort(new Stopping('the worker stops'));
      await filling;
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}
