import { incrementAt, isOnIncrement, nextMinimumBid, roundUpToIncrement } from './bid-increments';
import { MAX_BID_CENTS, OPENING_BID_CENTS } from './business-rules';

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
    expect(incrementAt(price)).toBe(step);
  });

  it('opens a lot without bids at the opening bid, then asks one step above the price', () => {
    expect(nextMinimumBid(0, 0)).toBe(OPENING_BID_CENTS);
    expect(nextMinimumBid(97_500, 3)).toBe(100_000);
    expect(nextMinimumBid(100_000, 4)).toBe(105_000);
    expect(nextMinimumBid(495_000, 9)).toBe(500_000);
    expect(nextMinimumBid(2_490_000, 9)).toBe(2_500_000);
    expect(nextMinimumBid(2_500_000, 9)).toBe(2_525_000);
  });

  it('accepts amounts on their own band grid only', () => {
    expect(isOnIncrement(2_500)).toBe(true);
    expect(isOnIncrement(97_500)).toBe(true);
    expect(isOnIncrement(102_500)).toBe(false);
    expect(isOnIncrement(105_000)).toBe(true);
    expect(isOnIncrement(505_000)).toBe(false);
    expect(isOnIncrement(510_000)).toBe(true);
    expect(isOnIncrement(2_510_000)).toBe(false);
    expect(isOnIncrement(2_525_000)).toBe(true);
    expect(isOnIncrement(0)).toBe(false);
    expect(isOnIncrement(-2_500)).toBe(false);
    expect(isOnIncrement(2_500.5)).toBe(false);
    expect(isOnIncrement(MAX_BID_CENTS)).toBe(true);
    expect(isOnIncrement(MAX_BID_CENTS + 25_000)).toBe(false);
  });

  it('every next minimum is itself on the grid', () => {
    let price = OPENING_BID_CENTS;
    while (price < 5_000_000) {
      expect(isOnIncrement(price)).toBe(true);
      price = nextMinimumBid(price, 1);
    }
  });

  it('rounds a typed amount up to the grid', () => {
    expect(roundUpToIncrement(1)).toBe(OPENING_BID_CENTS);
    expect(roundUpToIncrement(98_000)).toBe(100_000);
    expect(roundUpToIncrement(101_000)).toBe(105_000);
    expect(roundUpToIncrement(105_000)).toBe(105_000);
    expect(roundUpToIncrement(2_501_000)).toBe(2_525_000);
  });
});
