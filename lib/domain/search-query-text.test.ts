import { normalizeQuery } from './search-query-text';
import { yearOptions } from './years';

const YEARS = yearOptions(new Date('2025-03-01T00:00:00Z'));

describe('normalizeQuery (SPEC §5)', () => {
  test('a VIN loses its spaces and is upper-cased; its digits are not years', () => {
    expect(normalizeQuery(' 1hgcm 82633a 004352 ', YEARS)).toEqual({
      q: '1HGCM82633A004352',
      yearFrom: null,
      yearTo: null,
    });
  });
  test('a stock number is its 8 digits, spaces, # and | ignored, even when it looks like two years', () => {
    expect(normalizeQuery('#2015 2016', YEARS)).toEqual({ q: '20152016', yearFrom: null, yearTo: null });
    expect(normalizeQuery(' 1234|5678 ', YEARS)).toEqual({ q: '12345678', yearFrom: null, yearTo: null });
  });
  test('years of the list leave the text and become a range', () => {
    expect(normalizeQuery('2018 toyota  camry 2015', YEARS)).toEqual({
      q: 'toyota camry',
      yearFrom: 2015,
      yearTo: 2018,
    });
    expect(normalizeQuery('ford 2027 bmw 3000', YEARS)).toEqual({
      q: 'ford 2027 bmw 3000',
      yearFrom: null,
      yearTo: null,
    });
    expect(normalizeQuery('2019', YEARS)).toEqual({ q: '', yearFrom: 2019, yearTo: 2019 });
  });
});
