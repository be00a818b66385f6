import type { Db } from '@/lib/db/client';
import { centsFromDollars } from '@/lib/domain/money';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { priceHistory } from './price-history';

const NOW = new Date('2026-12-07T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const VIN = '1HGCM82633A004051';

const LOT = 314000001;
const EARLIER_RUN = 314000002;
const OLDER_RUN = 314000003;

/** A lot like the page's (2018 Honda Accord, front end): sold `days` ago for `dollars`. */
const sale = (id: number, days: number, dollars: number, over: Record<string, unknown> = {}) => ({
  id,
  status: 'sold' as const,
  saleDate: daysAgo(days),
  soldAt: daysAgo(days),
  soldPriceCents: centsFromDollars(dollars),
  currentBidCents: centsFromDollars(dollars),
  ...over,
});

describe.each(testDatabaseKinds())('price history (issue 26 §3) on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: LOT, vin: VIN },
      // This VIN's earlier runs: not sold 30 days ago, not sold 100 days ago.
      { id: EARLIER_RUN, vin: VIN, status: 'not-sold', saleDate: daysAgo(30), currentBidCents: 210_000 },
      { id: OLDER_RUN, vin: VIN, status: 'not-sold', saleDate: daysAgo(100), currentBidCents: 150_000 },
      // Five front-end sales in the window (years 2017 to 2019), one other damage, one too old, one too far in years.
      sale(314000011, 10, 3_000),
      sale(314000012, 20, 3_500, { year: 2017 }),
      sale(314000013, 40, 4_000, { year: 2019 }),
      sale(314000014, 60, 2_000),
      sale(314000015, 90, 5_000),
      sale(314000016, 15, 9_000, { primaryDamage: 'rear-end' }),
      sale(314000017, 200, 8_000),
      sale(314000018, 30, 8_000, { year: 2021 }),
      // Not sold: no price to count.
      { id: 314000019, status: 'not-sold', saleDate: daysAgo(5), currentBidCents: 100_000 },
    ]);
  });

  test("this VIN's earlier runs, newest first, with their high bids and results", async () => {
    const history = await priceHistory(
      { id: LOT, vin: VIN, year: 2018, makeSlug: 'honda', modelSlug: 'accord', primaryDamage: 'front-end' },
      NOW,
    );
    expect(history.vinRuns).toEqual([
      expect.objectContaining({
        lotId: EARLIER_RUN,
        status: 'not-sold',
        highBidCents: 210_000,
        soldPriceCents: null,
      }),
      expect.objectContaining({ lotId: OLDER_RUN, status: 'not-sold', highBidCents: 150_000 }),
    ]);
    expect(history.vinRuns[0]!.path).toBe(`/${EARLIER_RUN}-2018-honda-accord`);
  });

  test('comparable sales: same make and model, a year within one, the last 180 days, the same damage when five or more', async () => {
    const history = await priceHistory(
      { id: LOT, vin: VIN, year: 2018, makeSlug: 'honda', modelSlug: 'accord', primaryDamage: 'front-end' },
      NOW,
    );
    const { comparables } = history;
    expect(comparables.sameDamage).toBe(true);
    expect(comparables.sales.map((s) => s.lotId)).toEqual([
      314000015, 314000014, 314000013, 314000012, 314000011,
    ]);
    expect(comparables.summary).toEqual({
      count: 5,
      min: 200_000,
      lowerQuartile: 300_000,
      median: 350_000,
      upperQuartile: 400_000,
      max: 500_000,
    });
  });

  test('fewer than five sales of the damage: every damage counts', async () => {
    const history = await priceHistory(
      { id: LOT, vin: VIN, year: 2018, makeSlug: 'honda', modelSlug: 'accord', primaryDamage: 'rear-end' },
      NOW,
    );
    expect(history.comparables.sameDamage).toBe(false);
    expect(history.comparables.sales).toHaveLength(6);
  });

  test('a model nobody sold: no summary, no sales', async () => {
    const history = await priceHistory(
      { id: LOT, vin: 'NONE', year: 2018, makeSlug: 'honda', modelSlug: 'civic', primaryDamage: 'front-end' },
      NOW,
    );
    expect(history).toEqual({ vinRuns: [], comparables: { sameDamage: false, summary: null, sales: [] } });
  });
});
