import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import seedrandom from 'seedrandom';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';
import { EMPTY_FILTERS, SORT_KEYS, type LotFilters } from '@/lib/domain/search-filters';
import { lotSearchQuery } from '@/lib/domain/lot-search-query';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { CLOSED_LOT_IDS, insertSearchInventory, isOpen, type InventoryLot } from '@/test/search-inventory';
import { GET } from './route';

jest.setTimeout(180_000);

const LOTS = 1_200;
const NOW = new Date();

type Facet = { key: string; label: string; cnt: number; make?: string };
interface Answer {
  items: { id: number; saleDate: string | null; year: number; odometer: number; currentBidCents: number }[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  facets: Record<FacetGroup, Facet[]>;
}

async function search(query: string): Promise<{
  status: number;
  body: { data?: Answer; error?: { code: string; fields?: Record<string, string> } };
}> {
  const response = await GET(new Request(`http://localhost/rest-api/v1.0/lots/search?${query}`), {});
  return { status: response.status, body: await response.json() };
}

async function ok(query: string): Promise<Answer> {
  const { status, body } = await search(query);
  if (status !== 200) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
  return body.data!;
}

/** Every lot of a search, page by page (page size 100). */
async function allPages(query: string): Promise<{ ids: number[]; first: Answer }> {
  const first = await ok(`${query}&page_size=100&page=1`);
  const ids = first.items.map((i) => i.id);
  for (let page = 2; page <= first.pages; page++) {
    ids.push(...(await ok(`${query}&page_size=100&page=${page}`)).items.map((i) => i.id));
  }
  return { ids, first };
}

// The reference: an independent reading of every filter over the whole inventory in memory.
const words = (lot: InventoryLot) =>
  new Set(
    `${lot.year} ${lot.make} ${lot.model} ${lot.trim ?? ''} ${lot.vin} ${lot.stockNumber} ${lot.color} ${lot.bodyStyle}`
      .toLowerCase()
      .split(/[^a-z0-9]+/),
  );
function matches(lot: InventoryLot, f: LotFilters, leaveOut?: FacetGroup): boolean {
  const within = <T>(group: FacetGroup, values: T[], value: T) =>
    group === leaveOut || values.length === 0 || values.includes(value);
  if (!isOpen(lot)) return false;
  if (!within('types', f.types, lot.vehicleType)) return false;
  if (!within('makes', f.makes, lot.makeSlug)) return false;
  if (!within('models', f.models, lot.modelSlug)) return false;
  if (!within('damages', f.damages, lot.primaryDamage)) return false;
  if (!within('lossTypes', f.lossTypes, lot.lossType)) return false;
  if (!within('titleTypes', f.titleTypes, lot.titleType)) return false;
  if (!within('states', f.states, lot.branchState)) return false;
  if (!within('branches', f.branches, lot.branchId)) return false;
  if (leaveOut !== 'saleTypes') {
    if (f.buyItNow && lot.buyItNowPriceCents === null) return false;
    if (f.auctionOnly && (lot.auctionId === null || lot.buyItNowPriceCents !== null)) return false;
  }
  if (leaveOut !== 'years') {
    if (f.yearFrom !== null && lot.year < f.yearFrom) return false;
    if (f.yearTo !== null && lot.year > f.yearTo) return false;
  }
  if (f.odometerFrom !== null && lot.odometer < f.odometerFrom) return false;
  if (f.odometerTo !== null && lot.odometer > f.odometerTo) return false;
  if (f.saleDateFrom && (!lot.saleDate || lot.saleDate < f.saleDateFrom)) return false;
  if (f.saleDateTo && (!lot.saleDate || lot.saleDate >= f.saleDateTo)) return false;
  if (f.vin && lot.vin !== f.vin) return false;
  if (f.stockNumber && lot.stockNumber !== f.stockNumber) return false;
  if (f.q) {
    const have = words(lot);
    if (
      !f.q
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .every((w) => have.has(w))
    )
      return false;
  }
  return true;
}

/** The reference facet of a group: a GROUP BY over the lots every other filter finds. */
function referenceFacet(inventory: InventoryLot[], f: LotFilters, group: FacetGroup): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const lot of inventory) {
    if (!matches(lot, f, group)) continue;
    if (group === 'saleTypes') {
      if (lot.buyItNowPriceCents !== null) add('buy_it_now');
      else if (lot.auctionId !== null) add('auction_only');
      continue;
    }
    const key = {
      types: lot.vehicleType,
      makes: lot.makeSlug,
      models: lot.modelSlug,
      years: String(lot.year),
      damages: lot.primaryDamage,
      lossTypes: lot.lossType,
      titleTypes: lot.titleType,
      states: lot.branchState,
      branches: String(lot.branchId),
    }[group];
    add(key);
  }
  return counts;
}

