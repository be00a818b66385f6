import 'server-only';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';
import type { LotFilters } from '@/lib/domain/search-filters';
import type { FacetCount, SearchCounts } from '../facet-counts';
import { compareFacetOptions } from '../facet-order';
import { TEXT_PARTS, type Dictionary, type LotColumns, type Postings, type TextPart } from './lot-columns';

/** Per text part, for each value code, the bitmask of the query's lexemes the value holds. */
export type TextMasks = Record<TextPart, Uint16Array>;

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

const FAILED = 255;

/**
 * The total and every group's facet counts of a search over the columns: a lot that passes every filter counts in its
 * option of every group and in the total; a lot that fails exactly one group's filter counts in that group only (each
 * group's counts leave its own filter out). Equal to facet-counts' GROUP BYs over the same filters. Column by column
 * (tight loops over typed arrays): each lot's state is 0 (passes), 1 + the index of the one group it fails, or FAILED.
 * Without any filter the kept totals answer. VIN and stock-number filters are not handled here (SQL answers those).
 */
export function scanCounts(
  columns: LotColumns,
  filters: LotFilters,
  text: TextMasks | null,
  textFull: number,
): SearchCounts {
  const allowed = FACET_GROUPS.map((g) => allowedCodes(g, filters, columns.dictionaries[g]));
  const byOdometer = filters.odometerFrom !== null || filters.odometerTo !== null;
  const bySaleDate = filters.saleDateFrom !== null || filters.saleDateTo !== null;
  if (!text && !byOdometer && !bySaleDate && allowed.every((a) => a === null)) {
    const facets = Object.fromEntries(
      FACET_GROUPS.map((g) => [g, toFacet(g, totalsOf(columns, g), columns.dictionaries[g])]),
    ) as Record<FacetGroup, FacetCount[]>;
    return { total: columns.openCount, facets };
  }
  const { candidates, ownFromTotals } = candidateSlots(
    columns,
    allowed,
    text,
    textFull,
    byOdometer || bySaleDate,
  );
  const m = candidates ? candidates.length : columns.size;
  const all = candidates ?? Int32Array.from({ length: m }, (_, j) => j);
  const state = new Uint8Array(m);
  const { open, odometer, saleMs } = columns;
  for (let j = 0; j < m; j++) if (open[all[j]!] === 0) state[j] = FAILED;
  if (byOdometer) {
    const from = filters.odometerFrom ?? -Infinity;
    const to = filters.odometerTo ?? Infinity;
    for (let j = 0; j < m; j++) {
      const o = odometer[all[j]!]!;
      if (o < from || o > to) state[j] = FAILED;
    }
  }
  if (bySaleDate) {
    const from = filters.saleDateFrom?.getTime() ?? -Infinity;
    const to = filters.saleDateTo?.getTime() ?? Infinity;
    for (let j = 0; j < m; j++) {
      const d = saleMs[all[j]!]!;
      if (!(d >= from && d < to)) state[j] = FAILED; // NaN (no sale date) fails both bounds, as NULL does in SQL
    }
  }
  if (text) {
    const found = new Uint16Array(m);
    for (const part of TEXT_PARTS) {
      const codes = columns.text[part];
      const masks = text[part];
      for (let j = 0; j < m; j++) found[j] = found[j]! | masks[codes[all[j]!]!]!;
    }
    for (let j = 0; j < m; j++) if (found[j] !== textFull) state[j] = FAILED;
  }
  FACET_GROUPS.forEach((g, gi) => {
    const ok = allowed[gi];
    if (!ok) return;
    const codes = columns.groups[g];
    const tag = gi + 1;
    for (let j = 0; j < m; j++) {
      if (ok[codes[all[j]!]!] === 0) {
        const s = state[j]!;
        if (s !== FAILED) state[j] = s === 0 ? tag : FAILED;
      }
    }
  });
  let total = 0;
  for (let j = 0; j < m; j++) if (state[j] === 0) total++;
  const facets = Object.fromEntries(
    FACET_GROUPS.map((g, gi) => {
      if (gi === ownFromTotals) {
        return [g, toFacet(g, totalsOf(columns, g), columns.dictionaries[g])];
      }
      const codes = columns.groups[g];
      const counts = new Int32Array(Math.max(columns.dictionaries[g].size, 1));
      const tag = allowed[gi] ? gi + 1 : 0;
      for (let j = 0; j < m; j++) {
        const s = state[j]!;
        if (s === 0 || s === tag) counts[codes[all[j]!]!]!++;
      }
      return [g, toFacet(g, counts, columns.dictionaries[g])];
    }),
  ) as Record<FacetGroup, FacetCount[]>;
  return { total, facets };
}

