import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { lotRuleErrors, type AdminLot, type LotChanges } from '@/lib/schemas/admin-lots';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { readLotRow, toAdminLot, wireLot, type LotRow } from './admin-lot-view';
import { changedFields } from './audit-fields';
import { deriveVehicle, hasOnlyIllustrations, illustrationsOf } from './derive-vehicle';
import { inventoryChanged } from './inventory-changed';
import { assertPricesMayChange, assertSaleMayChange } from './lot-edit-rules';
import { assertVinNotOpen } from './open-vin';
import { NO_SALE, placeOnSale, requireBranch, type SalePlacement } from './sale-placement';

type Staff = Pick<SignedInStaff, 'id' | 'email'>;

/** A changed value, or the stored one when the key is missing; '' and null clear an optional field. */
function next<T>(change: T | null | undefined, stored: T | null): T | null {
  if (change === undefined) return stored;
  return change === '' ? null : change;
}

/** The new sale of the lot when its branch, sale date or lane changes (null: the sale stays as it is). */
async function newPlacement(
  tx: Parameters<typeof requireBranch>[0],
  row: LotRow,
  target: { branchId: number; saleDate: string | null; lane: string | null },
): Promise<SalePlacement | null> {
  const saleMs = target.saleDate === null ? null : Date.parse(target.saleDate);
  const moved =
    target.branchId !== row.branchId ||
    saleMs !== (row.saleDate?.getTime() ?? null) ||
    target.lane !== row.lane;
  if (!moved) return null;
  assertSaleMayChange(row, { onSale: target.saleDate !== null });
  const branch = await requireBranch(tx, target.branchId);
  return target.saleDate !== null && target.lane !== null
    ? placeOnSale(tx, branch, new Date(target.saleDate), target.lane)
    : NO_SALE;
}

/**
 * PUT /rest-api/v2/admin/lots/{id}: the fields sent change, the others stay; the lot is read under its lock (bids
 * wait), the whole is checked again (the rules across fields, then lot-edit-rules: 409 for a price or a sale that
 * bidding depends on), derived columns follow (names, slugs, vehicle type, cylinders, drawn photos) and the changed
 * fields go to the audit log in the same transaction. Nothing changed: nothing written.
 */
export async function updateLot(
  staff: Staff,
  request: { headers: Headers } | null,
  id: number,
  changes: LotChanges,
  now: Date = new Date(),
): Promise<AdminLot> {
  const db = await getDb();
  const result = await transaction(db, async (tx) => {
    const row = await readLotRow(tx, id, { lock: true });
    if (!row) throw ApiError.notFound('No lot has this id.');
    const sale = {
      buyItNowPrice: next(changes.buyItNowPrice, row.buyItNowPriceCents),
      reservePrice: next(changes.reservePrice, row.reserveCents),
      saleDate: next(changes.saleDate, row.saleDate?.toISOString() ?? null),
      lane: next(changes.lane, row.lane),
    };
    // A sale set, or moved to another branch, is checked afresh (lane and date together, the date to come).
    const saleTouched =
      changes.saleDate !== undefined ||
      changes.lane !== undefined ||
      (changes.branchId !== undefined && changes.branchId !== row.branchId && sale.saleDate !== null);
    const errors = lotRuleErrors(sale, saleTouched ? now : null);
    if (Object.keys(errors).length > 0) throw ApiError.invalid(errors);
    assertPricesMayChange(row, sale);
    const branchId = changes.branchId ?? row.branchId;
    const placement = await newPlacement(tx, row, { branchId, saleDate: sale.saleDate, lane: sale.lane });
    const vin = changes.vin ?? row.vin;
    if (vin !== row.vin) await assertVinNotOpen(tx, vin, row.id);

    const described = {
      vin,
      year: changes.year ?? row.year,
      trim: next(changes.trim, row.trim),
      bodyStyle: changes.bodyStyle ?? row.bodyStyle,
      color: changes.color ?? row.color,
      engine: changes.engine ?? row.engine,
      drive: changes.drive ?? row.drive,
      fuel: changes.fuel ?? row.fuel,
      transmission: changes.transmission ?? row.transmission,
      odometer: changes.odometer ?? row.odometer,
      odometerBrand: changes.odometerBrand ?? row.odometerBrand,
      primaryDamage: changes.primaryDamage ?? row.primaryDamage,
      secondaryDamage: next(changes.secondaryDamage, row.secondaryDamage),
      lossType: changes.lossType ?? row.lossType,
      titleType: changes.titleType ?? row.titleType,
      titleState: changes.titleState ?? row.titleState,
      startCode: changes.startCode ?? row.startCode,
      hasKeys: changes.hasKeys ?? row.hasKeys,
      airbags: next(changes.airbags, row.airbags),
      estimatedRetailValueCents: changes.estimatedRetailValue ?? row.estimatedRetailValueCents,
      repairCostCents: next(changes.repairCost, row.repairCostCents),
      branchId,
      buyItNowPriceCents: sale.buyItNowPrice,
      reserveCents: sale.reservePrice,
    };
    const vehicle = await deriveVehicle(
      tx,
      { ...described, make: changes.make ?? row.make, model: changes.model ?? row.model },
      row.id,
    );
    const values: Partial<LotRow> = {
      ...described,
      ...vehicle,
      images: hasOnlyIllustrations(row.images) ? illustrationsOf(described) : row.images,
      ...(placement ?? {}),
      ...(placement && (row.status === 'upcoming' || row.status === 'pre-bidding')
        ? { status: placement.auctionId === null ? ('upcoming' as const) : ('pre-bidding' as const) }
        : {}),
    };
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(row[key as keyof LotRow]),
      ),
    );
    if (Object.keys(changed).length === 0) return { lot: toAdminLot(row), changed: false };
    const [updated] = await tx
      .update(lots)
      .set({ ...changed, updatedAt: now })
      .where(eq(lots.id, id))
      .returning();
    const before = toAdminLot(row);
    const after = toAdminLot(updated!);
    await recordAudit(tx, staff, request, {
      action: 'lot.update',
      entity: 'lot',
      entityId: id,
      ...changedFields(wireLot(before), wireLot(after)),
    });
    return { lot: after, changed: true };
  });
  if (result.changed) await inventoryChanged(result.lot);
  return result.lot;
}
