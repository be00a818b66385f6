import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { branches, lots } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed/seed-database';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { insertTestBranch, insertTestLots } from './lots';

/** Every column a search filters or sorts on, for a reference implementation in tests. */
export interface InventoryLot {
  id: number;
  stockNumber: string;
  vin: string;
  year: number;
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  trim: string | null;
  vehicleType: string;
  bodyStyle: string;
  lossType: string;
  primaryDamage: string;
  titleType: string;
  titleState: string;
  /** Where the vehicle stands: its branch's state (what the `states` filter means). */
  branchState: string;
  odometer: number;
  color: string;
  branchId: number;
  auctionId: number | null;
  saleDate: Date | null;
  buyItNowPriceCents: number | null;
  currentBidCents: number;
  estimatedRetailValueCents: number;
  status: string;
}

/** Closed lots that a search must never find (test branch 1). */
export const CLOSED_LOT_IDS = [399_000_001, 399_000_002, 399_000_003];

/**
 * A generated inventory for search tests: the demo generator's lots (real makes, models, damages, titles, states,
 * branches, sale dates, buy-it-now prices, some without a sale), current bids spread out, one lot in ten sold, and a
 * few closed test lots. Returns every lot with the columns searches use.
 */
export async function insertSearchInventory(
  db: Db,
  count: number,
  now = new Date(),
): Promise<InventoryLot[]> {
  await seedDatabase(db, { lots: count, now, history: false, hashPassword: async (p) => `test$${p.length}` });
  await db.execute(
    sql`update lots set current_bid_cents = ((id::bigint * 7919) % 400)::int * 2500 where id % 3 <> 0`,
  );
  await db.execute(sql`update lots set status = 'sold' where id % 10 = 7`);
  await insertTestBranch(db);
  await insertTestLots(db, [
    { id: CLOSED_LOT_IDS[0]!, status: 'sold' },
    { id: CLOSED_LOT_IDS[1]!, status: 'not-sold' },
    { id: CLOSED_LOT_IDS[2]!, status: 'bought-now', buyItNowPriceCents: 500_000 },
  ]);
  const rows = await db
    .select({
      id: lots.id,
      stockNumber: lots.stockNumber,
      vin: lots.vin,
      year: lots.year,
      make: lots.make,
      makeSlug: lots.makeSlug,
      model: lots.model,
      modelSlug: lots.modelSlug,
      trim: lots.trim,
      vehicleType: lots.vehicleType,
      bodyStyle: lots.bodyStyle,
      lossType: lots.lossType,
      primaryDamage: lots.primaryDamage,
      titleType: lots.titleType,
      titleState: lots.titleState,
      branchState: branches.state,
      odometer: lots.odometer,
      color: lots.color,
      branchId: lots.branchId,
      auctionId: lots.auctionId,
      saleDate: lots.saleDate,
      buyItNowPriceCents: lots.buyItNowPriceCents,
      currentBidCents: lots.currentBidCents,
      estimatedRetailValueCents: lots.estimatedRetailValueCents,
      status: lots.status,
    })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId));
  return rows;
}

export const isOpen = (lot: InventoryLot) => (OPEN_LOT_STATUSES as readonly string[]).includes(lot.status);
