import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lots } from '@/lib/db/schema';
import { insertTestLots, type TestLot } from './lots';

/**
 * A scheduled auction at branch 1 (insertTestBranch) on `lane`, with `specs` as its runlist in order. The sale starts
 * in 2030 unless `startsAt` says otherwise, so pre-bids can be placed first; startAuctionNow brings the start forward.
 */
export async function insertTestAuction(
  db: Db,
  specs: TestLot[],
  { lane = 'A', startsAt = new Date('2030-01-10T15:00:00Z') }: { lane?: string; startsAt?: Date } = {},
): Promise<number> {
  const [auction] = await db
    .insert(auctions)
    .values({ branchId: 1, lane, startsAt })
    .returning({ id: auctions.id });
  await insertTestLots(
    db,
    specs.map((spec) => ({ ...spec, saleDate: startsAt })),
  );
  for (const [index, spec] of specs.entries()) {
    await db
      .update(lots)
      .set({ auctionId: auction!.id, lane, runlistPosition: index + 1 })
      .where(eq(lots.id, spec.id));
  }
  return auction!.id;
}

/** Move the auction's start (and its lots' sale date) to `at`: the clock starts it on its next look. */
export async function startAuctionAt(db: Db, auctionId: number, at: Date = new Date()): Promise<void> {
  await db.update(auctions).set({ startsAt: at }).where(eq(auctions.id, auctionId));
  await db.update(lots).set({ saleDate: at }).where(eq(lots.auctionId, auctionId));
}

export async function auctionRow(db: Db, auctionId: number) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  return row!;
}

export async function lotRows(db: Db, ids: number[]) {
  const rows = await db.select().from(lots).where(inArray(lots.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Poll `check` until it is truthy (or fail after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
