import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { lots, proxyMaximums } from '@/lib/db/schema';
import {
  membershipRule,
  OPENING_BID_CENTS,
  TERMS_VERSION,
  type MembershipCode,
} from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { OPEN_LOT_STATUSES } from '@/lib/domain/member-flags';
import { applyBid, type BidRefusal } from '@/lib/domain/proxy-auction';
import { reserveState } from '@/lib/domain/reserve';
import { totalCost } from '@/lib/domain/total-cost';
import { allInCost, maxBidForTotal } from '@/lib/domain/bid-for-total';
import { nextMinimumBid } from '@/lib/domain/bid-increments';
import { destinationKey } from '@/lib/domain/shipping-estimate';
import { destinationOf } from '@/lib/schemas/shipping';
import { lotShippingEstimate } from '../shipping/lot-shipping-estimate';
import { cents, type Cents } from '@/lib/domain/money';
import { bidResultSchema, type BidResult, type PlaceBidInput } from '@/lib/schemas/bids';
import { wireDollars } from '@/lib/schemas/money';
import { ApiError } from '../http/api-error';
import { publishBidEvent } from '../auctions/publish-bid';
import { inBackground, notifyOutbid } from '../notifications/bid-notices';
import { idempotent, type Answer, type LockedMember } from '../http/idempotency';
import { assertIdAllows } from '../verification/id-approval';
import { recordBid } from './record-bid';
import { bidStateOf, biddingMode, liveDeadline, readLotForBid } from './lot-for-bidding';

export const PLACE_BID_ROUTE = 'POST /rest-api/v2/bids';

function refusal(reason: BidRefusal, minimumBidCents: Cents): ApiError {
  const minimum = formatUsd(minimumBidCents);
  switch (reason) {
    case 'not_on_increment':
      return new ApiError(
        422,
        'bid_not_on_increment',
        `Bids move in set increments; try ${minimum} or a step above.`,
        {
          maxBid: 'maxBidNotOnIncrement',
        },
      );
    case 'below_minimum':
      return ApiError.conflict('bid_below_minimum', `The minimum bid is now ${minimum}.`);
    case 'max_not_raised':
      return ApiError.conflict(
        'max_not_raised',
        'You lead this lot already; a new maximum must be higher than yours.',
      );
  }
}

function totalTooLow(leastCents: Cents): ApiError {
  return new ApiError(
    409,
    'total_below_minimum',
    `That total does not reach the minimum bid: with the fees it takes at least ${formatUsd(leastCents)}.`,
    { maxTotal: 'maxTotalBelowMinimum' },
  );
}

/** What an Idempotency-Key is held to: the lot and the amount as sent (dollars), with the total's destination. */
function fingerprintOf(input: PlaceBidInput): Record<string, unknown> {
  if (input.maxBid !== undefined) return { lotId: input.lotId, maxBid: z.encode(wireDollars, input.maxBid) };
  return {
    lotId: input.lotId,
    maxTotal: z.encode(wireDollars, input.maxTotal!),
    shipping: input.shipping ? destinationKey(destinationOf(input.shipping)) : null,
  };
}

/** Refusals that need neither the amount nor the lot's row: the terms and the membership's lots-at-once limit. */
async function checkMember(tx: Db, member: LockedMember, lotId: number) {
  if (member.acceptedTermsVersion !== TERMS_VERSION) {
    throw new ApiError(403, 'terms_not_accepted', 'Accept the current terms before you bid.');
  }
  const rule = membershipRule(member.membershipCode as MembershipCode);
  if (rule.maxActiveBids === null) return;
  const [open] = await tx
    .select({ n: count(), here: sql<number>`count(*) filter (where ${lots.id} = ${lotId})`.mapWith(Number) })
    .from(proxyMaximums)
    .innerJoin(lots, eq(lots.id, proxyMaximums.lotId))
    .where(and(eq(proxyMaximums.memberId, member.id), inArray(lots.status, [...OPEN_LOT_STATUSES])));
  if ((open?.here ?? 0) === 0 && (open?.n ?? 0) >= rule.maxActiveBids) {
    throw new ApiError(
      403,
      'active_bids_limit',
      `A ${rule.name} membership bids on at most ${rule.maxActiveBids} lots at once.`,
    );
  }
}

interface Placed {
  result: BidResult;
  /** The member who led before this bid and no longer does (to be told), or null. */
  outbidMemberId: string | null;
  /** A live bid: its auction's room hears of it after the commit. */
  live: boolean;
}

/**
 * POST /rest-api/v2/bids: set the member's maximum on a lot. One transaction locks the member, then the lot; the proxy
 * engine (lib/domain/proxy-auction) decides; the lot, the member's maximum, the ledger row and the stored answer are
 * written in one statement (record-bid) and committed before the answer. Refusals (terms, id not verified, lot not
 * open, lane paused, membership, minimum, increment, buying power) are decided before the first write. A member who
 * loses the lead is told after the commit, in the background.
 */
