import 'server-only';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { deposits, lots, members, membershipTypes, proxyMaximums } from '@/lib/db/schema';
import { BUYING_POWER_MULTIPLIER } from '@/lib/domain/business-rules';
import { isDomestic } from '@/lib/domain/countries';
import { isCompanyEmail, OPEN_LOT_STATUSES, PURCHASED_LOT_STATUSES } from '@/lib/domain/member-flags';
import { cents, times, type Cents } from '@/lib/domain/money';
import type { MemberMe } from '@/lib/schemas/member';
import { ApiError } from '../http/api-error';
import { memberVerification } from '../verification/member-verification';
import { watchlistCurrentCount } from '../watchlist/current-count';

/** Buying power in cents: BUYING_POWER_MULTIPLIER times the deposits held for the member. */
export async function buyingPowerCents(memberId: string): Promise<Cents> {
  const db = await getDb();
  const [row] = await db
    .select({ held: sum(deposits.amountCents).mapWith(Number) })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'held')));
  return times(cents(row?.held ?? 0), BUYING_POWER_MULTIPLIER);
}

/**
 * GET member/me: SPEC §3's current member with the header's counts, the US and company flags and the id's review
 * state; `Cents` inside (the route answers through memberMeSchema: `buyer_power.amount` in whole dollars rounded
 * down, `amountCents` exact).
 */
export async function memberMe(memberId: string): Promise<MemberMe> {
  const db = await getDb();
  const [member] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      email: members.email,
      countryIso2: members.countryIso2,
      acceptedTermsVersion: members.acceptedTermsVersion,
      createdAt: members.createdAt,
      membershipName: membershipTypes.name,
    })
    .from(members)
    .innerJoin(membershipTypes, eq(membershipTypes.code, members.membershipCode))
    .where(eq(members.id, memberId));
  if (!member) throw ApiError.unauthorized();
  const [power, [purchases], [activeBids], watched, reviews] = await Promise.all([
    buyingPowerCents(memberId),
    db
      .select({ n: count() })
      .from(lots)
      .where(and(eq(lots.highBidderId, memberId), inArray(lots.status, [...PURCHASED_LOT_STATUSES]))),
    db
      .select({ n: count() })
      .from(proxyMaximums)
      .innerJoin(lots, eq(lots.id, proxyMaximums.lotId))
      .where(and(eq(proxyMaximums.memberId, memberId), inArray(lots.status, [...OPEN_LOT_STATUSES]))),
    watchlistCurrentCount(db, memberId),
    memberVerification(db, memberId),
  ]);
  return {
    id: member.id,
    first_name: member.firstName,
    email: member.email,
    country_iso_2: member.countryIso2,
    buyer_power: { amount: power, amountCents: power },
    acceptedTermsVersion: member.acceptedTermsVersion,
    signUpTimestamp: member.createdAt.getTime(),
    membership: { name: member.membershipName },
    lotPurchasesCount: purchases?.n ?? 0,
    activeBidsCount: activeBids?.n ?? 0,
    watchlistCurrentCnt: watched,
    isDomestic: isDomestic(member.countryIso2),
    isCompany: isCompanyEmail(member.email),
    idVerification: reviews.verification.state,
  };
}
