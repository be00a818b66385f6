import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { members } from '@/lib/db/schema';
import { DOCUMENTATION_FEE_CENTS, MEMBERSHIPS, OTHER_FEES } from '@/lib/domain/business-rules';

const FIXED_FEES_CENTS = DOCUMENTATION_FEE_CENTS + OTHER_FEES.reduce((sum, fee) => sum + fee.cents, 0);

/**
 * lib/domain/total-cost's `totalCost(bid, tier).totalCents` in SQL, for a bid of `amount` cents by the member
 * `memberId` at their tier: bid + buyer fee (the tier's share rounded up to a whole dollar, at least the tier's
 * minimum) + documentation fee + other fees. Integer arithmetic on bigint, so it matches the domain function exactly.
 */
export function totalCostSql(amount: AnyColumn | SQL, memberId: string | SQL): SQL<string> {
  const tier = sql`(select ${members.membershipCode} from ${members} where ${members.id} = ${memberId})`;
  const cases = (pick: (m: (typeof MEMBERSHIPS)[number]) => number) =>
    sql.join(
      MEMBERSHIPS.map((m) => sql`when ${m.code} then ${sql.raw(String(pick(m)))}`),
      sql` `,
    );
  const basisPoints = sql`(case ${tier} ${cases((m) => m.buyerFeeBasisPoints)} else 1000 end)`;
  const minimum = sql`(case ${tier} ${cases((m) => m.buyerFeeMinCents)} else 29900 end)`;
  return sql<string>`(${amount}::bigint + greatest(((${amount}::bigint * ${basisPoints} + 999999) / 1000000) * 100, ${minimum}) + ${sql.raw(String(FIXED_FEES_CENTS))})`;
}
