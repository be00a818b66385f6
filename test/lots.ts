import type { Db } from '@/lib/db/client';
import { branches, lots, type LotStatus } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';

export interface TestLot {
  id: number;
  year?: number;
  saleDate?: Date | null;
  currentBidCents?: number;
  status?: LotStatus;
  buyItNowPriceCents?: number | null;
  reserveCents?: number | null;
  /** automobile unless given. */
  vehicleType?: string;
  /** A VIN of its own (from the id) unless given. */
  vin?: string;
  primaryDamage?: string;
  soldAt?: Date | null;
  soldPriceCents?: number | null;
}

let nextStock = 50_000_000;

/** The one branch test lots sell at (id 1, Dallas). */
export async function insertTestBranch(db: Db): Promise<void> {
  await db.insert(branches).values({
    id: 1,
    name: 'Dallas',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    timeZone: 'America/Chicago',
    lanes: ['A'],
    latitude: 32.78,
    longitude: -96.8,
  });
}

/** A spec's optional amount (plain cents) as `Cents`, or null. */
const orNull = (amount: number | null | undefined) => (amount == null ? null : cents(amount));

/** Plain 2018 Honda Accords at branch 1, in pre-bidding for a sale in 2030 unless the spec says otherwise. */
export async function insertTestLots(db: Db, specs: TestLot[]): Promise<void> {
  await db.insert(lots).values(
    specs.map((spec) => ({
      id: spec.id,
      stockNumber: String(nextStock++),
      vin: spec.vin ?? `1HGCM82633A${String(spec.id).slice(-6)}`,
      year: spec.year ?? 2018,
      make: 'Honda',
      makeSlug: 'honda',
      model: 'Accord',
      modelSlug: 'accord',
      vehicleType: spec.vehicleType ?? 'automobile',
      bodyStyle: 'sedan',
      lossType: 'collision',
      primaryDamage: spec.primaryDamage ?? 'front-end',
      titleType: 'salvage',
      titleState: 'TX',
      odometer: 80_000,
      odometerBrand: 'actual',
      hasKeys: true,
      startCode: 'starts',
      estimatedRetailValueCents: cents(1_500_000),
      color: 'Blue',
      engine: '2.4L I4',
      fuel: 'gas',
      drive: 'fwd',
      transmission: 'automatic',
      images: [`/lot-images/${spec.id}.svg`],
      branchId: 1,
      saleDate: spec.saleDate === undefined ? new Date('2030-01-10T15:00:00Z') : spec.saleDate,
      currentBidCents: cents(spec.currentBidCents ?? 0),
      status: spec.status ?? 'pre-bidding',
      buyItNowPriceCents: orNull(spec.buyItNowPriceCents),
      reserveCents: orNull(spec.reserveCents),
      soldAt: spec.soldAt ?? null,
      soldPriceCents: orNull(spec.soldPriceCents),
    })),
  );
}
