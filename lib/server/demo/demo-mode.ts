import 'server-only';
import { getDb } from '@/lib/db/database';
import { Random } from '@/lib/db/seed/random';
import { logger } from '@/lib/log';
import { ensureDemoBidders, hasDemoData, startDemoBidding, type DemoBidding } from './demo-bidders';
import { ensureDemoLane, ensureOpenLots } from './demo-schedule';

const log = logger('demo');
export const DEMO_TICK_MS = 30_000;

export interface Demo {
  /** One pass of the schedule keeper (tests call it). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * DEMO_MODE (lib/env demoModeEnabled: on for the embedded database, off against DATABASE_URL unless asked): on a
 * database that holds the seed's demo data, keep a live lane within five minutes (one is scheduled a minute after the
 * start), keep a rolling supply of open lots, and (unless `bidders` is false) let the demo bidders bid on whatever is
 * on the block.
 */
export async function startDemo({
  now = () => new Date(),
  bidders = true,
}: { now?: () => Date; bidders?: boolean } = {}): Promise<Demo | null> {
  const db = await getDb();
  if (!(await hasDemoData(db))) {
    log.info('no demo data in this database: demo bidders and demo lanes stay off');
    return null;
  }
  await ensureDemoBidders(db);
  const random = new Random(`demo-${now().toISOString()}`);
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    running ??= (async () => {
      const at = now();
      const added = await ensureOpenLots(db, at, random);
      if (added > 0) log.info(`added ${added} demo lots to coming auctions`);
      const lane = await ensureDemoLane(db, at, random);
      if (lane !== null) log.info(`demo: auction ${lane} goes live in about a minute`);
    })()
      .catch((error: unknown) => log.error('demo schedule failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const bidding: DemoBidding | null = bidders ? startDemoBidding(db) : null;
  await tick();
  const timer = setInterval(() => void tick(), DEMO_TICK_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      bidding?.stop();
      await running;
    },
  };
}
