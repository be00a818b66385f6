import { cents } from './money';
import { settledAt, type SettlingLine } from './purchase-settled';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 2, 10, minute));
const line = (kind: string, amount: number, minute: number): SettlingLine => ({
  kind,
  cents: cents(amount),
  createdAt: at(minute),
});

describe('settledAt', () => {
  test('unpaid, or paid in part: null', () => {
    expect(settledAt([])).toBeNull();
    expect(settledAt([line('purchase', 100_000, 0), line('buyer-fee', 25_000, 0)])).toBeNull();
    expect(settledAt([line('purchase', 100_000, 0), line('payment', -60_000, 5)])).toBeNull();
  });

  test('the payment that brings the bill to nothing (or less) is the time it was paid', () => {
    const paid = [line('purchase', 100_000, 0), line('payment', -60_000, 5), line('payment', -40_000, 9)];
    expect(settledAt(paid)).toEqual(at(9));
    expect(settledAt([line('purchase', 100_000, 0), line('payment', -120_000, 3)])).toEqual(at(3));
  });

  test('a storage invoice after the payment does not unpay it', () => {
    expect(
      settledAt([line('purchase', 100_000, 0), line('payment', -100_000, 4), line('storage-fee', 7_500, 50)]),
    ).toEqual(at(4));
  });
});