/** The slots of the codes `wanted` picks, from a column's postings, and how many there are. */
function pickSlots(
  postings: Postings,
  wanted: (code: number) => boolean,
): { ranges: number[]; size: number } {
  const ranges: number[] = [];
  let size = 0;
  for (let c = 0; c + 1 < postings.offsets.length; c++) {
    if (!wanted(c)) continue;
    const from = postings.offsets[c]!;
    const to = postings.offsets[c + 1]!;
    if (to > from) {
      ranges.push(c);
      size += to - from;
    }
  }
  return { ranges, size };
}

/**
 * The lots that can count anywhere, when fewer than all: with a text query, those holding its rarest lexeme; with two
 * or more filtered groups, those passing one of the two narrowest (a lot failing both fails twice and counts nowhere);
 * with one filtered group and no range filter, the lots it lets through (its own counts, over every open lot, are the
 * kept totals: ownFromTotals).
 */
function candidateSlots(
  columns: LotColumns,
  allowed: (Uint8Array | null)[],
  text: TextMasks | null,
  textFull: number,
  byRange: boolean,
): { candidates: Int32Array | null; ownFromTotals: number } {
  const sources: { postings: Postings; ranges: number[] }[][] = [];
  if (text) {
    let best: { postings: Postings; ranges: number[] }[] | null = null;
    let bestSize = Infinity;
    for (let bit = 0; 1 << bit <= textFull; bit++) {
      let size = 0;
      const parts = TEXT_PARTS.map((part) => {
        const postings = columns.postings(`text:${part}`, columns.text[part], columns.textValues[part].size);
        const picked = pickSlots(postings, (c) => (text[part][c]! & (1 << bit)) !== 0);
        size += picked.size;
        return { postings, ranges: picked.ranges };
      });
      if (size < bestSize) [best, bestSize] = [parts, size];
    }
    sources.push(best!);
  } else {
    const filtered = FACET_GROUPS.flatMap((g, gi) => {
      const ok = allowed[gi];
      if (!ok) return [];
      const postings = columns.postings(g, columns.groups[g], columns.dictionaries[g].size);
      const picked = pickSlots(postings, (c) => ok[c] === 1);
      return [{ gi, size: picked.size, source: { postings, ranges: picked.ranges } }];
    });
    if (filtered.length === 1 && !byRange) {
      return { candidates: union([[filtered[0]!.source]], columns.size), ownFromTotals: filtered[0]!.gi };
    }
    if (filtered.length < 2) return { candidates: null, ownFromTotals: -1 };
    filtered.sort((a, b) => a.size - b.size);
    sources.push([filtered[0]!.source], [filtered[1]!.source]);
  }
  return { candidates: union(sources, columns.size), ownFromTotals: -1 };
}

/** The slots of every range of every source, each once. */
function union(sources: { postings: Postings; ranges: number[] }[][], size: number): Int32Array {
  const seen = new Uint8Array(size);
  const out = new Int32Array(size);
  let count = 0;
  for (const parts of sources) {
    for (const { postings, ranges } of parts) {
      for (const c of ranges) {
        for (let k = postings.offsets[c]!; k < postings.offsets[c + 1]!; k++) {
          const i = postings.slots[k]!;
          if (seen[i] === 0) {
            seen[i] = 1;
            out[count++] = i;
          }
        }
      }
    }
  }
  return out.subarray(0, count);
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
