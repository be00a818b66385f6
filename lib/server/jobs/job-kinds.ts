import 'server-only';
import { getDb } from '@/lib/db/database';
import { COUNTER_EXPIRY_JOB_KIND, OFFER_LAPSE_JOB_KIND } from '../approvals/approval-job-kinds';
import { counterExpiryJob, offerLapseJob } from '../approvals/approval-jobs';
import { saleCloserJob, SALE_CLOSER_JOB_KIND } from '../auctions/sale-closer';
import { IMPORT_JOB_KIND } from '../imports/import-job-kind';
import { importJob } from '../imports/import-job';
import { digestJob, DIGEST_JOB_KIND } from '../saved-searches/digest-scheduler';
import {
  newWorkerId,
  startJobWorker,
  type JobHandler,
  type JobWorker,
  type JobWorkerOptions,
} from './job-worker';
import { ensureRecurringJobs, RECURRING_JOBS } from './recurring-jobs';

interface JobLane {
  name: string;
  handlers: Readonly<Record<string, JobHandler>>;
  concurrency: number;
}

/**
 * Every kind of job and its handler, in lanes: each lane is a worker of its own, so the recurring passes (the sale
 * closer every 15 s) never wait behind an import that runs for a minute. Imports run one at a time; the recurring
 * lane can run all its kinds at once (each kind is one row, so none ever runs twice at once).
 */
export const JOB_LANES: readonly JobLane[] = [
  { name: 'imports', handlers: { [IMPORT_JOB_KIND]: importJob }, concurrency: 1 },
  {
    name: 'recurring',
    handlers: { [SALE_CLOSER_JOB_KIND]: saleCloserJob(), [DIGEST_JOB_KIND]: digestJob() },
    concurrency: RECURRING_JOBS.length,
  },
  // One-off deadlines (a counter-offer's lapse, an offer's lapse at its lot's sale): short transactions, a few at once.
  {
    name: 'deadlines',
    handlers: { [COUNTER_EXPIRY_JOB_KIND]: counterExpiryJob, [OFFER_LAPSE_JOB_KIND]: offerLapseJob },
    concurrency: 4,
  },
];

/**
 * The web process's workers of every kind (server.ts starts them after listening and stops them on shutdown): makes
 * sure the recurring jobs have their rows, then starts one worker per lane (`workerId:lane`). The answer drains and
 * stops them all.
 */
export async function startJobs(
  options: Omit<JobWorkerOptions, 'handlers' | 'concurrency'> = {},
): Promise<JobWorker> {
  await ensureRecurringJobs(await getDb());
  const workerId = options.workerId ?? newWorkerId();
  const workers = JOB_LANES.map(({ name, handlers, concurrency }) =>
    startJobWorker({ ...options, handlers, concurrency, workerId: `${workerId}:${name}` }),
  );
  return {
    workerId,
    async drain() {
      await Promise.all(workers.map((worker) => worker.drain()));
    },
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
