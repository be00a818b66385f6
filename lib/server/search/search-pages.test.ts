import { jest } from '@jest/globals';
import { lotFiltersFromParams } from '@/lib/domain/lot-search-query';
import { lotPathOf } from '@/lib/domain/lot-route';
import { EMPTY_FILTERS, presetFilters, type LotFilters } from '@/lib/domain/search-filters';
import { EMPTY_VOCABULARY } from '@/lib/domain/search-salvage';
import {
  activeFilters,
  isSelected,
  ODOMETER_BUCKETS,
  saleDayRange,
  searchHref,
  setRange,
  toggleOption,
  type SearchLocation,
} from '@/lib/domain/search-state';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { CLOSED_LOT_IDS, insertSearchInventory, isOpen, type InventoryLot } from '@/test/search-inventory';
import { getDb } from '@/lib/db/database';
import { clearCachedCounts } from './search-cache';
import { searchPageData } from './search-page-data';
import { searchPageFilters } from './search-page';
import { searchRedirectTarget } from './search-redirect';
import { searchLots } from './search-lots';
import { vehicleFinderCounts } from './vehicle-finder';

jest.setTimeout(180_000);

const all: SearchLocation = { path: '/search', preset: {}, view: 'grid' };

/** A page's URL read back as the page reads it (its query; these links all stay on /search). */
function readBack(href: string): LotFilters {
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/search');
  return lotFiltersFromParams(Object.fromEntries(url.searchParams));
}

