import 'server-only';
import { logger } from '@/lib/log';
import type { JobHandler } from '../jobs/job-worker';
import { closeDueSales } from './end-sale';

/** The recurring job that ends the pre-bid sales whose start time has come (lib/server/jobs/recurring-jobs.ts). */
export const SALE_CLOSER_JOB_KIND = 'sale-closer';
export const SALE_CLOSER_INTERVAL_MS = 15_000;

const log = logger('sale-closer');

/**
 * The sale closer as a job handler: one pass of closeDueSales at `now()`. The queue runs it every
 * SALE_CLOSER_INTERVAL_MS, never twice at once across processes; a failed pass is logged here and rethrown so the
 * queue keeps the error and runs the next pass on time.
 */
export function saleCloserJob({ now = () => new Date() }: { now?: () => Date } = {}): JobHandler {
  return {
    async run() {
      try {
        const ended = await closeDueSales(now());
        if (ended.length > 0) log.info(`ended ${ended.length} sale(s)`);
      } catch (error) {
        log.error('closing due sales failed', error);
        throw error;
      }
    },
  };
}
