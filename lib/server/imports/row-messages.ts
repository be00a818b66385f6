import 'server-only';
import { MIN_YEAR } from '@/lib/domain/years';
import { LOT_DOLLARS_MAX, ODOMETER_MAX } from '@/lib/schemas/admin-lots';

/** Columns whose cells are codes (README "Bulk import" lists each column's codes). */
const CODE_COLUMNS = new Set([
  'primary_damage',
  'secondary_damage',
  'title_type',
  'title_state',
  'odometer_brand',
  'start_code',
  'color',
]);

/** The English message of an error key (lib/schemas/admin-lots.ts's and the import's own) for a column's cell. */
export function rowMessage(column: string, key: string, cell: string): string {
  if (key === 'invalid' && CODE_COLUMNS.has(column))
    return `Unknown code ${JSON.stringify(cell.slice(0, 40))}: see the ${column} codes in README "Bulk import".`;
  const invalid: Record<string, string> = {
    year: 'A model year of 4 digits.',
    odometer: 'Whole miles, 0 or more.',
    branch_id: 'A branch number.',
    keys: 'yes or no.',
    sale_date: 'An ISO 8601 time with its offset, like 2030-01-10T15:00:00Z.',
    stock_number: 'A stock number has 8 digits.',
  };
  const messages: Record<string, string> = {
    required: 'Required.',
    invalid: invalid[column] ?? 'Not a valid value.',
    tooLong: 'Too long.',
    tooHigh:
      column === 'odometer'
        ? `At most ${ODOMETER_MAX.toLocaleString('en-US')} miles.`
        : `At most $${LOT_DOLLARS_MAX.toLocaleString('en-US')}.`,
    negative: 'Cannot be negative.',
    wholeDollars: 'Whole dollars, 0 or more, without cents.',
    atLeastOne: 'At least $1, or leave it empty for none.',
    unsafeText: 'Contains characters we cannot accept.',
    vinShape: 'A VIN has 17 letters and digits, never I, O or Q.',
    vinCheckDigit: 'The check digit (9th character) does not match the rest of the VIN.',
    yearRange: `A model year from ${MIN_YEAR} to next year.`,
    belowReserve: 'The buy-it-now price must be at least the reserve price.',
    laneWithSale: 'A sale date needs its lane.',
    saleWithLane: 'A lane needs the sale date.',
    past: 'The sale must start in the future.',
    unknownBranch: 'No branch has this number.',
    unknownLane: 'This branch has no such lane.',
    saleStarted: 'That sale has started already.',
    unknownStockNumber: 'No lot has this stock number (leave it empty to check a new vehicle in).',
    ambiguousVin: 'Several lots for sale have this VIN: give the stock number of the one to update.',
  };
  return messages[key] ?? key;
}
