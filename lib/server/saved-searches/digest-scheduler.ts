import 'server-only';
import { logger } from '@/lib/log';
import type { JobHandler } from '../jobs/job-worker';
import { sendSavedSearchDigests } from './digest';

/** The recurring job that sends the saved-search digests (lib/server/jobs/recurring-jobs.ts). */
export const DIGEST_JOB_KIND = 'saved-search-digest';
/** How often the queue looks for digests to send (each member still gets at most one a day). */
export const DIGEST_PASS_INTERVAL_MS = 60 * 60 * 1000;
/** The first pass, a little after the job is first queued (not in the middle of the start's own work). */
export const DIGEST_FIRST_DELAY_MS = 60 * 1000;

const log = logger('saved-search-digest');

/**
 * The saved-search digest as a job handler: one pass of sendSavedSearchDigests at `now()`. The queue runs it every
 * DIGEST_PASS_INTERVAL_MS, never twice at once across processes (digestForMember also locks the member's searches);
 * a failed pass is logged here and rethrown so the queue keeps the error and runs the next pass on time.
 */
export function digestJob({ now = () => new Date() }: { now?: () => Date } = {}): JobHandler {
  return {
    async run() {
      try {
        const sent = await sendSavedSearchDigests(now());
        if (sent.length > 0) log.info(`sent ${sent.length} saved-search digest(s)`);
      } catch (error) {
        log.error('saved-search digest pass failed', error);
        throw error;
      }
    },
  };
}
