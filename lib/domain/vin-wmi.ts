/**
 * World manufacturer identifiers (VIN positions 1-3) of the makers common on US salvage lots. An exact three-character
 * code wins; otherwise a two-character family prefix that one maker holds on its own (e.g. JT: Toyota) answers.
 * Codes shared by several brands of one group (Stellantis, GM) name the brand that uses them most.
 */

// One maker per line reads as a table; keep it that way.
// prettier-ignore
const MAKERS: Readonly<Record<string, readonly string[]>> = {
  Acura: ['19U', '2HN', '5FR', '5J8', 'JH4'],
  'Alfa Romeo': ['ZAR', 'ZAS'],
  Audi: ['WAU', 'WA1', 'WUA', 'TRU'],
  BMW: ['WBA', 'WBS', 'WBX', 'WBY', '5UX', '5YM', '4US'],
  Buick: ['1G4', '2G4', '5GA', 'KL4', 'LRB', 'W04'],
  Cadillac: ['1G6', '1GY', '3GY'],
  Chevrolet: ['1G1', '1GC', '1GN', '1GB', '2G1', '2GN', '2GC', '3G1', '3GC', '3GN', 'KL7', 'KL8', 'KL1'],
  Chrysler: ['1C3', '2A4', '2A8', '2C4', '3A4', '2C8'],
  Dodge: ['1B3', '1B7', '1D4', '1D7', '2B3', '2C3', '2D4', '3D4', '3D7'],
  Fiat: ['ZFA', '3C3'],
  Ford: ['1FA', '1FB', '1FC', '1FD', '1FM', '1FT', '1ZV', '2FA', '2FM', '2FT', '3FA', '3FM', '3FT', 'NM0', 'WF0'],
  Freightliner: ['1FU', '1FV', '3AK', '3AL', '4UZ'],
  Genesis: ['KMT'],
  GMC: ['1GK', '1GT', '1GD', '2GK', '2GT', '3GK', '3GT'],
  'Harley-Davidson': ['1HD'],
  Honda: ['1HG', '19X', '2HG', '2HJ', '2HK', '3CZ', '3HG', '5FN', '5FP', '5J6', '7FA', 'JHL', 'JHM', 'SHH', 'JH2'],
  Hyundai: ['KMH', 'KM8', '5NP', '5NM', '5NT'],
  Infiniti: ['JNK', 'JNR', '3PC', '5N3'],
  Jaguar: ['SAJ'],
  Jeep: ['1C4', '1J4', '1J8', '3C4', 'ZAC'],
  Kawasaki: ['JKA', 'JKB'],
  Kenworth: ['1XK', '2XK'],
  Kia: ['KNA', 'KND', '5XX', '5XY', '3KP'],
  'Land Rover': ['SAL'],
  Lexus: ['JTH', 'JTJ', '2T2', '58A'],
  Lincoln: ['1LN', '2LM', '3LN', '5LM'],
  Mazda: ['JM1', 'JM3', '1YV', '3MV', '3MZ', '4F2', '4F4', '7MM'],
  'Mercedes-Benz': ['WDB', 'WDC', 'WDD', 'WD3', 'WD4', 'W1K', 'W1N', 'W1Y', 'W1X', '4JG', '55S'],
  Mini: ['WMW'],
  Mitsubishi: ['JA3', 'JA4', '4A3', '4A4', 'ML3', 'ML4'],
  Nissan: ['1N4', '1N6', '3N1', '3N6', '5N1', 'JN1', 'JN8', 'KNM'],
  Peterbilt: ['1XP', '2XP'],
  Porsche: ['WP0', 'WP1'],
  Ram: ['1C6', '3C6', '3C7', '2C6'],
  Subaru: ['JF1', 'JF2', '4S3', '4S4', '4S6'],
  Suzuki: ['JS1', 'JS2', 'JS3', '2S3'],
  Tesla: ['5YJ', '7SA', '7G2'],
  Toyota: ['4T1', '4T3', '4T4', '5TD', '5TE', '5TF', '5YF', '7MU', 'JTD', 'JTE', 'JTM', 'JTN', 'JTK', '2T1', '2T3', '3TM', '3TY'],
  Volkswagen: ['1VW', '1V2', '3VV', '3VW', 'WVG', 'WVW', 'WV1', 'WV2'],
  Volvo: ['YV1', 'YV4', '7JR', 'LYV', '4V4'],
  Yamaha: ['JYA', 'MH3'],
};

/** Two-character prefixes that belong to one maker, for codes missing from the table above. */
const FAMILIES: Readonly<Record<string, string>> = {
  JT: 'Toyota',
  JH: 'Honda',
  JN: 'Nissan',
  JF: 'Subaru',
  JM: 'Mazda',
  JA: 'Mitsubishi',
  KM: 'Hyundai',
  KN: 'Kia',
  WB: 'BMW',
  WD: 'Mercedes-Benz',
  WP: 'Porsche',
  WV: 'Volkswagen',
  YV: 'Volvo',
  '5Y': 'Tesla',
};

const LISTED: readonly (readonly [string, string])[] = Object.entries(MAKERS).flatMap(([maker, codes]) =>
  codes.map((code) => [code, maker] as const),
);
const BY_WMI: ReadonlyMap<string, string> = new Map(LISTED);

/** The maker of a world manufacturer identifier (or of a whole VIN's first three characters), or null. */
export function manufacturerOfWmi(wmi: string): string | null {
  const code = wmi.slice(0, 3).toUpperCase();
  return BY_WMI.get(code) ?? FAMILIES[code.slice(0, 2)] ?? null;
}

/** Every listed three-character code with its maker, as written in the table (for tests). */
export function listedWmis(): readonly (readonly [string, string])[] {
  return LISTED;
}
