import { readdir, readFile, readlink } from 'node:fs/promises';
import type pg from 'pg';

/*
 * The live lane of e2e/deployment.spec.ts, read and steered in its database: a seeded auction brought forward to
 * start now, and which web process holds its lane lock (the PostgreSQL advisory lock of lib/server/auctions/
 * lane-locks.ts, on a connection of the holder's own).
 */

/** LANE_LOCK_CLASS of lib/server/auctions/lane-locks.ts (that module is server-only; the value is its contract). */
const LANE_LOCK_CLASS = 0x5a1e;

export interface Lane {
  auctionId: number;
  /** The feed room, `iaa-{branch}-{lane}`. */
  room: string;
}

/** The seeded auction with the fewest open lots (at least `minLots`): short enough for a test to watch. */
export async function pickLane(db: pg.Client, minLots: number): Promise<Lane> {
  const { rows } = await db.query<{ id: number; branch_id: number; lane: string }>(
    `select a.id, a.branch_id, a.lane from auctions a
      where a.status = 'scheduled'
        and (select count(*) from lots l where l.auction_id = a.id and l.status in ('upcoming', 'pre-bidding')) >= $1
      order by (select count(*) from lots l where l.auction_id = a.id), a.id
      limit 1`,
    [minLots],
  );
  const auction = rows[0];
  if (!auction) throw new Error(`the seed made no auction with ${minLots} open lots`);
  return { auctionId: auction.id, room: `iaa-${auction.branch_id}-${auction.lane}`.toLowerCase() };
}

/** Move the auction's start (and its lots' sale date) to now: the next discovery pass of a clock takes the lane. */
export async function startLaneNow(db: pg.Client, auctionId: number): Promise<void> {
  await db.query('update auctions set starts_at = now() where id = $1', [auctionId]);
  await db.query('update lots set sale_date = now() where auction_id = $1', [auctionId]);
}

/** The client port of the PostgreSQL session that holds the lane's lock, or null while none does. */
async function lockHolderPort(db: pg.Client, auctionId: number): Promise<number | null> {
  const { rows } = await db.query<{ client_port: number }>(
    `select a.client_port from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid = $2`,
    [LANE_LOCK_CLASS, auctionId],
  );
  return rows[0]?.client_port ?? null;
}

/** The inodes of this machine's TCP sockets whose local port is `port` (from /proc/net/tcp and tcp6). */
async function socketInodes(port: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (local && parseInt(local.split(':')[1] ?? '', 16) === port) inodes.add(fields[9] ?? '');
    }
  }
  return inodes;
}

/** Whether process `pid` has one of `inodes` open. */
async function holdsSocket(pid: number, inodes: Set<string>): Promise<boolean> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
  for (const fd of fds) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && inodes.has(inode)) return true;
  }
  return false;
}

/** Which of `pids` holds the lane's lock now (its lock connection's socket is one of that process's files). */
export async function laneHolder(db: pg.Client, auctionId: number, pids: number[]): Promise<number | null> {
  const port = await lockHolderPort(db, auctionId);
  if (port === null) return null;
  const inodes = await socketInodes(port);
  for (const pid of pids) if (await holdsSocket(pid, inodes)) return pid;
  return null;
}
