import 'server-only';
import pg from 'pg';
import { logger } from '@/lib/log';

const log = logger('lane-locks');

/**
 * Which process runs a lane's clock. With PostgreSQL (several web processes), a session advisory lock per auction on
 * a connection of its own: the database releases it the moment that connection dies (kill -9, crash, network), so
 * another process's next discovery pass takes the lane over. With PGlite there is only one process: every lane is
 * ours. Transitions are also guarded by status in their UPDATEs, so even a split brain could not sell a lot twice.
 */
export interface LaneLocks {
  tryAcquire(auctionId: number): Promise<boolean>;
  release(auctionId: number): Promise<void>;
  /** Called when every lock was lost at once (the lock connection died): the clock must drop its lanes. */
  onLost(listener: () => void): void;
  close(): Promise<void>;
}

export function processLaneLocks(): LaneLocks {
  return {
    tryAcquire: async () => true,
    release: async () => undefined,
    onLost: () => undefined,
    close: async () => undefined,
  };
}

/** The first key of the two-key advisory lock: this application's lane clocks. */
export const LANE_LOCK_CLASS = 0x5a1e;

export function postgresLaneLocks(url: string): LaneLocks {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const lostListeners: (() => void)[] = [];
  let closed = false;

  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = null;
    log.warn(`lane lock connection lost${error ? `: ${error.message}` : ''}; the lanes will be taken again`);
    for (const listener of lostListeners) listener();
  };

  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, application_name: 'salvage-lane-clock' });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      try {
        await next.connect();
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async tryAcquire(auctionId) {
      if (closed) return false;
      const c = await connection();
      const result = await c.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
        LANE_LOCK_CLASS,
        auctionId,
      ]);
      return result.rows[0]?.locked === true;
    },
    async release(auctionId) {
      const c = client;
      if (!c) return;
      await c.query('select pg_advisory_unlock($1, $2)', [LANE_LOCK_CLASS, auctionId]).catch(() => undefined);
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
