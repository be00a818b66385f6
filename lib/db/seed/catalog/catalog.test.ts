import { BRANCHES } from './branches';
import { MAKES, MAKE_BY_WMI } from './makes';
import { PLANT_CODES, VIN_YEAR_CODES } from './vin-patterns';

/** VIN alphabet: digits and A-Z without I, O, Q. */
const VIN_CHAR = /^[A-HJ-NPR-Z0-9]$/;
const WMI = /^[A-HJ-NPR-Z0-9]{3}$/;

const STATE_CODES = new Set([
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
]);

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) dupes.add(value);
    seen.add(value);
  }
  return [...dupes];
}

describe('BRANCHES', () => {
  it('covers the national network', () => {
    expect(BRANCHES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(BRANCHES.map((b) => b.state)).size).toBeGreaterThanOrEqual(45);
  });

  it('has unique codes and names', () => {
    expect(duplicates(BRANCHES.map((b) => b.code))).toEqual([]);
    expect(duplicates(BRANCHES.map((b) => b.name))).toEqual([]);
  });

  it('uses 3-4 digit integer codes', () => {
    for (const b of BRANCHES) {
      expect(Number.isInteger(b.code)).toBe(true);
      expect(b.code).toBeGreaterThanOrEqual(100);
      expect(b.code).toBeLessThanOrEqual(9999);
    }
  });

  it('has valid states, ZIPs, lanes and non-empty names', () => {
    for (const b of BRANCHES) {
      expect(STATE_CODES.has(b.state)).toBe(true);
      expect(b.zip).toMatch(/^\d{5}$/);
      expect(b.name.trim()).not.toBe('');
      expect(b.city.trim()).not.toBe('');
      expect(b.lanes.length).toBeGreaterThanOrEqual(1);
      expect(b.lanes.length).toBeLessThanOrEqual(3);
      expect(duplicates(b.lanes)).toEqual([]);
      for (const lane of b.lanes) expect(['A', 'B', 'C']).toContain(lane);
    }
  });

  it('uses IANA time zones that Intl accepts', () => {
    for (const b of BRANCHES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: b.timeZone })).not.toThrow();
    }
  });

  it('puts well-known exceptions in the right zone', () => {
    const zoneOf = (name: string): string | undefined => BRANCHES.find((b) => b.name === name)?.timeZone;
    expect(zoneOf('Phoenix')).toBe('America/Phoenix');
    expect(zoneOf('El Paso')).toBe('America/Denver');
    expect(zoneOf('Pensacola')).toBe('America/Chicago');
    expect(zoneOf('Indianapolis')).toBe('America/Indiana/Indianapolis');
    expect(zoneOf('Honolulu')).toBe('Pacific/Honolulu');
  });

  it('lies inside the US bounding box (incl. Alaska, Hawaii, Puerto Rico)', () => {
    for (const b of BRANCHES) {
      expect(b.latitude).toBeGreaterThanOrEqual(17.5);
      expect(b.latitude).toBeLessThanOrEqual(71.5);
      expect(b.longitude).toBeGreaterThanOrEqual(-180);
      expect(b.longitude).toBeLessThanOrEqual(-65);
    }
  });
});

describe('MAKES', () => {
  it('has unique names and slugs', () => {
    expect(duplicates(MAKES.map((m) => m.name))).toEqual([]);
    expect(duplicates(MAKES.map((m) => m.slug))).toEqual([]);
    for (const make of MAKES) expect(make.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every make at least 3 uniquely named models and a positive weight', () => {
    for (const make of MAKES) {
      expect(make.models.length).toBeGreaterThanOrEqual(3);
      expect(duplicates(make.models.map((m) => m.name))).toEqual([]);
      expect(make.popularity).toBeGreaterThan(0);
    }
  });

  it('uses VIN-legal 3-character WMIs', () => {
    for (const make of MAKES) {
      expect(make.wmis.length).toBeGreaterThanOrEqual(1);
      for (const wmi of make.wmis) expect(wmi).toMatch(WMI);
    }
  });

  it('never shares a WMI between two makes', () => {
    const all = MAKES.flatMap((m) => m.wmis);
    expect(duplicates(all)).toEqual([]);
    for (const make of MAKES) {
      for (const wmi of make.wmis) expect(MAKE_BY_WMI.get(wmi)).toBe(make.name);
    }
    expect(MAKE_BY_WMI.size).toBe(all.length);
  });

  it('has sane model data', () => {
    for (const make of MAKES) {
      for (const model of make.models) {
        const [from, to] = model.years;
        expect(Number.isInteger(from) && Number.isInteger(to)).toBe(true);
        expect(from).toBeGreaterThanOrEqual(1990);
        expect(to).toBeLessThanOrEqual(2026);
        expect(from).toBeLessThanOrEqual(to);
        expect(Number.isInteger(model.msrpUsd)).toBe(true);
        expect(model.msrpUsd).toBeGreaterThan(0);
        expect(model.popularity).toBeGreaterThan(0);
        expect(model.trims.length).toBeGreaterThan(0);
        expect(model.engines.length).toBeGreaterThan(0);
        expect(model.drives.length).toBeGreaterThan(0);
        expect(duplicates(model.trims)).toEqual([]);
        expect(duplicates(model.engines)).toEqual([]);
        expect(duplicates(model.drives)).toEqual([]);
      }
    }
  });

  it('keeps vehicle type and body style consistent', () => {
    for (const model of MAKES.flatMap((m) => m.models)) {
      expect(model.type === 'motorcycle').toBe(model.body === 'motorcycle');
      if (model.body === 'tractor') expect(model.type).toBe('truck');
      if (model.body === 'minivan' || model.body === 'cargo-van') expect(model.type).toBe('van');
    }
  });
});

describe('VIN patterns', () => {
  it('covers model years 1980-2039 with single VIN-legal characters', () => {
    for (let year = 1980; year <= 2039; year++) {
      const code = VIN_YEAR_CODES[year];
      expect(code).toBeDefined();
      expect(code).toMatch(VIN_CHAR);
    }
  });

  it('never uses I, O, Q, U, Z or 0 for the model year', () => {
    for (const code of Object.values(VIN_YEAR_CODES)) {
      expect(['I', 'O', 'Q', 'U', 'Z', '0']).not.toContain(code);
    }
  });

  it('matches known model-year codes', () => {
    expect(VIN_YEAR_CODES[1980]).toBe('A');
    expect(VIN_YEAR_CODES[2000]).toBe('Y');
    expect(VIN_YEAR_CODES[2001]).toBe('1');
    expect(VIN_YEAR_CODES[2009]).toBe('9');
    expect(VIN_YEAR_CODES[2010]).toBe('A');
    expect(VIN_YEAR_CODES[2024]).toBe('R');
    expect(VIN_YEAR_CODES[2025]).toBe('S');
    expect(VIN_YEAR_CODES[2026]).toBe('T');
    expect(VIN_YEAR_CODES[2031]).toBe('1');
  });

  it('has VIN-legal, unique plant codes', () => {
    expect(PLANT_CODES.length).toBeGreaterThan(0);
    expect(duplicates(PLANT_CODES)).toEqual([]);
    for (const code of PLANT_CODES) expect(code).toMatch(VIN_CHAR);
  });
});
