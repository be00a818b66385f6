import { jest } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, lots } from '@/lib/db/schema';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { withCheckDigit } from '@/lib/domain/vin';
import { lotBidding } from '@/lib/server/bids/lot-bidding';
import { getLotById } from '@/lib/server/lots/get-lot';
import { lotGate } from '@/lib/server/lots/lot-redirect';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { loadFacetIndex } from '@/lib/server/search/facet-index/facet-index';
import { searchCounts } from '@/lib/server/search/facet-counts';
import { countLots } from '@/lib/server/search/range-facets';
import { searchLots } from '@/lib/server/search/search-lots';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { registerStaff } from '@/test/staff';
import { GET as getLot, PUT as putLot } from './[id]/route';
import { POST as withdrawRoute } from './[id]/withdraw/route';
import { GET as listLots, POST as checkInRoute } from './route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const BASE = '/rest-api/v2/admin/lots';
/** A Honda of model year 2003 (position 10: 3), its check digit put right; `n` makes it unique. */
const vinOf = (n: number) => withCheckDigit(`1HGCM82603A${String(n).padStart(6, '0')}`);
const nextWeek = () => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000).toISOString();

function checkInBody(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    vin: vinOf(n).toLowerCase(),
    model: 'Accord',
    trim: 'EX',
    bodyStyle: 'sedan',
    color: 'blue',
    engine: '2.4L I4',
    drive: 'FWD',
    fuel: 'gasoline',
    transmission: 'automatic',
    odometer: 81_234,
    odometerBrand: 'actual',
    primaryDamage: 'front-end',
    secondaryDamage: 'side',
    lossType: 'collision',
    titleType: 'salvage',
    titleState: 'TX',
    startCode: 'run-and-drive',
    hasKeys: true,
    airbags: 'deployed',
    estimatedRetailValue: 9_500,
    repairCost: 4_200,
    branchId: 1,
    buyItNowPrice: 4_000,
    reservePrice: 2_500,
    saleDate: nextWeek(),
    lane: 'A',
    ...overrides,
  };
}

type Answer = { status: number; body: { data?: Record<string, unknown>; error?: Record<string, unknown> } };
const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Answer['body'],
});
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

const checkIn = async (who: TestMember | null, body: unknown) =>
  answer(await checkInRoute(jsonRequest(BASE, { body, cookie: who?.cookie }), {}));
const put = async (who: TestMember | null, id: number, body: unknown) =>
  answer(
    await putLot(jsonRequest(`${BASE}/${id}`, { method: 'PUT', body, cookie: who?.cookie }), params(id)),
  );
const withdraw = async (who: TestMember | null, id: number, body: unknown) =>
  answer(
    await withdrawRoute(jsonRequest(`${BASE}/${id}/withdraw`, { body, cookie: who?.cookie }), params(id)),
  );
const get = async (who: TestMember | null, url: string, id?: number) =>
  answer(
    id === undefined
      ? await listLots(jsonRequest(url, { method: 'GET', cookie: who?.cookie }), {})
      : await getLot(jsonRequest(url, { method: 'GET', cookie: who?.cookie }), params(id)),
  );

async function lotsFile(): Promise<string> {
  return (await sitemapFile(jsonRequest('/sitemaps/lots-1.xml', { method: 'GET' }), {
    params: Promise.resolve({ file: 'lots-1.xml' }),
  }).then((r) => r.text())) as string;
}

function gate(path: string) {
  const { locale, route } = classifyRoute(path);
  if (route.kind !== 'lot') throw new Error(`${path} is not a lot URL`);
  return lotGate(route, locale, '');
}

