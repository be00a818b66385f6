import { addBusinessDays } from './business-days';
import { FREE_STORAGE_BUSINESS_DAYS, STORAGE_FEE_PER_DAY_CENTS } from './business-rules';
import { cents } from './money';
import {
  addCalendarDays,
  countStorageDays,
  daysInRange,
  storageFee,
  type StorageDelay,
} from './storage-days';

// June 2025: the 2nd is a Monday, the 7th and 8th a weekend, the 14th and 15th the next one.
const june = (day: number) => `2025-06-${String(day).padStart(2, '0')}`;
const range = (from: number, to: number): StorageDelay => ({
  from: june(from),
  to: june(to),
  days: to - from + 1,
});
const days = (n: number): StorageDelay => ({ from: null, to: null, days: n });
const count = (start: number, through: number, delays: StorageDelay[] = []) =>
  countStorageDays({ start: june(start), through: june(through), delays });

describe('countStorageDays', () => {
  test('the rule of the business rules: 3 business days free', () => {
    expect(FREE_STORAGE_BUSINESS_DAYS).toBe(3);
    expect(STORAGE_FEE_PER_DAY_CENTS).toBe(cents(2_500));
  });

  test('paid on a Tuesday: free Wednesday to Friday; the weekend and Monday are charged', () => {
    expect(count(3, 6)).toEqual({ lastFreeDay: june(6), chargeableDays: 0 });
    expect(count(3, 7)).toEqual({ lastFreeDay: june(6), chargeableDays: 1 });
    expect(count(3, 9)).toEqual({ lastFreeDay: june(6), chargeableDays: 3 });
  });

  test('paid on a Thursday: the weekend inside the free days is free, and the third business day is Tuesday', () => {
    expect(count(5, 10)).toEqual({ lastFreeDay: june(10), chargeableDays: 0 });
    expect(count(5, 12)).toEqual({ lastFreeDay: june(10), chargeableDays: 2 });
  });

  test('paid on a Saturday: Sunday is free, then Monday to Wednesday', () => {
    expect(count(7, 11)).toEqual({ lastFreeDay: june(11), chargeableDays: 0 });
    expect(count(7, 13)).toEqual({ lastFreeDay: june(11), chargeableDays: 2 });
  });

  test('a pickup before or on the last free day, or on the payment day itself, costs nothing', () => {
    expect(count(2, 2).chargeableDays).toBe(0);
    expect(count(2, 4).chargeableDays).toBe(0);
    expect(count(10, 2).chargeableDays).toBe(0);
  });

  test('the last free day is the third business day after the payment, as addBusinessDays counts', () => {
    for (let start = 1; start <= 21; start++) {
      const expected = addBusinessDays(new Date(`${june(start)}T12:00:00Z`), 3)
        .toISOString()
        .slice(0, 10);
      expect([june(start), count(start, start).lastFreeDay]).toEqual([june(start), expected]);
    }
  });

  test('a dated delay inside the free days moves the last free day by the days it covers', () => {
    // Tuesday 3rd; the title held Wednesday and Thursday: free Friday, Monday, Tuesday.
    expect(count(3, 12, [range(4, 5)])).toEqual({ lastFreeDay: june(10), chargeableDays: 2 });
  });

  test('a dated delay after the free days leaves its days uncharged', () => {
    // Free through Friday 6th; the seller held the 9th to the 11th: charged 7th, 8th, 12th, 13th.
    expect(count(3, 13, [range(9, 11)])).toEqual({ lastFreeDay: june(6), chargeableDays: 4 });
  });

  test('a delay given in days moves the last free day that many calendar days later', () => {
    expect(count(3, 13, [days(2)])).toEqual({ lastFreeDay: june(8), chargeableDays: 5 });
    expect(count(3, 13, [days(2), days(1)])).toEqual({ lastFreeDay: june(9), chargeableDays: 4 });
  });

  test('overlapping dated delays count each day once; delays before the start change nothing', () => {
    expect(count(3, 13, [range(9, 11), range(10, 12)])).toEqual({ lastFreeDay: june(6), chargeableDays: 3 });
    expect(count(3, 13, [range(1, 3)])).toEqual(count(3, 13));
  });

  test('a delay running through the pickup day leaves nothing to charge', () => {
    expect(count(3, 20, [range(7, 20)]).chargeableDays).toBe(0);
  });

  test('across a month and a year', () => {
    // Wednesday 2025-12-31: free Thursday 1st, Friday 2nd, Monday 5th (no holidays are known).
    expect(countStorageDays({ start: '2025-12-31', through: '2026-01-07', delays: [] })).toEqual({
      lastFreeDay: '2026-01-05',
      chargeableDays: 2,
    });
  });

  test('refuses what is not a calendar day or a whole number of free days', () => {
    expect(() => countStorageDays({ start: '2025-6-3', through: june(9), delays: [] })).toThrow(RangeError);
    expect(() => countStorageDays({ start: june(3), through: 'soon', delays: [] })).toThrow(RangeError);
    expect(() =>
      countStorageDays({ start: june(3), through: june(9), delays: [], freeBusinessDays: 1.5 }),
    ).toThrow(RangeError);
  });
});

describe('day helpers and the fee', () => {
  test('addCalendarDays and daysInRange', () => {
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysInRange(june(9), june(11))).toBe(3);
    expect(daysInRange(june(9), june(9))).toBe(1);
    expect(daysInRange(june(11), june(9))).toBe(0);
  });

  test('storageFee is $25 a day in cents', () => {
    expect(storageFee(0)).toBe(0);
    expect(storageFee(3)).toBe(cents(7_500));
  });
});
