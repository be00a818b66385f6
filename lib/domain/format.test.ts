import { badgeText, formatCount, formatUsd } from './format';
import type { Cents } from './money';
/** An amount as Cents without the constructor's check: these tests also feed the rules amounts that are not. */
const c = (n: number) => n as Cents;

/** Intl output uses no-break and narrow no-break spaces; compare with plain spaces. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatUsd', () => {
  it('shows whole dollars in en-US by default', () => {
    expect(formatUsd(c(123456))).toBe('$1,235');
    expect(formatUsd(c(0))).toBe('$0');
    expect(formatUsd(c(100))).toBe('$1');
    expect(formatUsd(c(123_456_789_00))).toBe('$123,456,789');
  });

  it('rounds half cents-of-a-dollar away from zero', () => {
    expect(formatUsd(c(149))).toBe('$1');
    expect(formatUsd(c(150))).toBe('$2');
    expect(formatUsd(c(250))).toBe('$3');
    expect(formatUsd(c(-150))).toBe('-$2');
    expect(formatUsd(c(-149))).toBe('-$1');
    expect(formatUsd(c(-40))).toBe('$0');
  });

  it('shows cents with 2 decimals', () => {
    expect(formatUsd(c(123456), { decimals: 2 })).toBe('$1,234.56');
    expect(formatUsd(c(5), { decimals: 2 })).toBe('$0.05');
    expect(formatUsd(c(1005), { decimals: 2 })).toBe('$10.05');
    expect(formatUsd(c(-1), { decimals: 2 })).toBe('-$0.01');
    expect(formatUsd(c(10.5), { decimals: 2 })).toBe('$0.11');
  });

  it('uses the requested locale', () => {
    expect(plain(formatUsd(c(123456), { locale: 'ru-RU' }))).toBe('1 235 $');
    expect(plain(formatUsd(c(123456), { locale: 'es-ES', decimals: 2 }))).toBe('1234,56 US$');
    expect(plain(formatUsd(c(123456), { locale: 'pl-PL' }))).toBe('1235 USD');
  });

  it('falls back to en-US for an invalid locale', () => {
    expect(formatUsd(c(123456), { locale: 'not a locale!' })).toBe('$1,235');
    expect(formatUsd(c(123456), { locale: '' })).toBe('$1,235');
  });

  it('returns "" for non-finite amounts', () => {
    expect(formatUsd(c(Number.NaN))).toBe('');
    expect(formatUsd(c(Number.POSITIVE_INFINITY))).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [12.5, '13'],
    [-0.2, '0'],
    [Number.NaN, ''],
    [Number.NEGATIVE_INFINITY, ''],
  ])('%d -> %j', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [0.5, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [1, '1'],
    [9, '9'],
    [9.9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%d -> %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
