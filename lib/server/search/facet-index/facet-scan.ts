import 'server-only';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';
import type { LotFilters } from '@/lib/domain/search-filters';
import type { FacetCount, SearchCounts } from '../facet-counts';
import { compareFacetOptions } from '../facet-order';
import type { Dictionary, LotColumns } from './lot-columns';
import { everyLot, groupDriver, textDriver } from './scan-drivers';
import { runPass, type Always, type TextMasks } from './scan-pass';

/** Which codes of a group its filter lets through (null: the group is not filtered). */
function allowedCodes(group: FacetGroup, filters: LotFilters, dictionary: Dictionary): Uint8Array | null {
  const allowed = new Uint8Array(Math.max(dictionary.size, 1));
  const mark = (test: (code: number) => boolean) => {
    for (let code = 0; code < dictionary.size; code++) allowed[code] = test(code) ? 1 : 0;
    return allowed;
  };
  const keys = dictionary.keys;
  switch (group) {
    case 'years':
      if (filters.yearFrom === null && filters.yearTo === null) return null;
      return mark((code) => {
        const year = dictionary.meta[code]!.year!;
        return (
          (filters.yearFrom === null || year >= filters.yearFrom) &&
          (filters.yearTo === null || year <= filters.yearTo)
        );
      });
    case 'saleTypes':
      if (!filters.buyItNow && !filters.auctionOnly) return null;
      return mark((code) => {
        const bin = code >= 2;
        const auction = code % 2 === 1;
        return (!filters.buyItNow || bin) && (!filters.auctionOnly || (auction && !bin));
      });
    case 'branches': {
      if (filters.branches.length === 0) return null;
      const wanted = new Set(filters.branches);
      return mark((code) => wanted.has(Number(keys[code])));
    }
    default: {
      const values = filters[group];
      if (values.length === 0) return null;
      const wanted = new Set(values);
      return mark((code) => wanted.has(keys[code]!));
    }
  }
}

/**
 * The total and every group's facet counts of a search over the columns. A lot that passes every filter counts in
 * its option of every group and in the total; a lot that fails exactly one group's filter counts in that group only
 * (each group's counts leave its own filter out). Equal to facet-counts' GROUP BYs over the same filters. VIN and
 * stock-number filters are not handled here (SQL answers those).
 *
 * Where a group's counts are taken over the lots of at most one other group's filter (and no text or range filter),
 * the kept totals and pair tables answer without a scan. The rest comes from passes over the lots of the narrowest
 * filter (a lot outside it fails it, so counts at most in that filter's own group): one pass for the total and the
 * other groups, and, when that filter is a group's, one more over the second narrowest for that group's own counts.
 */
export function scanCounts(
  columns: LotColumns,
  filters: LotFilters,
  text: TextMasks | null,
  textFull: number,
): SearchCounts {
  const allowed = FACET_GROUPS.map((g) => allowedCodes(g, filters, columns.dictionaries[g]));
  const always: Always = {
    odometer:
      filters.odometerFrom !== null || filters.odometerTo !== null
        ? [filters.odometerFrom ?? -Infinity, filters.odometerTo ?? Infinity]
        : null,
    saleMs:
      filters.saleDateFrom !== null || filters.saleDateTo !== null
        ? [filters.saleDateFrom?.getTime() ?? -Infinity, filters.saleDateTo?.getTime() ?? Infinity]
        : null,
    text,
    textFull,
  };
  const plain = !always.odometer && !always.saleMs && !text;
  const filtered = FACET_GROUPS.flatMap((_, gi) => (allowed[gi] ? [gi] : []));
  const counts: (Int32Array | null)[] = FACET_GROUPS.map(() => null);
  const fresh = (gi: number) => new Int32Array(Math.max(columns.dictionaries[FACET_GROUPS[gi]!].size, 1));
  let total = 0;

  if (plain) {
    // Groups counted over the lots of one other group's filter, or of none: from the kept tables.
    FACET_GROUPS.forEach((g, gi) => {
      const others = filtered.filter((f) => f !== gi);
      if (others.length === 0) counts[gi] = totalsOf(columns, g);
      else if (others.length === 1) {
        counts[gi] = columns.pairs.countsGiven(others[0]!, allowed[others[0]!]!, gi, fresh(gi));
      }
    });
    if (filtered.length === 0) total = columns.openCount;
    if (filtered.length === 1) {
      const only = filtered[0]!;
      const totals = columns.openTotals[FACET_GROUPS[only]!];
      allowed[only]!.forEach((ok, code) => (total += ok === 1 ? (totals[code] ?? 0) : 0));
    }
  }
  if (!plain || filtered.length >= 2) {
    const drivers = [
      ...(text ? [textDriver(columns, text, textFull)] : []),
      ...filtered.map((gi) => groupDriver(columns, gi, allowed[gi]!)),
    ].sort((a, b) => a.size - b.size);
    const first = drivers[0] ?? everyLot(columns);
    const fill = FACET_GROUPS.flatMap((_, gi) => (counts[gi] === null && gi !== first.group ? [gi] : []));
    fill.forEach((gi) => (counts[gi] = fresh(gi)));
    const check = filtered.filter((gi) => gi !== first.group);
    total = runPass(columns, first, { check, fill }, allowed, always, counts);
    if (first.group >= 0 && counts[first.group] === null) {
      // The first driver's group: its counts are over the lots passing every other filter.
      const second = drivers[1] ?? everyLot(columns);
      const own = first.group;
      counts[own] = fresh(own);
      const rest = filtered.filter((gi) => gi !== own && gi !== second.group);
      runPass(columns, second, { check: rest, fill: [own] }, allowed, always, counts);
    }
  }
  const facets = Object.fromEntries(
    FACET_GROUPS.map((g, gi) => [g, toFacet(g, counts[gi]!, columns.dictionaries[g])]),
  ) as Record<FacetGroup, FacetCount[]>;
  return { total, facets };
}

/** The kept open-lot totals of a group, one per code of its dictionary. */
function totalsOf(columns: LotColumns, group: FacetGroup): Int32Array {
  const totals = columns.openTotals[group];
  return Int32Array.from({ length: Math.max(columns.dictionaries[group].size, 1) }, (_, c) => totals[c] ?? 0);
}

/** A group's counts as facet options, most lots first (as facet-counts orders its GROUP BY rows). */
function toFacet(group: FacetGroup, counts: Int32Array, dictionary: Dictionary): FacetCount[] {
  if (group === 'saleTypes') {
    return [
      { key: 'buy_it_now', cnt: counts[2]! + counts[3]! },
      { key: 'auction_only', cnt: counts[1]! },
    ];
  }
  const options: FacetCount[] = [];
  for (let code = 0; code < dictionary.size; code++) {
    const cnt = counts[code]!;
    if (cnt === 0) continue;
    const meta = dictionary.meta[code]!;
    options.push({
      key: dictionary.keys[code]!,
      cnt,
      ...(group === 'makes' || group === 'models' ? { name: meta.name! } : {}),
      ...(group === 'models' ? { make: meta.make! } : {}),
    });
  }
  return options.sort(compareFacetOptions);
}