describe.each(testDatabaseKinds())('the console’s lots API on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let clerk: TestMember;
  let finance: TestMember;
  let member: TestMember;

  const written = async () => ({
    lots: (await db.select({ n: count() }).from(lots))[0]!.n,
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  });
  const auditOf = (id: number, action: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    [clerk, finance, member] = [
      await registerStaff(['inventory']),
      await registerStaff(['finance']),
      await registerMember(),
    ];
  });

  test('a check-in is a lot at once: ids in range, VIN defaults, search, facets, its page and the sitemap', async () => {
    await loadFacetIndex();
    const hondasBefore =
      (await searchCounts(EMPTY_FILTERS)).facets.makes.find((m) => m.key === 'honda')?.cnt ?? 0;
    const totalBefore = await countLots(EMPTY_FILTERS);
    const sitemapBefore = await lotsFile();

    const created = await checkIn(clerk, checkInBody(1));
    expect(created.status).toBe(200);
    const lot = created.body.data!;
    const id = lot.id as number;
    expect(id).toBeGreaterThanOrEqual(100_000_000);
    expect(id).toBeLessThanOrEqual(299_999_999);
    expect(Number(lot.stockNumber)).toBeGreaterThanOrEqual(10_000_000);
    expect(Number(lot.stockNumber)).toBeLessThanOrEqual(29_999_999);
    expect(lot).toMatchObject({
      vin: vinOf(1),
      year: 2003,
      make: 'Honda',
      makeSlug: 'honda',
      modelSlug: 'accord',
      vehicleType: 'automobile',
      cylinders: 4,
      status: 'pre-bidding',
      lane: 'A',
      estimatedRetailValue: 9_500,
      buyItNowPrice: 4_000,
      reservePrice: 2_500,
      images: [1, 2, 3].map((v) => `/lot-images/sedan/blue/front-end/${v}.svg`),
      path: `/${id}-2003-honda-accord-ex`,
    });
    expect(lot.auctionId).toEqual(expect.any(Number));
    const [row] = await db.select().from(lots).where(eq(lots.id, id));
    expect(row).toMatchObject({
      estimatedRetailValueCents: 950_000,
      reserveCents: 250_000,
      runlistPosition: 1,
    });

    const found = await searchLots({ ...EMPTY_FILTERS, vin: vinOf(1) });
    expect(found.lots.map((l) => l.id)).toEqual([id]);
    expect((await searchLots({ ...EMPTY_FILTERS, q: 'accord' })).lots.map((l) => l.id)).toContain(id);
    const hondasAfter = (await searchCounts(EMPTY_FILTERS)).facets.makes.find((m) => m.key === 'honda')?.cnt;
    expect(hondasAfter).toBe(hondasBefore + 1);
    expect(await countLots(EMPTY_FILTERS)).toBe(totalBefore + 1);
    expect((await getLotById(id))?.vin).toBe(vinOf(1));
    expect(await gate(lot.path as string)).toBeNull();
    expect(sitemapBefore).not.toContain(lot.path as string);
    expect(await lotsFile()).toContain(`${lot.path as string}</loc>`);

    const [audit] = await auditOf(id, 'lot.create');
    expect(audit).toMatchObject({
      actorId: clerk.memberId,
      actorEmail: clerk.email,
      entity: 'lot',
      before: null,
    });
    expect(audit!.after).toMatchObject({ vin: vinOf(1), reservePrice: 2_500, status: 'pre-bidding' });

    expect(await get(finance, `${BASE}/${id}`, id)).toMatchObject({ status: 200, body: { data: { id } } });
  });

  test.each([
    [
      'a wrong check digit',
      { vin: vinOf(2).slice(0, 8) + (vinOf(2)[8] === '0' ? '1' : '0') + vinOf(2).slice(9) },
      'vin',
      'vinCheckDigit',
    ],
    ['an unknown code', { primaryDamage: 'meteor-strike' }, 'primaryDamage', 'invalid'],
    ['a negative odometer', { odometer: -1 }, 'odometer', 'negative'],
    ['a fraction of a dollar', { estimatedRetailValue: 9_500.5 }, 'estimatedRetailValue', 'wholeDollars'],
    ['a missing field', { model: undefined }, 'model', 'required'],
    ['an unknown branch', { branchId: 99 }, 'branchId', 'unknownBranch'],
    ['a lane the branch lacks', { lane: 'Z' }, 'lane', 'unknownLane'],
    ['a sale in the past', { saleDate: '2020-01-01T10:00:00Z' }, 'saleDate', 'past'],
    ['buy it now under the reserve', { buyItNowPrice: 2_000 }, 'buyItNowPrice', 'belowReserve'],
  ])('%s is a 422 naming the field, and nothing is written', async (_name, change, field, message) => {
    const before = await written();
    const refused = await checkIn(clerk, checkInBody(2, change));
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { [field]: message } } },
    });
    expect(await written()).toEqual(before);
  });

  test('PUT changes what is sent, keeps the rest, follows the URL and records before and after', async () => {
    const id = (await checkIn(clerk, checkInBody(3))).body.data!.id as number;
    const oldPath = `/${id}-2003-honda-accord-ex`;
    expect(await gate(oldPath)).toBeNull();

    const changed = await put(clerk, id, {
      model: 'Civic',
      trim: null,
      odometer: 90_000,
      reservePrice: 2_000,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        data: { model: 'Civic', modelSlug: 'civic', trim: null, odometer: 90_000, reservePrice: 2_000 },
      },
    });
    expect(changed.body.data).toMatchObject({
      make: 'Honda',
      buyItNowPrice: 4_000,
      color: 'blue',
      lane: 'A',
    });
    const newPath = `/${id}-2003-honda-civic`;
    expect(await gate(newPath)).toBeNull();
    expect(await gate(oldPath)).toEqual({ redirect: newPath });
    expect((await searchLots({ ...EMPTY_FILTERS, models: ['civic'] })).lots.map((l) => l.id)).toContain(id);

    const [audit] = await auditOf(id, 'lot.update');
    expect(audit!.before).toEqual({
      model: 'Accord',
      modelSlug: 'accord',
      trim: 'EX',
      odometer: 81_234,
      reservePrice: 2_500,
      path: oldPath,
    });
    expect(audit!.after).toEqual({
      model: 'Civic',
      modelSlug: 'civic',
      trim: null,
      odometer: 90_000,
      reservePrice: 2_000,
      path: newPath,
    });

    const before = await written();
    expect(await put(clerk, id, { vin: vinOf(3).replace(/.$/, 'Q') })).toMatchObject({
      status: 422,
      body: { error: { fields: { vin: 'vinShape' } } },
    });
    expect(await put(clerk, id, { color: 'plaid' })).toMatchObject({
      status: 422,
      body: { error: { fields: { color: 'invalid' } } },
    });
    expect(await written()).toEqual(before);
  });

  test('a lot with bids keeps its buy-it-now price and may only lower its reserve; an ended one keeps its prices', async () => {
    const id = (await checkIn(clerk, checkInBody(4))).body.data!.id as number;
    await db.update(lots).set({ bidCount: 2 }).where(eq(lots.id, id));
    const before = await written();
    expect(await put(clerk, id, { buyItNowPrice: 5_000 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_has_bids' } },
    });
    expect(await put(clerk, id, { reservePrice: 3_000 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_has_bids' } },
    });
    expect(await put(clerk, id, { saleDate: null, lane: null })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_has_bids' } },
    });
    expect(await written()).toEqual(before);
    expect(await put(clerk, id, { reservePrice: null, odometer: 1 })).toMatchObject({
      status: 200,
      body: { data: { reservePrice: null, odometer: 1 } },
    });

    // It may move to another sale (a new auction, the end of its runlist), keeping its bids.
    const later = new Date(Date.parse(nextWeek()) + 86_400_000).toISOString();
    const moved = await put(clerk, id, { saleDate: later });
    expect(moved).toMatchObject({ status: 200, body: { data: { saleDate: later, lane: 'A', bidCount: 2 } } });
    expect((await db.select().from(lots).where(eq(lots.id, id)))[0]).toMatchObject({ runlistPosition: 1 });

    await db.update(lots).set({ status: 'sold' }).where(eq(lots.id, id));
    expect(await put(clerk, id, { reservePrice: 1_000 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_sale_ended' } },
    });
    expect(await put(clerk, id, { engine: '2.4L I4 DOHC' })).toMatchObject({ status: 200 });
  });

  test('withdraw: out of search and the sitemap, no bidding, the page still there; 409 where it cannot', async () => {
    const lot = (await checkIn(clerk, checkInBody(5))).body.data!;
    const id = lot.id as number;
    expect(await lotsFile()).toContain(lot.path as string);

    expect(await withdraw(clerk, id, {})).toMatchObject({
      status: 422,
      body: { error: { fields: { reason: 'required' } } },
    });
    const done = await withdraw(clerk, id, { reason: 'The owner sold it privately.' });
    expect(done).toMatchObject({
      status: 200,
      body: {
        data: {
          status: 'withdrawn',
          withdrawnReason: 'The owner sold it privately.',
          auctionId: null,
          saleDate: null,
        },
      },
    });
    expect(done.body.data!.withdrawnAt).toEqual(expect.any(String));
    expect((await searchLots({ ...EMPTY_FILTERS, vin: vinOf(5) })).lots).toEqual([]);
    expect(await lotsFile()).not.toContain(lot.path as string);
    expect((await getLotById(id))?.status).toBe('withdrawn');
    expect(await lotBidding(id, null)).toMatchObject({ status: 'withdrawn', open: false, buyNowOpen: false });

    const [audit] = await auditOf(id, 'lot.withdraw');
    expect(audit!.before).toMatchObject({ status: 'pre-bidding', withdrawnReason: null, lane: 'A' });
    expect(audit!.after).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'The owner sold it privately.',
      lane: null,
    });

    expect(await withdraw(clerk, id, { reason: 'again' })).toMatchObject({
      status: 409,
      body: { error: { code: 'already_withdrawn' } },
    });
    expect(await put(clerk, id, { saleDate: nextWeek(), lane: 'A' })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_withdrawn' } },
    });
    // The same vehicle may be checked in again once its lot is withdrawn; not while one is for sale.
    expect((await checkIn(clerk, checkInBody(5))).status).toBe(200);
    expect(await checkIn(clerk, checkInBody(5))).toMatchObject({
      status: 409,
      body: { error: { code: 'vin_for_sale' } },
    });

    const staying = [
      ['on-the-block', 'lot_on_the_block'],
      ['sold', 'lot_sold'],
      ['bought-now', 'lot_sold'],
      ['on-approval', 'lot_on_approval'],
    ] as const;
    for (const [i, [status, code]] of staying.entries()) {
      const other = (await checkIn(clerk, checkInBody(10 + i))).body.data!.id as number;
      await db.update(lots).set({ status }).where(eq(lots.id, other));
      expect(await withdraw(clerk, other, { reason: 'Seller asked.' })).toMatchObject({
        status: 409,
        body: { error: { code } },
      });
      expect((await getLotById(other))?.status).toBe(status);
    }
  });

  test('the list finds lots by VIN, stock number, lot id and status', async () => {
    const lot = (await checkIn(clerk, checkInBody(40, { saleDate: null, lane: null }))).body.data!;
    const ids = async (query: string) =>
      ((await get(finance, `${BASE}?${query}`)).body.data!.items as { id: number }[]).map((r) => r.id);
    expect(lot.status).toBe('upcoming');
    expect(await ids(`q=${vinOf(40).slice(0, 12).toLowerCase()}`)).toContain(lot.id);
    expect(await ids(`q=${lot.stockNumber as string}`)).toEqual([lot.id]);
    expect(await ids(`q=${lot.id as number}`)).toEqual([lot.id]);
    expect(await ids('status=upcoming')).toEqual([lot.id]);
    expect((await get(finance, `${BASE}?pageSize=1`)).body.data).toMatchObject({
      pageSize: 1,
      hasMore: true,
    });
    expect((await get(finance, `${BASE}?status=lost`)).status).toBe(422);
  });

  test('signed out: 401; a member: 403; staff without lots.write: 403 on every write', async () => {
    const id = (await checkIn(clerk, checkInBody(50))).body.data!.id as number;
    const before = await written();
    for (const [who, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      expect((await get(who, BASE)).status).toBe(status);
      expect((await get(who, `${BASE}/${id}`, id)).status).toBe(status);
      expect((await checkIn(who, checkInBody(51))).status).toBe(status);
      expect((await put(who, id, { odometer: 5 })).status).toBe(status);
      expect((await withdraw(who, id, { reason: 'No reason.' })).status).toBe(status);
    }
    expect((await get(finance, BASE)).status).toBe(200);
    expect((await checkIn(finance, checkInBody(51))).status).toBe(403);
    expect((await put(finance, id, { odometer: 5 })).status).toBe(403);
    expect((await withdraw(finance, id, { reason: 'No reason.' })).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});
