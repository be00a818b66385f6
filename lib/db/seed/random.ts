import seedrandom from 'seedrandom';

/** A seeded random source: the same seed gives the same demo inventory on every machine. */
export class Random {
  private readonly next: () => number;

  constructor(seed: string) {
    this.next = seedrandom(seed);
  }

  float(): number {
    return this.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Pick with relative weights. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let target = this.next() * total;
    for (const item of items) {
      target -= weight(item);
      if (target < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** A normally distributed number (Box-Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/** A weighted table as `[value, weight]` pairs. */
export type Weighted<T> = readonly (readonly [T, number])[];

export function pickWeighted<T>(random: Random, table: Weighted<T>): T {
  return random.weighted(table, ([, w]) => w)[0];
}
