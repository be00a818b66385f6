/**
 * What a VIN tells about a vehicle (SPEC §3, §5): the check digit, the maker (world manufacturer identifier), the
 * country of manufacture (ISO 3780 region of positions 1-2) and the model year (position 10). Pure: safe in the browser.
 */
import { isVinShaped, normalizeVin, vinCheckDigit, vinRegion } from './vin';
import { manufacturerOfWmi } from './vin-wmi';

export interface DecodedVin {
  /** The VIN as decoded (spaces removed, upper case). */
  vin: string;
  /** 17 allowed characters (A-Z without I, O, Q, and 0-9). */
  wellFormed: boolean;
  /** The check character position 9 should hold ('0'-'9' or 'X'), null when not well formed. */
  expectedCheckDigit: string | null;
  /** Position 9 equals the computed check character. */
  checkDigitValid: boolean;
  /** Positions 1-3. */
  wmi: string;
  manufacturer: string | null;
  /** ISO 3166-1 alpha-2 code of the country of manufacture. */
  country: string | null;
  modelYear: number | null;
}

/** Year codes of position 10 in cycle order; a cycle starts in 1980, 2010, 2040. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const CYCLE = YEAR_CODES.length;
const FIRST_CYCLE = 1980;
const LAST_CYCLE = 2040;

/**
 * Model year from position 10. The code repeats every 30 years: with `nearYear` (the lot's listed year) the cycle
 * whose year lies nearest to it wins; without it, position 7 decides (a digit means 1980-2009, a letter 2010-2039, the
 * rule for cars, light trucks and MPVs). Null for '0', 'U', 'Z' (no year codes) and badly shaped VINs.
 */
export function decodeModelYear(vin: string, nearYear?: number | null): number | null {
  if (!isVinShaped(vin)) return null;
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return null;
  if (nearYear == null || !Number.isFinite(nearYear)) {
    return (/[0-9]/.test(vin.charAt(6)) ? FIRST_CYCLE : FIRST_CYCLE + CYCLE) + index;
  }
  let best = FIRST_CYCLE + index;
  for (let start = FIRST_CYCLE; start <= LAST_CYCLE; start += CYCLE) {
    const year = start + index;
    if (Math.abs(year - nearYear) < Math.abs(best - nearYear)) best = year;
  }
  return best;
}

/** Country names of vin.ts's ISO 3780 table to ISO 3166-1 alpha-2 codes (the page names them in its language). */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  'United States': 'US',
  Canada: 'CA',
  Mexico: 'MX',
  'Costa Rica': 'CR',
  Australia: 'AU',
  'New Zealand': 'NZ',
  Argentina: 'AR',
  Chile: 'CL',
  Ecuador: 'EC',
  Peru: 'PE',
  Venezuela: 'VE',
  Brazil: 'BR',
  Colombia: 'CO',
  Uruguay: 'UY',
  'South Africa': 'ZA',
  Japan: 'JP',
  'Sri Lanka': 'LK',
  Israel: 'IL',
  'South Korea': 'KR',
  Kazakhstan: 'KZ',
  China: 'CN',
  India: 'IN',
  Indonesia: 'ID',
  Thailand: 'TH',
  Iran: 'IR',
  Pakistan: 'PK',
  Turkey: 'TR',
  Philippines: 'PH',
  Singapore: 'SG',
  Malaysia: 'MY',
  'United Arab Emirates': 'AE',
  Taiwan: 'TW',
  Vietnam: 'VN',
  'Saudi Arabia': 'SA',
  'United Kingdom': 'GB',
  Germany: 'DE',
  Poland: 'PL',
  Switzerland: 'CH',
  'Czech Republic': 'CZ',
  Hungary: 'HU',
  Portugal: 'PT',
  Denmark: 'DK',
  Ireland: 'IE',
  Romania: 'RO',
  Slovakia: 'SK',
  Austria: 'AT',
  France: 'FR',
  Spain: 'ES',
  Serbia: 'RS',
  Croatia: 'HR',
  Estonia: 'EE',
  Bulgaria: 'BG',
  Greece: 'GR',
  Netherlands: 'NL',
  Russia: 'RU',
  Luxembourg: 'LU',
  Belgium: 'BE',
  Finland: 'FI',
  Sweden: 'SE',
  Norway: 'NO',
  Belarus: 'BY',
  Ukraine: 'UA',
  Italy: 'IT',
  Slovenia: 'SI',
  Lithuania: 'LT',
};

/** ISO 3166-1 alpha-2 code of the country of manufacture, or null (unassigned range, badly shaped VIN). */
export function vinCountry(vin: string): string | null {
  const name = vinRegion(vin);
  return name ? (COUNTRY_CODES[name] ?? null) : null;
}

/** Everything the VIN tells; `lotYear` (the listed model year) picks the 30-year cycle of position 10. */
export function decodeVin(input: string, lotYear?: number | null): DecodedVin {
  const vin = normalizeVin(input);
  const wellFormed = isVinShaped(vin);
  const expectedCheckDigit = vinCheckDigit(vin);
  return {
    vin,
    wellFormed,
    expectedCheckDigit,
    checkDigitValid: expectedCheckDigit !== null && vin.charAt(8) === expectedCheckDigit,
    wmi: vin.slice(0, 3),
    manufacturer: wellFormed ? manufacturerOfWmi(vin) : null,
    country: vinCountry(vin),
    modelYear: decodeModelYear(vin, lotYear),
  };
}
