import { MAKE_BY_WMI } from '@/lib/db/seed/catalog/makes';
import { withCheckDigit } from './vin';
import { decodeModelYear, decodeVin, vinCountry } from './vin-decode';
import { listedWmis, manufacturerOfWmi } from './vin-wmi';

describe('decodeVin', () => {
  it('decodes real VINs: maker, country, model year and check digit', () => {
    expect(decodeVin('1HGCM82633A004352')).toEqual({
      vin: '1HGCM82633A004352',
      wellFormed: true,
      expectedCheckDigit: '3',
      checkDigitValid: true,
      wmi: '1HG',
      manufacturer: 'Honda',
      country: 'US',
      modelYear: 2003,
    });
    expect(decodeVin('JH4KA7561PC008269')).toMatchObject({
      manufacturer: 'Acura',
      country: 'JP',
      modelYear: 1993,
      checkDigitValid: true,
    });
    expect(decodeVin('1M8GDM9AXKP042788')).toMatchObject({
      expectedCheckDigit: 'X',
      checkDigitValid: true,
      manufacturer: null,
      country: 'US',
      modelYear: 1989,
    });
  });

  it('flags a wrong check digit but still decodes the rest', () => {
    const decoded = decodeVin('1HGCM82643A004352');
    expect(decoded.checkDigitValid).toBe(false);
    expect(decoded.expectedCheckDigit).toBe('3');
    expect(decoded.manufacturer).toBe('Honda');
    expect(decoded.modelYear).toBe(2003);
  });

  it('cleans spaces and lower case before decoding', () => {
    expect(decodeVin(' 1hgcm 82633a004352 ')).toMatchObject({
      vin: '1HGCM82633A004352',
      checkDigitValid: true,
    });
  });

  it('decodes nothing from a badly shaped VIN', () => {
    for (const bad of ['IHGCM82633A004352', '1HGCM82633A00435', '1HGCM82633A0043522', '']) {
      expect(decodeVin(bad)).toMatchObject({
        wellFormed: false,
        expectedCheckDigit: null,
        checkDigitValid: false,
        manufacturer: null,
        country: null,
        modelYear: null,
      });
    }
  });
});

describe('decodeModelYear', () => {
  const codeA = withCheckDigit('1HGCM8263AA004352'); // position 7 a digit, position 10 'A'

  it('uses position 7 without a listed year', () => {
    expect(decodeModelYear(codeA)).toBe(1980);
    expect(decodeModelYear(withCheckDigit('5YJ3E1EA0AF000001'))).toBe(2010);
  });

  it("picks the 30-year cycle nearest the lot's year", () => {
    expect(decodeModelYear(codeA, 2010)).toBe(2010);
    expect(decodeModelYear(codeA, 2012)).toBe(2010);
    expect(decodeModelYear(codeA, 1982)).toBe(1980);
    expect(decodeModelYear(codeA, 2038)).toBe(2040);
    // A letter in position 7 says 2010-2039, but a 1990 listing is nearer the first cycle.
    expect(decodeModelYear(withCheckDigit('5YJ3E1EA0LF000001'), 1990)).toBe(1990);
    expect(decodeModelYear(withCheckDigit('5YJ3E1EA0LF000001'), 2021)).toBe(2020);
    expect(decodeModelYear(withCheckDigit('5YJ3E1EA09F000001'), 2009)).toBe(2009);
  });

  it('has no year for 0, U and Z in position 10', () => {
    for (const code of ['0', 'U', 'Z']) {
      expect(decodeModelYear(`1HGCM8263${code}A004352`, 2003)).toBeNull();
    }
  });
});

describe('maker and country', () => {
  it('knows every WMI of the demo inventory, with the same make', () => {
    expect(MAKE_BY_WMI.size).toBeGreaterThan(100);
    for (const [wmi, make] of MAKE_BY_WMI) expect([wmi, manufacturerOfWmi(wmi)]).toEqual([wmi, make]);
  });

  it('lists each code under one maker only', () => {
    const codes = listedWmis().map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
  });

  it("falls back to a maker's two-character family, else nothing", () => {
    expect(manufacturerOfWmi('JT2')).toBe('Toyota');
    expect(manufacturerOfWmi('WBZ')).toBe('BMW');
    expect(manufacturerOfWmi('9BW')).toBeNull();
  });

  it('names the country of manufacture by its ISO code', () => {
    expect(vinCountry('WAUZZZ8K9BA000001')).toBe('DE');
    expect(vinCountry('KMHDH41E08U000001')).toBe('KR');
    expect(vinCountry('3VWFE21C04M000001')).toBe('MX');
    expect(vinCountry('2HGFG12648H000001')).toBe('CA');
    expect(vinCountry('9BWZZZ377VT000001')).toBe('BR');
    expect(vinCountry('SALGS2EF0DA000001')).toBe('GB');
  });
});
