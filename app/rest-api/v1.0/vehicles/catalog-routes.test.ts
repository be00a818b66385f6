import { jest } from '@jest/globals';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertSearchInventory, isOpen, type InventoryLot } from '@/test/search-inventory';
import { GET as lotsSearch } from '../lots/search/route';
import { GET as bestDeals } from '../popular-inventory/best-deals/route';
import { GET as filtersV1 } from '../search/filters/route';
import { GET as years } from '../search/years/route';
import { GET as filtersV2 } from '../../v2/search/filters/route';
import { GET as makesList } from '../../v2/spa/makes-list/route';
import { GET as typesList } from '../../v2/spa/vehicle-types-list/route';
import { GET as makes } from './makes/route';
import { GET as models } from './models/route';
import { GET as types } from './types/route';

jest.setTimeout(120_000);

type Route = (request: Request, context: unknown) => Promise<Response>;
type Entry = { key: string; label: string; cnt: number; make?: string };

async function call(route: Route, query = '') {
  const response = await route(new Request(`http://localhost/x?${query}`), {});
  return { status: response.status, headers: response.headers, body: await response.json() };
}
async function data(route: Route, query = '') {
  const { status, body, headers } = await call(route, query);
  expect({ query, status }).toEqual({ query, status: 200 });
  expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  return body.data;
}

function countBy(lots: InventoryLot[], key: (lot: InventoryLot) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lot of lots) counts.set(key(lot), (counts.get(key(lot)) ?? 0) + 1);
  return counts;
}
const asMap = (entries: Entry[]) => new Map(entries.map((e) => [e.key, e.cnt]));

