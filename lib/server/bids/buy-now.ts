import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { bids, lots } from '@/lib/db/schema';
import { membershipRule, TERMS_VERSION, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { totalCost } from '@/lib/domain/total-cost';
import { buyNowResultSchema, type BuyNowInput, type BuyNowResult } from '@/lib/schemas/bids';
import { ApiError } from '../http/api-error';
import { notifySaleEnded } from '../notifications/bid-notices';
import { idempotent, type Answer } from '../http/idempotency';
import { assertIdAllows } from '../verification/id-approval';
import { buyNowOpen, readLotForBid } from './lot-for-bidding';
import { recordPurchase } from '../auctions/record-purchase';

export const BUY_NOW_ROUTE = 'POST /rest-api/v2/buy-now';

/**
 * POST /rest-api/v2/buy-now: buy a lot at its listed price. One transaction locks the member, then the lot: the lot
 * ends for everyone at once (status bought-now, the member its buyer), the purchase and its fees go to the money
 * ledger, and every maximum on the lot stops committing buying power. Refused when the lot has no price, is sold, on
 * the block or past its sale start, when the price is over the cap of a member without an approved id (403
 * id_not_verified), or when the price is over the member's available buying power.
 */
export async function buyNow(
  memberId: string,
  input: BuyNowInput,
  idempotencyKey: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  const { answer, result } = await idempotent<BuyNowResult>(
    memberId,
    BUY_NOW_ROUTE,
    idempotencyKey,
    { lotId: input.lotId },
    async (tx, member) => {
      if (member.acceptedTermsVersion !== TERMS_VERSION) {
        throw new ApiError(403, 'terms_not_accepted', 'Accept the current terms before you buy.');
      }
      const lot = await readLotForBid(tx, input.lotId, member.id);
      if (!lot) throw ApiError.notFound('There is no lot with this id.');
      const at = now();
      if (!buyNowOpen(lot, at) || lot.buyItNowPriceCents === null) {
        throw ApiError.conflict(
          'buy_now_unavailable',
          'This lot cannot be bought now: it is sold or its sale has begun.',
        );
      }
      const price = lot.buyItNowPriceCents;
      // Above the cap only with an approved id (business-rules UNVERIFIED_BID_CAP_CENTS).
      await assertIdAllows(tx, member.id, price, 'buy');
      // The purchase will hold its total (price and fees) until it is paid.
      const costCents = totalCost(price, membershipRule(member.membershipCode as MembershipCode)).totalCents;
      if (costCents > lot.availableCents) {
        throw new ApiError(
          403,
          'over_buying_power',
          `Buying now costs ${formatUsd(costCents)} with the fees, over your available buying power of ${formatUsd(lot.availableCents)}. Add a deposit to raise it.`,
        );
      }
      const version = lot.version + 1;
      await tx
        .update(lots)
        .set({
          status: 'bought-now',
          currentBidCents: price,
          highBidderId: member.id,
          buyerId: member.id,
          soldPriceCents: price,
          soldAt: at,
          bidCount: lot.bidCount + 1,
          version,
          updatedAt: at,
        })
        .where(eq(lots.id, lot.id));
      await tx.insert(bids).values({
        lotId: lot.id,
        memberId: member.id,
        amountCents: price,
        kind: 'buy-now',
        priceCents: price,
        highBidderId: member.id,
        lotVersion: version,
        createdAt: at,
      });
      const cost = await recordPurchase(tx, {
        memberId: member.id,
        membershipCode: member.membershipCode,
        lotId: lot.id,
        priceCents: price,
        how: 'bought now',
        now: at,
      });
      return {
        lotId: lot.id,
        price,
        buyerFee: cost.buyerFeeCents,
        documentationFee: cost.documentationFeeCents,
        otherFees: cost.otherFeesCents,
        total: cost.totalCents,
        dueAt: cost.dueAt.toISOString(),
        status: 'bought-now',
      };
    },
    (bought) => z.encode(buyNowResultSchema, bought),
  );
  if (result) {
    await notifySaleEnded({
      lotId: result.lotId,
      winnerId: memberId,
      outcome: 'bought-now',
      priceCents: result.price,
    });
  }
  return answer;
}
