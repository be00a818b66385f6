import 'server-only';
import { asc, gt, max } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions } from '@/lib/db/schema';
import { auctionRoomId } from '@/lib/live/auction-room';
import { logger } from '@/lib/log';

const log = logger('room-directory');

/** One auction's lane (or, from `all`, one lane and the highest auction id on it). */
export interface LaneRow {
  id: number;
  branchId: number;
  lane: string;
}

/** Where the directory reads lanes from. */
export interface LaneSource {
  /** Every lane that has an auction, each with its highest auction id: one small grouped query. */
  all(): Promise<LaneRow[]>;
  /** Auctions whose id is above `afterId`, in id order, at most `limit`: a range of the primary key. */
  since(afterId: number, limit: number): Promise<LaneRow[]>;
}

export function databaseLanes(db: Db): LaneSource {
  return {
    async all() {
      const rows = await db
        .select({ id: max(auctions.id), branchId: auctions.branchId, lane: auctions.lane })
        .from(auctions)
        .groupBy(auctions.branchId, auctions.lane);
      return rows.map((r) => ({ ...r, id: r.id ?? 0 }));
    },
    since: (afterId, limit) =>
      db
        .select({ id: auctions.id, branchId: auctions.branchId, lane: auctions.lane })
        .from(auctions)
        .where(gt(auctions.id, afterId))
        .orderBy(asc(auctions.id))
        .limit(limit),
  };
}

export interface RoomDirectoryOptions {
  /** Without a keeper (keepCurrent), a room not in the list re-reads a list older than this (once, shared). */
  staleAfterMs?: number;
  /** Every this often a refresh reads the whole list (lanes whose auctions are gone leave it; see `refresh`). */
  fullEveryMs?: number;
  nowMs?: () => number;
}

const SINCE_BATCH = 500;

/**
 * The feed rooms that exist, in memory: one per lane (`iaa-{branch}-{lane}`) that has or had an auction, which is
 * what describeRoom can answer for. The live feed asks it before it joins a room, so a subscribe naming rooms that
 * do not exist costs no query at all. The live services keep it current on the auction clock's discovery cadence
 * (keepCurrent): each tick reads only the auctions created since the last one (a range of the primary key, usually
 * empty), and every `fullEveryMs` the whole, small list (an auction committed out of id order, or one deleted, is
 * caught there). Every process reads the database itself, so each knows every room, not only the lanes it runs.
 */
export class RoomDirectory {
  private rooms = new Set<string>();
  private lastId = 0;
  private refreshedAtMs: number | null = null;
  private fullAtMs: number | null = null;
  private refreshing: Promise<void> | null = null;
  private keepers = 0;
  private readonly staleAfterMs: number;
  private readonly fullEveryMs: number;
  private readonly nowMs: () => number;

  constructor(
    private readonly source: LaneSource,
    options: RoomDirectoryOptions = {},
  ) {
    this.staleAfterMs = options.staleAfterMs ?? 2_000;
    this.fullEveryMs = options.fullEveryMs ?? 60_000;
    this.nowMs = options.nowMs ?? Date.now;
  }

  /**
   * Whether `room` names a lane with an auction. Reads the database for the very first answer only while a keeper
   * runs; without one, a room not in a list older than `staleAfterMs` waits for one shared re-read (at most one per
   * `staleAfterMs` however many rooms are asked for).
   */
  async has(room: string): Promise<boolean> {
    if (this.refreshedAtMs === null) await this.refresh();
    if (this.rooms.has(room)) return true;
    if (this.keepers === 0 && this.nowMs() - (this.refreshedAtMs ?? 0) >= this.staleAfterMs) {
      await this.refresh();
      return this.rooms.has(room);
    }
    return false;
  }

  /** How many rooms it knows. */
  get size(): number {
    return this.rooms.size;
  }

  /** Read what changed (one read at a time: callers during a read share it). Rejects when the read fails. */
  refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Refresh every `everyMs` until the returned function is called; the first refresh starts now. */
  keepCurrent(everyMs: number): () => void {
    this.keepers += 1;
    const tick = () =>
      void this.refresh().catch((error: unknown) => log.warn('reading the lanes failed', error));
    const timer = setInterval(tick, everyMs);
    timer.unref();
    tick();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      this.keepers -= 1;
    };
  }

  private async read(): Promise<void> {
    const startedAt = this.nowMs();
    if (this.fullAtMs === null || startedAt - this.fullAtMs >= this.fullEveryMs) {
      const rows = await this.source.all();
      this.rooms = new Set(rows.map(roomOf));
      this.lastId = rows.reduce((highest, r) => Math.max(highest, r.id), 0);
      this.fullAtMs = startedAt;
    } else {
      for (;;) {
        const rows = await this.source.since(this.lastId, SINCE_BATCH);
        for (const row of rows) {
          this.rooms.add(roomOf(row));
          this.lastId = Math.max(this.lastId, row.id);
        }
        if (rows.length < SINCE_BATCH) break;
      }
    }
    this.refreshedAtMs = startedAt;
  }
}

function roomOf(row: LaneRow): string {
  return auctionRoomId(row.branchId, row.lane);
}
