import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { branches, lots } from '@/lib/db/schema';
import { FACET_GROUPS, groupIsFiltered, withoutGroup, type FacetGroup } from '@/lib/domain/search-facets';
import type { LotFilters } from '@/lib/domain/search-filters';
import { indexedCounts } from './facet-index/facet-index';
import { compareFacetOptions } from './facet-order';
import { lotWhere } from './lot-query';

/** One option of a filter group and how many lots it would find. `key` is what the filter takes. */
export interface FacetCount {
  key: string;
  cnt: number;
  /** The stored name where the key is a slug (makes, models). */
  name?: string;
  /** The make a model belongs to. */
  make?: string;
}

export interface SearchCounts {
  /** Lots matching every filter. */
  total: number;
  facets: Record<FacetGroup, FacetCount[]>;
}

/** The grouping columns of each group; the first is the key. */
const GROUP_COLUMNS: Record<FacetGroup, SQL[]> = {
  types: [sql`${lots.vehicleType}`],
  makes: [sql`${lots.makeSlug}`, sql`${lots.make}`],
  // The model's make as an expression of its own: a bare make_slug would be the makes set's key in GROUPING().
  models: [sql`${lots.modelSlug}`, sql`${lots.model}`, sql`(${lots.makeSlug} || '')`],
  years: [sql`${lots.year}`],
  damages: [sql`${lots.primaryDamage}`],
  lossTypes: [sql`${lots.lossType}`],
  titleTypes: [sql`${lots.titleType}`],
  // Where the vehicle stands: its branch's state (the statement joins branches for this group; a sub-select here
  // would not be the same grouping expression to PostgreSQL, which then answers null for every key).
  states: [sql`${branches.state}`],
  branches: [sql`${lots.branchId}`],
  saleTypes: [sql`(${lots.buyItNowPriceCents} is not null)`, sql`(${lots.auctionId} is not null)`],
};

type Row = {
  set: number;
  k: string | number | boolean | null;
  a: string | boolean | null;
  b: string | null;
  n: string | number;
};

/**
 * Counts per option of `groups` over the lots `where` finds, plus (withTotal) their number, in ONE scan:
 * GROUP BY GROUPING SETS, one set per group and the empty set for the total. Each row says which set it belongs to by
 * the index of the single key column that is not rolled up (GROUPING() bitmask).
 */
function groupedCountsSql(where: SQL, groups: FacetGroup[], withTotal: boolean): SQL {
  const keys = groups.map((g) => GROUP_COLUMNS[g][0]!);
  const sets = groups.map((g) => sql`(${sql.join(GROUP_COLUMNS[g], sql`, `)})`);
  if (withTotal) sets.push(sql`()`);
  const column = (i: number) =>
    sql.join(
      groups.map((g, gi) => {
        const c = GROUP_COLUMNS[g][i];
        return c
          ? sql`when ${sql.raw(String(gi))} then ${c}::text`
          : sql`when ${sql.raw(String(gi))} then null`;
      }),
      sql` `,
    );
  const setIndex =
    groups.length === 0
      ? sql`-1`
      : sql`case grouping(${sql.join(keys, sql`, `)}) ${sql.join(
          groups.map((_, gi) =>
            sql.raw(`when ${(1 << groups.length) - 1 - (1 << (groups.length - 1 - gi))} then ${gi}`),
          ),
          sql` `,
        )} else -1 end`;
  const pick = (i: number) => (groups.length === 0 ? sql`null` : sql`case ${setIndex} ${column(i)} end`);
  return sql`
    select ${setIndex} as "set", ${pick(0)} as k, ${pick(1)} as a, ${pick(2)} as b, count(*) as n
    from ${lots}${groups.includes('states') ? sql` left join ${branches} on ${branches.id} = ${lots.branchId}` : sql``}
    where ${where}
    group by grouping sets (${sql.join(sets, sql`, `)})`;
}

