import type { LotBidding } from '@/lib/schemas/bids';
import type { ClosedReason } from './bid-box-labels';

/**
 * Why a lot takes no bids now, from its status: sold, bought now, waiting for the seller, not sold, withdrawn, not yet
 * scheduled (upcoming, or pre-bidding without a sale date), or pre-bidding closed because the sale has started. Null
 * while open.
 */
export function closedReason(bidding: Pick<LotBidding, 'open' | 'status' | 'saleDate'>): ClosedReason | null {
  if (bidding.open) return null;
  switch (bidding.status) {
    case 'sold':
      return 'sold';
    case 'bought-now':
      return 'boughtNow';
    case 'on-approval':
      return 'onApproval';
    case 'not-sold':
      return 'notSold';
    case 'withdrawn':
      return 'withdrawn';
    case 'upcoming':
      return 'notScheduled';
    case 'pre-bidding':
      return bidding.saleDate === null ? 'notScheduled' : 'saleStarted';
    default:
      return 'ended';
  }
}
