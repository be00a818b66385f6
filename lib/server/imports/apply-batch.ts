import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { insertAsJson } from '@/lib/db/insert-as-json';
import { rows } from '@/lib/db/rows';
import { importRowErrors, imports, lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { WHOLE_ROW } from '@/lib/domain/imports';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import type { ImportRowError } from '@/lib/schemas/admin-imports';
import { recordAudit } from '../audit/record-audit';
import type { LotRow } from '../inventory/admin-lot-view';
import { NO_SALE, type Branch, type SalePlacement } from '../inventory/sale-placement';
import type { SignedInStaff } from '../staff/staff-member';
import type { ParsedRow } from './import-row';
import { knownNames } from './known-names';
import { placeSales, saleKeyOf, type SaleKey } from './place-batch';
import { planCreate, planUpdate, type PlannedRow, type SaleTarget } from './plan-row';
import { rowMessage } from './row-messages';

export interface BatchContext {
  importId: number;
  staff: Pick<SignedInStaff, 'id' | 'email'>;
  branches: ReadonlyMap<number, Branch>;
  now: Date;
  /** The job's fence (JobContext.holdLease): the batch commits only while its worker holds the import's job. */
  holdLease(tx: Db): Promise<void>;
}

export interface Batch {
  /** imports.rows_done before and after the batch: its records are data records from + 1 to `to`. */
  from: number;
  to: number;
  rows: ParsedRow[];
  /** Rows refused before the database (unreadable cells, duplicates), with their errors. */
  refused: ImportRowError[][];
}

export interface BatchResult {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The lots written, for the caches to forget (inventoryChanged). */
  lots: { id: number; stockNumber: string }[];
}

/** The columns an import writes to an existing lot (whatever else bidding or staff changed stays). */
const UPDATED_COLUMNS = [
  'vin',
  'year',
  'make',
  'makeSlug',
  'model',
  'modelSlug',
  'trim',
  'primaryDamage',
  'secondaryDamage',
  'titleType',
  'titleState',
  'odometer',
  'odometerBrand',
  'hasKeys',
  'startCode',
  'estimatedRetailValueCents',
  'color',
  'images',
  'branchId',
  'buyItNowPriceCents',
  'reserveCents',
  'auctionId',
  'lane',
  'runlistPosition',
  'saleDate',
  'status',
  'updatedAt',
] as const satisfies readonly (keyof LotRow)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The batch's lots by stock number and the lots for sale by VIN, locked as an edit locks one (bids wait). */
async function lockTargets(tx: Db, parsed: readonly ParsedRow[]) {
  const stockNumbers = [...new Set(parsed.flatMap((p) => (p.stockNumber ? [p.stockNumber] : [])))];
  const vins = [...new Set(parsed.map((p) => p.values.vin))];
  const byStock = new Map<string, LotRow>();
  const openByVin = new Map<string, LotRow[]>();
  if (stockNumbers.length > 0)
    for (const lot of await tx
      .select()
      .from(lots)
      .where(inArray(lots.stockNumber, stockNumbers))
      .for('no key update'))
      byStock.set(lot.stockNumber, lot);
  if (vins.length > 0)
    for (const lot of await tx
      .select()
      .from(lots)
      .where(and(inArray(lots.vin, vins), inArray(lots.status, [...OPEN_LOT_STATUSES])))
      .for('no key update'))
      openByVin.set(lot.vin, [...(openByVin.get(lot.vin) ?? []), lot]);
  return { byStock, openByVin };
}

/** Each row's plan: its lot by stock number, else the one lot for sale with its VIN, else a new lot. */
async function planRows(tx: Db, context: BatchContext, parsed: readonly ParsedRow[]): Promise<PlannedRow[]> {
  const { byStock, openByVin } = await lockTargets(tx, parsed);
  const plan = {
    branches: context.branches,
    names: await knownNames(
      tx,
      parsed.map((p) => p.values),
    ),
    now: context.now,
  };
  const refuse = (p: ParsedRow, column: string, message: string): PlannedRow => ({
    kind: 'refused',
    errors: [{ row: p.row, column, message }],
  });
  // A lot, and a VIN, belong to one row of the batch (a stock number and a VIN may name the same lot).
  const claimed = new Map<string, number>();
  const claim = (p: ParsedRow, keys: string[], then: () => PlannedRow): PlannedRow => {
    const taken = keys.map((key) => claimed.get(key)).find((row) => row !== undefined);
    if (taken !== undefined) return refuse(p, WHOLE_ROW, `The same lot or VIN as row ${taken}.`);
    for (const key of keys) claimed.set(key, p.row);
    return then();
  };
  return parsed.map((p) => {
    const open = openByVin.get(p.values.vin) ?? [];
    const vinKey = `vin:${p.values.vin}`;
    if (p.stockNumber !== null) {
      const lot = byStock.get(p.stockNumber);
      if (!lot) return refuse(p, 'stock_number', rowMessage('stock_number', 'unknownStockNumber', ''));
      const other = open.find((o) => o.id !== lot.id);
      if (other) return refuse(p, 'vin', `A lot with this VIN is already for sale: lot ${other.id}.`);
      return claim(p, [`lot:${lot.id}`, vinKey], () => planUpdate(p, lot, plan));
    }
    if (open.length > 1) return refuse(p, 'vin', rowMessage('vin', 'ambiguousVin', ''));
    const lot = open[0];
    return lot
      ? claim(p, [`lot:${lot.id}`, vinKey], () => planUpdate(p, lot, plan))
      : claim(p, [vinKey], () => planCreate(p, plan));
  });
}

/**
 * Places the rows whose sale is set or moved (place-batch.ts: each sale's auction found or made and locked once for
 * the batch), at the next runlist places in file order. A sale that cannot take lots (an unknown lane, a sale begun)
 * refuses its rows.
 */
async function placeRows(tx: Db, planned: PlannedRow[]): Promise<Map<PlannedRow, SalePlacement>> {
  const targets = new Map<SaleKey, SaleTarget>();
  for (const p of planned) if (p.kind !== 'refused' && p.sale) targets.set(saleKeyOf(p.sale), p.sale);
  const placements = new Map<PlannedRow, SalePlacement>();
  if (targets.size === 0) return placements;
  const sales = await placeSales(tx, targets);
  planned.forEach((p, i) => {
    if (p.kind === 'refused' || !p.sale) return;
    const sale = sales.get(saleKeyOf(p.sale))!;
    if ('field' in sale) {
      const column = sale.field === 'saleDate' ? 'sale_date' : 'lane';
      planned[i] = {
        kind: 'refused',
        errors: [{ row: p.row, column, message: rowMessage(column, sale.key, '') }],
      };
      return;
    }
    sale.lastPosition += 1;
    placements.set(p, {
      auctionId: sale.auctionId,
      lane: p.sale.lane,
      runlistPosition: sale.lastPosition,
      saleDate: p.sale.saleDate,
    });
  });
  return placements;
}

/** New lot ids and stock numbers from the check-in sequences (lib/db/schema/staff.ts). */
async function newIds(tx: Db, count: number): Promise<{ id: number; stockNumber: string }[]> {
  if (count === 0) return [];
  const found = rows<{ id: string | number; stock: string | number }>(
    await tx.execute(sql`
      select nextval('check_in_lot_id_seq') as id, nextval('check_in_stock_number_seq') as stock
      from generate_series(1, ${count}::int)`),
  );
  return found.map((r) => ({ id: Number(r.id), stockNumber: String(r.stock) }));
}

/**
 * One batch of an import in one transaction: the job's fence and the import's row lock first (rows_done must be where
 * this batch starts, so a batch is never applied twice), then each row planned (plan-row.ts), placed on its sale, and
 * written with one insert for the new lots and one for the changed ones (an upsert on the lot id that writes only
 * UPDATED_COLUMNS), each a single JSON parameter (insertAsJson); the row errors, the counters and rows_done move in
 * the same transaction, with one audit record of the lots the batch created and updated.
 */
export async function applyBatch(context: BatchContext, batch: Batch): Promise<BatchResult> {
  return transaction(await getDb(), async (tx) => {
    await context.holdLease(tx);
    const [state] = await tx
      .select({ rowsDone: imports.rowsDone })
      .from(imports)
      .where(eq(imports.id, context.importId))
      .for('update');
    if (state?.rowsDone !== batch.from)
      throw new Error(
        `import ${context.importId}: ${state?.rowsDone} rows done, the batch starts at ${batch.from}`,
      );

    const planned = batch.rows.length > 0 ? await planRows(tx, context, batch.rows) : [];
    const placements = await placeRows(tx, planned);
    const errors = batch.refused.flat();
    let rejected = batch.refused.length;
    let unchanged = 0;
    const creates: (typeof lots.$inferInsert)[] = [];
    const updates: (typeof lots.$inferInsert)[] = [];
    const toCreate = planned.filter((p) => p.kind === 'create');
    const ids = await newIds(tx, toCreate.length);
    for (const p of planned) {
      if (p.kind === 'refused') {
        rejected++;
        errors.push(...p.errors);
        continue;
      }
      const placement = placements.get(p) ?? (p.kind === 'update' && p.moved ? NO_SALE : null);
      if (p.kind === 'create') {
        const sale = placement ?? NO_SALE;
        const status = sale.auctionId === null ? ('upcoming' as const) : ('pre-bidding' as const);
        creates.push({ ...p.lot, ...ids[creates.length]!, ...sale, status });
        continue;
      }
      const { searchVector: _generated, ...stored } = p.stored;
      const resale = placement && (stored.status === 'upcoming' || stored.status === 'pre-bidding');
      const lot = {
        ...stored,
        ...p.lot,
        ...(placement ?? {}),
        ...(resale
          ? { status: placement.auctionId === null ? ('upcoming' as const) : ('pre-bidding' as const) }
          : {}),
      };
      if (UPDATED_COLUMNS.every((column) => column === 'updatedAt' || same(lot[column], stored[column])))
        unchanged++;
      else updates.push({ ...lot, updatedAt: context.now });
    }

    if (creates.length > 0) await insertAsJson(tx, lots, creates);
    if (updates.length > 0)
      await insertAsJson(tx, lots, updates, { onConflictUpdate: { target: lots.id, set: UPDATED_COLUMNS } });
    if (errors.length > 0)
      await tx
        .insert(importRowErrors)
        .values(errors.map((e) => ({ importId: context.importId, ...e })))
        .onConflictDoNothing();
    const count = batch.to - batch.from;
    await tx
      .update(imports)
      .set({
        rowsDone: batch.to,
        rowsRead: batch.to,
        created: sql`${imports.created} + ${creates.length}`,
        updated: sql`${imports.updated} + ${updates.length}`,
        unchanged: sql`${imports.unchanged} + ${unchanged}`,
        rejected: sql`${imports.rejected} + ${rejected}`,
      })
      .where(eq(imports.id, context.importId));
    if (creates.length + updates.length > 0)
      await recordAudit(tx, context.staff, null, {
        action: 'import.batch',
        entity: 'import',
        entityId: context.importId,
        before: null,
        after: {
          records: `${batch.from + 1}-${batch.from + count}`,
          created: creates.map((l) => l.id),
          updated: updates.map((l) => l.id),
        },
      });
    return {
      created: creates.length,
      updated: updates.length,
      unchanged,
      rejected,
      lots: [...creates, ...updates].map((l) => ({ id: l.id, stockNumber: l.stockNumber })),
    };
  });
}
