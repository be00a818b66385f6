import fc from 'fast-check';
import * as z from 'zod/mini';
import { cents, centsFromDollars, type Cents } from '@/lib/domain/money';
import { dollarsCodec, MAX_WIRE_DOLLARS, wireCents, wireDollars, wireDollarsDown } from './money';

const wholeDollarCents = fc
  .integer({ min: 0, max: MAX_WIRE_DOLLARS })
  .map((dollars) => centsFromDollars(dollars));

describe('wireDollars', () => {
  it('decodes whole dollars into Cents and encodes them back', () => {
    expect(z.decode(wireDollars, 1_050)).toBe(105_000);
    expect(z.parse(wireDollars, 0)).toBe(0);
    expect(z.encode(wireDollars, cents(105_000))).toBe(1_050);
    expect(z.decode(wireDollars, MAX_WIRE_DOLLARS)).toBe(centsFromDollars(MAX_WIRE_DOLLARS));
  });

  it('round-trips every whole-dollar amount: decode(encode(c)) === c', () => {
    fc.assert(
      fc.property(wholeDollarCents, (c) => {
        const wire = z.encode(wireDollars, c);
        return Number.isInteger(wire) && z.decode(wireDollars, wire) === c;
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuses fractions, negatives, non-numbers and amounts past the bound', () => {
    const refused = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
      fc.integer({ max: -1 }),
      fc.constantFrom(
        Number.NaN,
        Infinity,
        -Infinity,
        MAX_WIRE_DOLLARS + 1,
        '100',
        null,
        undefined,
        true,
        {},
      ),
    );
    fc.assert(
      fc.property(refused, (value) => {
        const parsed = z.safeDecode(wireDollars, value as number);
        return !parsed.success && parsed.error.issues[0]?.message === 'amountInvalid';
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuses to encode what is not Cents', () => {
    expect(z.safeEncode(wireDollars, 12.5 as Cents).success).toBe(false);
    expect(z.safeEncode(wireDollars, cents(-100)).success).toBe(false);
  });

  it('answers amounts that are not whole dollars rounded to the nearest dollar, as the API always did', () => {
    expect(z.encode(wireDollars, cents(149))).toBe(1);
    expect(z.encode(wireDollars, cents(150))).toBe(2);
  });

  it('keeps a field’s own bounds and messages', () => {
    const maxBid = dollarsCodec({
      min: 1,
      max: 1_000_000,
      invalid: 'maxBidInvalid',
      tooHigh: 'maxBidTooHigh',
    });
    expect(z.decode(maxBid, 1)).toBe(100);
    const message = (value: unknown) => {
      const parsed = z.safeDecode(maxBid, value as number);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(message(0)).toBe('maxBidInvalid');
    expect(message(2.5)).toBe('maxBidInvalid');
    expect(message('5')).toBe('maxBidInvalid');
    expect(message(1_000_001)).toBe('maxBidTooHigh');
  });
});

describe('wireDollarsDown', () => {
  it('answers an amount rounded down to the whole dollars it reaches, and decodes like wireDollars', () => {
    expect(z.encode(wireDollarsDown, cents(105_099))).toBe(1_050);
    expect(z.encode(wireDollarsDown, cents(99))).toBe(0);
    expect(z.decode(wireDollarsDown, 1_050)).toBe(105_000);
    expect(z.safeEncode(wireDollarsDown, cents(-1)).success).toBe(false);
  });
});

describe('dollarsCodec belowMin', () => {
  it('names an amount below the minimum apart from one that is not an amount', () => {
    const deposit = dollarsCodec({ min: 600, belowMin: 'amountBelowMinimum', tooHigh: 'amountTooHigh' });
    const messages = (value: unknown) => {
      const parsed = z.safeDecode(deposit, value as number);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(z.decode(deposit, 600)).toBe(60_000);
    expect(messages(599)).toEqual(['amountBelowMinimum']);
    expect(messages(-5)[0]).toBe('amountInvalid');
    expect(messages(600.5)[0]).toBe('amountInvalid');
    expect(messages(MAX_WIRE_DOLLARS + 1)).toEqual(['amountTooHigh']);
  });
});

describe('wireCents', () => {
  it('carries signed integer cents both ways and refuses fractions', () => {
    expect(z.decode(wireCents, -2_500)).toBe(-2_500);
    expect(z.encode(wireCents, cents(60_000))).toBe(60_000);
    expect(z.safeDecode(wireCents, 10.5).success).toBe(false);
    expect(z.safeDecode(wireCents, '100' as unknown as number).success).toBe(false);
  });
});
