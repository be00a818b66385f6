/**
 * Static VIN building blocks (49 CFR 565 / ISO 3779 as used in North America).
 *
 * Position 10 encodes the model year on a 30-year cycle: 1980 = A ... 2000 = Y, 2001 = 1 ... 2009 = 9,
 * 2010 = A again. The letters I, O, Q, U, Z and the digit 0 are never used for the year.
 */

/** The 30 year characters in cycle order, starting at 1980 (and again at 2010, 2040, ...). */
const YEAR_CYCLE = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export const VIN_YEAR_FIRST = 1980;
export const VIN_YEAR_LAST = 2039;

function buildYearCodes(): Readonly<Record<number, string>> {
  const codes: Record<number, string> = {};
  for (let year = VIN_YEAR_FIRST; year <= VIN_YEAR_LAST; year++) {
    codes[year] = YEAR_CYCLE.charAt((year - VIN_YEAR_FIRST) % YEAR_CYCLE.length);
  }
  return Object.freeze(codes);
}

/** Model year -> VIN position 10, for model years 1980-2039. */
export const VIN_YEAR_CODES: Readonly<Record<number, string>> = buildYearCodes();

/**
 * Characters used for VIN position 11 (assembly plant). Manufacturers assign these freely;
 * every VIN-legal character (A-Z without I, O, Q, and 0-9) occurs somewhere.
 */
export const PLANT_CODES: readonly string[] = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
];
