import seedrandom from 'seedrandom';
import { FACET_GROUPS } from '@/lib/domain/search-facets';
import { PairCounts } from './pair-counts';

const GROUPS = FACET_GROUPS.length;

/** Lots as their code of every group; group 0's codes go up to `wide` (past several strides). */
function randomLots(seed: string, count: number, wide: number): number[][] {
  const random = seedrandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUPS }, (_, g) => Math.floor(random() * (g === 0 ? wide : 5 + g * 3))),
  );
}

/** What countsGiven must say, counted straight from the lots. */
function expected(lots: number[][], from: number, allowed: Set<number>, to: number, size: number): number[] {
  const out = new Array<number>(size).fill(0);
  for (const lot of lots) if (allowed.has(lot[from]!)) out[lot[to]!]!++;
  return out;
}

describe('PairCounts', () => {
  const lots = randomLots('pairs', 3_000, 150);
  const pairs = new PairCounts();
  for (const lot of lots) pairs.add(lot, 1);

  test('every pair of groups, read either way, counts what the lots hold (codes past the first strides too)', () => {
    const random = seedrandom('picks');
    for (let from = 0; from < GROUPS; from++) {
      for (let to = 0; to < GROUPS; to++) {
        if (from === to) continue;
        const fromSize = Math.max(...lots.map((l) => l[from]!)) + 1;
        const toSize = Math.max(...lots.map((l) => l[to]!)) + 1;
        const allowed = new Set([0, 1, 2, 3].map(() => Math.floor(random() * fromSize)));
        const mask = new Uint8Array(fromSize);
        for (const code of allowed) mask[code] = 1;
        const got = pairs.countsGiven(from, mask, to, new Int32Array(toSize));
        expect({ from, to, counts: [...got] }).toEqual({
          from,
          to,
          counts: expected(lots, from, allowed, to, toSize),
        });
      }
    }
  });

  test('a lot taken back leaves no trace, and the tables keep counting after they grow', () => {
    const fresh = new PairCounts();
    const some = lots.slice(0, 500);
    for (const lot of some) fresh.add(lot, 1);
    for (const lot of some.slice(0, 200)) fresh.add(lot, -1);
    const late = [1_000, 2, 3, 4, 5, 6, 7, 8, 9, 10]; // a code far past group 0's stride
    fresh.add(late, 1);
    const kept = [...some.slice(200), late];
    const mask = new Uint8Array(1_001).fill(1);
    for (let to = 1; to < GROUPS; to++) {
      const size = Math.max(...kept.map((l) => l[to]!)) + 1;
      expect([...fresh.countsGiven(0, mask, to, new Int32Array(size))]).toEqual(
        expected(kept, 0, new Set(kept.map((l) => l[0]!)), to, size),
      );
    }
  });

  test('codes beyond what the tables have seen count zero', () => {
    const fresh = new PairCounts();
    fresh.add([1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 1);
    const mask = new Uint8Array(100).fill(1);
    const out = fresh.countsGiven(3, mask, 4, new Int32Array(100));
    expect(out[1]).toBe(1);
    expect(out.reduce((a, b) => a + b, 0)).toBe(1);
  });
});
