import 'server-only';
import { and, eq, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { auctions } from '@/lib/db/schema';
import type { ClockSettings } from '@/lib/domain/live-clock';
import { logger } from '@/lib/log';
import { inBackground, notifySaleEnded } from '../notifications/bid-notices';
import { advanceAuction, resumeAuction, type Advance } from './advance-auction';
import { clockSettings } from './clock-settings';
import { processLaneLocks, type LaneLocks } from './lane-locks';
import { onLaneWake } from './lane-wake';
import { publishAdvance } from './publish-advance';

const log = logger('auction-clock');

/** How often the clock looks for auctions to run (one small query over auctions, never over lots). */
export const DISCOVER_EVERY_MS = 2_000;
const RETRY_MS = 1_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface AuctionClockOptions {
  locks?: LaneLocks;
  settings?: ClockSettings;
  now?: () => Date;
  discoverEveryMs?: number;
}

export interface AuctionClock {
  /** Look for due and live auctions now and take the lanes this process may run. */
  discover(): Promise<void>;
  /** The auctions whose lanes this process runs. */
  lanes(): number[];
  /** Stops every timer, waits for transitions in flight, releases the lanes. */
  stop(): Promise<void>;
}

interface Lane {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
}

/**
 * The auction clock: one timer per live lane (an auction is one lane of one branch on one day), armed for the next
 * thing that lane waits for (its start, or the lot's deadline). When it fires, advanceAuction makes the transition in
 * one transaction and the feed publishes what changed. A live bid moves the deadline in its own transaction, so a
 * timer that fires early for the new deadline finds it in the future and is armed again. Every few seconds one query
 * finds auctions that are live or about to start; a lane is run by the process that holds its lock (lane-locks.ts).
 * A process that takes over a live lane applies the resume rule first (resumeAuction).
 */
export function startAuctionClock(options: AuctionClockOptions = {}): AuctionClock {
  const locks = options.locks ?? processLaneLocks();
  const settings = options.settings ?? clockSettings();
  const now = options.now ?? (() => new Date());
  const discoverEveryMs = options.discoverEveryMs ?? DISCOVER_EVERY_MS;
  const lanes = new Map<number, Lane>();
  let stopped = false;
  let discovering: Promise<void> | null = null;

  const drop = (auctionId: number, lane: Lane) => {
    clearTimeout(lane.timer);
    if (lanes.get(auctionId) === lane) lanes.delete(auctionId);
  };

  const arm = (auctionId: number, lane: Lane, wakeAt: Date | null) => {
    if (stopped || lanes.get(auctionId) !== lane) return;
    clearTimeout(lane.timer);
    if (wakeAt === null) {
      drop(auctionId, lane);
      void locks.release(auctionId);
      return;
    }
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, wakeAt.getTime() - now().getTime()));
    lane.timer = setTimeout(() => run(auctionId, lane, 'advance'), delay);
  };

  const run = (auctionId: number, lane: Lane, what: 'advance' | 'resume') => {
    if (stopped || lanes.get(auctionId) !== lane) return;
    if (lane.running) {
      lane.again = true;
      return;
    }
    lane.running = (async () => {
      let wakeAt: Date | null;
      const at = now();
      try {
        const advance: Advance =
          what === 'resume'
            ? await resumeAuction(auctionId, at, settings)
            : await advanceAuction(auctionId, at, settings);
        for (const change of advance.changes) {
          if (change.kind === 'lot-ended') inBackground(notifySaleEnded(change.end));
        }
        await publishAdvance(advance, at).catch((error: unknown) =>
          log.error(`publishing auction ${auctionId} failed`, error),
        );
        wakeAt = advance.wakeAt;
      } catch (error) {
        log.error(`auction ${auctionId}: transition failed; trying again`, error);
        wakeAt = new Date(at.getTime() + RETRY_MS);
      }
      lane.running = undefined;
      if (lane.again) {
        lane.again = false;
        wakeAt = wakeAt && now();
      }
      arm(auctionId, lane, wakeAt);
    })();
  };

  const take = async (auctionId: number, live: boolean) => {
    if (!(await locks.tryAcquire(auctionId))) return;
    if (stopped || lanes.has(auctionId)) return;
    const lane: Lane = { again: false };
    lanes.set(auctionId, lane);
    log.info(`running auction ${auctionId}${live ? ' (resumed)' : ''}`);
    run(auctionId, lane, live ? 'resume' : 'advance');
  };

  const discover = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    discovering ??= (async () => {
      const db = await getDb();
      const horizon = new Date(now().getTime() + discoverEveryMs);
      const due = await db
        .select({ id: auctions.id, status: auctions.status })
        .from(auctions)
        .where(
          or(
            eq(auctions.status, 'live'),
            and(eq(auctions.status, 'scheduled'), lte(auctions.startsAt, horizon)),
          ),
        )
        .limit(500);
      for (const { id, status } of due) {
        if (!lanes.has(id)) await take(id, status === 'live');
      }
    })()
      .catch((error: unknown) => log.error('looking for auctions failed', error))
      .finally(() => {
        discovering = null;
      });
    return discovering;
  };

  locks.onLost(() => {
    for (const [id, lane] of lanes) drop(id, lane);
  });
  // A console command in this process (pause, resume, skip) changed a lane: look at it now if it is ours.
  const stopWaking = onLaneWake((auctionId) => {
    const lane = lanes.get(auctionId);
    if (lane) run(auctionId, lane, 'advance');
  });
  const timer = setInterval(() => void discover(), discoverEveryMs);
  timer.unref();
  void discover();

  return {
    discover,
    lanes: () => [...lanes.keys()],
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopWaking();
      await discovering;
      const running = [...lanes.values()].map((lane) => {
        clearTimeout(lane.timer);
        return lane.running;
      });
      await Promise.all(running);
      const ids = [...lanes.keys()];
      lanes.clear();
      await Promise.all(ids.map((id) => locks.release(id)));
      await locks.close();
    },
  };
}
