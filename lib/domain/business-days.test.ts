import { addBusinessDays, isBusinessDay } from './business-days';

/** 2025-06-02 is a Monday. */
const utc = (day: number, time = '10:30:00'): Date =>
  new Date(`2025-06-${String(day).padStart(2, '0')}T${time}Z`);
const iso = (date: Date): string => date.toISOString();

/** Reference: one calendar day at a time. */
function naive(date: Date, days: number): Date {
  const step = days < 0 ? -1 : 1;
  let left = Math.abs(days);
  let time = date.getTime();
  while (left > 0) {
    time += step * 86_400_000;
    if (isBusinessDay(new Date(time))) left--;
  }
  return new Date(time);
}

describe('isBusinessDay', () => {
  it('is true Monday to Friday and false at the weekend (UTC)', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((day) => isBusinessDay(utc(day)))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('uses the UTC day, not local time', () => {
    expect(isBusinessDay(new Date('2025-06-07T01:00:00+03:00'))).toBe(true); // Friday 22:00 UTC
    expect(isBusinessDay(new Date('2025-06-06T22:00:00-05:00'))).toBe(false); // Saturday 03:00 UTC
  });

  it('is false for an invalid date', () => {
    expect(isBusinessDay(new Date('nope'))).toBe(false);
  });
});

describe('addBusinessDays', () => {
  it('adds days within a week and keeps the time of day', () => {
    expect(iso(addBusinessDays(utc(2), 1))).toBe(iso(utc(3)));
    expect(iso(addBusinessDays(utc(2), 4))).toBe(iso(utc(6)));
  });

  it('skips the weekend', () => {
    expect(iso(addBusinessDays(utc(6), 1))).toBe(iso(utc(9)));
    expect(iso(addBusinessDays(utc(5), 3))).toBe(iso(utc(10)));
    expect(iso(addBusinessDays(utc(2), 5))).toBe(iso(utc(9)));
    expect(iso(addBusinessDays(utc(2), 10))).toBe(iso(utc(16)));
  });

  it('goes backwards for negative days', () => {
    expect(iso(addBusinessDays(utc(9), -1))).toBe(iso(utc(6)));
    expect(iso(addBusinessDays(utc(10), -5))).toBe(iso(utc(3)));
  });

  it('counts the first business day reached from a weekend as one step', () => {
    expect(iso(addBusinessDays(utc(7), 1))).toBe(iso(utc(9)));
    expect(iso(addBusinessDays(utc(8), 1))).toBe(iso(utc(9)));
    expect(iso(addBusinessDays(utc(7), -1))).toBe(iso(utc(6)));
    expect(iso(addBusinessDays(utc(8), 5))).toBe(iso(utc(13)));
  });

  it('returns a copy of the same instant for 0 days, even at the weekend', () => {
    const saturday = utc(7);
    const result = addBusinessDays(saturday, 0);
    expect(iso(result)).toBe(iso(saturday));
    expect(result).not.toBe(saturday);
  });

  it('does not mutate its input', () => {
    const monday = utc(2);
    addBusinessDays(monday, 3);
    expect(iso(monday)).toBe(iso(utc(2)));
  });

  it('crosses month and year ends', () => {
    expect(iso(addBusinessDays(new Date('2025-12-31T00:00:00Z'), 3))).toBe('2026-01-05T00:00:00.000Z');
    expect(iso(addBusinessDays(new Date('2026-01-01T23:59:59Z'), -2))).toBe('2025-12-30T23:59:59.000Z');
  });

  it('matches day-by-day counting for every weekday start', () => {
    for (let day = 2; day <= 8; day++) {
      for (let days = -23; days <= 23; days++) {
        expect(iso(addBusinessDays(utc(day), days))).toBe(iso(naive(utc(day), days)));
      }
    }
  });

  it('throws for bad input', () => {
    expect(() => addBusinessDays(new Date('nope'), 1)).toThrow(RangeError);
    expect(() => addBusinessDays(utc(2), 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays(utc(2), Number.NaN)).toThrow(RangeError);
    expect(() => addBusinessDays(utc(2), Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
