import 'server-only';
import { FACET_GROUPS } from '@/lib/domain/search-facets';
import { TEXT_PARTS, type LotColumns, type TextPart } from './lot-columns';

/** Per text part, for each value code, the bitmask of the query's lexemes the value holds. */
export type TextMasks = Record<TextPart, Uint16Array>;

/** Slots to visit: slots[spans[0]..spans[1]), slots[spans[2]..spans[3]), ... (each slot at most once). */
export interface Driver {
  slots: Int32Array;
  spans: number[];
  size: number;
  /** The filtered group every slot of it passes, or -1 (a text lexeme, or every lot). */
  group: number;
}

/** What one pass over a driver's slots counts. */
export interface Pass {
  /** Filtered groups (indices in FACET_GROUPS) each visited lot is checked against. */
  check: number[];
  /**
   * Groups whose counts take every lot that passes every check; a lot failing exactly one checked group counts in
   * that group when it is one of these (a group answered from the kept tables is not).
   */
  fill: number[];
}

/** The filters that are not facet groups: every count obeys them (open lots, odometer and sale-date ranges, text). */
export interface Always {
  odometer: [number, number] | null;
  saleMs: [number, number] | null;
  text: TextMasks | null;
  textFull: number;
}

/** Counts nobody reads: where a pass sends the groups it does not fill (the fill below is unrolled). */
const SCRATCH = new Int32Array(1 << 16);
/** The fill and the text check below are written out for ten groups and six text parts (checked here at compile time). */
const TEN_GROUPS: (typeof FACET_GROUPS)['length'] extends 10 ? true : never = true;
const SIX_PARTS: (typeof TEXT_PARTS)['length'] extends 6 ? true : never = true;
void [TEN_GROUPS, SIX_PARTS];

/**
 * One pass over a driver's open lots that pass the always-filters: a lot passing every checked group counts in the
 * total (returned) and in every `fill` group, and a lot failing exactly one checked group counts in that group when
 * it is a `fill` group. The per-lot work is written out
 * column by column: V8 then keeps each column and each counts array at hand instead of indexing a list of them.
 */
export function runPass(
  columns: LotColumns,
  driver: Driver,
  pass: Pass,
  allowed: (Uint8Array | null)[],
  always: Always,
  counts: (Int32Array | null)[],
): number {
  const { open, odometer, saleMs } = columns;
  const checkCodes = pass.check.map((gi) => columns.groups[FACET_GROUPS[gi]!]);
  const checkOk = pass.check.map((gi) => allowed[gi]!);
  const missCounts = pass.check.map((gi) => (pass.fill.includes(gi) ? counts[gi]! : null));
  const nc = checkCodes.length;
  const [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9] = FACET_GROUPS.map((g) => columns.groups[g]);
  const [n0, n1, n2, n3, n4, n5, n6, n7, n8, n9] = FACET_GROUPS.map((_, gi) =>
    pass.fill.includes(gi) ? counts[gi]! : SCRATCH,
  );
  // A pass filling one group (a filtered group's own counts) counts into it alone.
  const one = pass.fill.length === 1 ? counts[pass.fill[0]!]! : null;
  const oneCodes = pass.fill.length === 1 ? columns.groups[FACET_GROUPS[pass.fill[0]!]!] : null;
  const [odoFrom, odoTo] = always.odometer ?? [-Infinity, Infinity];
  const [saleFrom, saleTo] = always.saleMs ?? [-Infinity, Infinity];
  const byOdometer = always.odometer !== null;
  const bySale = always.saleMs !== null;
  const text = always.text;
  const textFull = always.textFull;
  const [t0, t1, t2, t3, t4, t5] = TEXT_PARTS.map((p) => columns.text[p]);
  const [m0, m1, m2, m3, m4, m5] = TEXT_PARTS.map((p) => (text ? text[p] : SCRATCH));
  const { slots, spans } = driver;
  let total = 0;
  for (let s = 0; s < spans.length; s += 2) {
    for (let k = spans[s]!; k < spans[s + 1]!; k++) {
      const i = slots[k]!;
      if (open[i] === 0) continue;
      if (byOdometer) {
        const o = odometer[i]!;
        if (o < odoFrom || o > odoTo) continue;
      }
      if (bySale) {
        const d = saleMs[i]!;
        if (!(d >= saleFrom && d < saleTo)) continue; // NaN (no sale date) fails, as NULL does in SQL
      }
      if (text) {
        const found =
          m0![t0![i]!]! | m1![t1![i]!]! | m2![t2![i]!]! | m3![t3![i]!]! | m4![t4![i]!]! | m5![t5![i]!]!;
        if (found !== textFull) continue;
      }
      let missed = -1;
      for (let c = 0; c < nc; c++) {
        if (checkOk[c]![checkCodes[c]![i]!] === 0) {
          if (missed >= 0) {
            missed = -2;
            break;
          }
          missed = c;
        }
      }
      if (missed === -1) {
        total++;
        if (one) {
          one[oneCodes![i]!]!++;
          continue;
        }
        n0![c0![i]!]!++;
        n1![c1![i]!]!++;
        n2![c2![i]!]!++;
        n3![c3![i]!]!++;
        n4![c4![i]!]!++;
        n5![c5![i]!]!++;
        n6![c6![i]!]!++;
        n7![c7![i]!]!++;
        n8![c8![i]!]!++;
        n9![c9![i]!]!++;
      } else if (missed >= 0) {
        const miss = missCounts[missed];
        if (miss) miss[checkCodes[missed]![i]!]!++;
      }
    }
  }
  return total;
}
