import { inRunlistOrder, moveInRunlist, positionsOf, type RunlistEntry } from './runlist-order';

const scheduled = (...ids: number[]): RunlistEntry[] =>
  ids.map((id, i) => ({ id, position: i + 1, movable: true }));
const order = (result: ReturnType<typeof moveInRunlist>) => ('order' in result ? result.order : result);

describe('inRunlistOrder', () => {
  test('by position, a lot without one last, ties by id', () => {
    const sorted = inRunlistOrder([
      { id: 5, position: null },
      { id: 3, position: 2 },
      { id: 9, position: 1 },
      { id: 1, position: null },
    ]);
    expect(sorted.map((e) => e.id)).toEqual([9, 3, 1, 5]);
  });
});

describe('moveInRunlist in a scheduled sale', () => {
  const list = scheduled(10, 20, 30, 40);

  test.each([
    ['up one', 30, 2, [10, 30, 20, 40]],
    ['down one', 20, 3, [10, 30, 20, 40]],
    ['to the top', 40, 1, [40, 10, 20, 30]],
    ['to the end', 10, 4, [20, 30, 40, 10]],
    ['past the end is last', 20, 99, [10, 30, 40, 20]],
    ['up from the top stays', 10, 0, [10, 20, 30, 40]],
    ['to its own place stays', 30, 3, [10, 20, 30, 40]],
  ])('%s', (_name, lot, place, expected) => {
    expect(order(moveInRunlist(list, lot, place))).toEqual(expected);
  });

  test('a lot not in the sale is refused', () => {
    expect(moveInRunlist(list, 99, 1)).toEqual({ refused: 'not-in-sale' });
  });
});

describe('moveInRunlist in a live sale', () => {
  // 10 sold, 20 on the block, 30 / 40 / 50 still to come.
  const live: RunlistEntry[] = [
    { id: 10, position: 1, movable: false },
    { id: 20, position: 2, movable: false },
    { id: 30, position: 3, movable: true },
    { id: 40, position: 4, movable: true },
    { id: 50, position: 5, movable: true },
  ];

  test('the lots to come trade places among themselves', () => {
    expect(order(moveInRunlist(live, 50, 3))).toEqual([10, 20, 50, 30, 40]);
    expect(order(moveInRunlist(live, 30, 5))).toEqual([10, 20, 40, 50, 30]);
  });

  test('a place ahead of the block takes the first place to come; the first one cannot go up', () => {
    expect(order(moveInRunlist(live, 50, 1))).toEqual([10, 20, 50, 30, 40]);
    expect(moveInRunlist(live, 30, 2)).toEqual({ refused: 'before-the-block' });
  });

  test('the lot on the block and a sold one do not move', () => {
    expect(moveInRunlist(live, 20, 4)).toEqual({ refused: 'not-movable' });
    expect(moveInRunlist(live, 10, 3)).toEqual({ refused: 'not-movable' });
  });

  test('a fixed lot in between is stepped over in the direction of the move', () => {
    const withBoughtNow: RunlistEntry[] = [
      { id: 20, position: 1, movable: false },
      { id: 30, position: 2, movable: true },
      { id: 35, position: 3, movable: false },
      { id: 40, position: 4, movable: true },
    ];
    expect(order(moveInRunlist(withBoughtNow, 30, 3))).toEqual([20, 40, 35, 30]);
    expect(order(moveInRunlist(withBoughtNow, 40, 3))).toEqual([20, 40, 35, 30]);
  });
});

describe('positionsOf', () => {
  test('compact: 1..n in the new order', () => {
    expect([...positionsOf([30, 10, 20], [], true)]).toEqual([
      [30, 1],
      [10, 2],
      [20, 3],
    ]);
  });

  test('live: each place keeps its number; a place without one gets the next after the highest', () => {
    const before = [{ position: 4 }, { position: 7 }, { position: null }];
    expect([...positionsOf([2, 1, 3], before, false)]).toEqual([
      [2, 4],
      [1, 7],
      [3, 8],
    ]);
  });
});
