import fc from 'fast-check';
import { cents, centsFromDollars } from './money';
import { soldLotIndexable, summarizePrices } from './price-history';

describe('price history', () => {
  test('nothing to sum up without sales', () => {
    expect(summarizePrices([])).toBeNull();
  });

  test('median and quartiles of an odd and an even count (linear, rounded to a dollar)', () => {
    expect(summarizePrices([300_000, 100_000, 200_000].map(cents))).toEqual({
      count: 3,
      min: 100_000,
      lowerQuartile: 150_000,
      median: 200_000,
      upperQuartile: 250_000,
      max: 300_000,
    });
    // 1,000 1,100 1,300 2,000: median 1,200; quartiles at 1.25 -> 1,075 and 1.75... -> 1,475.
    expect(summarizePrices([100_000, 110_000, 130_000, 200_000].map(cents))).toMatchObject({
      median: 120_000,
      lowerQuartile: 107_500,
      upperQuartile: 147_500,
    });
  });

  test('min <= lower quartile <= median <= upper quartile <= max, for any prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }).map(centsFromDollars), { minLength: 1 }),
        (prices) => {
          const s = summarizePrices(prices)!;
          expect(s.count).toBe(prices.length);
          expect(s.min).toBeLessThanOrEqual(s.lowerQuartile);
          expect(s.lowerQuartile).toBeLessThanOrEqual(s.median);
          expect(s.median).toBeLessThanOrEqual(s.upperQuartile);
          expect(s.upperQuartile).toBeLessThanOrEqual(s.max);
        },
      ),
    );
  });

  test('a sold lot is offered to search engines for 90 days after its sale', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    expect(soldLotIndexable(null, now)).toBe(true);
    expect(soldLotIndexable(new Date('2026-09-08T12:00:00Z'), now)).toBe(true);
    expect(soldLotIndexable(new Date('2026-09-07T11:59:00Z'), now)).toBe(false);
  });
});
