import { LIVE_LOT_AVERAGE_MS } from './business-rules';
import { expectedOnBlockAt, minutesUntil } from './block-eta';

const NOW = new Date('2031-05-01T15:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('expectedOnBlockAt', () => {
  test('a lane not started yet: its start, plus the average lot time for each open lot before this one', () => {
    expect(expectedOnBlockAt({ saleDate: at(0), laneStartsAt: at(120_000), lotsAhead: 4 }, NOW)).toEqual(
      at(120_000 + 4 * LIVE_LOT_AVERAGE_MS),
    );
  });

  test('a lane under way: counted from now (its start has passed)', () => {
    expect(
      expectedOnBlockAt({ saleDate: at(-600_000), laneStartsAt: at(-600_000), lotsAhead: 3 }, NOW),
    ).toEqual(at(3 * LIVE_LOT_AVERAGE_MS));
  });

  test('a timed sale (no lane): its sale date; none, none', () => {
    expect(expectedOnBlockAt({ saleDate: at(300_000), laneStartsAt: null, lotsAhead: 0 }, NOW)).toEqual(
      at(300_000),
    );
    expect(expectedOnBlockAt({ saleDate: null, laneStartsAt: null, lotsAhead: 0 }, NOW)).toBeNull();
  });
});

test('minutesUntil rounds up, and says at least one minute', () => {
  expect(minutesUntil(at(4 * 60_000 + 1), NOW)).toBe(5);
  expect(minutesUntil(at(5 * 60_000), NOW)).toBe(5);
  expect(minutesUntil(at(0), NOW)).toBe(1);
  expect(minutesUntil(at(-60_000), NOW)).toBe(1);
});
