import 'server-only';
import type { Database } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import type { ClockSettings } from '@/lib/domain/live-clock';
import { auctionOfRoom } from '@/lib/live/auction-room';
import type { LiveEvent, RunlistMessage } from '@/lib/live/feed-events';
import { startDemo } from '../demo/demo-mode';
import { startAuctionClock } from './auction-clock';
import { setClockSettings } from './clock-settings';
import { postgresLaneLocks, processLaneLocks } from './lane-locks';
import { roomState } from './live-state';

export interface LiveServices {
  stop(): Promise<void>;
}

/**
 * The web process's live sale: the auction clock (lanes locked per auction on PostgreSQL, so several processes share
 * the work) and, in demo mode, the demo lanes and bidders.
 */
export async function startLiveServices({
  database,
  demo,
  settings,
  discoverEveryMs,
}: {
  database: Database;
  /** Demo lanes (and, with `bidders`, the demo bidders), or none. */
  demo: false | { bidders: boolean };
  settings?: Partial<ClockSettings>;
  discoverEveryMs?: number;
}): Promise<LiveServices> {
  setClockSettings(settings);
  const locks =
    database.kind === 'postgres' && database.url ? postgresLaneLocks(database.url) : processLaneLocks();
  const clock = startAuctionClock({ locks, discoverEveryMs });
  const demoRun = demo ? await startDemo({ bidders: demo.bidders }) : null;
  if (demoRun) await clock.discover();
  return {
    async stop() {
      await demoRun?.stop();
      await clock.stop();
    },
  };
}

/** The authoritative state of a feed room (`iaa-{branch}-{lane}`), for a new subscriber. */
export async function describeRoom(
  room: string,
): Promise<{ runlist: RunlistMessage; event: LiveEvent } | null> {
  const auction = auctionOfRoom(room);
  return auction ? roomState(await getDb(), auction, new Date()) : null;
}
