import 'server-only';
import { IMPORT_JOB_KIND } from '../imports/import-job-kind';
import { importJob } from '../imports/import-job';
import { startJobWorker, type JobHandler, type JobWorker, type JobWorkerOptions } from './job-worker';

/** Every kind of job and its handler. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [IMPORT_JOB_KIND]: importJob,
};

/** The web process's worker of every kind (server.ts starts it after listening and stops it on shutdown). */
export function startJobs(options: Omit<JobWorkerOptions, 'handlers'> = {}): JobWorker {
  return startJobWorker({ handlers: JOB_HANDLERS, ...options });
}
