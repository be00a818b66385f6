import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lotBiddingQueryKey } from '@/lib/api/bidding';
import { apiSendAs } from '@/lib/api/decoded';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { useLocale } from '@/lib/i18n/navigation';
import type { Cents } from '@/lib/domain/money';
import { bidResultSchema, placeBidSchema, type BidResult, type LotBidding } from '@/lib/schemas/bids';
import { staleAfter } from './bid-refusal';
import { useIdempotencyKey } from './use-idempotency-key';

/**
 * POST /rest-api/v2/bids for one lot. A success goes straight into the lot's cached bidding state (price, minimum,
 * count, the member's maximum and lead) and refreshes member/me (the active-bids badge); a refusal that makes the
 * cached state stale (a higher minimum, a closed lot, an ended session) refetches it. The maximum, the answer and
 * the cache are `Cents`; the request's body and the answer cross the wire as whole dollars through the bid schemas'
 * codecs.
 */
export function usePlaceBid(lotId: number) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const keys = useIdempotencyKey();
  const queryKey = lotBiddingQueryKey(lotId);
  return useMutation({
    mutationFn: (maxBid: Cents): Promise<BidResult> =>
      apiSendAs(
        bidResultSchema,
        'POST',
        '/rest-api/v2/bids',
        z.encode(placeBidSchema, { lotId, maxBid, locale }),
        { idempotencyKey: keys.take(`${lotId}:${maxBid}`) },
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
