import { jest } from '@jest/globals';
import { eq, inArray, sql } from 'drizzle-orm';
import seedrandom from 'seedrandom';
import { rows } from '@/lib/db/rows';
import { branches, lots } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { EMPTY_FILTERS, type LotFilters } from '@/lib/domain/search-filters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertSearchInventory, isOpen, type InventoryLot } from '@/test/search-inventory';
import { sqlCounts } from '../facet-counts';
import { indexedCounts, loadFacetIndex } from './facet-index';

jest.setTimeout(180_000);

const pick = <T>(random: () => number, values: T[]): T => values[Math.floor(random() * values.length)]!;

/** Random filters over values of the inventory (every group, ranges and text), VIN and stock number aside. */
function randomFilters(random: () => number, inventory: InventoryLot[]): LotFilters {
  const open = inventory.filter(isOpen);
  const some = <T>(values: T[]) => [...new Set([pick(random, values), pick(random, values)])];
  const f: LotFilters = { ...EMPTY_FILTERS };
  const maybe = (p: number, set: () => void) => random() < p && set();
  maybe(0.3, () => (f.types = some(open.map((l) => l.vehicleType))));
  maybe(0.3, () => (f.makes = some(open.map((l) => l.makeSlug))));
  maybe(0.2, () => (f.models = some(open.map((l) => l.modelSlug))));
  maybe(0.3, () => (f.damages = some(open.map((l) => l.primaryDamage))));
  maybe(0.2, () => (f.lossTypes = some(open.map((l) => l.lossType))));
  maybe(0.2, () => (f.titleTypes = some(open.map((l) => l.titleType))));
  maybe(0.3, () => (f.states = some(open.map((l) => l.branchState))));
  maybe(0.2, () => (f.branches = some(open.map((l) => l.branchId))));
  maybe(0.2, () => (random() < 0.5 ? (f.buyItNow = true) : (f.auctionOnly = true)));
  maybe(0.3, () => {
    const [a, b] = [pick(random, open).year, pick(random, open).year];
    f.yearFrom = Math.min(a, b);
    f.yearTo = Math.max(a, b);
  });
  maybe(0.2, () => (f.odometerTo = pick(random, open).odometer));
  maybe(0.2, () => {
    const dates = open.flatMap((l) => (l.saleDate ? [l.saleDate] : []));
    f.saleDateFrom = pick(random, dates);
  });
  maybe(0.3, () => {
    const lot = pick(random, open);
    f.q = pick(random, [lot.make, lot.model, lot.color, `${lot.make} ${lot.bodyStyle}`]).toLowerCase();
  });
  return f;
}

