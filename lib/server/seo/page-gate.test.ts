import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestLots } from '@/test/lots';
import { insertSearchInventory, isOpen, type InventoryLot } from '@/test/search-inventory';
import { loadFacetIndex } from '../search/facet-index/facet-index';
import { pageGate, REVIEWS_PRODUCT } from './page-gate';

jest.setTimeout(120_000);

const NOT_FOUND = { notFound: true };
const get = (url: string, headers: Record<string, string> = {}) => pageGate({ method: 'GET', url, headers });

/** A lot whose make has no open lot: its make's page still exists (with no results). */
const CLOSED_ONLY = 399_100_001;

describe.each(testDatabaseKinds())('the page gate on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let inventory: InventoryLot[];

  beforeAll(async () => {
    const db = testDb.database.db;
    inventory = await insertSearchInventory(db, 150);
    await insertTestLots(db, [{ id: CLOSED_ONLY, status: 'sold' }]);
    await db
      .update(lots)
      .set({ make: 'Zz Closed', makeSlug: 'zz-closed', model: 'Only', modelSlug: 'only' })
      .where(eq(lots.id, CLOSED_ONLY));
  });

  test('lots: another URL of a lot is sent to its canonical URL; an unknown lot of either form is 404', async () => {
    const lot = inventory.find(isOpen)!;
    const canonical = lotPathOf(lot);
    expect(await get(canonical)).toBeNull();
    expect(await get(`/es${canonical.replace(/-[^-]+$/, '-wrong')}?a=1`)).toEqual({
      redirect: `/es${canonical}?a=1`,
    });
    expect(await get(`/vehicle/${lot.stockNumber}-${lot.year}-x`)).toEqual({ redirect: canonical });
    expect(await get('/123456789-2018-honda-accord')).toEqual(NOT_FOUND);
    expect(await get('/ru/vehicle/12345678-2018-honda-accord')).toEqual(NOT_FOUND);
  });

  test("searches: a lot's VIN or stock number goes to its page, `?q=` to the text's own page, both 307", async () => {
    const lot = inventory.find(isOpen)!;
    const canonical = lotPathOf(lot);
    expect(await get(`/search/q-${lot.vin}`)).toEqual({ redirect: canonical, temporary: true });
    expect(await get(`/es/search/q-%23${lot.stockNumber}`)).toEqual({
      redirect: `/es${canonical}`,
      temporary: true,
    });
    expect(await get(`/search?q=${lot.vin.toLowerCase()}`)).toEqual({ redirect: canonical, temporary: true });
    expect(await get('/search?q=honda+civic&types=suv')).toEqual({
      redirect: '/search/q-honda+civic?types=suv',
      temporary: true,
    });
    // Not on other search pages, nor for a text naming no lot.
    expect(await get('/search/buy-it-now?q=honda')).toBeNull();
    expect(await get('/search/q-honda')).toBeNull();
  });

  test('FAQ topics: the FAQ and its topics pass, in every locale; an unknown topic is 404', async () => {
    for (const url of ['/faq', '/faq/bidding', '/es/faq/payments', '/ar/faq/titles/']) {
      expect([url, await get(url)]).toEqual([url, null]);
    }
    for (const url of ['/faq/nope', '/pl/faq/Bidding', '/faq/constructor']) {
      expect([url, await get(url)]).toEqual([url, NOT_FOUND]);
    }
  });

  test('reviews: only our own site has a reviews page', async () => {
    expect(REVIEWS_PRODUCT).toBe('salvagelane');
    expect(await get('/salvagelane-reviews')).toBeNull();
    expect(await get('/ru/salvagelane-reviews')).toBeNull();
    for (const url of ['/copart-reviews', '/iaai-reviews', '/es/anything-reviews']) {
      expect([url, await get(url)]).toEqual([url, NOT_FOUND]);
    }
  });

  async function expectSalvagePages(): Promise<void> {
    const lot = inventory.find(isOpen)!;
    const known = [
      `/salvage-${lot.makeSlug}`,
      `/es/salvage-${lot.makeSlug}-${lot.modelSlug}`,
      '/salvage-zz-closed',
      '/salvage-zz-closed-only',
      '/salvage-cars',
      '/salvage-trucks',
      '/salvage-motorcycles',
      '/salvage-suvs',
      '/pl/salvage-pickup-trucks',
      '/salvage-sedans',
      '/salvage-auto-auction', // the landing page
    ];
    for (const url of known) expect([url, await get(url)]).toEqual([url, null]);
    const unknown = [
      '/salvage-bugatti-veyron-nope',
      '/salvage-copart',
      `/salvage-${lot.makeSlug}-no-such-model`,
      '/salvage-Cars',
      '/es/salvage-auto-auction', // a landing page under another locale
      '/ar/salvage-auto-auction',
    ];
    for (const url of unknown) expect([url, await get(url)]).toEqual([url, NOT_FOUND]);
  }

  test('salvage pages: makes (one with closed lots only too), models, vehicle types and body styles; nothing else', async () => {
    await expectSalvagePages();
  });

  test('salvage pages answer the same once the facet index has loaded', async () => {
    expect(await loadFacetIndex()).toBe(true);
    await expectSalvagePages();
  });

  test('states: a US state (lower case; upper case goes there) whether or not lots stand there; nothing else', async () => {
    const present = new Set(inventory.map((l) => l.branchState));
    const absent = ['wy', 'vt', 'dc', 'ak'].find((s) => !present.has(s.toUpperCase()))!;
    for (const url of [
      '/search/location-state-tx',
      '/ru/search/location-state-ca',
      `/search/location-state-${absent}`,
    ]) {
      expect([url, await get(url)]).toEqual([url, null]);
    }
    expect(await get('/es/search/location-state-TX?page=2')).toEqual({
      redirect: '/es/search/location-state-tx?page=2',
    });
    for (const url of [
      '/search/location-state-zz',
      '/search/location-state-texas',
      '/search/location-state-on',
    ]) {
      expect([url, await get(url)]).toEqual([url, NOT_FOUND]);
    }
  });

  test('titles: a title type we sell under, with or without open lots; nothing else', async () => {
    for (const url of ['/search/title-name-salvage', '/search/title-name-certificate-of-destruction']) {
      expect([url, await get(url)]).toEqual([url, null]);
    }
    for (const url of ['/search/title-name-bogus', '/search/title-name-Salvage']) {
      expect([url, await get(url)]).toEqual([url, NOT_FOUND]);
    }
  });

  test('everything else passes: other pages, text searches, other search paths, landing pages', async () => {
    for (const url of [
      '/',
      '/search',
      '/search/q-100%25',
      '/search/q-%ED%A0%80',
      '/search/anything/else',
      '/collision',
      '/about-us',
      '/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai',
      '/foo.php',
    ]) {
      expect([url, await get(url)]).toEqual([url, null]);
    }
    // A landing page under another locale that is no template route is a fallback already (middleware's 404).
    expect(classifyRoute('/ru/lp/how-to-buy-car-from-insurance-auto-auctions').route.kind).toBe('fallback');
    expect(classifyRoute('/es/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai').route.kind).toBe('fallback');
  });

  test('only document requests are judged: not other methods, RSC payloads or prefetches', async () => {
    expect(await pageGate({ method: 'POST', url: '/salvage-nope', headers: {} })).toBeNull();
    expect(await get('/salvage-nope', { rsc: '1' })).toBeNull();
    expect(await get('/salvage-nope?_rsc=x1')).toBeNull();
    expect(await pageGate({ method: 'HEAD', url: '/salvage-nope', headers: {} })).toEqual(NOT_FOUND);
  });

  test('makes and models come from memory: no query per request once loaded', async () => {
    await get('/salvage-cars');
    const spy = jest.spyOn(testDb.database.db, 'execute');
    const select = jest.spyOn(testDb.database.db, 'select');
    try {
      for (const url of ['/salvage-nope', '/salvage-cars', '/faq/nope', '/search/location-state-zz'])
        await get(url);
      expect(spy).not.toHaveBeenCalled();
      expect(select).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      select.mockRestore();
    }
  });
});
