import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { watchlist } from '@/lib/db/schema';
import { WATCHLIST_MAX_LOTS } from '@/lib/domain/business-rules';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { GET as me } from '../me/route';
import { DELETE as unwatch, POST as watch } from './[lotId]/route';
import { GET as ids } from './ids/route';
import { GET as list } from './route';

afterAll(() => closeRateLimiters());

const day = (n: number) => new Date(Date.UTC(2030, 0, n, 15));

function path(lotId: string | number) {
  return `/rest-api/v1.0/member/watchlist/${lotId}`;
}

function params(lotId: string | number) {
  return { params: Promise.resolve({ lotId: String(lotId) }) };
}

async function post(member: TestMember, lotId: string | number) {
  return watch(jsonRequest(path(lotId), { method: 'POST', cookie: member.cookie }), params(lotId));
}

async function remove(member: TestMember, lotId: string | number) {
  return unwatch(jsonRequest(path(lotId), { method: 'DELETE', cookie: member.cookie }), params(lotId));
}

async function listOf(member: TestMember, query = '') {
  const response = await list(
    jsonRequest(`/rest-api/v1.0/member/watchlist${query}`, { method: 'GET', cookie: member.cookie }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

async function listedIds(member: TestMember, query = ''): Promise<number[]> {
  const { status, body } = await listOf(member, query);
  expect(status).toBe(200);
  return body.data.items.map((item: { id: number }) => item.id);
}

async function idsOf(member: TestMember): Promise<number[]> {
  const response = await ids(
    jsonRequest('/rest-api/v1.0/member/watchlist/ids', { method: 'GET', cookie: member.cookie }),
    {},
  );
  expect(response.status).toBe(200);
  return (await response.json()).data.ids;
}

async function headerCount(member: TestMember): Promise<number> {
  const response = await me(
    jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
    {},
  );
  return (await response.json()).data.watchlistCurrentCnt;
}

describe.each(testDatabaseKinds())('member/watchlist on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let sharedMember: Promise<TestMember> | undefined;
  /** One member for the tests that only check input validation. */
  const shared = () => (sharedMember ??= registerMember());

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: 300000001, year: 2015, saleDate: day(12), currentBidCents: 50_000 },
      { id: 300000002, year: 2021, saleDate: day(10), currentBidCents: 300_000 },
      { id: 300000003, year: 2012, saleDate: null, currentBidCents: 120_000 },
      { id: 300000004, year: 2019, saleDate: day(11), currentBidCents: 0 },
      { id: 300000005, status: 'sold', saleDate: day(2) },
    ]);
  });

  test('watching is idempotent and member/me counts the lot once', async () => {
    const member = await registerMember();
    for (let i = 0; i < 2; i++) {
      const response = await post(member, 300000001);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({
        lotId: 300000001,
        watching: true,
        watchlistCurrentCnt: 1,
      });
    }
    expect(await idsOf(member)).toEqual([300000001]);
    expect(await headerCount(member)).toBe(1);
  });

  test('unwatching is idempotent, also for a lot never watched', async () => {
    const member = await registerMember();
    await post(member, 300000001);
    await post(member, 300000002);
    for (let i = 0; i < 2; i++) {
      const response = await remove(member, 300000001);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({
        lotId: 300000001,
        watching: false,
        watchlistCurrentCnt: 1,
      });
    }
    expect((await remove(member, 300000004)).status).toBe(200);
    expect(await idsOf(member)).toEqual([300000002]);
    expect(await headerCount(member)).toBe(1);
  });

  test('the header count leaves out lots whose sale has ended; the list and ids keep them', async () => {
    const member = await registerMember();
    const response = await post(member, 300000005);
    expect((await response.json()).data).toEqual({
      lotId: 300000005,
      watching: true,
      watchlistCurrentCnt: 0,
    });
    expect(await headerCount(member)).toBe(0);
    expect(await idsOf(member)).toEqual([300000005]);
    expect(await listedIds(member)).toEqual([300000005]);
  });

  test('an unknown lot is 404 for both methods', async () => {
    const member = await registerMember();
    for (const send of [post, remove]) {
      const response = await send(member, 999999999);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });

  test.each(['12345', '3000000010', 'abcdefghi', '30000000a', ' 300000001'])(
    'lot id %p is 422 naming lotId',
    async (lotId) => {
      const member = await shared();
      for (const send of [post, remove]) {
        const response = await send(member, lotId);
        expect(response.status).toBe(422);
        const { error } = await response.json();
        expect(error.code).toBe('invalid_input');
        expect(Object.keys(error.fields)).toEqual(['lotId']);
      }
    },
  );

  test.each([
    ['?sort=odometer', 'sort'],
    ['?sort=year&sort_direction=up', 'sort_direction'],
    ['?sort=added&sort=year', 'sort'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    ['?page_size=101', 'page_size'],
    ['?page_size=0', 'page_size'],
  ])('GET %s is 422 naming %s', async (query, field) => {
    const member = await shared();
    const { status, body } = await listOf(member, query);
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  test('sorts by sale date, date added, current bid and year, each way, and pages', async () => {
    const member = await registerMember();
    // Added in this order: 3, 1, 4, 2.
    for (const id of [300000003, 300000001, 300000004, 300000002]) {
      expect((await post(member, id)).status).toBe(200);
    }
    // Sale date: soonest first by default, undated lots last either way.
    expect(await listedIds(member)).toEqual([300000002, 300000004, 300000001, 300000003]);
    expect(await listedIds(member, '?sort=sale_date&sort_direction=desc')).toEqual([
      300000001, 300000004, 300000002, 300000003,
    ]);
    // Date added: newest first by default.
    expect(await listedIds(member, '?sort=added')).toEqual([300000002, 300000004, 300000001, 300000003]);
    expect(await listedIds(member, '?sort=added&sort_direction=asc')).toEqual([
      300000003, 300000001, 300000004, 300000002,
    ]);
    expect(await listedIds(member, '?sort=current_bid&sort_direction=asc')).toEqual([
      300000004, 300000001, 300000003, 300000002,
    ]);
    expect(await listedIds(member, '?sort=current_bid')).toEqual([
      300000002, 300000003, 300000001, 300000004,
    ]);
    expect(await listedIds(member, '?sort=year&sort_direction=asc')).toEqual([
      300000003, 300000001, 300000004, 300000002,
    ]);

    const { body } = await listOf(member, '?sort=year&page=2&page_size=3');
    expect(body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(body.data.items.map((item: { id: number }) => item.id)).toEqual([300000003]);
    const [item] = body.data.items;
    expect(item).toMatchObject({ year: 2012, make: 'Honda', saleDate: null, branchName: 'Dallas' });
    expect(item.image).toBe('/lot-images/300000003.svg');
    expect(new Date(item.addedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await listOf(member, '?page=5')).body.data).toMatchObject({
      items: [],
      total: 4,
      page: 5,
      pageSize: 20,
    });
  });

  test("a member sees only their own watchlist; another's unwatching leaves it alone", async () => {
    const a = await registerMember();
    const b = await registerMember();
    await post(a, 300000001);
    await post(a, 300000002);
    await post(b, 300000002);
    await post(b, 300000004);
    expect(await listedIds(a, '?sort=year')).toEqual([300000002, 300000001]);
    expect(await listedIds(b, '?sort=year')).toEqual([300000002, 300000004]);
    expect(await idsOf(b)).toEqual([300000002, 300000004]);

    // B removes the shared lot and one B never watched (A's): A keeps both.
    expect((await remove(b, 300000002)).status).toBe(200);
    expect((await remove(b, 300000001)).status).toBe(200);
    expect(await idsOf(a)).toEqual([300000001, 300000002]);
    expect((await listOf(a)).body.data.total).toBe(2);
    expect(await headerCount(a)).toBe(2);
    expect(await idsOf(b)).toEqual([300000004]);
  });

  test(`a watchlist holds at most ${WATCHLIST_MAX_LOTS} lots: 409 watchlist_full beyond that`, async () => {
    const member = await registerMember();
    const first = 310_000_000;
    const extra = Array.from({ length: WATCHLIST_MAX_LOTS + 1 }, (_, i) => ({ id: first + i }));
    await insertTestLots(db, extra);
    await db
      .insert(watchlist)
      .values(extra.slice(0, WATCHLIST_MAX_LOTS).map(({ id }) => ({ memberId: member.memberId, lotId: id })));
    const last = first + WATCHLIST_MAX_LOTS;

    const full = await post(member, last);
    expect(full.status).toBe(409);
    expect((await full.json()).error.code).toBe('watchlist_full');
    // Watching a lot already on the full list is still fine.
    expect((await post(member, first)).status).toBe(200);

    expect((await remove(member, first)).status).toBe(200);
    const response = await post(member, last);
    expect(response.status).toBe(200);
    expect((await response.json()).data.watchlistCurrentCnt).toBe(WATCHLIST_MAX_LOTS);
    const rows = await db.select().from(watchlist).where(eq(watchlist.memberId, member.memberId));
    expect(rows).toHaveLength(WATCHLIST_MAX_LOTS);

    // Five lots asked for at once with one place left: exactly one gets it.
    const racing = [first, first + 1, first + 2, first + 3, first + 4];
    await Promise.all(racing.slice(1).map((id) => remove(member, id)));
    const statuses = (await Promise.all(racing.map((id) => post(member, id)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 409]);
    expect(await idsOf(member)).toHaveLength(WATCHLIST_MAX_LOTS);
  });
});