function facetMap(facet: Facet[]): Map<string, number> {
  return new Map(facet.filter((f) => f.cnt > 0).map((f) => [f.key, f.cnt]));
}

const pick = <T>(random: () => number, values: T[]): T => values[Math.floor(random() * values.length)]!;
const some = <T>(random: () => number, values: T[], max: number): T[] => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(random, values))),
];
const day = (d: Date) => d.toISOString().slice(0, 10);

/** A random query string over values present in the inventory; each filter joins with some probability. */
function randomQuery(random: () => number, inventory: InventoryLot[]): string {
  const open = inventory.filter(isOpen);
  const lot = () => pick(random, open);
  const params = new URLSearchParams();
  const maybe = (p: number, add: () => void) => random() < p && add();
  maybe(0.25, () =>
    params.set(
      'types',
      some(
        random,
        open.map((l) => l.vehicleType),
        2,
      ).join(','),
    ),
  );
  maybe(0.3, () => {
    const makes = some(
      random,
      open.map((l) => l.makeSlug),
      2,
    );
    params.set('makes', makes.join(','));
    maybe(0.5, () => {
      const models = open.filter((l) => makes.includes(l.makeSlug)).map((l) => l.modelSlug);
      params.set('models', some(random, models, 3).join(','));
    });
  });
  maybe(0.2, () =>
    params.set(
      'damages',
      some(
        random,
        open.map((l) => l.primaryDamage),
        2,
      ).join(','),
    ),
  );
  maybe(0.2, () =>
    params.set(
      'loss_types',
      some(
        random,
        open.map((l) => l.lossType),
        2,
      ).join(','),
    ),
  );
  maybe(0.2, () =>
    params.set(
      'titles',
      some(
        random,
        open.map((l) => l.titleType),
        2,
      ).join(','),
    ),
  );
  maybe(0.2, () =>
    some(
      random,
      open.map((l) => l.branchState),
      3,
    ).forEach((s) => params.append('states', s)),
  );
  maybe(0.15, () =>
    params.set(
      'branches',
      some(
        random,
        open.map((l) => l.branchId),
        4,
      ).join(','),
    ),
  );
  maybe(0.3, () => {
    const a = lot().year;
    const b = lot().year;
    params.set('year_from', String(Math.min(a, b)));
    maybe(0.7, () => params.set('year_to', String(Math.max(a, b))));
  });
  maybe(0.2, () => {
    const a = lot().odometer;
    const b = lot().odometer;
    maybe(0.8, () => params.set('odometer_from', String(Math.min(a, b))));
    params.set('odometer_to', String(Math.max(a, b)));
  });
  maybe(0.2, () => {
    const dates = open.flatMap((l) => (l.saleDate ? [l.saleDate] : []));
    const a = pick(random, dates);
    const b = pick(random, dates);
    params.set('sale_date_from', day(a < b ? a : b));
    maybe(0.6, () => params.set('sale_date_to', day(a < b ? b : a)));
  });
  maybe(0.15, () => params.set(random() < 0.5 ? 'buy_it_now' : 'auction_only', 'true'));
  maybe(0.2, () => {
    const word = pick(
      random,
      open.flatMap((l) => [l.make.toLowerCase(), l.color.toLowerCase()]).filter((w) => /^[a-z]+$/.test(w)),
    );
    params.set('q', random() < 0.3 ? `${word} ${lot().year}` : word);
  });
  maybe(0.05, () => params.set('vin', lot().vin));
  maybe(0.05, () => params.set('stock_number', `#${lot().stockNumber}`));
  return params.toString();
}

