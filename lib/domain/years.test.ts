import { MIN_YEAR, yearOptions } from './years';

describe('yearOptions', () => {
  it('runs from next year down to 1920', () => {
    const years = yearOptions(new Date('2025-06-15T12:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(MIN_YEAR);
    expect(years).toHaveLength(2026 - 1920 + 1);
    expect(years.every((year, i) => i === 0 || year === (years[i - 1] ?? 0) - 1)).toBe(true);
  });

  it('uses the UTC year', () => {
    expect(yearOptions(new Date('2024-12-31T23:30:00-05:00'))[0]).toBe(2026);
    expect(yearOptions(new Date('2025-01-01T00:30:00+02:00'))[0]).toBe(2025);
  });

  it('defaults to the current date', () => {
    expect(yearOptions()[0]).toBe(new Date().getUTCFullYear() + 1);
  });

  it('is empty for an invalid date or a date before 1919', () => {
    expect(yearOptions(new Date('nonsense'))).toEqual([]);
    expect(yearOptions(new Date('1900-01-01T00:00:00Z'))).toEqual([]);
  });

  it('holds only 1920 when now is in 1919', () => {
    expect(yearOptions(new Date('1919-05-01T00:00:00Z'))).toEqual([1920]);
  });
});