describe.each(testDatabaseKinds())('search pages on %s', (kind) => {
  const handle = useTestDatabase(kind);
  let inventory: InventoryLot[];
  beforeAll(async () => {
    void handle;
    inventory = await insertSearchInventory(await getDb(), 400);
    await clearCachedCounts();
  });

  describe('a VIN or stock number search goes to the lot', () => {
    test('the exact VIN (any case, spaces) or stock number (spaces, # and |) of a lot: its page, in the locale', async () => {
      const lot = inventory.find(isOpen)!;
      const path = lotPathOf(lot);
      const spaced = `${lot.vin.slice(0, 5).toLowerCase()} ${lot.vin.slice(5)}`;
      expect(await searchRedirectTarget({ type: 'query', query: spaced }, {}, 'en')).toBe(path);
      expect(await searchRedirectTarget({ type: 'query', query: `#${lot.stockNumber}` }, {}, 'es')).toBe(
        `/es${path}`,
      );
      const stock = `${lot.stockNumber.slice(0, 4)} | ${lot.stockNumber.slice(4)}`;
      expect(await searchRedirectTarget({ type: 'query', query: stock }, {}, 'ar')).toBe(`/ar${path}`);
      // The `q` key of any search route too.
      expect(await searchRedirectTarget({ type: 'all' }, { q: lot.vin }, 'en')).toBe(path);
    });

    test('a closed lot still has its page', async () => {
      const closed = inventory.find((l) => l.id === CLOSED_LOT_IDS[0])!;
      expect(await searchRedirectTarget({ type: 'query', query: closed.stockNumber }, {}, 'en')).toBe(
        lotPathOf(closed),
      );
    });

    test('anything else stays a search: text, a valid VIN or stock number no lot has, a VIN with a wrong check digit', async () => {
      const lot = inventory.find(isOpen)!;
      const stockNumbers = new Set(inventory.map((l) => l.stockNumber));
      const unused = Array.from({ length: 100 }, (_, i) => String(10_000_000 + i)).find(
        (s) => !stockNumbers.has(s),
      )!;
      expect(await searchRedirectTarget({ type: 'query', query: lot.make }, {}, 'en')).toBeNull();
      expect(await searchRedirectTarget({ type: 'query', query: unused }, {}, 'en')).toBeNull();
      expect(await searchRedirectTarget({ type: 'query', query: '1HGCM82633A004352' }, {}, 'en')).toBeNull();
      const wrongCheck = `${lot.vin.slice(0, 8)}${lot.vin[8] === '0' ? '1' : '0'}${lot.vin.slice(9)}`;
      expect(await searchRedirectTarget({ type: 'query', query: wrongCheck }, {}, 'en')).toBeNull();
      expect(await searchRedirectTarget({ type: 'all' }, {}, 'en')).toBeNull();
      expect(
        await searchRedirectTarget({ type: 'query', query: `${lot.stockNumber} ${lot.make}` }, {}, 'en'),
      ).toBeNull();
    });
  });

  describe('the sidebar: each option finds the number of lots it shows', () => {
    test('every option of the list groups and the sale types, from a filtered search', async () => {
      const open = inventory.filter(isOpen);
      const filters: LotFilters = { ...EMPTY_FILTERS, titleTypes: [open[0]!.titleType] };
      const data = await searchPageData(filters, 'en');
      expect(data.total).toBe(open.filter((l) => l.titleType === open[0]!.titleType).length);
      // Groups without a choice: adding an option finds its count.
      for (const group of ['types', 'makes', 'damages', 'states', 'branches'] as const) {
        for (const option of data.facets[group].slice(0, 5)) {
          const { total } = await searchLots(
            readBack(searchHref(all, toggleOption(filters, group, option.key))),
          );
          expect([group, option.key, total]).toEqual([group, option.key, option.cnt]);
        }
      }
      // The chosen group: its chosen option counts the results; another adds its count to them.
      for (const option of data.facets.titleTypes) {
        const selected = isSelected(filters, 'titleTypes', option.key);
        if (selected) expect(option.cnt).toBe(data.total);
        else {
          const { total } = await searchLots(
            readBack(searchHref(all, toggleOption(filters, 'titleTypes', option.key))),
          );
          expect(total).toBe(data.total + option.cnt);
        }
      }
      for (const option of data.facets.saleTypes) {
        const flag = option.key === 'buy_it_now' ? { buyItNow: true } : { auctionOnly: true };
        expect((await searchLots(readBack(searchHref(all, { ...filters, ...flag })))).total).toBe(option.cnt);
      }
    });

    test('odometer buckets and sale days: counted over the lots every other filter finds', async () => {
      const filters: LotFilters = {
        ...EMPTY_FILTERS,
        titleTypes: ['salvage'],
        odometerFrom: 0,
        odometerTo: 99_999,
      };
      const { ranges } = await searchPageData(filters, 'en');
      const others = inventory.filter((l) => isOpen(l) && l.titleType === 'salvage');
      expect(ranges.odometer.map((b) => b.cnt)).toEqual(
        ODOMETER_BUCKETS.map(
          ([from, to]) =>
            others.filter((l) => l.odometer >= from && (to === null || l.odometer <= to)).length,
        ),
      );
      const days = new Map<string, number>();
      for (const l of others)
        if (l.saleDate && l.odometer <= 99_999)
          days.set(
            l.saleDate.toISOString().slice(0, 10),
            (days.get(l.saleDate.toISOString().slice(0, 10)) ?? 0) + 1,
          );
      expect(ranges.saleDays).toEqual(
        [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, cnt]) => ({ day, cnt })),
      );
      // Choosing one finds exactly that many.
      const [from, to] = saleDayRange(ranges.saleDays[0]!.day);
      const chosen = readBack(searchHref(all, setRange(filters, 'saleDate', from, to)));
      expect((await searchLots(chosen)).total).toBe(ranges.saleDays[0]!.cnt);
      const bucket = ranges.odometer[1]!;
      const byBucket = readBack(searchHref(all, setRange(filters, 'odometer', bucket.from, bucket.to)));
      expect((await searchLots(byBucket)).total).toBe(bucket.cnt);
    });
  });

  test('search by state is where the vehicles stand: the route, its count and the vehicle finder agree', async () => {
    const open = inventory.filter(isOpen);
    const byState = new Map<string, number>();
    for (const l of open) byState.set(l.branchState, (byState.get(l.branchState) ?? 0) + 1);
    const { states } = await vehicleFinderCounts();
    expect(new Map(states.map((s) => [s.key, s.cnt]))).toEqual(byState);
    const elsewhere = open.find((l) => l.titleState !== l.branchState)!;
    const filters = await searchPageFilters(
      { type: 'state', state: elsewhere.branchState.toLowerCase() },
      {},
    );
    expect((await searchLots(filters)).total).toBe(byState.get(elsewhere.branchState));
    // Titled in another state, found where it stands.
    expect(
      (await searchLots({ ...filters, stockNumber: elsewhere.stockNumber })).lots.map((l) => l.id),
    ).toEqual([elsewhere.id]);
  });

  test('/salvage-{x} lists what it names: a vehicle type, a make and model, a body style', async () => {
    const open = inventory.filter(isOpen);
    const total = async (slug: string) =>
      (await searchLots(await searchPageFilters({ type: 'salvage', slug }, {}))).total;
    const types = { cars: 'automobile', trucks: 'truck', motorcycles: 'motorcycle', suvs: 'suv' };
    for (const [slug, type] of Object.entries(types)) {
      expect([slug, await total(slug)]).toEqual([slug, open.filter((l) => l.vehicleType === type).length]);
    }
    expect(await total('cars')).toBeGreaterThan(0);
    const lot = open[0]!;
    expect(await total(`${lot.makeSlug}-${lot.modelSlug}`)).toBe(
      open.filter((l) => l.makeSlug === lot.makeSlug && l.modelSlug === lot.modelSlug).length,
    );
    expect(await total('sedans')).toBe(open.filter((l) => l.bodyStyle === 'sedan').length);
  });

  test('nothing found: each wider search finds the count it is offered with', async () => {
    const lot = inventory.find(isOpen)!;
    const filters = presetFilters({ type: 'query', query: 'zzqx' }, EMPTY_VOCABULARY);
    const empty: LotFilters = {
      ...EMPTY_FILTERS,
      ...filters,
      makes: [lot.makeSlug],
      buyItNow: true,
    };
    const data = await searchPageData(empty, 'en');
    expect(data.total).toBe(0);
    expect(data.lots).toEqual([]);
    const chips = activeFilters(empty);
    expect(data.wider!.withoutEach).toHaveLength(chips.length);
    for (const [i, chip] of chips.entries()) {
      expect((await searchLots(readBack(searchHref(all, chip.without)))).total).toBe(
        data.wider!.withoutEach[i],
      );
    }
    expect(Math.max(...data.wider!.withoutEach)).toBeGreaterThan(0);
    expect(data.wider!.withoutAll).toBe(inventory.filter(isOpen).length);
    expect(data.chosen.makes[lot.makeSlug]).toBe(lot.make);
  });
});