const filtersOf = (query: string): LotFilters =>
  lotSearchQuery.parse(Object.fromEntries(new URLSearchParams(query))).filters;

describe.each(testDatabaseKinds())('GET lots/search on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let inventory: InventoryLot[];

  beforeAll(async () => {
    inventory = await insertSearchInventory(testDb.database.db, LOTS, NOW);
  });

  test('randomized filters: every lot found satisfies every filter, none is missed, facets equal GROUP BYs', async () => {
    const random = seedrandom(`search-${kind}`);
    let nonEmpty = 0;
    for (let run = 0; run < 40; run++) {
      const query = randomQuery(random, inventory);
      // Repeated keys (states) are read the way the route reads them.
      const params = new URLSearchParams(query);
      const raw: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        raw[key] = values.length === 1 ? values[0]! : values;
      }
      const filters = lotSearchQuery.parse(raw).filters;
      const expected = inventory.filter((lot) => matches(lot, filters)).map((l) => l.id);
      const { ids, first } = await allPages(query);
      expect({ query, ids: [...ids].sort() }).toEqual({ query, ids: [...expected].sort() });
      expect(first.total).toBe(expected.length);
      if (expected.length > 0) nonEmpty++;
      for (const group of FACET_GROUPS) {
        expect({ query, group, counts: facetMap(first.facets[group]) }).toEqual({
          query,
          group,
          counts: referenceFacet(inventory, filters, group),
        });
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  test('closed lots are never found', async () => {
    const { ids } = await allPages('');
    const open = inventory.filter(isOpen);
    expect(ids.length).toBe(open.length);
    expect(ids.length).toBeLessThan(inventory.length);
    for (const id of CLOSED_LOT_IDS) expect(ids).not.toContain(id);
  });

  test('facet counts equal a GROUP BY of the same filter in SQL', async () => {
    const answer = await ok('damages=front-end&states=TX,CA');
    const db = testDb.database.db;
    const byState = (await db.execute(sql`
      select b.state as key, count(*)::int as n from lots join branches b on b.id = lots.branch_id
      where status in ('upcoming', 'pre-bidding', 'on-the-block') and primary_damage = 'front-end'
      group by b.state`)) as unknown as { rows: { key: string; n: number }[] };
    expect(facetMap(answer.facets.states)).toEqual(new Map(byState.rows.map((r) => [r.key, Number(r.n)])));
    const byMake = (await db.execute(sql`
      select make_slug as key, count(*)::int as n from lots
      where status in ('upcoming', 'pre-bidding', 'on-the-block') and primary_damage = 'front-end'
        and branch_id in (select id from branches where state in ('TX', 'CA'))
      group by make_slug`)) as unknown as { rows: { key: string; n: number }[] };
    expect(facetMap(answer.facets.makes)).toEqual(new Map(byMake.rows.map((r) => [r.key, Number(r.n)])));
    expect(answer.total).toBe(byMake.rows.reduce((sum, r) => sum + Number(r.n), 0));
  });

  test.each(SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((dir) => [key, dir] as const)))(
    'sorted by %s %s, ties by lot id; pages have no duplicates and no gaps',
    async (key, dir) => {
      const query = `sort=${key}&sort_direction=${dir}&types=automobile,suv`;
      const { ids } = await allPages(query);
      const byId = new Map(inventory.map((l) => [l.id, l]));
      const value = (id: number): number | null => {
        const lot = byId.get(id)!;
        return {
          sale_date: lot.saleDate?.getTime() ?? null,
          year: lot.year,
          odometer: lot.odometer,
          current_bid: lot.currentBidCents,
        }[key];
      };
      const sign = dir === 'asc' ? 1 : -1;
      const expected = inventory
        .filter((lot) => matches(lot, { ...EMPTY_FILTERS, types: ['automobile', 'suv'] }))
        .map((l) => l.id)
        .sort((a, b) => {
          const va = value(a);
          const vb = value(b);
          if (va === null || vb === null) return va === vb ? sign * (a - b) : va === null ? 1 : -1;
          return sign * (va - vb) || sign * (a - b);
        });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected);
      // Another page size cuts the same order into other pages.
      const seven = await ok(`${query}&page_size=7&page=3`);
      expect(seven.items.map((i) => i.id)).toEqual(expected.slice(14, 21));
    },
  );

  test('labels follow _locale; the text query is normalised', async () => {
    const es = await ok('_locale=es&types=automobile&page_size=1');
    expect(es.facets.types.find((t) => t.key === 'automobile')?.label).toBe('Autos');
    const lot = inventory.find((l) => isOpen(l) && /^[A-Za-z]+$/.test(l.make))!;
    const withYear = filtersOf(`q=${encodeURIComponent(`${lot.make} ${lot.year}`)}`);
    expect(withYear).toMatchObject({ q: lot.make, yearFrom: lot.year, yearTo: lot.year });
    const answer = await ok(`q=${encodeURIComponent(`  ${lot.make}   ${lot.year} `)}&page_size=100`);
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) expect(item.year).toBe(lot.year);
    const spacedVin = `${lot.vin.slice(0, 5)} ${lot.vin.slice(5, 11)} ${lot.vin.slice(11).toLowerCase()}`;
    expect((await ok(`q=${encodeURIComponent(spacedVin)}`)).items.map((i) => i.id)).toEqual([lot.id]);
    const stock = `#${lot.stockNumber.slice(0, 4)} ${lot.stockNumber.slice(4)}`;
    expect((await ok(`q=${encodeURIComponent(stock)}`)).items.map((i) => i.id)).toEqual([lot.id]);
    expect((await ok(`stock_number=${encodeURIComponent(stock)}`)).items.map((i) => i.id)).toEqual([lot.id]);
  });

  test.each([
    ['types=boat', 'types'],
    ['makes=Not%20A%20Slug!', 'makes'],
    ['models=a__b', 'models'],
    ['damages=scratched', 'damages'],
    ['loss_types=meteor', 'loss_types'],
    ['titles=pink', 'titles'],
    ['states=XX', 'states'],
    ['branches=abc', 'branches'],
    ['buy_it_now=maybe', 'buy_it_now'],
    ['buy_it_now=true&auction_only=1', 'auction_only'],
    ['year_from=1900', 'year_from'],
    ['year_to=3000', 'year_to'],
    ['year_from=2020&year_to=2010', 'year_to'],
    ['odometer_from=-5', 'odometer_from'],
    ['odometer_to=1e5', 'odometer_to'],
    ['odometer_from=500&odometer_to=100', 'odometer_to'],
    ['sale_date_from=2030-02-30', 'sale_date_from'],
    ['sale_date_to=tomorrow', 'sale_date_to'],
    ['sale_date_from=2030-02-10&sale_date_to=2030-02-01', 'sale_date_to'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['vin=1HGCM82633A004353', 'vin'],
    ['stock_number=1234567', 'stock_number'],
    ['sort=price', 'sort'],
    ['sort_direction=up', 'sort_direction'],
    ['page=0', 'page'],
    ['page=10001', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=ten', 'page_size'],
    ['_locale=de', '_locale'],
    [`makes=${Array.from({ length: 51 }, (_, i) => `m${i}`).join(',')}`, 'makes'],
  ])('422 on %s naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body.error?.code).toBe('invalid_input');
    expect(Object.keys(body.error?.fields ?? {})).toEqual([field]);
  });
});
