import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/lib/db/client';
import { getDatabase } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import type { LotFilters } from '@/lib/domain/search-filters';
import type { SearchCounts } from '../facet-counts';
import { scanCounts } from './facet-scan';
import { LOT_COLUMNS_SQL, LotColumns, type LotColumnsRow } from './lot-columns';
import { LotLexemes } from './lot-lexemes';

const LOAD_BATCH = 50_000;
/** More unseen changes than this at once (a seed, a bulk import): load everything again instead of replaying. */
const MAX_REPLAY = 20_000;
/** A process that has not looked at the change log for this long loads again (older log rows may be pruned). */
const STALE_AFTER_MS = 20 * 60_000;
/** Log rows of transactions finished before the oldest snapshot seen this long ago are deleted. */
const PRUNE_AFTER_MS = 30 * 60_000;

type ChangeRow = {
  xmin: string | number;
  seq: string | number | null;
  lot_id: number | null;
} & Partial<LotColumnsRow>;

/**
 * The facet counts of one database from memory: every lot's searchable columns (LotColumns), loaded once, then kept
 * equal to the table by replaying lot_changes (written by triggers on every insert, delete, truncate and update of a
 * searched column, whoever makes it) before each count. Rows are read by transaction id from the oldest snapshot xmin
 * seen at the last replay, so a transaction that commits late is still found; replaying a lot twice is harmless (its
 * current row is read).
 */
class FacetIndex {
  private columns: LotColumns | null = null;
  private lexemes: LotLexemes | null = null;
  private loading: Promise<void> | null = null;
  private failed = false;
  private xmin = 0;
  /** Log rows already applied that a replay may read again (their transaction ids are not below `xmin`). */
  private seen = new Set<number>();
  private syncedAt = 0;
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private pruneMark = { at: 0, xmin: 0 };
  /** Raised by every load and every replay that applied a change: see inventoryGeneration. */
  private loads = 0;
  private applied = 0;

  constructor(private readonly database: Database) {}

  /** Start loading when not loaded; resolves once the index can answer (false when it cannot be used). */
  ready(): Promise<boolean> {
    if (this.failed) return Promise.resolve(false);
    if (this.columns) return Promise.resolve(true);
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading.then(
      () => this.columns !== null,
      () => false,
    );
  }

  private async load(): Promise<void> {
    const db = this.database.db;
    // The log rows a replay would read now are already in what the load reads after them.
    const start = rows<{ xmin: string; seq: string | null }>(
      await db.execute(
        sql`select x.xmin, c.seq from (select ${SNAPSHOT_XMIN} as xmin) x
          left join lot_changes c on c.txid >= (x.xmin)::bigint`,
      ),
    );
    const xmin = start[0]!.xmin;
    const columns = new LotColumns();
    let after = -1;
    for (;;) {
      const batch = rows<LotColumnsRow>(
        await db.execute(
          sql`select ${sql.raw(LOT_COLUMNS_SQL)} from lots l where l.id > ${after} order by l.id limit ${LOAD_BATCH}`,
        ),
      );
      for (const row of batch) columns.set(row);
      if (batch.length < LOAD_BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    if (!columns.fits()) {
      this.failed = true; // more distinct values than 16-bit codes hold: counts stay in SQL
      return;
    }
    columns.cluster();
    this.loads++;
    const lexemes = new LotLexemes();
    await lexemes.update(db, columns);
    await analyzeChangeLog(db);
    this.xmin = Number(xmin);
    this.seen = new Set(start.flatMap((r) => (r.seq === null ? [] : [Number(r.seq)])));
    this.syncedAt = Date.now();
    this.pruneMark = { at: Date.now(), xmin: this.xmin };
    this.columns = columns;
    this.lexemes = lexemes;
  }

  /** Replay the change log; a caller waits for a replay that starts after it asked (it sees its own writes). */
  private sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.replay().finally(() => (this.syncing = null));
      return this.syncing;
    }
    this.queued ??= this.syncing.then(() => {
      this.queued = null;
      return this.sync();
    });
    return this.queued;
  }

  private async replay(): Promise<void> {
    const columns = this.columns;
    if (!columns) return;
    const db = this.database.db;
    if (Date.now() - this.syncedAt > STALE_AFTER_MS) return this.reload();
    // Each changed lot is looked up by its key (the LATERAL subquery with its LIMIT is planned on its own): a plain
    // join let the planner, misled by a change log without statistics (after a bulk load, autovacuum off), hash all
    // of lots on every replay, half a second at a million lots even with no change to apply.
    const logged = rows<ChangeRow>(
      await db.execute(
        sql`select x.xmin, c.seq, c.lot_id, l.*
          from (select ${SNAPSHOT_XMIN} as xmin) x
          left join lot_changes c on c.txid >= ${this.xmin}
          left join lateral (select ${sql.raw(LOT_COLUMNS_SQL)} from lots l where l.id = c.lot_id limit 1) l on true
          order by c.seq`,
      ),
    );
    const changes = logged.filter((r) => r.seq !== null && !this.seen.has(Number(r.seq)));
    if (changes.length > MAX_REPLAY || changes.some((r) => r.lot_id === null)) return this.reload();
    for (const change of changes) {
      if (change.id === null || change.id === undefined) columns.remove(change.lot_id!);
      else columns.set(change as LotColumnsRow);
    }
    if (!columns.fits()) {
      this.failed = true;
      this.columns = null;
      return;
    }
    if (changes.length > 0) {
      this.applied++;
      await this.lexemes!.update(db, columns);
    }
    const xmin = Number(logged[0]!.xmin);
    // The next replay reads rows from `xmin` on: a subset of these rows plus new ones.
    this.seen = new Set(logged.flatMap((r) => (r.seq === null ? [] : [Number(r.seq)])));
    this.xmin = xmin;
    this.syncedAt = Date.now();
    if (Date.now() - this.pruneMark.at > PRUNE_AFTER_MS) {
      const mark = this.pruneMark.xmin;
      this.pruneMark = { at: Date.now(), xmin };
      await db.execute(sql`delete from lot_changes where txid < ${mark}`).catch(() => undefined);
      await analyzeChangeLog(db);
    }
  }

