import 'server-only';
import * as z from 'zod/mini';
import { WHOLE_ROW, type ImportColumn } from '@/lib/domain/imports';
import type { Cents } from '@/lib/domain/money';
import { normalizeVin } from '@/lib/domain/vin';
import type { ImportRowError } from '@/lib/schemas/admin-imports';
import { checkInLotSchema } from '@/lib/schemas/admin-lots';
import { fieldsOf } from '../http/respond';
import { rowMessage } from './row-messages';

/**
 * A row's values, checked by the check-in schema (lib/schemas/admin-lots.ts). An optional field is `undefined` when
 * its column is not in the file and null when its cell is empty.
 */
export interface RowValues {
  vin: string;
  year: number;
  make: string;
  model: string;
  primaryDamage: string;
  odometer: number;
  titleType: string;
  titleState: string;
  branchId: number;
  trim?: string | null;
  secondaryDamage?: string | null;
  odometerBrand?: string | null;
  startCode?: string | null;
  hasKeys?: boolean | null;
  color?: string | null;
  estimatedRetailValue?: Cents | null;
  buyItNowPrice?: Cents | null;
  reservePrice?: Cents | null;
  saleDate?: string | null;
  lane?: string | null;
}

export interface ParsedRow {
  /** The row in the file (the header is row 1). */
  row: number;
  /** The lot the row updates, by its stock number (null: by VIN among the lots for sale, or a new lot). */
  stockNumber: string | null;
  values: RowValues;
}

/** The check-in schema's field of each column. */
const FIELD_OF: Record<ImportColumn, string> = {
  vin: 'vin',
  year: 'year',
  make: 'make',
  model: 'model',
  primary_damage: 'primaryDamage',
  odometer: 'odometer',
  title_type: 'titleType',
  title_state: 'titleState',
  branch_id: 'branchId',
  stock_number: 'stockNumber',
  trim: 'trim',
  secondary_damage: 'secondaryDamage',
  odometer_brand: 'odometerBrand',
  start_code: 'startCode',
  keys: 'hasKeys',
  color: 'color',
  estimated_retail_value: 'estimatedRetailValue',
  buy_it_now_price: 'buyItNowPrice',
  reserve_price: 'reservePrice',
  sale_date: 'saleDate',
  lane: 'lane',
};
const COLUMN_OF = new Map(Object.entries(FIELD_OF).map(([column, field]) => [field, column]));

/** Valid stand-ins for the fields a file has no column for: checked, never stored (lot-defaults.ts decides those). */
const STAND_INS = {
  bodyStyle: 'sedan',
  engine: 'Unknown',
  drive: 'FWD',
  fuel: 'gasoline',
  transmission: 'automatic',
  lossType: 'other',
  airbags: null,
  repairCost: null,
};

const NUMBER = /^[+-]?[0-9]+(\.[0-9]+)?$/;
/** A number as the schema reads it; anything else stays text, which the schema refuses (`invalid`, `wholeDollars`). */
const numberOf = (cell: string): number | string => (NUMBER.test(cell) ? Number(cell) : cell);
const KEYS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

const LOWER_CASE_CODES = new Set<ImportColumn>([
  'primary_damage',
  'secondary_damage',
  'title_type',
  'odometer_brand',
  'start_code',
  'color',
]);

/** The key that finds the row's lot: its stock number, else its VIN (duplicates in a file are refused). */
export function rowKey(cells: ReadonlyMap<ImportColumn, string>): string {
  const stock = cells.get('stock_number')?.trim() ?? '';
  return stock !== '' ? `stock:${stock}` : `vin:${normalizeVin(cells.get('vin') ?? '')}`;
}

/** The cells of a record by column (columns not in the file are absent). */
export function cellsOf(
  header: readonly ImportColumn[],
  record: readonly string[],
): Map<ImportColumn, string> {
  return new Map(header.map((column, i) => [column, record[i] ?? '']));
}

/**
 * One CSV record checked as a lot: the values, or its row errors (one per column, `_` for the whole row). Cells are
 * trimmed; code columns are matched whatever their case; an empty cell of a required column is `Required.`
 */
