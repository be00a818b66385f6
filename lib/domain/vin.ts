/**
 * Vehicle identification number rules (SPEC §5): ISO 3779 / North American check digit,
 * model year (position 10) and region of manufacture (positions 1-2).
 *
 * Decision: validation is strict. Lower case, spaces and other characters are rejected by
 * `isValidVin`; callers that accept user input should pass it through `normalizeVin` first.
 */

/** Weights of positions 1-17 in the check-digit sum (position 9, the check digit itself, weighs 0). */
export const VIN_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Standard transliteration of VIN characters to numbers; I, O and Q are not allowed. */
// prettier-ignore
export const VIN_TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  '0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
};

/** 17 characters from A-Z (without I, O, Q) and 0-9, upper case only. */
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** True when the text has the shape of a VIN (17 allowed characters), whatever its check digit. */
export function isVinShaped(vin: string): boolean {
  return VIN_SHAPE.test(vin);
}

/**
 * The check character ('0'-'9', or 'X' for 10) of a 17-character VIN; the character currently in
 * position 9 is ignored. Null when the input is not 17 allowed (upper-case) characters.
 */
export function vinCheckDigit(vin: string): string | null {
  if (!isVinShaped(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += (VIN_TRANSLITERATION[vin.charAt(i)] ?? 0) * (VIN_WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** True for exactly 17 upper-case allowed characters whose position 9 equals the check digit. */
export function isValidVin(vin: string): boolean {
  const check = vinCheckDigit(vin);
  return check !== null && vin.charAt(8) === check;
}

/**
 * Lenient clean-up for user input: trims, removes all whitespace and upper-cases ASCII letters.
 * Other characters are kept as they are, so the result may still be rejected by `isValidVin`.
 */
export function normalizeVin(input: string): string {
  return input.replace(/\s+/g, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** The VIN with position 9 replaced by its correct check digit. Throws on a badly shaped VIN. */
export function withCheckDigit(vin17: string): string {
  const check = vinCheckDigit(vin17);
  if (check === null) throw new RangeError(`Not a 17-character VIN: ${JSON.stringify(vin17)}`);
  return vin17.slice(0, 8) + check + vin17.slice(9);
}

/** Year codes of position 10, in order from the first year of a 30-year cycle (1980 or 2010). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model year from position 10. The 30-year cycle is told apart by position 7 (the rule for
 * passenger cars, light trucks and MPVs, applied to every VIN here): a digit there means
 * 1980-2009, a letter means 2010-2039. Position 10 '0', 'U' and 'Z' are not year codes.
 * Null when the VIN is not 17 allowed characters; the check digit is not required.
 */
export function vinModelYear(vin: string): number | null {
  if (!isVinShaped(vin)) return null;
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return null;
  const cycleStart = /[0-9]/.test(vin.charAt(6)) ? 1980 : 2010;
  return cycleStart + index;
}

/** Order of the second WMI character in ISO 3780 ranges: A-Z (without I, O, Q), then 1-9, then 0. */
const WMI_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** [first character, second-character range start, range end, country]. */
type RegionRange = readonly [string, string, string, string];

/** Common ISO 3780 world manufacturer identifier ranges. */
const REGION_RANGES: readonly RegionRange[] = [
  ['1', 'A', '0', 'United States'],
  ['4', 'A', '0', 'United States'],
  ['5', 'A', '0', 'United States'],
  ['2', 'A', '0', 'Canada'],
  ['3', 'A', 'W', 'Mexico'],
  ['3', 'X', '7', 'Costa Rica'],
  ['6', 'A', 'W', 'Australia'],
  ['7', 'A', 'E', 'New Zealand'],
  ['8', 'A', 'E', 'Argentina'],
  ['8', 'F', 'K', 'Chile'],
  ['8', 'L', 'R', 'Ecuador'],
  ['8', 'S', 'W', 'Peru'],
  ['8', 'X', '2', 'Venezuela'],
  ['9', 'A', 'E', 'Brazil'],
  ['9', '3', '9', 'Brazil'],
  ['9', 'F', 'K', 'Colombia'],
  ['9', 'S', 'W', 'Uruguay'],
  ['A', 'A', 'H', 'South Africa'],
  ['J', 'A', '0', 'Japan'],
  ['K', 'A', 'E', 'Sri Lanka'],
  ['K', 'F', 'K', 'Israel'],
  ['K', 'L', 'R', 'South Korea'],
  ['K', 'S', '0', 'Kazakhstan'],
  ['L', 'A', '0', 'China'],
  ['M', 'A', 'E', 'India'],
  ['M', 'F', 'K', 'Indonesia'],
  ['M', 'L', 'R', 'Thailand'],
  ['N', 'A', 'E', 'Iran'],
  ['N', 'F', 'K', 'Pakistan'],
  ['N', 'L', 'R', 'Turkey'],
  ['P', 'A', 'E', 'Philippines'],
  ['P', 'F', 'K', 'Singapore'],
  ['P', 'L', 'R', 'Malaysia'],
  ['R', 'A', 'E', 'United Arab Emirates'],
  ['R', 'F', 'K', 'Taiwan'],
  ['R', 'L', 'M', 'Vietnam'],
  ['R', 'N', 'R', 'Saudi Arabia'],
  ['S', 'A', 'M', 'United Kingdom'],
  ['S', 'N', 'T', 'Germany'],
  ['S', 'U', 'Z', 'Poland'],
  ['T', 'A', 'H', 'Switzerland'],
  ['T', 'J', 'P', 'Czech Republic'],
  ['T', 'R', 'V', 'Hungary'],
  ['T', 'W', '1', 'Portugal'],
  ['U', 'H', 'M', 'Denmark'],
  ['U', 'N', 'T', 'Ireland'],
  ['U', 'U', 'Z', 'Romania'],
  ['U', '5', '7', 'Slovakia'],
  ['V', 'A', 'E', 'Austria'],
  ['V', 'F', 'R', 'France'],
  ['V', 'S', 'W', 'Spain'],
  ['V', 'X', '2', 'Serbia'],
  ['V', '3', '5', 'Croatia'],
  ['V', '6', '0', 'Estonia'],
  ['W', 'A', '0', 'Germany'],
  ['X', 'A', 'E', 'Bulgaria'],
  ['X', 'F', 'K', 'Greece'],
  ['X', 'L', 'R', 'Netherlands'],
  ['X', 'S', 'W', 'Russia'],
  ['X', 'X', '2', 'Luxembourg'],
  ['X', '3', '0', 'Russia'],
  ['Y', 'A', 'E', 'Belgium'],
  ['Y', 'F', 'K', 'Finland'],
  ['Y', 'S', 'W', 'Sweden'],
  ['Y', 'X', '2', 'Norway'],
  ['Y', '3', '5', 'Belarus'],
  ['Y', '6', '0', 'Ukraine'],
  ['Z', 'A', 'R', 'Italy'],
  ['Z', 'X', '2', 'Slovenia'],
  ['Z', '3', '5', 'Lithuania'],
];

/**
 * Country of manufacture (English name) from the first two characters, for the common ISO 3780
 * ranges. Null for unassigned or unlisted ranges and when the VIN is not 17 allowed characters
 * (the check digit is not required: European VINs often have none).
 */
export function vinRegion(vin: string): string | null {
  if (!isVinShaped(vin)) return null;
  const first = vin.charAt(0);
  const second = WMI_ORDER.indexOf(vin.charAt(1));
  for (const [start, from, to, country] of REGION_RANGES) {
    if (start === first && second >= WMI_ORDER.indexOf(from) && second <= WMI_ORDER.indexOf(to)) {
      return country;
    }
  }
  return null;
}
