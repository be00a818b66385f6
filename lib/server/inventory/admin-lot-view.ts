import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { adminLotSchema, type AdminLot } from '@/lib/schemas/admin-lots';

export type LotRow = typeof lots.$inferSelect;

/** A stored lot as the console's API answers it (`Cents` inside; encode with adminLotSchema for the wire). */
export function toAdminLot(row: LotRow): AdminLot {
  return {
    id: row.id,
    stockNumber: row.stockNumber,
    status: row.status,
    vin: row.vin,
    year: row.year,
    make: row.make,
    makeSlug: row.makeSlug,
    model: row.model,
    modelSlug: row.modelSlug,
    trim: row.trim,
    vehicleType: row.vehicleType,
    bodyStyle: row.bodyStyle,
    color: row.color,
    engine: row.engine,
    cylinders: row.cylinders,
    drive: row.drive,
    fuel: row.fuel,
    transmission: row.transmission,
    odometer: row.odometer,
    odometerBrand: row.odometerBrand,
    primaryDamage: row.primaryDamage,
    secondaryDamage: row.secondaryDamage,
    lossType: row.lossType,
    titleType: row.titleType,
    titleState: row.titleState,
    startCode: row.startCode,
    hasKeys: row.hasKeys,
    airbags: row.airbags,
    estimatedRetailValue: row.estimatedRetailValueCents,
    repairCost: row.repairCostCents,
    branchId: row.branchId,
    buyItNowPrice: row.buyItNowPriceCents,
    reservePrice: row.reserveCents,
    saleDate: row.saleDate?.toISOString() ?? null,
    lane: row.lane,
    auctionId: row.auctionId,
    images: row.images,
    currentBid: row.currentBidCents,
    bidCount: row.bidCount,
    withdrawnReason: row.withdrawnReason,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    path: lotPathOf(row),
  };
}

/** A lot as the wire carries it (whole dollars): what the API answers and the audit log records. */
export function wireLot(lot: AdminLot): z.input<typeof adminLotSchema> {
  return z.encode(adminLotSchema, lot);
}

/** A lot's row, locked for the rest of the transaction when `lock` (the lock bids take first: lots/lot-lock.ts). */
export async function readLotRow(db: Db, id: number, { lock }: { lock: boolean }): Promise<LotRow | null> {
  const query = db.select().from(lots).where(eq(lots.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** GET /rest-api/v2/admin/lots/{id} and the edit page: the lot, or null. */
export async function findAdminLot(id: number): Promise<AdminLot | null> {
  const row = await readLotRow(await getDb(), id, { lock: false });
  return row && toAdminLot(row);
}
