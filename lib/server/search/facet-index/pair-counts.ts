import 'server-only';
import { FACET_GROUPS } from '@/lib/domain/search-facets';

const GROUPS = FACET_GROUPS.length;
const FIRST_STRIDE = 16;

/** Where the table of groups a < b sits among the tables (one per pair, in order). */
const pairIndex = (a: number, b: number) => a * GROUPS - (a * (a + 1)) / 2 + (b - a - 1);

/**
 * Open lots per pair of codes of every two facet groups (types by makes, makes by states, ...), kept up to date lot
 * by lot: a search filtered on one group gets every other group's counts from these tables instead of a scan, and a
 * search filtered on two groups gets those two groups' counts (each is taken over the lots the other group's filter
 * lets through). The table of groups a < b holds, at [code of a * stride of b + code of b], the open lots with both.
 * A group's stride doubles when its dictionary outgrows it (the tables it is in are laid out again).
 */
export class PairCounts {
  private readonly strides: number[] = Array.from({ length: GROUPS }, () => FIRST_STRIDE);
  private readonly tables: Int32Array[] = [];

  constructor() {
    for (let a = 0; a < GROUPS; a++) {
      for (let b = a + 1; b < GROUPS; b++) this.tables.push(new Int32Array(FIRST_STRIDE * FIRST_STRIDE));
    }
  }

  /** Count a lot (delta 1) or take it back (-1), given its code of every group in FACET_GROUPS order. */
  add(codes: ArrayLike<number>, delta: 1 | -1): void {
    for (let g = 0; g < GROUPS; g++) if (codes[g]! >= this.strides[g]!) this.widen(g, codes[g]!);
    const strides = this.strides;
    let t = 0;
    for (let a = 0; a < GROUPS; a++) {
      for (let b = a + 1; b < GROUPS; b++) this.tables[t++]![codes[a]! * strides[b]! + codes[b]!]! += delta;
    }
  }

  /**
   * The open lots per code of group `to` among those whose code of group `from` is allowed (allowed[code] === 1),
   * into `out` (its length: the codes of `to` to fill; longer than the stride, the rest stays 0).
   */
  countsGiven(from: number, allowed: Uint8Array, to: number, out: Int32Array): Int32Array {
    const [a, b] = from < to ? [from, to] : [to, from];
    const table = this.tables[pairIndex(a, b)]!;
    const strideB = this.strides[b]!;
    const fromCodes = Math.min(allowed.length, this.strides[from]!);
    const toCodes = Math.min(out.length, this.strides[to]!);
    for (let f = 0; f < fromCodes; f++) {
      if (allowed[f] !== 1) continue;
      if (from === a) {
        const base = f * strideB;
        for (let c = 0; c < toCodes; c++) out[c]! += table[base + c]!;
      } else {
        for (let c = 0; c < toCodes; c++) out[c]! += table[c * strideB + f]!;
      }
    }
    return out;
  }

  /** Make room for `code` in group g: a larger stride, every table with g laid out again. */
  private widen(g: number, code: number): void {
    const old = this.strides[g]!;
    let stride = old;
    while (stride <= code) stride *= 2;
    const before = [...this.strides];
    this.strides[g] = stride;
    for (let a = 0; a < GROUPS; a++) {
      for (let b = a + 1; b < GROUPS; b++) {
        if (a !== g && b !== g) continue;
        const i = pairIndex(a, b);
        const from = this.tables[i]!;
        const to = new Int32Array(this.strides[a]! * this.strides[b]!);
        for (let x = 0; x < before[a]!; x++) {
          for (let y = 0; y < before[b]!; y++) to[x * this.strides[b]! + y] = from[x * before[b]! + y]!;
        }
        this.tables[i] = to;
      }
    }
  }
}
