import { jest } from '@jest/globals';
import { auctions } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch } from '@/test/lots';
import { databaseLanes, RoomDirectory, type LaneRow, type LaneSource } from './room-directory';

/** An auctions table in memory that counts the directory's reads. */
function fakeLanes(rows: LaneRow[]) {
  const calls = { all: 0, since: [] as number[] };
  let failing = false;
  const source: LaneSource = {
    async all() {
      calls.all += 1;
      if (failing) throw new Error('database down');
      const lanes = new Map<string, LaneRow>();
      for (const r of rows) {
        const key = `${r.branchId}/${r.lane}`;
        const seen = lanes.get(key);
        if (!seen || seen.id < r.id) lanes.set(key, r);
      }
      return [...lanes.values()];
    },
    async since(afterId, limit) {
      calls.since.push(afterId);
      if (failing) throw new Error('database down');
      return rows
        .filter((r) => r.id > afterId)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit);
    },
  };
  return { source, rows, calls, fail: (on: boolean) => (failing = on) };
}

describe('the room directory', () => {
  let now = 0;
  const nowMs = () => now;
  beforeEach(() => (now = 1_000_000));

  test('the first question loads the list; after that unknown rooms cost no read while a keeper runs', async () => {
    const t = fakeLanes([
      { id: 1, branchId: 512, lane: 'A' },
      { id: 2, branchId: 512, lane: 'A' },
      { id: 3, branchId: 7, lane: 'B' },
    ]);
    const directory = new RoomDirectory(t.source, { nowMs });
    const stop = directory.keepCurrent(60_000);
    expect(await directory.has('iaa-512-a')).toBe(true);
    expect(await directory.has('iaa-7-b')).toBe(true);
    expect(directory.size).toBe(2);
    const reads = t.calls.all + t.calls.since.length;
    now += 3_600_000;
    for (let i = 0; i < 500; i++) expect(await directory.has(`iaa-${900 + i}-z`)).toBe(false);
    expect(t.calls.all + t.calls.since.length).toBe(reads);
    stop();
  });

  test('refreshes read only the auctions added since; every fullEveryMs the whole list', async () => {
    const t = fakeLanes([{ id: 1, branchId: 1, lane: 'A' }]);
    const directory = new RoomDirectory(t.source, { nowMs, fullEveryMs: 60_000 });
    await directory.refresh();
    expect(t.calls.all).toBe(1);
    t.rows.push({ id: 2, branchId: 1, lane: 'B' }, { id: 3, branchId: 2, lane: 'C' });
    now += 2_000;
    await directory.refresh();
    expect(t.calls).toEqual({ all: 1, since: [1] });
    expect([await directory.has('iaa-1-b'), await directory.has('iaa-2-c')]).toEqual([true, true]);
    // An auction committed out of id order (id 0 here, below what was seen) or one deleted: the full read sees it.
    t.rows.splice(0, t.rows.length, { id: 0, branchId: 5, lane: 'E' }, { id: 3, branchId: 2, lane: 'C' });
    now += 2_000;
    await directory.refresh();
    expect(await directory.has('iaa-5-e')).toBe(false);
    now += 60_000;
    await directory.refresh();
    expect(t.calls.all).toBe(2);
    expect([
      await directory.has('iaa-5-e'),
      await directory.has('iaa-1-a'),
      await directory.has('iaa-2-c'),
    ]).toEqual([true, false, true]);
  });

  test('refreshes in flight are shared; many new auctions are read in batches', async () => {
    const t = fakeLanes([{ id: 1, branchId: 1, lane: 'A' }]);
    const directory = new RoomDirectory(t.source, { nowMs });
    await Promise.all([directory.refresh(), directory.refresh(), directory.has('iaa-1-a')]);
    expect(t.calls.all).toBe(1);
    for (let id = 2; id <= 1_200; id++) t.rows.push({ id, branchId: id, lane: 'A' });
    now += 1;
    await directory.refresh();
    expect(t.calls.since).toEqual([1, 501, 1001]);
    expect(directory.size).toBe(1_200);
  });

  test('without a keeper, an unknown room re-reads a list older than staleAfterMs, once for all', async () => {
    const t = fakeLanes([{ id: 1, branchId: 1, lane: 'A' }]);
    const directory = new RoomDirectory(t.source, { nowMs, staleAfterMs: 2_000 });
    expect(await directory.has('iaa-1-a')).toBe(true);
    t.rows.push({ id: 2, branchId: 1, lane: 'B' });
    now += 1_999;
    expect(await directory.has('iaa-1-b')).toBe(false);
    expect(t.calls.since).toEqual([]);
    now += 1;
    const answers = await Promise.all(
      ['iaa-1-b', 'iaa-9-x', 'iaa-9-y', 'iaa-9-z'].map((room) => directory.has(room)),
    );
    expect(answers).toEqual([true, false, false, false]);
    expect(t.calls.since).toEqual([1]);
    // Known rooms never wait for a read.
    now += 10_000;
    expect(await directory.has('iaa-1-a')).toBe(true);
    expect(t.calls.since).toEqual([1]);
  });

  test('a failed first read is an error (the feed says unavailable), and is tried again', async () => {
    const t = fakeLanes([{ id: 1, branchId: 1, lane: 'A' }]);
    const directory = new RoomDirectory(t.source, { nowMs });
    t.fail(true);
    await expect(directory.has('iaa-1-a')).rejects.toThrow('database down');
    t.fail(false);
    expect(await directory.has('iaa-1-a')).toBe(true);
  });

  test('keepCurrent refreshes on its cadence until stopped', async () => {
    jest.useFakeTimers();
    try {
      const t = fakeLanes([{ id: 1, branchId: 1, lane: 'A' }]);
      const directory = new RoomDirectory(t.source, { nowMs });
      const stop = directory.keepCurrent(2_000);
      await jest.advanceTimersByTimeAsync(0);
      expect(t.calls.all).toBe(1);
      t.rows.push({ id: 2, branchId: 3, lane: 'D' });
      await jest.advanceTimersByTimeAsync(2_000);
      expect(t.calls.since).toEqual([1]);
      expect(await directory.has('iaa-3-d')).toBe(true);
      stop();
      await jest.advanceTimersByTimeAsync(10_000);
      expect(t.calls.since).toEqual([1]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe.each(testDatabaseKinds())('the room directory on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('reads lanes from the auctions table, whole or since an id', async () => {
    const db = testDb.database.db;
    await insertTestBranch(db);
    const startsAt = new Date('2030-01-10T15:00:00Z');
    await db.insert(auctions).values([
      { branchId: 1, lane: 'A', startsAt },
      { branchId: 1, lane: 'A', startsAt: new Date('2030-01-11T15:00:00Z') },
      { branchId: 1, lane: 'B', startsAt },
    ]);
    const lanes = databaseLanes(db);
    const all = await lanes.all();
    expect(all.map((r) => `${r.branchId}-${r.lane}`).sort()).toEqual(['1-A', '1-B']);
    const highest = Math.max(...all.map((r) => r.id));
    expect(await lanes.since(highest, 10)).toEqual([]);
    const directory = new RoomDirectory(lanes);
    const stop = directory.keepCurrent(60_000);
    expect(await directory.has('iaa-1-a')).toBe(true);
    await db.insert(auctions).values({ branchId: 1, lane: 'K', startsAt });
    expect(await directory.has('iaa-1-k')).toBe(false);
    await directory.refresh();
    expect(await directory.has('iaa-1-k')).toBe(true);
    expect(await lanes.since(highest, 10)).toEqual([expect.objectContaining({ branchId: 1, lane: 'K' })]);
    stop();
  });
});
