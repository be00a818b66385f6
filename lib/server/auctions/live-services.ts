import 'server-only';
import type { Database } from '@/lib/db/client';
import { getDatabase } from '@/lib/db/database';
import type { ClockSettings } from '@/lib/domain/live-clock';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import { auctionOfRoom } from '@/lib/live/auction-room';
import { LIVE_FEED_STATE_CACHE_MS } from '@/lib/live/feed-events';
import { RoomStateCache, type RoomState } from '@/lib/live/room-state-cache';
import { startDemo } from '../demo/demo-mode';
import { DISCOVER_EVERY_MS, startAuctionClock } from './auction-clock';
import { setClockSettings } from './clock-settings';
import { postgresLaneLocks, processLaneLocks } from './lane-locks';
import { roomState } from './live-state';
import { databaseLanes, RoomDirectory } from './room-directory';

export interface LiveServices {
  stop(): Promise<void>;
}

interface RoomCaches {
  database: Database;
  directory: RoomDirectory;
  states: RoomStateCache;
  unfollow: () => void;
}
let caches: RoomCaches | null = null;

/** The feed's room directory and state cache for `database` (made again when the database changes: tests). */
function roomCachesOf(database: Database): RoomCaches {
  if (caches?.database !== database) {
    caches?.unfollow();
    const states = new RoomStateCache(LIVE_FEED_STATE_CACHE_MS);
    caches = {
      database,
      directory: new RoomDirectory(databaseLanes(database.db)),
      states,
      // Every message this process publishes to a room makes what was read of it old.
      unfollow: onAuctionFeed((room) => states.invalidate(room)),
    };
  }
  return caches;
}

/**
 * The web process's live sale: the auction clock (lanes locked per auction on PostgreSQL, so several processes share
 * the work), the feed's room directory refreshed on the clock's discovery cadence (every process reads it, so each
 * knows every room), and, in demo mode, the demo lanes and bidders.
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
  const stopRooms = roomCachesOf(database).directory.keepCurrent(discoverEveryMs ?? DISCOVER_EVERY_MS);
  const clock = startAuctionClock({ locks, discoverEveryMs });
  const demoRun = demo ? await startDemo({ bidders: demo.bidders }) : null;
  if (demoRun) await clock.discover();
  return {
    async stop() {
      stopRooms();
      await demoRun?.stop();
      await clock.stop();
    },
  };
}

/**
 * Whether a feed room (`iaa-{branch}-{lane}`) names a lane with an auction: answered from memory (the room
 * directory), so rooms that do not exist cost no query.
 */
export async function roomExists(room: string): Promise<boolean> {
  if (!auctionOfRoom(room)) return false;
  return roomCachesOf(await getDatabase()).directory.has(room);
}

/**
 * The authoritative state of a feed room (`iaa-{branch}-{lane}`), for a new subscriber: read once for all the room's
 * subscribers within LIVE_FEED_STATE_CACHE_MS, and read again after any message this process publishes to it.
 */
export async function describeRoom(room: string): Promise<RoomState | null> {
  const auction = auctionOfRoom(room);
  if (!auction) return null;
  const { database, states } = roomCachesOf(await getDatabase());
  return states.get(room, () => roomState(database.db, auction, new Date()));
}
