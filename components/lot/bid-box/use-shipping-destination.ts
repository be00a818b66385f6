import { useMutation } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { apiSend } from '@/lib/api/fetcher';
import {
  destinationKey,
  parseDestinationKey,
  type ShippingDestination,
} from '@/lib/domain/shipping-estimate';

/** Where a visitor's destination is remembered (this browser only). */
export const VISITOR_DESTINATION_KEY = 'sl-shipping-destination';

const subscribeNothing = () => () => {};

function storedDestination(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_DESTINATION_KEY);
  } catch {
    return null; // storage disabled: nothing is remembered
  }
}

/**
 * The shipping estimate's destination (issue 26 §2): a member's is kept on the account (PUT
 * account/shipping-destination, and it comes back with the bid box's state); a visitor's is remembered in this
 * browser. What the buyer chooses on the page counts from then on.
 */
export function useShippingDestination(
  isMember: boolean,
  kept: ShippingDestination | null,
): [ShippingDestination | null, (next: ShippingDestination | null) => void] {
  const [chosen, setChosen] = useState<ShippingDestination | null | undefined>(undefined);
  const stored = useSyncExternalStore(subscribeNothing, storedDestination, () => null);
  const keep = useMutation({
    mutationFn: (next: ShippingDestination | null) =>
      apiSend('PUT', '/rest-api/v2/account/shipping-destination', next ?? { clear: true }),
  });
  const current = chosen !== undefined ? chosen : isMember ? kept : parseDestinationKey(stored);
  function choose(next: ShippingDestination | null) {
    setChosen(next);
    if (isMember) {
      keep.mutate(next);
      return;
    }
    try {
      if (next) window.localStorage.setItem(VISITOR_DESTINATION_KEY, destinationKey(next));
      else window.localStorage.removeItem(VISITOR_DESTINATION_KEY);
    } catch {
      // storage disabled: the choice holds for this page only
    }
  }
  return [current, choose];
}
