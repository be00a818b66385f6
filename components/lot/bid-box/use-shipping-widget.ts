import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotBiddingQueryKey } from '@/lib/api/bidding';
import { apiSend } from '@/lib/api/fetcher';
import type { LotBidding } from '@/lib/schemas/bids';

/**
 * POST /rest-api/v2/shipping/widget-state, optimistic: the lot's cached state flips at once and flips back (with
 * `onFailure`) when the server refuses. A bidding refetch cancelled to make way is run again afterwards.
 */
export function useShippingWidget(lotId: number, onFailure: () => void) {
  const queryClient = useQueryClient();
  const queryKey = lotBiddingQueryKey(lotId);
  const setEnabled = (enabled: boolean) =>
    queryClient.setQueryData<LotBidding>(queryKey, (old) =>
      old?.member ? { ...old, member: { ...old.member, shippingWidgetEnabled: enabled } } : old,
    );
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiSend<{ enabled: boolean }>('POST', '/rest-api/v2/shipping/widget-state', { enabled }),
    onMutate: async (enabled) => {
      const wasFetching = queryClient.isFetching({ queryKey }) > 0;
      await queryClient.cancelQueries({ queryKey });
      setEnabled(enabled);
      return { wasFetching };
    },
    onError: (_error, enabled) => {
      // Only the flag goes back: a bid placed meanwhile stays in the cache.
      setEnabled(!enabled);
      onFailure();
    },
    onSettled: (_data, _error, _enabled, context) => {
      if (context?.wasFetching) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
