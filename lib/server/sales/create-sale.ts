import 'server-only';
import { auctions } from '@/lib/db/schema';
import type { CreateSale, Sale } from '@/lib/schemas/admin-sales';
import { auditedSale, auditSale, type Staff } from './sale-audit';
import { inFreeSlot, requireSlot, slotTaken } from './sale-slot';
import { readSale } from './sale-view';
import { saleTransaction } from './sale-transaction';
import { salesChanged } from './sales-changed';

/**
 * POST /rest-api/v2/admin/sales: a new sale of one lane of a branch (an auction, status scheduled, no lots yet), its
 * start an instant to come (the form types it in the branch's zone). 422 for an unknown branch or lane or a start
 * not to come; 409 sale_slot_taken when the lane already has a sale at that start. Audited as `sale.create`.
 */
export async function createSale(
  staff: Staff,
  request: { headers: Headers } | null,
  input: CreateSale,
  now: Date = new Date(),
): Promise<Sale> {
  const slot = { branchId: input.branchId, lane: input.lane, startsAt: new Date(input.startsAt) };
  const sale = await inFreeSlot(() =>
    saleTransaction(async (tx) => {
      await requireSlot(tx, slot, now);
      const [made] = await tx
        .insert(auctions)
        .values(slot)
        .onConflictDoNothing()
        .returning({ id: auctions.id });
      if (!made) throw slotTaken();
      await auditSale(
        tx,
        staff,
        request,
        made.id,
        'sale.create',
        null,
        auditedSale({ ...slot, status: 'scheduled' }),
      );
      return (await readSale(tx, made.id))!;
    }),
  );
  await salesChanged({ lots: [], lanes: [slot] });
  return sale;
}
