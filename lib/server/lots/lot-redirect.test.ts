import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { forgetCanonicalLots, lotRedirectLocation } from './lot-redirect';

const LOT = 350000001;
const CANONICAL = `/${LOT}-2018-honda-accord`;

const get = (url: string, headers: Record<string, string> = {}) =>
  lotRedirectLocation({ method: 'GET', url, headers });

describe.each(testDatabaseKinds())('the lot URL redirect decision on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let stockNumber: string;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT, year: 2018 }]);
    const [row] = await db.select({ stockNumber: lots.stockNumber }).from(lots).where(eq(lots.id, LOT));
    stockNumber = row!.stockNumber;
  });
  beforeEach(() => forgetCanonicalLots());

  test('a wrong title or year goes to the canonical path, keeping the locale prefix and the query', async () => {
    expect(await get(`/${LOT}-2018-wrong-title`)).toBe(CANONICAL);
    expect(await get(`/${LOT}-1999-honda-accord`)).toBe(CANONICAL);
    expect(await get(`/es/${LOT}-2018-wrong?utm_source=x&b=1`)).toBe(`/es${CANONICAL}?utm_source=x&b=1`);
    expect(await get(`/ar/${LOT}-2018-x`)).toBe(`/ar${CANONICAL}`);
    expect(await lotRedirectLocation({ method: 'HEAD', url: `/${LOT}-2018-x`, headers: {} })).toBe(CANONICAL);
  });

  test('the /vehicle/ form stays in its own form', async () => {
    expect(await get(`/vehicle/${stockNumber}-2018-wrong`)).toBe(`/vehicle/${stockNumber}-2018-honda-accord`);
    expect(await get(`/pl/vehicle/${stockNumber}-2018-honda-accord`)).toBeNull();
  });

  test('no redirect for the canonical path, unknown lots, other pages, RSC requests and other methods', async () => {
    expect(await get(CANONICAL)).toBeNull();
    expect(await get(`/ru${CANONICAL}`)).toBeNull();
    expect(await get('/123456789-2018-honda-accord')).toBeNull(); // unknown: the page answers 404
    expect(await get('/vehicle/12345678-2018-x')).toBeNull();
    expect(await get('/search/q-honda')).toBeNull();
    expect(await get('/_next/static/chunks/app.js')).toBeNull();
    expect(await get(`/${LOT}-2018-wrong`, { rsc: '1' })).toBeNull();
    expect(await get(`/${LOT}-2018-wrong?_rsc=abc`)).toBeNull();
    expect(await lotRedirectLocation({ method: 'POST', url: `/${LOT}-2018-wrong`, headers: {} })).toBeNull();
  });

  test('a found lot is remembered: the second decision reads no database', async () => {
    expect(await get(`/${LOT}-2018-first`)).toBe(CANONICAL);
    const spy = jest.spyOn(testDb.database.db, 'select');
    try {
      expect(await get(`/${LOT}-2018-second`)).toBe(CANONICAL);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