describe.each(testDatabaseKinds())('catalog routes on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let open: InventoryLot[];

  beforeAll(async () => {
    open = (await insertSearchInventory(testDb.database.db, 600)).filter(isOpen);
  });

  test('vehicles/types and spa/vehicle-types-list: open lots per type, labelled in the asked language', async () => {
    const en = (await data(types as Route)).types as Entry[];
    expect(asMap(en)).toEqual(countBy(open, (l) => l.vehicleType));
    expect(en.find((t) => t.key === 'suv')?.label).toBe('SUVs');
    const ru = (await data(typesList as Route, '_locale=ru')).types as Entry[];
    expect(asMap(ru)).toEqual(asMap(en));
    expect(ru.find((t) => t.key === 'automobile')?.label).not.toBe('Cars');
    expect((await call(types as Route, '_locale=xx')).body.error.fields).toEqual({
      _locale: 'localeInvalid',
    });
  });

  test('vehicles/makes (types, query) and spa/makes-list', async () => {
    const all = (await data(makesList as Route)).makes as Entry[];
    expect(asMap(all)).toEqual(countBy(open, (l) => l.makeSlug));
    const suvs = (await data(makes as Route, 'types=suv,pickup')).makes as Entry[];
    expect(asMap(suvs)).toEqual(
      countBy(
        open.filter((l) => ['suv', 'pickup'].includes(l.vehicleType)),
        (l) => l.makeSlug,
      ),
    );
    const sample = all[0]!;
    const fragment = sample.label.slice(1, 4).toUpperCase();
    const found = (await data(makes as Route, `query=${encodeURIComponent(fragment)}`)).makes as Entry[];
    expect(found.map((m) => m.key)).toContain(sample.key);
    for (const m of found) expect(m.label.toLowerCase()).toContain(fragment.toLowerCase());
    expect((await call(makes as Route, 'types=boat')).status).toBe(422);
    expect((await call(makes as Route, `query=${'a'.repeat(51)}`)).body.error.fields).toEqual({
      query: 'queryTooLong',
    });
  });

  test('vehicles/models (makes, query, types)', async () => {
    const make = open[0]!.makeSlug;
    const list = (await data(models as Route, `makes=${make}`)).models as Entry[];
    expect(asMap(list)).toEqual(
      countBy(
        open.filter((l) => l.makeSlug === make),
        (l) => l.modelSlug,
      ),
    );
    for (const m of list) expect(m.make).toBe(make);
    const model = list[0]!;
    const narrowed = (await data(models as Route, `makes=${make}&query=${encodeURIComponent(model.label)}`))
      .models as Entry[];
    expect(narrowed.map((m) => m.key)).toContain(model.key);
    const typed = (await data(models as Route, `makes=${make}&types=motorcycle`)).models as Entry[];
    expect(asMap(typed)).toEqual(
      countBy(
        open.filter((l) => l.makeSlug === make && l.vehicleType === 'motorcycle'),
        (l) => l.modelSlug,
      ),
    );
    expect((await call(models as Route, 'makes=Bad Make')).body.error.fields).toEqual({
      makes: 'makesInvalid',
    });
  });

  test('search/years: the year list from next year down to 1920 with open lots per year', async () => {
    const answer = await data(years as Route);
    const next = new Date().getUTCFullYear() + 1;
    expect(answer.years[0]).toBe(next);
    expect(answer.years.at(-1)).toBe(1920);
    expect(answer.years.length).toBe(next - 1920 + 1);
    const counts = countBy(open, (l) => String(l.year));
    for (const { year, cnt } of answer.counts) expect(cnt).toBe(counts.get(String(year)) ?? 0);
  });

  test('search/filters v1 equals the facets of lots/search for the same query; `query` is the text', async () => {
    const make = open[0]!.make.toLowerCase();
    const v1 = await data(filtersV1 as Route, `query=${encodeURIComponent(make)}&states=TX,CA&_locale=pl`);
    const search = await data(lotsSearch as Route, `q=${encodeURIComponent(make)}&states=TX,CA&_locale=pl`);
    const { total, ...groups } = v1;
    expect(total).toBe(search.total);
    expect(groups).toEqual(search.facets);
    expect((await call(filtersV1 as Route, 'year_from=1800')).body.error.fields).toEqual({
      year_from: 'yearInvalid',
    });
  });

  test('search/filters v2: groups with labels, kinds, selection and the same counts', async () => {
    const v2 = await data(filtersV2 as Route, 'types=suv&year_from=2015&buy_it_now=true');
    const search = await data(lotsSearch as Route, 'types=suv&year_from=2015&buy_it_now=true');
    expect(v2.total).toBe(search.total);
    const byId = new Map<
      string,
      { kind: string; active: boolean; label: string; options: (Entry & { selected: boolean })[] }
    >(v2.groups.map((g: { id: string }) => [g.id, g]));
    expect(byId.get('types')).toMatchObject({ kind: 'multi', active: true, label: 'Vehicle type' });
    expect(
      byId
        .get('types')!
        .options.filter((o) => o.selected)
        .map((o) => o.key),
    ).toEqual(['suv']);
    expect(byId.get('years')).toMatchObject({ kind: 'range', active: true, min: 2015 });
    expect(byId.get('saleTypes')!.options.find((o) => o.key === 'buy_it_now')?.selected).toBe(true);
    expect(byId.get('odometer')).toMatchObject({ kind: 'range', active: false, options: [] });
    expect(byId.get('makes')!.options.map(({ selected: _s, ...o }) => o)).toEqual(search.facets.makes);
    expect((await call(filtersV2 as Route, 'sort=nope')).status).toBe(422);
  });

  test('popular-inventory/best-deals: pre-bidding lots with the lowest bid against their retail value', async () => {
    const answer = await data(bestDeals as Route, 'limit=20&_locale=es');
    const deals = answer.lots as {
      id: number;
      status: string;
      currentBidCents: number;
      estimatedRetailValueCents: number;
    }[];
    expect(deals.length).toBe(20);
    const share = (l: { currentBidCents: number; estimatedRetailValueCents: number }) =>
      l.currentBidCents / l.estimatedRetailValueCents;
    for (const deal of deals) expect(deal.status).toBe('pre-bidding');
    for (let i = 1; i < deals.length; i++)
      expect(share(deals[i]!)).toBeGreaterThanOrEqual(share(deals[i - 1]!));
    const best = Math.min(...open.filter((l) => l.status === 'pre-bidding').map(share));
    expect(share(deals[0]!)).toBe(best);
    expect((await data(bestDeals as Route)).lots.length).toBe(12);
    expect((await call(bestDeals as Route, 'limit=0')).body.error.fields).toEqual({ limit: 'limitInvalid' });
    expect((await call(bestDeals as Route, 'limit=51')).status).toBe(422);
  });
});
