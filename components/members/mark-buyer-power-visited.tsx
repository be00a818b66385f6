'use client';

import { useEffect } from 'react';
import { markBuyerPowerVisited } from './buyer-power-visited';

/** Rendered on the buyer power page (/myaccount/bidding-limit): visiting it sets the member's flag. */
export function MarkBuyerPowerVisited({ memberId }: { memberId: string }) {
  useEffect(() => markBuyerPowerVisited(memberId), [memberId]);
  return null;
}