async function groupedCounts(where: SQL, groups: FacetGroup[], withTotal: boolean): Promise<Row[]> {
  if (groups.length === 0 && !withTotal) return [];
  const db = await getDb();
  return rows<Row>(await db.execute(groupedCountsSql(where, groups, withTotal)));
}

/** The statements a search's counts run (one for the unfiltered groups and the total, one per filtered group). */
export function searchCountsSql(filters: LotFilters): SQL[] {
  const filtered = FACET_GROUPS.filter((g) => groupIsFiltered(filters, g));
  const open = FACET_GROUPS.filter((g) => !filtered.includes(g));
  return [
    groupedCountsSql(lotWhere(filters), open, true),
    ...filtered.map((g) => groupedCountsSql(lotWhere(withoutGroup(filters, g)), [g], false)),
  ];
}

function emptyFacets(): Record<FacetGroup, FacetCount[]> {
  return Object.fromEntries(FACET_GROUPS.map((g) => [g, []])) as unknown as Record<FacetGroup, FacetCount[]>;
}

/** Rows of one group's set into its options, most lots first (sale types fold into their two options). */
function toFacet(group: FacetGroup, rows: Row[]): FacetCount[] {
  if (group === 'saleTypes') {
    let buyItNow = 0;
    let auctionOnly = 0;
    for (const r of rows) {
      if (r.k === 'true') buyItNow += Number(r.n);
      else if (r.a === 'true') auctionOnly += Number(r.n);
    }
    return [
      { key: 'buy_it_now', cnt: buyItNow },
      { key: 'auction_only', cnt: auctionOnly },
    ];
  }
  return rows
    .map((r) => ({
      key: String(r.k),
      cnt: Number(r.n),
      ...(group === 'makes' || group === 'models' ? { name: String(r.a) } : {}),
      ...(group === 'models' ? { make: String(r.b) } : {}),
    }))
    .sort(compareFacetOptions);
}

async function loadCounts(filters: LotFilters): Promise<SearchCounts> {
  const filtered = FACET_GROUPS.filter((g) => groupIsFiltered(filters, g));
  const open = FACET_GROUPS.filter((g) => !filtered.includes(g));
  // Groups without a filter of their own count over the search's own set, together with its total; each filtered
  // group counts over the set the other filters find.
  const [common, ...own] = await Promise.all([
    groupedCounts(lotWhere(filters), open, true),
    ...filtered.map((g) => groupedCounts(lotWhere(withoutGroup(filters, g)), [g], false)),
  ]);
  const facets = emptyFacets();
  open.forEach(
    (g, gi) =>
      (facets[g] = toFacet(
        g,
        common!.filter((r) => Number(r.set) === gi),
      )),
  );
  filtered.forEach((g, i) => (facets[g] = toFacet(g, own[i]!)));
  const total = Number(common!.find((r) => Number(r.set) === -1)?.n ?? 0);
  return { total, facets };
}

/** The cache key of a search's counts: its filters without sort and paging. */
export function countsKey(filters: LotFilters): string {
  const { sort: _s, direction: _d, page: _p, pageSize: _ps, ...rest } = filters;
  return JSON.stringify(rest);
}

/**
 * The total and the facet counts of every filter group for a search. Each group's counts are taken with all OTHER
 * filters applied (its own left out: the usual faceted-search rule), so they say how many lots choosing that option
 * would find alongside (or, for a group already filtered, instead of) the current choice. Exact, never cached: from the
 * in-memory facet index (kept equal to the table through lot_changes) when it is loaded and the filters suit it, else
 * from the GROUP BYs above.
 */
export async function searchCounts(filters: LotFilters): Promise<SearchCounts> {
  return (await indexedCounts(filters)) ?? loadCounts(filters);
}

/** The same counts from SQL only (tests compare the two; the fallback of searchCounts). */
export const sqlCounts = loadCounts;
