import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { SAVED_SEARCHES_MAX } from '@/lib/domain/saved-search';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { insertSearchInventory } from '@/test/search-inventory';
import { GET as list } from '../../../v2/account/saved-searches/route';
import { GET as open } from '../../../v2/member/search/[id]/route';
import { DELETE as remove, GET as get, POST as post } from './[id]/route';

// Members register with scrypt and the inventory is generated: slow on a busy machine.
jest.setTimeout(30_000);
afterAll(() => closeRateLimiters());

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });
type Rows<T> = { rows: T[] };
const v1 = (id: string | number) => `/rest-api/v1.0/member/search/${id}`;

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

function save(member: TestMember | null, body: unknown, id: string | number = 'new') {
  return post(jsonRequest(v1(id), { body, cookie: member?.cookie }), params(id)).then(answer);
}
function read(member: TestMember | null, id: string | number) {
  return get(jsonRequest(v1(id), { method: 'GET', cookie: member?.cookie }), params(id)).then(answer);
}
function del(member: TestMember | null, id: string | number) {
  return remove(jsonRequest(v1(id), { method: 'DELETE', cookie: member?.cookie }), params(id)).then(answer);
}
function listOf(member: TestMember | null, query = '') {
  return list(
    jsonRequest(`/rest-api/v2/account/saved-searches/${query}`, { method: 'GET', cookie: member?.cookie }),
    {},
  ).then(answer);
}
function openOf(member: TestMember | null, id: string | number, query = '') {
  return open(
    jsonRequest(`/rest-api/v2/member/search/${id}${query}`, { method: 'GET', cookie: member?.cookie }),
    params(id),
  ).then(answer);
}

