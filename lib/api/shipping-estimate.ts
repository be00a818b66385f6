import { useQuery } from '@tanstack/react-query';
import { destinationKey, type ShippingDestination } from '@/lib/domain/shipping-estimate';
import { shippingEstimateSchema } from '@/lib/schemas/shipping';
import { apiGetAs } from './decoded';

/**
 * GET /rest-api/v2/lots/{lotId}/shipping-estimate for a destination (`Cents` inside); nothing without one. The
 * estimate is the same for everyone and changes only with the rates, so it stays fresh for the page's life.
 */
export function useShippingEstimate(lotId: number, destination: ShippingDestination | null) {
  return useQuery({
    queryKey: ['shipping-estimate', lotId, destination ? destinationKey(destination) : null] as const,
    queryFn: ({ signal }) =>
      apiGetAs(shippingEstimateSchema, `/rest-api/v2/lots/${lotId}/shipping-estimate`, {
        signal,
        params: destination ?? {},
      }),
    enabled: destination !== null,
    staleTime: Infinity,
    retry: false,
  });
}
