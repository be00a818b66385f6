import { useQuery } from '@tanstack/react-query';
import { lotBiddingSchema, type LotBidding } from '@/lib/schemas/bids';
import { apiGetAs } from './decoded';

/** The bid box's state of one lot (`Cents` inside); a live notice (outbid, sold) invalidates it. */
export const lotBiddingQueryKey = (lotId: number) => ['lot-bidding', lotId] as const;

/**
 * GET /rest-api/v2/lots/{lotId}/bidding, read through lotBiddingSchema: the cache holds `Cents`. Fetched on every
 * mount, even when cached and fresh: the server-rendered page has no member data, and a lot's price moves.
 * `publicState` (what the server rendered) stands in meanwhile as placeholder data, so `isPlaceholderData` tells
 * whether the member's part is known yet.
 */
export function useLotBidding(lotId: number, publicState?: LotBidding) {
  return useQuery({
    queryKey: lotBiddingQueryKey(lotId),
    queryFn: ({ signal }) => apiGetAs(lotBiddingSchema, `/rest-api/v2/lots/${lotId}/bidding`, { signal }),
    placeholderData: publicState,
    refetchOnMount: 'always',
  });
}