describe.each(testDatabaseKinds())('saved searches on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let shared: Promise<TestMember> | undefined;
  const member = () => (shared ??= registerMember());

  beforeAll(async () => {
    db = testDb.database.db;
    await insertSearchInventory(db, 600);
    // Lots listed over the last ten days, a tenth of them each day.
    await db.execute(sql`update lots set created_at = now() - make_interval(days => id % 10, hours => 1)`);
  }, 120_000);

  test('save, read, rename, list and delete', async () => {
    const me = await registerMember();
    const saved = await save(me, {
      name: '  Hondas   after 2015 ',
      query: '?makes=honda&year_from=2015&page=3',
    });
    expect(saved.status).toBe(200);
    const search = saved.body.data;
    expect(search).toMatchObject({
      name: 'Hondas after 2015',
      query: { makes: 'honda', year_from: '2015' },
      url: '/search/?makes=honda&year_from=2015',
      locale: 'en',
      lastDigestAt: null,
    });
    expect((await read(me, search.id)).body.data).toEqual(search);

    const renamed = await save(me, { name: 'Civics', query: { makes: 'honda', models: 'civic' } }, search.id);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      id: search.id,
      name: 'Civics',
      query: { makes: 'honda', models: 'civic' },
    });
    const onlyName = await save(me, { name: 'My civics' }, search.id);
    expect(onlyName.body.data).toMatchObject({
      name: 'My civics',
      query: { makes: 'honda', models: 'civic' },
    });

    const listed = await listOf(me);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ count: 1, limit: SAVED_SEARCHES_MAX });
    expect(listed.body.data.items).toEqual([onlyName.body.data]);
    expect(listed.body.data.items[0]).not.toHaveProperty('total');

    expect(await del(me, search.id)).toEqual({
      status: 200,
      body: { data: { id: search.id, deleted: true } },
    });
    expect((await read(me, search.id)).status).toBe(404);
    expect((await del(me, search.id)).status).toBe(404);
    expect((await listOf(me)).body.data.items).toEqual([]);
  });

  test('the same filters in another order or form are the same search: 409 already_saved', async () => {
    const me = await registerMember();
    const first = await save(me, { name: 'A', query: 'makes=toyota,honda&view_type=list&states=tx' });
    expect(first.status).toBe(200);
    expect(first.body.data.query).toEqual({ makes: 'honda,toyota', states: 'TX' });
    const again = await save(me, {
      name: 'B',
      query: { states: ['TX'], makes: ['honda', 'toyota'], page: 2 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_saved');
    // Changing another search into the same filters is refused too, and changes nothing.
    const other = await save(me, { name: 'C', query: 'makes=bmw' });
    const clash = await save(me, { query: 'makes=honda,toyota&states=TX' }, other.body.data.id);
    expect(clash.status).toBe(409);
    expect((await read(me, other.body.data.id)).body.data.query).toEqual({ makes: 'bmw' });
  });

  test.each([
    [{ query: 'makes=honda' }, 'name'],
    [{ name: '   ', query: 'makes=honda' }, 'name'],
    [{ name: 'x'.repeat(81), query: 'makes=honda' }, 'name'],
    [{ name: 'a\u0007b', query: 'makes=honda' }, 'name'],
    [{ name: 'A' }, 'query'],
    [{ name: 'A', query: 42 }, 'query'],
    [{ name: 'A', query: { makes: { a: 1 } } }, 'query'],
    [{ name: 'A', query: 'year_from=abc' }, 'query.year_from'],
    [{ name: 'A', query: { sort: 'price' } }, 'query.sort'],
    [{ name: 'A', query: 'year_from=2020&year_to=2010' }, 'query.year_to'],
    [{ name: 'A', query: 'vin=123' }, 'query.vin'],
    [{ name: 'A', query: 'makes=honda', locale: 'de' }, 'locale'],
  ])('POST new %j is 422 naming %s', async (body, field) => {
    const { status, body: answered } = await save(await member(), body);
    expect(status).toBe(422);
    expect(answered.error.code).toBe('invalid_input');
    expect(Object.keys(answered.error.fields)).toEqual([field]);
  });

  test('bad JSON is 400; bad changes are 422 and lose nothing', async () => {
    const me = await member();
    const broken = await post(
      new Request(new URL(v1('new'), 'http://localhost'), {
        method: 'POST',
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        body: '{"name":',
      }),
      params('new'),
    );
    expect(broken.status).toBe(400);
    const kept = (await save(me, { name: 'Kept', query: 'types=automobile' })).body.data;
    for (const body of [{}, { name: '' }, { query: 'odometer_from=-1' }]) {
      const { status } = await save(me, body, kept.id);
      expect(status).toBe(422);
    }
    expect((await read(me, kept.id)).body.data).toEqual(kept);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('id %p is 422 naming id', async (id) => {
    const me = await member();
    for (const call of [
      () => read(me, id),
      () => del(me, id),
      () => save(me, { name: 'x' }, id),
      () => openOf(me, id),
    ]) {
      const { status, body } = await call();
      expect(status).toBe(422);
      expect(Object.keys(body.error.fields)).toEqual(['id']);
    }
  });

  test('another member’s search is 404 for every call and stays as it was', async () => {
    const owner = await registerMember();
    const stranger = await registerMember();
    const theirs = (await save(owner, { name: 'Mine', query: 'makes=ford' })).body.data;
    expect((await read(stranger, theirs.id)).status).toBe(404);
    expect((await save(stranger, { name: 'Taken' }, theirs.id)).status).toBe(404);
    expect((await del(stranger, theirs.id)).status).toBe(404);
    expect((await openOf(stranger, theirs.id)).status).toBe(404);
    expect((await listOf(stranger)).body.data.items).toEqual([]);
    expect((await read(owner, theirs.id)).body.data).toEqual(theirs);
    expect((await read(owner, 2_000_000_000)).status).toBe(404);
  });

  test('a visitor gets 401', async () => {
    expect((await read(null, 1)).status).toBe(401);
    expect((await save(null, { name: 'A', query: '' })).status).toBe(401);
    expect((await del(null, 1)).status).toBe(401);
    expect((await listOf(null)).status).toBe(401);
    expect((await openOf(null, 1)).status).toBe(401);
  });

  test(`a member keeps at most ${SAVED_SEARCHES_MAX} searches`, async () => {
    const me = await registerMember();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      expect((await save(me, { name: `S${i}`, query: `odometer_from=${i}` })).status).toBe(200);
    }
    const full = await save(me, { name: 'One more', query: 'odometer_from=999' });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('saved_searches_full');
    expect((await listOf(me)).body.data.count).toBe(SAVED_SEARCHES_MAX);
  });

  test.each(['?showTotals=maybe', '?showTotals=1&showTotals=0'])(
    'list %s is 422 naming showTotals',
    async (q) => {
      const { status, body } = await listOf(await member(), q);
      expect(status).toBe(422);
      expect(Object.keys(body.error.fields)).toEqual(['showTotals']);
    },
  );

  test('showTotals: each search’s total and new lots equal a direct count; opening it resets new', async () => {
    const me = await registerMember();
    const top = (await db.execute(
      sql`select make_slug from lots group by make_slug order by count(*) desc, make_slug limit 1`,
    )) as unknown as Rows<{ make_slug: string }>;
    const make = top.rows[0]!.make_slug;
    const searches = [
      { query: '', where: sql`true` },
      { query: `makes=${make}`, where: sql`make_slug = ${make}` },
      {
        query: 'states=TX,CA&year_from=2012',
        where: sql`branch_id in (select id from branches where state in ('TX', 'CA')) and year >= 2012`,
      },
      { query: 'buy_it_now=true', where: sql`buy_it_now_price_cents is not null` },
    ];
    const ids: number[] = [];
    for (const [i, s] of searches.entries()) {
      const saved = await save(me, { name: `S${i}`, query: s.query });
      expect(saved.status).toBe(200);
      ids.push(saved.body.data.id);
    }
    // Each search last looked at a different number of days ago.
    for (const [i, id] of ids.entries()) {
      await db.execute(
        sql`update saved_searches set last_viewed_at = now() - make_interval(days => ${i + 2}) where id = ${id}`,
      );
    }
    const direct = async (where: ReturnType<typeof sql>, id: number) => {
      const { rows } = (await db.execute(sql`
        select count(*) as total,
               count(*) filter (where created_at > (select last_viewed_at from saved_searches where id = ${id})) as fresh
        from lots where status in ('upcoming', 'pre-bidding', 'on-the-block') and ${where}`)) as unknown as Rows<{
        total: string;
        fresh: string;
      }>;
      const row = rows[0]!;
      return { total: Number(row.total), newCount: Number(row.fresh) };
    };
    for (const flag of ['?showTotals', '?showTotals=true', '?showTotals=1']) {
      const { status, body } = await listOf(me, flag);
      expect(status).toBe(200);
      for (const [i, s] of searches.entries()) {
        const expected = await direct(s.where, ids[i]!);
        expect(expected.total).toBeGreaterThan(0);
        expect(expected.newCount).toBeGreaterThan(0);
        expect(expected.newCount).toBeLessThan(expected.total);
        expect(body.data.items[i]).toMatchObject({ id: ids[i], ...expected });
      }
    }
    expect((await listOf(me, '?showTotals=false')).body.data.items[0]).not.toHaveProperty('total');

    const expected = await direct(searches[1]!.where, ids[1]!);
    const opened = await openOf(me, ids[1]!, '?_locale=pl');
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: ids[1], locale: 'pl', ...expected });
    const after = (await listOf(me, '?showTotals')).body.data.items[1];
    expect(after).toMatchObject({ total: expected.total, newCount: 0 });
    expect((await openOf(me, ids[1]!, '?_locale=xx')).status).toBe(422);
  });
});
