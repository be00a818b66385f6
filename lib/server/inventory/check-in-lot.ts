import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { lotRuleErrors, vinDefaults, type AdminLot, type CheckInLot } from '@/lib/schemas/admin-lots';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { toAdminLot, wireLot } from './admin-lot-view';
import { auditedFields } from './audit-fields';
import { deriveVehicle, illustrationsOf } from './derive-vehicle';
import { inventoryChanged } from './inventory-changed';
import { assertVinNotOpen } from './open-vin';
import { NO_SALE, placeOnSale, requireBranch } from './sale-placement';

type Staff = Pick<SignedInStaff, 'id' | 'email'>;

/** '' and a missing key are no value. */
const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === '' ? null : value;

/**
 * POST /rest-api/v2/admin/lots: a vehicle checked in. Year and make default to what the VIN says (422 naming them
 * when it says nothing); the lot id (9 digits) and stock number (8 digits) come from their sequences; names, slugs,
 * vehicle type, cylinders and the drawn photos are derived; with a sale date and lane the lot joins that sale's
 * runlist in pre-bidding, else it is upcoming. The lot and its audit record are one transaction.
 */
export async function checkInLot(
  staff: Staff,
  request: { headers: Headers } | null,
  input: CheckInLot,
  now: Date = new Date(),
): Promise<AdminLot> {
  const defaults = vinDefaults(input.vin, now);
  const year = input.year ?? defaults.year;
  const make = input.make ?? defaults.make;
  const sale = {
    buyItNowPrice: orNull(input.buyItNowPrice),
    reservePrice: orNull(input.reservePrice),
    saleDate: orNull(input.saleDate),
    lane: orNull(input.lane),
  };
  const errors = lotRuleErrors(sale, now);
  if (year === null) errors.year = 'required';
  if (make === null) errors.make = 'required';
  if (Object.keys(errors).length > 0) throw ApiError.invalid(errors);

  const db = await getDb();
  const lot = await transaction(db, async (tx) => {
    const branch = await requireBranch(tx, input.branchId);
    await assertVinNotOpen(tx, input.vin, null);
    const vehicle = await deriveVehicle(tx, { ...input, make: make!, model: input.model });
    const [ids] = rows<{ id: string | number; stock: string | number }>(
      await tx.execute(
        sql`select nextval('check_in_lot_id_seq') as id, nextval('check_in_stock_number_seq') as stock`,
      ),
    );
    const placement =
      sale.saleDate && sale.lane
        ? await placeOnSale(tx, branch, new Date(sale.saleDate), sale.lane)
        : NO_SALE;
    const [row] = await tx
      .insert(lots)
      .values({
        id: Number(ids!.id),
        stockNumber: String(ids!.stock),
        vin: input.vin,
        year: year!,
        ...vehicle,
        trim: orNull(input.trim),
        bodyStyle: input.bodyStyle,
        lossType: input.lossType,
        primaryDamage: input.primaryDamage,
        secondaryDamage: orNull(input.secondaryDamage),
        titleType: input.titleType,
        titleState: input.titleState,
        odometer: input.odometer,
        odometerBrand: input.odometerBrand,
        hasKeys: input.hasKeys,
        startCode: input.startCode,
        estimatedRetailValueCents: input.estimatedRetailValue,
        repairCostCents: orNull(input.repairCost),
        color: input.color,
        engine: input.engine,
        fuel: input.fuel,
        drive: input.drive,
        transmission: input.transmission,
        airbags: orNull(input.airbags),
        images: illustrationsOf(input),
        branchId: branch.id,
        ...placement,
        buyItNowPriceCents: sale.buyItNowPrice,
        reserveCents: sale.reservePrice,
        status: placement.auctionId === null ? 'upcoming' : 'pre-bidding',
      })
      .returning();
    const created = toAdminLot(row!);
    await recordAudit(tx, staff, request, {
      action: 'lot.create',
      entity: 'lot',
      entityId: created.id,
      before: null,
      after: auditedFields(wireLot(created)),
    });
    return created;
  });
  await inventoryChanged(lot);
  return lot;
}
