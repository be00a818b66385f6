import { incrementAt, isOnIncrement, nextMinimumBid, roundUpToIncrement } from './bid-increments';
import { MAX_BID_CENTS, OPENING_BID_CENTS } from './business-rules';
import type { Cents } from './money';
/** An amount as Cents without the constructor's check: these tests also feed the rules amounts that are not. */
const c = (n: number) => n as Cents;

describe('bid increments', () => {
  it.each([
    [0, 2_500],
    [99_900, 2_500],
    [100_000, 5_000],
    [499_900, 5_000],
    [500_000, 10_000],
    [2_499_900, 10_000],
    [2_500_000, 25_000],
    [90_000_000, 25_000],
  ])('at %i cents bids move by %i', (price, step) => {
    expect(incrementAt(c(price))).toBe(step);
  });

  it('opens a lot without bids at the opening bid, then asks one step above the price', () => {
    expect(nextMinimumBid(c(0), 0)).toBe(OPENING_BID_CENTS);
    expect(nextMinimumBid(c(97_500), 3)).toBe(100_000);
    expect(nextMinimumBid(c(100_000), 4)).toBe(105_000);
    expect(nextMinimumBid(c(495_000), 9)).toBe(500_000);
    expect(nextMinimumBid(c(2_490_000), 9)).toBe(2_500_000);
    expect(nextMinimumBid(c(2_500_000), 9)).toBe(2_525_000);
  });

  it('accepts amounts on their own band grid only', () => {
    expect(isOnIncrement(c(2_500))).toBe(true);
    expect(isOnIncrement(c(97_500))).toBe(true);
    expect(isOnIncrement(c(102_500))).toBe(false);
    expect(isOnIncrement(c(105_000))).toBe(true);
    expect(isOnIncrement(c(505_000))).toBe(false);
    expect(isOnIncrement(c(510_000))).toBe(true);
    expect(isOnIncrement(c(2_510_000))).toBe(false);
    expect(isOnIncrement(c(2_525_000))).toBe(true);
    expect(isOnIncrement(c(0))).toBe(false);
    expect(isOnIncrement(c(-2_500))).toBe(false);
    expect(isOnIncrement(c(2_500.5))).toBe(false);
    expect(isOnIncrement(MAX_BID_CENTS)).toBe(true);
    expect(isOnIncrement(c(MAX_BID_CENTS + 25_000))).toBe(false);
  });

  it('every next minimum is itself on the grid', () => {
    let price = OPENING_BID_CENTS;
    while (price < 5_000_000) {
      expect(isOnIncrement(price)).toBe(true);
      price = nextMinimumBid(price, 1);
    }
  });

  it('rounds a typed amount up to the grid', () => {
    expect(roundUpToIncrement(c(1))).toBe(OPENING_BID_CENTS);
    expect(roundUpToIncrement(c(98_000))).toBe(100_000);
    expect(roundUpToIncrement(c(101_000))).toBe(105_000);
    expect(roundUpToIncrement(c(105_000))).toBe(105_000);
    expect(roundUpToIncrement(c(2_501_000))).toBe(2_525_000);
  });
});
