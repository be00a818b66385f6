import 'server-only';
import { getDb } from '@/lib/db/database';
import { membershipTypes } from '@/lib/db/schema';
import { MEMBERSHIP_CODES } from '@/lib/domain/business-rules';
import type { MembershipTypeView } from '@/lib/schemas/membership';

type MembershipTypeRow = typeof membershipTypes.$inferSelect;

const wholeUsd = (cents: number) => Math.round(cents / 100);

/** One membership_types row as the API shows it: whole USD and the buyer fee as a percent with its minimum. */
export function membershipTypeView(row: MembershipTypeRow): MembershipTypeView {
  return {
    code: row.code,
    name: row.name,
    rank: row.rank,
    price: wholeUsd(row.annualPriceCents),
    priceCents: row.annualPriceCents,
    buyerFee: { percent: row.buyerFeeBasisPoints / 100, minimum: wholeUsd(row.buyerFeeMinCents) },
    liveBidding: row.liveBidding,
    maxActiveBids: row.maxActiveBids,
  };
}

/** The config's order: Guest, Starter, Premium, Vip, then Business (codes the config does not know go last). */
function position(code: string): number {
  const index = (MEMBERSHIP_CODES as readonly string[]).indexOf(code);
  return index === -1 ? MEMBERSHIP_CODES.length : index;
}

/** GET membership/types: every tier from the membership_types table (kept equal to the config), ascending. */
export async function listMembershipTypes(): Promise<MembershipTypeView[]> {
  const db = await getDb();
  const rows = await db.select().from(membershipTypes);
  return rows.sort((a, b) => position(a.code) - position(b.code)).map(membershipTypeView);
}
