import type { Db } from '@/lib/db/client';
import { lots, type LotStatus } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch } from '@/test/lots';
import { getLotById } from './get-lot';
import { lotView } from './lot-view';
import { similarLots } from './similar-lots';

afterAll(() => closeRateLimiters());

interface Spec {
  id: number;
  make?: string;
  model?: string;
  type?: string;
  year: number;
  status?: LotStatus;
  saleDate?: Date;
}

let stock = 61_000_000;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function insertLots(db: Db, specs: Spec[]) {
  await db.insert(lots).values(
    specs.map((s) => {
      const make = s.make ?? 'Honda';
      const model = s.model ?? 'Accord';
      return {
        id: s.id,
        stockNumber: String(stock++),
        vin: `1HGCM82633A${String(s.id).slice(-6)}`,
        year: s.year,
        make,
        makeSlug: slug(make),
        model,
        modelSlug: slug(model),
        vehicleType: s.type ?? 'automobile',
        bodyStyle: 'sedan',
        lossType: 'collision',
        primaryDamage: 'front-end',
        titleType: 'salvage',
        titleState: 'TX',
        odometer: 80_000,
        odometerBrand: 'actual',
        hasKeys: true,
        startCode: 'starts',
        estimatedRetailValueCents: cents(1_500_000),
        color: 'Blue',
        engine: '2.4L I4',
        fuel: 'gasoline',
        drive: 'FWD',
        transmission: 'automatic',
        images: [`/lot-images/${s.id}.svg`],
        branchId: 1,
        saleDate: s.saleDate ?? new Date('2030-01-10T15:00:00Z'),
        status: s.status ?? 'pre-bidding',
      };
    }),
  );
}

const SUBJECT = 340000001;

describe.each(testDatabaseKinds())('the lot page data on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertLots(db, [
      { id: SUBJECT, year: 2018 },
      // Same make and model, open: 2017 and 2019 are nearest, 2018 the very nearest.
      { id: 340000002, year: 2012 },
      { id: 340000003, year: 2019 },
      { id: 340000004, year: 2018, saleDate: new Date('2030-02-01T15:00:00Z') },
      { id: 340000005, year: 2018, saleDate: new Date('2030-01-05T15:00:00Z') },
      { id: 340000006, year: 2016 },
      // Same make and model but closed: never similar.
      { id: 340000007, year: 2018, status: 'sold' },
      { id: 340000008, year: 2018, status: 'bought-now' },
      // Other models: a car (same type) and a pickup (another type).
      { id: 340000009, make: 'Toyota', model: 'Camry', year: 2018 },
      { id: 340000010, make: 'Toyota', model: 'Camry', year: 2010 },
      { id: 340000011, make: 'Ford', model: 'F-150', type: 'pickup', year: 2018 },
      { id: 340000012, make: 'Ford', model: 'F-150', type: 'pickup', year: 2017, status: 'on-the-block' },
      { id: 340000013, make: 'Ram', model: '1500', type: 'pickup', year: 2022 },
    ]);
  });

  test('similar lots: same make and model, open, nearest year first, then the soonest sale', async () => {
    const lot = (await getLotById(SUBJECT))!;
    const similar = await similarLots(lot);
    expect(similar.map((l) => l.id)).toEqual([340000005, 340000004, 340000003, 340000006]);
    expect(similar[0]).toMatchObject({
      make: 'Honda',
      model: 'Accord',
      branchName: 'Dallas',
      timeZone: 'America/Chicago',
    });
  });

  test('similar lots: fills up with open lots of the same type within a few years', async () => {
    const lot = (await getLotById(SUBJECT))!;
    const similar = await similarLots(lot, 7);
    expect(similar.map((l) => l.id)).toEqual([
      340000005, 340000004, 340000003, 340000006, 340000002,
      // the 2018 Camry; the 2010 Camry is too far, the pickups another type
      340000009,
    ]);
    const pickup = (await getLotById(340000011))!;
    expect((await similarLots(pickup)).map((l) => l.id)).toEqual([340000012]);
  });

  test('the view carries the photos and the similar lots, each with the revision a cached page names it by', async () => {
    const lot = (await getLotById(SUBJECT))!;
    const view = await lotView(lot);
    expect(Object.keys(view).sort()).toEqual(['history', 'photos', 'similar']);
    expect(view.similar).toHaveLength(4);
    expect(view.similar.every((similar) => Number.isInteger(similar.revision))).toBe(true);
    expect(Number.isInteger(lot.revision)).toBe(true);
  });
});