export async function placeBid(
  memberId: string,
  input: PlaceBidInput,
  idempotencyKey: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  // A bid on the total that includes shipping: the estimate is read first (it needs no lock; a bad ZIP is a 422).
  const shipping = input.shipping
    ? await lotShippingEstimate(input.lotId, destinationOf(input.shipping))
    : null;
  const { answer, result } = await idempotent<Placed>(
    memberId,
    PLACE_BID_ROUTE,
    idempotencyKey,
    // The request's fingerprint is taken on the wire form (dollars), as stored keys were.
    fingerprintOf(input),
    async (tx, member, slot) => {
      const rule = membershipRule(member.membershipCode as MembershipCode);
      // On the total, the server chooses the maximum at the member's own fees: the browser's figure is not used.
      const onTotal =
        input.maxTotal === undefined ? null : maxBidForTotal(input.maxTotal, rule, shipping?.total);
      const maxCents = input.maxBid ?? onTotal?.cost.bidCents ?? null;
      // What needs only the member's row runs before the lot is locked, to keep the lot's lock short.
      await checkMember(tx, member, input.lotId);
      // Above the cap, pre-bid or live, only with an approved id (business-rules UNVERIFIED_BID_CAP_CENTS).
      if (maxCents !== null) await assertIdAllows(tx, member.id, maxCents, 'bid');
      const lot = await readLotForBid(tx, input.lotId, member.id);
      if (!lot) throw ApiError.notFound('There is no lot with this id.');
      const mode = biddingMode(lot, now());
      if (!mode) throw ApiError.conflict('lot_not_open', 'This lot does not take bids now.');
      if (mode === 'live') {
        const { endsAt: deadline, paused } = await liveDeadline(tx, lot.id);
        if (paused) {
          throw ApiError.conflict(
            'lane_paused',
            'The auctioneer has paused this lane: bids are taken again when it resumes.',
          );
        }
        // Once the countdown has run out the lot is sold as it stands, even if the clock has not ended it yet.
        if (deadline !== null && now().getTime() > deadline.getTime()) {
          throw ApiError.conflict('lot_not_open', 'The countdown has run out: this lot is being sold.');
        }
      }
      if (mode === 'live' && !membershipRule(member.membershipCode as MembershipCode).liveBidding) {
        throw new ApiError(
          403,
          'membership_not_allowed',
          'Live bidding needs a Starter membership or above.',
        );
      }

      const before = await bidStateOf(tx, lot);
      if (input.maxTotal !== undefined) {
        const minimum = nextMinimumBid(before.currentBidCents, before.bidCount);
        const leading = before.highBidderId === member.id;
        if (maxCents === null || (!leading && maxCents < minimum)) {
          throw totalTooLow(allInCost(minimum, rule, shipping?.total).allInCents);
        }
      }
      // Only for the type: the schema takes a maximum or a total, and a total without a maximum was refused above.
      if (maxCents === null)
        throw totalTooLow(allInCost(OPENING_BID_CENTS, rule, shipping?.total).allInCents);
      const decision = applyBid(
        before,
        { memberId: member.id, maxCents, live: mode === 'live' },
        lot.reserveCents,
      );
      if (!decision.accepted) throw refusal(decision.reason, cents(decision.minimumBidCents));
      // A maximum holds what winning at it would cost: the bid, the buyer fee of the tier and the other fees.
      const costCents = totalCost(maxCents, rule).totalCents;
      if (costCents > lot.availableCents) {
        throw new ApiError(
          403,
          'over_buying_power',
          `Winning at this maximum costs ${formatUsd(costCents)} with the fees, over your available buying power of ${formatUsd(lot.availableCents)}. Add a deposit to raise it.`,
          { maxBid: 'maxBidOverBuyingPower' },
        );
      }

      const after = decision.state;
      const result: BidResult = {
        bidId: 0,
        lotId: lot.id,
        maxBid: maxCents,
        currentBid: cents(after.currentBidCents),
        minimumBid: cents(decision.minimumBidCents),
        bidCount: after.bidCount,
        highBidder: decision.leading,
        status: decision.leading ? 'high-bidder' : 'outbid',
        reserve: reserveState(after.currentBidCents, lot.reserveCents),
        reserveMet:
          reserveState(before.currentBidCents, lot.reserveCents) === 'not-met' &&
          reserveState(after.currentBidCents, lot.reserveCents) === 'met',
        total:
          onTotal && input.maxTotal !== undefined
            ? {
                maxTotal: input.maxTotal,
                bid: onTotal.cost.bidCents,
                buyerFee: onTotal.cost.buyerFeeCents,
                documentationFee: onTotal.cost.documentationFeeCents,
                otherFees: onTotal.cost.otherFeesCents,
                shipping: shipping?.total ?? null,
                total: onTotal.allInCents,
              }
            : null,
      };
      const accepted = {
        lotId: lot.id,
        memberId: member.id,
        maxCents,
        live: mode === 'live',
        locale: input.locale,
        after,
        version: lot.version + 1,
        at: now(),
      };
      result.bidId = await recordBid(tx, accepted, slot, { data: z.encode(bidResultSchema, result) });
      const previousLeader = before.highBidderId;
      return {
        result,
        outbidMemberId:
          previousLeader !== null && previousLeader !== member.id && previousLeader !== after.highBidderId
            ? previousLeader
            : null,
        live: mode === 'live',
      };
    },
    (placed) => z.encode(bidResultSchema, placed.result),
  );
  if (result?.live) inBackground(publishBidEvent(result.result.lotId));
  if (result?.outbidMemberId) {
    inBackground(
      notifyOutbid({
        memberId: result.outbidMemberId,
        lotId: result.result.lotId,
        currentBid: result.result.currentBid,
        minimumBid: result.result.minimumBid,
      }),
    );
  }
  return answer;
}
