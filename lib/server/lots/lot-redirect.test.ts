import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { forgetCanonicalLots, lotGate } from './lot-redirect';

const LOT = 350000001;
const CANONICAL = `/${LOT}-2018-honda-accord`;

/** The gate's answer for a lot URL (path and query). */
function gate(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { locale, route } = classifyRoute(pathname);
  if (route.kind !== 'lot') throw new Error(`${url} is not a lot URL`);
  return lotGate(route, locale, search);
}

describe.each(testDatabaseKinds())('the lot URL gate on %s', (kind) => {
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
    expect(await gate(`/${LOT}-2018-wrong-title`)).toEqual({ redirect: CANONICAL });
    expect(await gate(`/${LOT}-1999-honda-accord`)).toEqual({ redirect: CANONICAL });
    expect(await gate(`/es/${LOT}-2018-wrong?utm_source=x&b=1`)).toEqual({
      redirect: `/es${CANONICAL}?utm_source=x&b=1`,
    });
    expect(await gate(`/ar/${LOT}-2018-x`)).toEqual({ redirect: `/ar${CANONICAL}` });
  });

  test('the /vehicle/ form goes to the one canonical URL', async () => {
    expect(await gate(`/vehicle/${stockNumber}-2018-wrong`)).toEqual({ redirect: CANONICAL });
    expect(await gate(`/pl/vehicle/${stockNumber}-2018-honda-accord`)).toEqual({
      redirect: `/pl${CANONICAL}`,
    });
  });

  test('the canonical path passes; an unknown lot of either form is not found', async () => {
    expect(await gate(CANONICAL)).toBeNull();
    expect(await gate(`/ru${CANONICAL}`)).toBeNull();
    expect(await gate('/123456789-2018-honda-accord')).toEqual({ notFound: true });
    expect(await gate('/vehicle/12345678-2018-x')).toEqual({ notFound: true });
  });

  test('a found lot is remembered: the second decision reads no database', async () => {
    expect(await gate(`/${LOT}-2018-first`)).toEqual({ redirect: CANONICAL });
    const spy = jest.spyOn(testDb.database.db, 'select');
    try {
      expect(await gate(`/${LOT}-2018-second`)).toEqual({ redirect: CANONICAL });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
