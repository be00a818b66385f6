import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotBiddingQueryKey } from '@/lib/api/bidding';
import { apiSendAs } from '@/lib/api/decoded';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { useLocale } from '@/lib/i18n/navigation';
import { buyNowResultSchema } from '@/lib/schemas/bids';
import { staleAfter } from './bid-refusal';
import { useIdempotencyKey } from './use-idempotency-key';

/**
 * POST /rest-api/v2/buy-now for one lot; the purchase is read through its schema (`Cents`). Either way the lot may
 * have changed (bought, or its sale begun), so a success or a stale-making refusal refetches its bidding state; a
 * success also refreshes member/me.
 */
export function useBuyNow(lotId: number) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const keys = useIdempotencyKey();
  const queryKey = lotBiddingQueryKey(lotId);
  return useMutation({
    mutationFn: () =>
      apiSendAs(
        buyNowResultSchema,
        'POST',
        '/rest-api/v2/buy-now',
        { lotId, locale },
        { idempotencyKey: keys.take(String(lotId)) },
      ),
    onSuccess: () => {
      keys.settle();
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    },
    onError: (error) => {
      keys.settle(error);
      if (staleAfter(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
