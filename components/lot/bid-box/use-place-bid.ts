import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lotBiddingQueryKey } from '@/lib/api/bidding';
import { apiSendAs } from '@/lib/api/decoded';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { useLocale } from '@/lib/i18n/navigation';
import type { Cents } from '@/lib/domain/money';
import { destinationKey, type ShippingDestination } from '@/lib/domain/shipping-estimate';
import {
  bidResultSchema,
  placeBidSchema,
  type BidResult,
  type LotBidding,
  type PlaceBidInput,
} from '@/lib/schemas/bids';
import { staleAfter } from './bid-refusal';
import { useIdempotencyKey } from './use-idempotency-key';

/**
 * POST /rest-api/v2/bids for one lot: a maximum, or a total the server turns into one. A success goes straight into the lot's cached bidding state (price, minimum,
 * count, the member's maximum and lead) and refreshes member/me (the active-bids badge); a refusal that makes the
 * cached state stale (a higher minimum, a closed lot, an ended session) refetches it. The maximum, the answer and
 * the cache are `Cents`; the request's body and the answer cross the wire as whole dollars through the bid schemas'
 * codecs.
 */
/** A maximum, or "my total is at most" with the shipping destination the total includes (issue 26 §1). */
export type BidRequest = Cents | { maxTotal: Cents; shipping: ShippingDestination | null };

function bodyOf(lotId: number, bid: BidRequest, locale: PlaceBidInput['locale']): PlaceBidInput {
  if (typeof bid === 'number') return { lotId, maxBid: bid, locale };
  return { lotId, maxTotal: bid.maxTotal, ...(bid.shipping ? { shipping: bid.shipping } : {}), locale };
}

function signatureOf(lotId: number, bid: BidRequest): string {
  if (typeof bid === 'number') return `${lotId}:${bid}`;
  return `${lotId}:total:${bid.maxTotal}:${bid.shipping ? destinationKey(bid.shipping) : ''}`;
}

export function usePlaceBid(lotId: number) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const keys = useIdempotencyKey();
  const queryKey = lotBiddingQueryKey(lotId);
  return useMutation({
    mutationFn: (bid: BidRequest): Promise<BidResult> =>
      apiSendAs(
        bidResultSchema,
        'POST',
        '/rest-api/v2/bids',
        z.encode(placeBidSchema, bodyOf(lotId, bid, locale)),
        {
          idempotencyKey: keys.take(signatureOf(lotId, bid)),
        },
      ),
    onSuccess: (result) => {
      keys.settle();
      queryClient.setQueryData<LotBidding>(queryKey, (old) =>
        old
          ? {
              ...old,
              currentBid: result.currentBid,
              minimumBid: result.minimumBid,
              bidCount: result.bidCount,
              reserve: result.reserve,
              member: old.member && { ...old.member, maxBid: result.maxBid, highBidder: result.highBidder },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    },
    onError: (error) => {
      keys.settle(error);
      if (staleAfter(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
