import { jest } from '@jest/globals';
import type { Database } from '@/lib/db/client';
import { setDatabase } from '@/lib/db/database';
import { keptFresh } from './kept-fresh';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keptFresh: a value kept and refreshed behind its readers', () => {
  beforeEach(() => setDatabase({ kind: 'pglite', location: `test-${Math.random()}` } as unknown as Database));

  test('a value is kept for its time, then answers once more while one refresh runs, then the new one', async () => {
    let version = 0;
    let loads = 0;
    const load = async () => {
      loads++;
      return version;
    };
    expect(await keptFresh('k', load, 40)).toBe(0);
    version = 1;
    expect(await keptFresh('k', load, 40)).toBe(0);
    expect(loads).toBe(1);
    await sleep(60);
    const [stale, alsoStale] = await Promise.all([keptFresh('k', load, 40), keptFresh('k', load, 40)]);
    expect([stale, alsoStale]).toEqual([0, 0]); // no caller waits for the recount
    expect(loads).toBe(2); // one refresh for both
    await sleep(0);
    expect(await keptFresh('k', load, 40)).toBe(1);
  });

  test('a failed first load is not kept; a failed refresh keeps the old value', async () => {
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('database down');
      return 'counted';
    };
    await expect(keptFresh('f', load, 20)).rejects.toThrow('database down');
    fail = false;
    expect(await keptFresh('f', load, 20)).toBe('counted');
    fail = true;
    await sleep(30);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await keptFresh('f', load, 20)).toBe('counted');
      await sleep(0);
      expect(await keptFresh('f', load, 20)).toBe('counted');
      expect(String(logged.mock.calls[0]?.[0])).toContain('refreshing f failed');
    } finally {
      logged.mockRestore();
    }
  });

  test('no time: every call loads', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await keptFresh('z', load, 0)).toBe(1);
    expect(await keptFresh('z', load, 0)).toBe(2);
  });
});
