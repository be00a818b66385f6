import { clockText, countdownParts } from './countdown';

describe('countdownParts', () => {
  const sale = Date.UTC(2030, 0, 10, 15, 0, 0);

  it('splits what is left into days, hours, minutes and seconds', () => {
    const now = sale - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(sale, now)).toEqual({
      totalMs: (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds part seconds up and stops at zero', () => {
    expect(countdownParts(sale, sale - 1)).toMatchObject({ seconds: 1, minutes: 0, totalMs: 1 });
    expect(countdownParts(sale, sale - 59_001)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdownParts(sale, sale)).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(sale, sale + 60_000).totalMs).toBe(0);
  });
});

describe('clockText', () => {
  it('pads every unit to two digits', () => {
    expect(clockText({ hours: 3, minutes: 4, seconds: 5 })).toBe('03:04:05');
    expect(clockText({ hours: 23, minutes: 59, seconds: 59 })).toBe('23:59:59');
  });
});
