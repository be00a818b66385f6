import { cents } from './money';
import { storageStatement, type StorageClockInput } from './storage-clock';

const CHICAGO = 'America/Chicago';
// 2025-06-03 is a Tuesday; 15:00 UTC is 10:00 in Chicago.
const at = (day: number, hour = 15) => new Date(Date.UTC(2025, 5, day, hour));
const base: StorageClockInput = {
  paidAt: at(3),
  dueAt: at(6),
  pickedUpAt: null,
  now: at(9),
  timeZone: CHICAGO,
  delays: [],
  chargedCents: cents(0),
};

describe('storageStatement', () => {
  test('paid on time: the clock starts at the payment; today counts while the vehicle is in the yard', () => {
    expect(storageStatement(base)).toEqual({
      startDay: '2025-06-03',
      lastFreeDay: '2025-06-06',
      throughDay: '2025-06-09',
      chargeableDays: 3,
      accruedCents: cents(7_500),
      chargedCents: cents(0),
      unchargedCents: cents(7_500),
    });
  });

  test('unpaid or paid late: the clock started at the payment deadline', () => {
    const late = storageStatement({ ...base, paidAt: null, dueAt: at(3), now: at(10) });
    expect(late).toMatchObject({ startDay: '2025-06-03', lastFreeDay: '2025-06-06', chargeableDays: 4 });
    expect(storageStatement({ ...base, paidAt: at(10), dueAt: at(3), now: at(10) })).toEqual(late);
  });

  test('the pickup stops the clock; what the ledger charges already is not charged again', () => {
    const picked = storageStatement({ ...base, pickedUpAt: at(8), now: at(20), chargedCents: cents(2_500) });
    expect(picked).toMatchObject({
      throughDay: '2025-06-08',
      chargeableDays: 2,
      unchargedCents: cents(2_500),
    });
    expect(storageStatement({ ...base, chargedCents: cents(10_000) }).unchargedCents).toBe(0);
  });

  test('days are the yard’s: 03:00 UTC on the 7th is still the 6th in Chicago', () => {
    expect(storageStatement({ ...base, now: at(7, 3) })).toMatchObject({
      throughDay: '2025-06-06',
      chargeableDays: 0,
    });
    expect(storageStatement({ ...base, now: at(7, 3), timeZone: 'UTC' }).chargeableDays).toBe(1);
  });

  test('delays leave their days out; the demo clock starts earlier', () => {
    const delayed = storageStatement({
      ...base,
      delays: [{ from: '2025-06-07', to: '2025-06-08', days: 2 }],
    });
    expect(delayed.chargeableDays).toBe(1);
    expect(storageStatement({ ...base, shiftDays: 7 })).toMatchObject({
      startDay: '2025-05-27',
      lastFreeDay: '2025-05-30',
      chargeableDays: 10,
    });
  });
});
