/**
 * Bulk imports of a yard's inventory (issue 23 §5): the CSV's columns, the limits of an upload and the states of an
 * import. README "Bulk import" documents each column with its codes (those of lib/schemas/admin-lot-codes.ts).
 */

/** Columns every file must have (a file without one is refused at upload, naming them). */
export const REQUIRED_IMPORT_COLUMNS = [
  'vin',
  'year',
  'make',
  'model',
  'primary_damage',
  'odometer',
  'title_type',
  'title_state',
  'branch_id',
] as const;

/** Columns a file may have; a column absent from the file leaves that field of an updated lot as it is. */
export const OPTIONAL_IMPORT_COLUMNS = [
  'stock_number',
  'trim',
  'secondary_damage',
  'odometer_brand',
  'start_code',
  'keys',
  'color',
  'estimated_retail_value',
  'buy_it_now_price',
  'reserve_price',
  'sale_date',
  'lane',
] as const;

export const IMPORT_COLUMNS = [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The column name of a row error about the whole row (a wrong number of fields, a duplicate key). */
export const WHOLE_ROW = '_';

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The most data rows one file may have. */
export const IMPORT_MAX_ROWS = 100_000;
/** The most bytes of the CSV file, and of the CSV and the photo ZIP together (413 past either, while streaming). */
export const IMPORT_CSV_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORT_TOTAL_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Room for the multipart framing around the files. */
export const IMPORT_MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The header line must end within this many bytes. */
export const IMPORT_HEADER_MAX_BYTES = 16 * 1024;
/** GET .../imports/{id} lists this many row errors; errors.csv has them all. */
export const IMPORT_ERRORS_SHOWN = 1_000;

/** What a header row lacks and what it has that no column is called (each a 422 at upload). */
export function headerProblems(header: readonly string[]): {
  missing: string[];
  unknown: string[];
  repeated: string[];
} {
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(IMPORT_COLUMNS);
  return {
    missing: REQUIRED_IMPORT_COLUMNS.filter((column) => !names.includes(column)),
    unknown: names.filter((name) => !known.has(name)),
    repeated: [...new Set(names.filter((name, i) => names.indexOf(name) !== i))],
  };
}