describe.each(testDatabaseKinds())('the in-memory facet index on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let inventory: InventoryLot[];

  beforeAll(async () => {
    inventory = await insertSearchInventory(testDb.database.db, 900, new Date());
  });

  /** Index counts equal the SQL GROUP BYs for many random searches; most are answered by the index. */
  async function expectSameCounts(seed: string): Promise<void> {
    expect(await loadFacetIndex()).toBe(true);
    const random = seedrandom(seed);
    let answered = 0;
    for (let run = 0; run < 60; run++) {
      const filters = run === 0 ? EMPTY_FILTERS : randomFilters(random, inventory);
      const indexed = await indexedCounts(filters);
      if (indexed === null) continue;
      answered++;
      expect({ filters, counts: indexed }).toEqual({ filters, counts: await sqlCounts(filters) });
    }
    expect(answered).toBeGreaterThan(50);
  }

  // First: nothing has loaded the index of this database yet.
  test('loading analyzes the change log (its replay is planned from the statistics)', async () => {
    const analyzed = async () =>
      rows<{ done: boolean }>(
        await testDb.database.db.execute(
          sql`select last_analyze is not null as done from pg_stat_user_tables where relname = 'lot_changes' and schemaname = current_schema()`,
        ),
      )[0]?.done ?? false;
    expect(await analyzed()).toBe(false);
    expect(await loadFacetIndex()).toBe(true);
    expect(await analyzed()).toBe(true);
  });

  test('counts equal the GROUP BYs of the same filters', async () => {
    await expectSameCounts(`index-${kind}`);
  });

  test('every shape of search is counted right: one, two or three groups, with and without text or ranges', async () => {
    expect(await loadFacetIndex()).toBe(true);
    const random = seedrandom(`shapes-${kind}`);
    const open = inventory.filter(isOpen);
    const lot = () => pick(random, open);
    const one: Partial<LotFilters>[] = [
      { makes: [lot().makeSlug] },
      { damages: [lot().primaryDamage, lot().primaryDamage] },
      { states: [lot().branchState] },
      { yearFrom: lot().year },
      { buyItNow: true },
      { auctionOnly: true },
      { branches: [lot().branchId] },
    ];
    const shapes: Partial<LotFilters>[] = [
      ...one,
      { damages: [lot().primaryDamage], states: [lot().branchState] },
      { makes: [lot().makeSlug], yearFrom: 2012, yearTo: 2020 },
      { types: [lot().vehicleType], lossTypes: [lot().lossType] },
      { makes: [open[0]!.makeSlug], models: [open[0]!.modelSlug], yearFrom: open[0]!.year - 3 },
      { damages: [lot().primaryDamage], states: [lot().branchState], titleTypes: [lot().titleType] },
      { q: open[1]!.make.toLowerCase() },
      { q: open[2]!.model.toLowerCase(), makes: [open[2]!.makeSlug] },
      { q: open[3]!.color.toLowerCase(), damages: [lot().primaryDamage], states: [lot().branchState] },
      { odometerTo: lot().odometer },
      { odometerFrom: lot().odometer, makes: [lot().makeSlug] },
    ];
    for (const shape of shapes) {
      const filters = { ...EMPTY_FILTERS, ...shape };
      const indexed = await indexedCounts(filters);
      expect(indexed).not.toBeNull();
      expect({ shape, counts: indexed }).toEqual({ shape, counts: await sqlCounts(filters) });
    }
  });

  test('a state is where the vehicles stand (their branch), not where they are titled', async () => {
    expect(await loadFacetIndex()).toBe(true);
    const open = inventory.filter(isOpen);
    const elsewhere = open.find((l) => l.titleState !== l.branchState)!;
    expect(elsewhere).toBeDefined();
    const state = elsewhere.branchState;
    const standing = open.filter((l) => l.branchState === state).length;
    const filters = { ...EMPTY_FILTERS, states: [state] };
    for (const counts of [await indexedCounts(filters), await sqlCounts(filters)]) {
      expect(counts?.total).toBe(standing);
      expect(counts?.facets.states.find((o) => o.key === state)?.cnt).toBe(standing);
    }
  });

  test('stay equal after lots are closed, changed, deleted and added, in other transactions', async () => {
    const db = testDb.database.db;
    const open = inventory.filter(isOpen);
    await expectSameCounts(`before-${kind}`);
    await db
      .update(lots)
      .set({ status: 'sold' })
      .where(
        inArray(
          lots.id,
          open.slice(0, 40).map((l) => l.id),
        ),
      );
    await db
      .update(lots)
      .set({ makeSlug: 'zz-new-make', make: 'Zz New Make', color: 'Ultraviolet', year: 1999 })
      .where(
        inArray(
          lots.id,
          open.slice(40, 60).map((l) => l.id),
        ),
      );
    await db.delete(lots).where(
      inArray(
        lots.id,
        open.slice(60, 70).map((l) => l.id),
      ),
    );
    await db.execute(sql`insert into lots (id, stock_number, vin, year, make, make_slug, model, model_slug, vehicle_type,
        body_style, loss_type, primary_damage, title_type, title_state, odometer, odometer_brand, has_keys, start_code,
        estimated_retail_value_cents, color, engine, fuel, drive, transmission, images, branch_id, status)
      select id + 1, '9' || substr(stock_number, 2), 'X' || substr(vin, 2), year, make, make_slug, model, model_slug,
        vehicle_type, body_style, loss_type, primary_damage, title_type, title_state, odometer, odometer_brand,
        has_keys, start_code, estimated_retail_value_cents, color, engine, fuel, drive, transmission, images,
        branch_id, 'upcoming'
      from lots where id in (${sql.join(
        open.slice(70, 80).map((l) => sql`${l.id}`),
        sql`, `,
      )})`);
    // A bid leaves no change row (only searched columns are logged).
    const changeRows = async () =>
      rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from lot_changes`))[0]!.n;
    const before = await changeRows();
    await db
      .update(lots)
      .set({ currentBidCents: cents(12_300) })
      .where(eq(lots.id, open[100]!.id));
    expect(await changeRows()).toBe(before);
    const fresh = await db
      .select({ lot: lots, branchState: branches.state })
      .from(lots)
      .innerJoin(branches, eq(branches.id, lots.branchId));
    inventory = fresh.map(({ lot, branchState }) => ({ ...lot, branchState }));
    await expectSameCounts(`after-${kind}`);
    const everything = await indexedCounts({ ...EMPTY_FILTERS, q: 'ultraviolet' });
    expect(everything?.total).toBe(20);
    expect(everything?.facets.makes).toEqual([{ key: 'zz-new-make', cnt: 20, name: 'Zz New Make' }]);
  });

  test('a truncated table is loaded again', async () => {
    const db = testDb.database.db;
    await db.execute(sql`truncate table lots cascade`);
    // The first count after the truncate sees the marker and hands over to SQL while the index loads again.
    const counts = (await indexedCounts(EMPTY_FILTERS)) ?? (await sqlCounts(EMPTY_FILTERS));
    expect(counts.total).toBe(0);
    expect(await loadFacetIndex()).toBe(true);
    expect((await indexedCounts(EMPTY_FILTERS))?.total).toBe(0);
  });
});
