import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lotPhotos, lots } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestAuction } from '@/test/live-auctions';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { inventoryGeneration, loadFacetIndex } from '../search/facet-index/facet-index';
import { pageStillTrue } from './page-freshness';
import { pageTags, parsePageTags, UNCACHEABLE_TAG } from './page-tags';

describe('page tags', () => {
  test('name each lot and auction at its revision, and the inventory', () => {
    const tags = pageTags({
      lots: [
        { id: 300000001, revision: 4 },
        { id: 300000002, revision: 0 },
      ],
      auction: { id: 12, revision: 3 },
      inventory: '1.17',
    });
    expect(tags).toEqual([
      'rev:lot:300000001:4',
      'rev:lot:300000002:0',
      'rev:auction:12:3',
      'rev:inventory:1.17',
    ]);
    const parsed = parsePageTags(['_N_T_/layout', ...tags]);
    expect([...parsed.lots]).toEqual([
      [300000001, 4],
      [300000002, 0],
    ]);
    expect([...parsed.auctions]).toEqual([[12, 3]]);
    expect(parsed).toMatchObject({ inventory: '1.17', uncacheable: false });
  });

  test('a lot without its revision, an unknown inventory or a malformed tag: the page is not kept', () => {
    expect(pageTags({ lots: [{ id: 1 }] })).toEqual([UNCACHEABLE_TAG]);
    expect(pageTags({ inventory: null })).toEqual([UNCACHEABLE_TAG]);
    expect(parsePageTags([UNCACHEABLE_TAG]).uncacheable).toBe(true);
    expect(parsePageTags(['rev:lot:x:1']).uncacheable).toBe(true);
    expect(parsePageTags(['rev:whatever']).uncacheable).toBe(true);
  });

  test('a lot read at two revisions in one render is named by the older', () => {
    expect(parsePageTags(['rev:lot:5:9', 'rev:lot:5:8']).lots.get(5)).toBe(8);
  });
});

describe.each(testDatabaseKinds())('whether a cached page is still true, on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let auctionId: number;
  const ids = [300800001, 300800002, 300800003];

  const revisionOf = async (id: number) =>
    (await db.select({ revision: lots.revision }).from(lots).where(eq(lots.id, id)))[0]!.revision;
  const auctionRevision = async () =>
    (await db.select({ revision: auctions.revision }).from(auctions).where(eq(auctions.id, auctionId)))[0]!
      .revision;
  const lotPage = async (id: number) =>
    pageTags({
      lots: [{ id, revision: await revisionOf(id) }],
      auction: { id: auctionId, revision: await auctionRevision() },
    });

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    auctionId = await insertTestAuction(
      db,
      ids.map((id) => ({ id })),
    );
  });

  test('a bid (any update of the lot row) makes its page untrue; read again, it holds', async () => {
    const page = await lotPage(ids[0]!);
    expect(await pageStillTrue(page)).toBe(true);
    await db
      .update(lots)
      .set({ currentBidCents: cents(125_000), bidCount: 1 })
      .where(eq(lots.id, ids[0]!));
    expect(await pageStillTrue(page)).toBe(false);
    expect(await pageStillTrue(await lotPage(ids[0]!))).toBe(true);
  });

  test("a photo added or removed raises its lot's revision", async () => {
    const page = await lotPage(ids[1]!);
    const [photo] = await db
      .insert(lotPhotos)
      .values({
        lotId: ids[1]!,
        position: 0,
        storagePrefix: 'photos/test',
        contentHash: 'f'.repeat(64),
        width: 1280,
        height: 960,
        widths: [320, 640, 1280],
        placeholder: 'data:image/webp;base64,AA==',
        ogBytes: 1000,
      })
      .returning({ id: lotPhotos.id });
    expect(await pageStillTrue(page)).toBe(false);
    const withPhoto = await lotPage(ids[1]!);
    await db.delete(lotPhotos).where(eq(lotPhotos.id, photo!.id));
    expect(await pageStillTrue(withPhoto)).toBe(false);
  });

  test("an auction's countdown leaves its pages true; its status does not", async () => {
    const page = await lotPage(ids[2]!);
    await db.update(auctions).set({ countdownEndsAt: new Date() }).where(eq(auctions.id, auctionId));
    expect(await pageStillTrue(page)).toBe(true);
    await db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, auctionId));
    expect(await pageStillTrue(page)).toBe(false);
  });

  test('a lot gone makes its page untrue', async () => {
    await insertTestLots(db, [{ id: 300800009 }]);
    const page = pageTags({ lots: [{ id: 300800009, revision: await revisionOf(300800009) }] });
    expect(await pageStillTrue(page)).toBe(true);
    await db.delete(lots).where(eq(lots.id, 300800009));
    expect(await pageStillTrue(page)).toBe(false);
  });

  test('a list stands while the inventory does: a bid leaves it, a status change or a new lot does not', async () => {
    expect(await loadFacetIndex()).toBe(true);
    const list = pageTags({ inventory: await inventoryGeneration() });
    expect(await pageStillTrue(list)).toBe(true);
    await db
      .update(lots)
      .set({ currentBidCents: cents(150_000) })
      .where(eq(lots.id, ids[0]!));
    expect(await pageStillTrue(list)).toBe(true);
    await db.update(lots).set({ status: 'sold' }).where(eq(lots.id, ids[0]!));
    expect(await pageStillTrue(list)).toBe(false);
    const again = pageTags({ inventory: await inventoryGeneration() });
    expect(await pageStillTrue(again)).toBe(true);
    await insertTestLots(db, [{ id: 300800010 }]);
    expect(await pageStillTrue(again)).toBe(false);
    expect(await pageStillTrue([UNCACHEABLE_TAG])).toBe(false);
  });

  test('checks asked at once are answered in one batch, each by the rows it names', async () => {
    const fresh = await lotPage(ids[1]!);
    const stale = await lotPage(ids[2]!);
    const list = pageTags({ inventory: await inventoryGeneration() });
    const gone = pageTags({ lots: [{ id: 300800099, revision: 0 }] });
    await db
      .update(lots)
      .set({ currentBidCents: cents(175_000) })
      .where(eq(lots.id, ids[2]!));
    expect(await Promise.all([fresh, stale, list, gone, fresh].map((page) => pageStillTrue(page)))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });
});
