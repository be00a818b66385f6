import 'server-only';
import { getDb } from '@/lib/db/database';
import { membershipTypes } from '@/lib/db/schema';
import { MEMBERSHIP_CODES, percentOfBasisPoints } from '@/lib/domain/business-rules';
import type { MembershipTypeView } from '@/lib/schemas/membership';

type MembershipTypeRow = typeof membershipTypes.$inferSelect;

/** One membership_types row as the API shows it (`Cents` inside): price, buyer fee as a percent, its minimum. */
export function membershipTypeView(row: MembershipTypeRow): MembershipTypeView {
  return {
    code: row.code,
    name: row.name,
    rank: row.rank,
    price: row.annualPriceCents,
    priceCents: row.annualPriceCents,
    buyerFee: {
      percent: percentOfBasisPoints(row.buyerFeeBasisPoints),
      minimum: row.buyerFeeMinCents,
    },
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
