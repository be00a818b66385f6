import { cents, ZERO_CENTS } from './money';
import { outstandingOf, splitWire } from './wire-application';

const open = (amount: number, applied = 0) => ({
  amountCents: cents(amount),
  appliedCents: cents(applied),
  open: true,
});

describe('applying a received wire', () => {
  test('the exact amount settles the payment, nothing credited', () => {
    expect(splitWire(open(120_000), cents(120_000))).toEqual({
      appliedCents: 120_000,
      creditCents: 0,
      outstandingCents: 0,
      settles: true,
    });
  });

  test('a partial wire leaves the rest outstanding; the next one settles it', () => {
    expect(splitWire(open(120_000), cents(50_000))).toEqual({
      appliedCents: 50_000,
      creditCents: 0,
      outstandingCents: 70_000,
      settles: false,
    });
    expect(splitWire(open(120_000, 50_000), cents(70_000))).toMatchObject({
      outstandingCents: 0,
      settles: true,
    });
  });

  test('an over-payment settles it and credits the excess', () => {
    expect(splitWire(open(120_000, 50_000), cents(100_000))).toEqual({
      appliedCents: 70_000,
      creditCents: 30_000,
      outstandingCents: 0,
      settles: true,
    });
  });

  test('money for a payment that no longer waits is all credit and settles nothing', () => {
    const closed = { ...open(120_000, 120_000), open: false };
    expect(splitWire(closed, cents(10_000))).toEqual({
      appliedCents: 0,
      creditCents: 10_000,
      outstandingCents: 0,
      settles: false,
    });
    expect(splitWire({ ...open(120_000), open: false }, cents(120_000))).toMatchObject({
      appliedCents: 0,
      creditCents: 120_000,
      settles: false,
    });
    expect(outstandingOf({ ...open(120_000), open: false })).toBe(ZERO_CENTS);
  });
});