  private async reload(): Promise<void> {
    this.columns = null;
    this.lexemes = null;
    void this.ready();
  }

  /**
   * The make and model dictionaries (every lot loaded, open or not), the change log replayed first when the last
   * replay is older than `maxAgeMs`; null until the index has loaded (this starts the load).
   */
  async vehicleDictionaries(
    maxAgeMs: number,
  ): Promise<Pick<LotColumns['dictionaries'], 'makes' | 'models'> | null> {
    if (!this.columns) {
      void this.ready();
      return null;
    }
    if (Date.now() - this.syncedAt > maxAgeMs) await this.sync();
    const columns = this.columns;
    return columns && { makes: columns.dictionaries.makes, models: columns.dictionaries.models };
  }

  /**
   * Which state of the inventory the index holds, after a replay that started after the call (so it includes every
   * write committed before): equal strings, equal inventories. Null while the index is not loaded or cannot be used.
   */
  async generation(): Promise<string | null> {
    if (!this.columns) {
      void this.ready();
      return null;
    }
    await this.sync();
    return this.columns ? `${this.loads}.${this.applied}` : null;
  }

  /** The counts of a search, or null when SQL must answer (not loaded yet, VIN or stock number, unusual text). */
  async counts(filters: LotFilters): Promise<SearchCounts | null> {
    if (!this.columns) {
      void this.ready();
      return null;
    }
    if (filters.vin || filters.stockNumber) return null;
    await this.sync();
    const columns = this.columns;
    const lexemes = this.lexemes;
    if (!columns || !lexemes) return null;
    let text = null;
    if (filters.q) {
      if (columns.oddLots.size > 0) return null;
      text = await lexemes.masks(this.database.db, filters.q);
      if (!text) return null;
      if (this.columns !== columns) return null; // reloaded meanwhile
    }
    return scanCounts(columns, filters, text?.masks ?? null, text?.full ?? 0);
  }
}

/**
 * Fresh planner statistics for the change log, which a bulk load fills with a row per lot and pruning empties. The
 * replay's range on txid is planned from them: without them (autovacuum off, or not yet run) PostgreSQL guesses a third
 * of the table, scans it all and compiles the statement with JIT, 150 ms or more per replay at a million rows instead of
 * a tenth of a millisecond. Sampled, so cheap at any size; skipped without the right to run it.
 */
async function analyzeChangeLog(db: Db): Promise<void> {
  await db.execute(sql`analyze lot_changes`).catch(() => undefined);
}

/** The oldest transaction still running (or the next one): rows of older transactions are all visible. */
const SNAPSHOT_XMIN = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

// One index per database and process (Next's bundled copy of this module finds the same one through a global symbol).
const KEY = Symbol.for('salvage-lane.facet-index');
const holder = globalThis as { [KEY]?: WeakMap<Database, FacetIndex> };

function indexOf(database: Database): FacetIndex {
  const indexes = (holder[KEY] ??= new WeakMap());
  let index = indexes.get(database);
  if (!index) indexes.set(database, (index = new FacetIndex(database)));
  return index;
}

/** The search's total and facet counts from the in-memory index, or null when the SQL GROUP BYs must answer. */
export async function indexedCounts(filters: LotFilters): Promise<SearchCounts | null> {
  return indexOf(await getDatabase()).counts(filters);
}

/**
 * The make and model dictionaries of the current database's index (Dictionary: keys are slugs, meta the names and a
 * model's make), at most `maxAgeMs` behind the table; null while the index is not loaded or cannot be used.
 */
export async function indexedVehicleDictionaries(
  maxAgeMs: number,
): Promise<Pick<LotColumns['dictionaries'], 'makes' | 'models'> | null> {
  return indexOf(await getDatabase()).vehicleDictionaries(maxAgeMs);
}

/**
 * The state of the current database's inventory as the facet index last replayed it (a list page that names it is
 * served from the cache only while it is unchanged: lib/server/cache/page-freshness); null when unknown.
 */
export async function inventoryGeneration(): Promise<string | null> {
  return indexOf(await getDatabase()).generation();
}

/** Load the current database's index now (server start, benchmarks, tests); true once it answers. */
export async function loadFacetIndex(): Promise<boolean> {
  return indexOf(await getDatabase()).ready();
}