export function parseRow(
  row: number,
  header: readonly ImportColumn[],
  record: readonly string[],
): { row: ParsedRow } | { errors: ImportRowError[] } {
  if (record.length !== header.length)
    return {
      errors: [
        {
          row,
          column: WHOLE_ROW,
          message: `This row has ${record.length} fields; the header has ${header.length}.`,
        },
      ],
    };
  const cells = cellsOf(header, record);
  const errors: ImportRowError[] = [];
  const wire: Record<string, unknown> = { ...STAND_INS };
  const text = new Map<ImportColumn, string>();
  for (const [column, raw] of cells) {
    let cell = raw.trim();
    if (LOWER_CASE_CODES.has(column)) cell = cell.toLowerCase();
    if (column === 'title_state') cell = cell.toUpperCase();
    text.set(column, cell);
    const field = FIELD_OF[column];
    if (cell === '') {
      // Year and make are optional at check-in (the VIN gives them), required here: '' is refused as required.
      wire[field] = column === 'make' ? '' : undefined;
      continue;
    }
    if (column === 'year' || column === 'odometer' || column === 'branch_id') wire[field] = numberOf(cell);
    else if (column.endsWith('_value') || column.endsWith('_price')) wire[field] = numberOf(cell);
    else if (column === 'keys') wire[field] = KEYS[cell.toLowerCase()] ?? cell;
    else wire[field] = cell;
  }
  const stockNumber = text.get('stock_number') ?? '';
  if (stockNumber !== '' && !/^[0-9]{8}$/.test(stockNumber))
    errors.push({ row, column: 'stock_number', message: rowMessage('stock_number', 'invalid', stockNumber) });
  delete wire.stockNumber;
  // Stand-ins for the check-in's required fields whose column is optional here (an update keeps the stored value).
  wire.odometerBrand ??= 'actual';
  wire.startCode ??= 'stationary';
  wire.hasKeys ??= false;
  wire.color ??= 'white';
  wire.estimatedRetailValue ??= 0;
  const parsed = z.safeParse(checkInLotSchema, wire);
  if (!parsed.success) {
    for (const [field, key] of Object.entries(fieldsOf(parsed.error))) {
      const column = COLUMN_OF.get(field) ?? WHOLE_ROW;
      errors.push({ row, column, message: rowMessage(column, key, text.get(column as ImportColumn) ?? '') });
    }
  }
  if (text.get('year') === '')
    errors.push({ row, column: 'year', message: rowMessage('year', 'required', '') });
  if (errors.length > 0 || !parsed.success) return { errors };

  const lot = parsed.data;
  /** An optional column's value: undefined when the file lacks the column, null when the cell is empty. */
  const optional = <T>(column: ImportColumn, value: T | null | undefined): T | null | undefined =>
    !cells.has(column) ? undefined : text.get(column) === '' ? null : (value ?? null);
  return {
    row: {
      row,
      stockNumber: stockNumber === '' ? null : stockNumber,
      values: {
        vin: lot.vin,
        year: lot.year!,
        make: lot.make!,
        model: lot.model,
        primaryDamage: lot.primaryDamage,
        odometer: lot.odometer,
        titleType: lot.titleType,
        titleState: lot.titleState,
        branchId: lot.branchId,
        trim: optional('trim', lot.trim),
        secondaryDamage: optional('secondary_damage', lot.secondaryDamage),
        odometerBrand: optional('odometer_brand', lot.odometerBrand),
        startCode: optional('start_code', lot.startCode),
        hasKeys: optional('keys', lot.hasKeys),
        color: optional('color', lot.color),
        estimatedRetailValue: optional('estimated_retail_value', lot.estimatedRetailValue),
        buyItNowPrice: optional('buy_it_now_price', lot.buyItNowPrice),
        reservePrice: optional('reserve_price', lot.reservePrice),
        saleDate: optional('sale_date', lot.saleDate),
        lane: optional('lane', lot.lane),
      },
    },
  };
}
