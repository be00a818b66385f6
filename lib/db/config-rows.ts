import { sql } from 'drizzle-orm';
import { MEMBERSHIPS, TERMS_VERSION } from '../domain/business-rules';
import type { Db } from './client';
import { membershipTypes, termsVersions } from './schema';

const MEMBERSHIP_TYPE_ROWS = MEMBERSHIPS.map((m) => ({
  code: m.code,
  name: m.name,
  rank: m.rank,
  annualPriceCents: m.annualPriceCents,
  buyerFeeBasisPoints: m.buyerFeeBasisPoints,
  buyerFeeMinCents: m.buyerFeeMinCents,
  liveBidding: m.liveBidding,
  maxActiveBids: m.maxActiveBids,
}));

const TERMS_VERSION_ROWS = Array.from({ length: TERMS_VERSION }, (_, i) => ({
  version: i + 1,
  publishedAt: new Date(Date.UTC(2024 + i, 0, 15)),
  summary:
    i + 1 === TERMS_VERSION ? 'Live bidding, deposits and refunds rules updated.' : `Terms version ${i + 1}.`,
}));

/**
 * The membership types and terms versions of lib/domain/business-rules, written into their tables (inserted or
 * updated) after every migration, so the database always agrees with the config, seeded or not.
 */
export async function syncConfigRows(db: Db): Promise<void> {
  await db
    .insert(membershipTypes)
    .values(MEMBERSHIP_TYPE_ROWS)
    .onConflictDoUpdate({
      target: membershipTypes.code,
      set: {
        name: sql`excluded.name`,
        rank: sql`excluded.rank`,
        annualPriceCents: sql`excluded.annual_price_cents`,
        buyerFeeBasisPoints: sql`excluded.buyer_fee_basis_points`,
        buyerFeeMinCents: sql`excluded.buyer_fee_min_cents`,
        liveBidding: sql`excluded.live_bidding`,
        maxActiveBids: sql`excluded.max_active_bids`,
      },
    });
  await db.insert(termsVersions).values(TERMS_VERSION_ROWS).onConflictDoNothing();
}
