import { jest } from '@jest/globals';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { isValidVin } from '@/lib/domain/vin';
import { auctions, branches, deposits, idReviews, lots, members, pageMetadata } from '../schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@/test/databases';
import { DEMO_MEMBERS } from './demo-members';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from './seed-database';
import { SCHEDULE_DAYS } from './schedule';
import { HISTORY_SHARE } from './sale-history';

jest.setTimeout(120_000);

const NOW = new Date('2026-11-22T12:00:00Z');
const LOTS = 400;
/** The finished sales of the price history, besides the open lots. */
const FINISHED = Math.round(LOTS * HISTORY_SHARE);
const OPEN = sql`${lots.status} in ('upcoming', 'pre-bidding')`;
// A cheap hash keeps the test fast; the real scrypt hash is tested in lib/server/auth.
const hashPassword = async (p: string) => `test$${p.length}`;

describe.each(testDatabaseKinds())('seeding on %s', (kind) => {
  let test_db: TestDatabase;

  beforeAll(async () => {
    test_db = await createTestDatabase(kind);
    const { db } = test_db.database;
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDatabase(db, { lots: LOTS, now: NOW, hashPassword });
  });
  afterAll(async () => test_db?.dispose());

  test('fills every part of the demo data', async () => {
    const { db } = test_db.database;
    expect(await isDatabaseEmpty(db)).toBe(false);
    const [lotCount] = await db.select({ n: count() }).from(lots);
    const [branchCount] = await db.select({ n: count() }).from(branches);
    const [memberCount] = await db.select({ n: count() }).from(members);
    const [metaCount] = await db.select({ n: count() }).from(pageMetadata);
    expect(Number(lotCount?.n)).toBe(LOTS + FINISHED);
    expect(Number(branchCount?.n)).toBeGreaterThanOrEqual(95);
    // The five demo members and the five demo staff (demo-staff.test.ts checks the staff).
    expect(Number(memberCount?.n)).toBe(10);
    expect(Number(metaCount?.n)).toBeGreaterThan(50);
    const held = await db.select().from(deposits).where(eq(deposits.status, 'held'));
    expect(held.length).toBe(4);
  });

  test('the demo members bid without the unverified cap: each has an approved id', async () => {
    const approved = await test_db.database.db
      .select({ memberId: idReviews.memberId })
      .from(idReviews)
      .where(eq(idReviews.status, 'approved'));
    expect(approved.map((r) => r.memberId).sort()).toEqual(DEMO_MEMBERS.map((m) => m.id).sort());
  });

  test('lot ids, stock numbers and VINs are well formed and unique', async () => {
    const rows = await test_db.database.db
      .select({ id: lots.id, stock: lots.stockNumber, vin: lots.vin, status: lots.status })
      .from(lots);
    expect(new Set(rows.map((r) => r.id)).size).toBe(LOTS + FINISHED);
    expect(new Set(rows.map((r) => r.stock)).size).toBe(LOTS + FINISHED);
    // Open lots have a VIN each; a VIN seen twice is an open lot's earlier run (relisted), which did not sell.
    const open = rows.filter((r) => r.status === 'upcoming' || r.status === 'pre-bidding');
    expect(new Set(open.map((r) => r.vin)).size).toBe(LOTS);
    const openVins = new Set(open.map((r) => r.vin));
    for (const row of rows.filter((r) => openVins.has(r.vin) && !open.includes(r))) {
      expect(row.status).toBe('not-sold');
    }
    for (const row of rows) {
      expect(String(row.id)).toMatch(/^\d{9}$/);
      expect(row.stock).toMatch(/^\d{8}$/);
      expect(isValidVin(row.vin)).toBe(true);
    }
  });

  test('each auction has a runlist numbered 1..n and lots sell at its start', async () => {
    const { db } = test_db.database;
    const rows = await db
      .select({
        auctionId: lots.auctionId,
        position: lots.runlistPosition,
        saleDate: lots.saleDate,
        startsAt: auctions.startsAt,
      })
      .from(lots)
      .innerJoin(auctions, eq(auctions.id, lots.auctionId))
      .orderBy(asc(lots.auctionId), asc(lots.runlistPosition));
    const byAuction = new Map<number, number[]>();
    for (const row of rows) {
      expect(row.saleDate?.getTime()).toBe(row.startsAt.getTime());
      const diffDays = (row.startsAt.getTime() - NOW.getTime()) / 86_400_000;
      expect(diffDays).toBeGreaterThan(0);
      expect(diffDays).toBeLessThanOrEqual(SCHEDULE_DAYS + 1);
      byAuction.set(row.auctionId!, [...(byAuction.get(row.auctionId!) ?? []), row.position!]);
    }
    for (const positions of byAuction.values()) {
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    const [unscheduled] = await db
      .select({ n: count() })
      .from(lots)
      .where(and(sql`${lots.auctionId} is null`, OPEN));
    expect(Number(unscheduled?.n)).toBeLessThan(LOTS * 0.15);
  });

  test('values are in cents and plausible', async () => {
    const rows = await test_db.database.db
      .select({
        erv: lots.estimatedRetailValueCents,
        bin: lots.buyItNowPriceCents,
        year: lots.year,
        odometer: lots.odometer,
      })
      .from(lots);
    for (const row of rows) {
      expect(Number.isInteger(row.erv)).toBe(true);
      expect(row.erv).toBeGreaterThanOrEqual(150_000);
      expect(row.year).toBeGreaterThanOrEqual(1990);
      expect(row.odometer).toBeGreaterThan(0);
      if (row.bin !== null) expect(row.bin).toBeLessThan(row.erv);
    }
    const withBin = await test_db.database.db
      .select({ n: count() })
      .from(lots)
      .where(isNotNull(lots.buyItNowPriceCents));
    expect(Number(withBin[0]?.n)).toBeGreaterThan(0);
  });

  test('finished sales fill the last 180 days: sold ones with their price, twins of open lots, relists', async () => {
    const { db } = test_db.database;
    const finished = await db
      .select({
        id: lots.id,
        vin: lots.vin,
        status: lots.status,
        saleDate: lots.saleDate,
        soldAt: lots.soldAt,
        price: lots.soldPriceCents,
        bid: lots.currentBidCents,
        reserve: lots.reserveCents,
        makeSlug: lots.makeSlug,
        modelSlug: lots.modelSlug,
        auctionId: lots.auctionId,
      })
      .from(lots)
      .where(sql`${lots.status} in ('sold', 'not-sold', 'bought-now')`);
    expect(finished).toHaveLength(FINISHED);
    const sold = finished.filter((r) => r.status === 'sold');
    expect(sold.length).toBeGreaterThan(FINISHED * 0.6);
    for (const row of finished) {
      expect(row.auctionId).toBeNull();
      const daysAgo = (NOW.getTime() - row.saleDate!.getTime()) / 86_400_000;
      expect(daysAgo).toBeGreaterThan(0);
      expect(daysAgo).toBeLessThan(180);
    }
    for (const row of sold) {
      expect(row.soldAt?.getTime()).toBe(row.saleDate?.getTime());
      expect(row.price).toBe(row.bid);
      expect(row.price).toBeGreaterThan(0);
      if (row.reserve !== null) expect(row.price).toBeGreaterThanOrEqual(row.reserve);
    }
    const open = await db
      .select({ vin: lots.vin, makeSlug: lots.makeSlug, modelSlug: lots.modelSlug })
      .from(lots)
      .where(OPEN);
    const openVins = new Set(open.map((r) => r.vin));
    const openModels = new Set(open.map((r) => `${r.makeSlug}/${r.modelSlug}`));
    expect(finished.filter((r) => openVins.has(r.vin)).length).toBeGreaterThan(0);
    // Most sales are of a model that is on sale now: the price history has something to show.
    expect(sold.filter((r) => openModels.has(`${r.makeSlug}/${r.modelSlug}`)).length).toBeGreaterThan(
      sold.length * 0.5,
    );
  });

  test('the full-text vector finds lots by make and model', async () => {
    const { db } = test_db.database;
    const [sample] = await db.select({ make: lots.make, model: lots.model }).from(lots).limit(1);
    const word = sample!.model.split(' ')[0]!.toLowerCase();
    const found = await db
      .select({ model: lots.model })
      .from(lots)
      .where(and(sql`${lots.searchVector} @@ plainto_tsquery('simple', ${word})`));
    expect(found.length).toBeGreaterThan(0);
  });

  test('the same seed and day give the same inventory; clearing empties it', async () => {
    const other = await createTestDatabase(kind);
    try {
      await seedDatabase(other.database.db, { lots: 50, now: NOW, hashPassword });
      const first = await other.database.db
        .select({ id: lots.id, vin: lots.vin })
        .from(lots)
        .orderBy(asc(lots.id));
      await clearDatabase(other.database.db);
      expect(await isDatabaseEmpty(other.database.db)).toBe(true);
      await seedDatabase(other.database.db, { lots: 50, now: NOW, hashPassword });
      const second = await other.database.db
        .select({ id: lots.id, vin: lots.vin })
        .from(lots)
        .orderBy(asc(lots.id));
      expect(second).toEqual(first);
    } finally {
      await other.dispose();
    }
  });
});
