import { extractYears, normalizeSearchText, searchableText } from './search-text';
import { yearOptions } from './years';

const YEARS = yearOptions(new Date('2025-03-01T00:00:00Z'));

describe('normalizeSearchText', () => {
  it('returns a VIN without spaces, upper-cased', () => {
    expect(normalizeSearchText('1HGCM82633A004352', YEARS)).toBe('1HGCM82633A004352');
    expect(normalizeSearchText('  1hgcm 8263 3a00 4352 ', YEARS)).toBe('1HGCM82633A004352');
    expect(normalizeSearchText('1m8gdm9axkp042788', YEARS)).toBe('1M8GDM9AXKP042788');
  });

  it('treats a VIN-like text with a wrong check digit as plain text', () => {
    expect(normalizeSearchText(' 1hgcm82643a004352 ', YEARS)).toBe('1hgcm82643a004352');
  });

  it('removes standalone years of the list', () => {
    expect(normalizeSearchText('2015 Honda Civic', YEARS)).toBe('Honda Civic');
    expect(normalizeSearchText('Honda  2015   Civic 2026', YEARS)).toBe('Honda Civic');
    expect(normalizeSearchText('civic 2015-2018', YEARS)).toBe('civic -');
    expect(normalizeSearchText('1920 ford', YEARS)).toBe('ford');
  });

  it('keeps four-digit numbers outside the list', () => {
    expect(normalizeSearchText('1919 ford', YEARS)).toBe('1919 ford');
    expect(normalizeSearchText('ford 2027', YEARS)).toBe('ford 2027');
    expect(normalizeSearchText('bmw 3000', YEARS)).toBe('bmw 3000');
  });

  it('keeps digits that are part of a longer word or number', () => {
    expect(normalizeSearchText('20155 model2015 2015x x_2015', YEARS)).toBe('20155 model2015 2015x x_2015');
    expect(normalizeSearchText('Тойота2015', YEARS)).toBe('Тойота2015');
    expect(normalizeSearchText('Тойота 2015', YEARS)).toBe('Тойота');
  });

  it('collapses whitespace and handles empty input', () => {
    expect(normalizeSearchText('', YEARS)).toBe('');
    expect(normalizeSearchText('   ', YEARS)).toBe('');
    expect(normalizeSearchText('2015', YEARS)).toBe('');
    expect(normalizeSearchText('\ttoyota\n\ncamry ', YEARS)).toBe('toyota camry');
  });

  it('uses the current year list by default', () => {
    expect(normalizeSearchText('2010 audi')).toBe('audi');
  });

  it('removes nothing with an empty year list', () => {
    expect(normalizeSearchText('2015 audi', [])).toBe('2015 audi');
  });
});

describe('extractYears', () => {
  it('returns the removed years in order without duplicates', () => {
    expect(extractYears('2018 civic 2015-2018', YEARS)).toEqual([2018, 2015]);
    expect(extractYears('bmw 3000 1919', YEARS)).toEqual([]);
    expect(extractYears('', YEARS)).toEqual([]);
    expect(extractYears('model2015', YEARS)).toEqual([]);
  });

  it('returns nothing for a VIN', () => {
    expect(extractYears('1HGCM82633A004352', YEARS)).toEqual([]);
  });

  it('uses the current year list by default', () => {
    expect(extractYears('2010 audi')).toEqual([2010]);
  });
});

describe('searchableText', () => {
  it('turns control characters into spaces and drops an unpaired surrogate, keeping everything else', () => {
    expect(searchableText('a\u0000b\u0007c\u007fd')).toBe('a b c d');
    expect(searchableText('x\uD800y\uDC00z')).toBe('xyz');
    const kept = '100% a+b a/b "q" \'s “x” 🚗 👨‍👩‍👧 تويوتا \u202E';
    expect(searchableText(kept)).toBe(kept);
    expect(() => encodeURIComponent(searchableText('\uDBFF'))).not.toThrow();
  });
  it('a NUL never reaches the query', () => {
    expect(normalizeSearchText('honda\u0000civic', YEARS)).toBe('honda civic');
  });
});
