import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { ApiError } from '../http/api-error';

/**
 * 409 when another lot with this VIN is still for sale: the vehicle is checked in already (a vehicle may come back
 * once its earlier lot has ended or been withdrawn). `exceptId`: the lot being edited.
 */
export async function assertVinNotOpen(db: Db, vin: string, exceptId: number | null): Promise<void> {
  const [open] = await db
    .select({ id: lots.id })
    .from(lots)
    .where(
      and(
        eq(lots.vin, vin),
        inArray(lots.status, [...OPEN_LOT_STATUSES]),
        exceptId === null ? undefined : ne(lots.id, exceptId),
      ),
    )
    .limit(1);
  if (open)
    throw ApiError.conflict('vin_for_sale', `A lot with this VIN is already for sale: lot ${open.id}.`);
}
