import { coalescedLotsChanged } from './inventory-changed';

describe('coalescedLotsChanged (a bulk import’s cache drops)', () => {
  test('drops the caches at most once every everyMs, and once more at the end for what waits', async () => {
    let clock = 0;
    let drops = 0;
    const changed = coalescedLotsChanged({
      everyMs: 1_000,
      now: () => clock,
      dropCaches: async () => void (drops += 1),
    });
    const lot = (id: number) => [{ id, stockNumber: String(10_000_000 + id) }];
    await changed.add(lot(1));
    clock = 400;
    await changed.add(lot(2));
    expect(drops).toBe(0);
    clock = 1_000;
    await changed.add(lot(3));
    expect(drops).toBe(1);
    clock = 1_500;
    await changed.add(lot(4));
    expect(drops).toBe(1);
    await changed.flush();
    expect(drops).toBe(2);
    // Nothing waits any more: neither a flush nor an empty batch drops again.
    await changed.flush();
    clock = 5_000;
    await changed.add([]);
    expect(drops).toBe(2);
  });
});
