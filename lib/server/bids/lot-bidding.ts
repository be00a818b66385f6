import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots, members, proxyMaximums } from '@/lib/db/schema';
import { MEMBERSHIP_CODES, TERMS_VERSION, type MembershipCode } from '@/lib/domain/business-rules';
import { nextMinimumBid } from '@/lib/domain/bid-increments';
import { reserveState } from '@/lib/domain/reserve';
import { parseDestinationKey } from '@/lib/domain/shipping-estimate';
import type { LotBidding } from '@/lib/schemas/bids';
import { ApiError } from '../http/api-error';
import { buyingPower } from './buying-power';
import { biddingMode, buyNowOpen } from './lot-for-bidding';

/**
 * GET /rest-api/v2/lots/{lotId}/bidding: what the bid box shows. For everyone: the lot's status, price, next minimum
 * bid, bid count, buy-it-now price and whether bids or buy it now are taken now. For a member also: their maximum,
 * whether they lead, their buying power (with this lot's own commitment free), membership and shipping-widget state.
 * Amounts are `Cents`: the route answers it through lotBiddingSchema, the lot page hands it to the bid box as it is.
 */
export async function lotBidding(
  lotId: number,
  memberId: string | null,
  now = new Date(),
): Promise<LotBidding> {
  const db = await getDb();
  const [lot] = await db
    .select({
      id: lots.id,
      status: lots.status,
      saleDate: lots.saleDate,
      currentBidCents: lots.currentBidCents,
      bidCount: lots.bidCount,
      highBidderId: lots.highBidderId,
      buyItNowPriceCents: lots.buyItNowPriceCents,
      soldPriceCents: lots.soldPriceCents,
      reserveCents: lots.reserveCents,
    })
    .from(lots)
    .where(eq(lots.id, lotId));
  if (!lot) throw ApiError.notFound('There is no lot with this id.');
  const mode = biddingMode(lot, now);
  const bidding: LotBidding = {
    lotId: lot.id,
    status: lot.status,
    open: mode !== null,
    live: mode === 'live',
    currentBid: lot.currentBidCents,
    minimumBid: nextMinimumBid(lot.currentBidCents, lot.bidCount),
    bidCount: lot.bidCount,
    buyItNow: lot.buyItNowPriceCents,
    buyNowOpen: buyNowOpen(lot, now),
    saleDate: lot.saleDate?.toISOString() ?? null,
    soldFor: lot.soldPriceCents,
    reserve: reserveState(lot.currentBidCents, lot.reserveCents),
    member: null,
  };
  if (!memberId) return bidding;
  const [[member], [max], power] = await Promise.all([
    db
      .select({
        membershipCode: members.membershipCode,
        acceptedTermsVersion: members.acceptedTermsVersion,
        shippingWidgetEnabled: members.shippingWidgetEnabled,
        shippingDestination: members.shippingDestination,
      })
      .from(members)
      .where(eq(members.id, memberId)),
    db
      .select({ maxCents: proxyMaximums.maxCents })
      .from(proxyMaximums)
      .where(and(eq(proxyMaximums.lotId, lotId), eq(proxyMaximums.memberId, memberId))),
    buyingPower(db, memberId, { exceptLotId: lotId }),
  ]);
  if (!member) return bidding;
  const code = (MEMBERSHIP_CODES as readonly string[]).includes(member.membershipCode)
    ? (member.membershipCode as MembershipCode)
    : 'guest';
  return {
    ...bidding,
    member: {
      membershipCode: code,
      termsAccepted: member.acceptedTermsVersion === TERMS_VERSION,
      maxBid: max?.maxCents ?? null,
      highBidder: lot.highBidderId === memberId,
      availableBuyingPower: power.availableCents,
      buyingPower: power.limitCents,
      shippingWidgetEnabled: member.shippingWidgetEnabled,
      shippingDestination: parseDestinationKey(member.shippingDestination),
    },
  };
}
