import type { LiveLotState } from '@/lib/domain/live-state';
import type { LiveLot } from '@/lib/domain/live-events';
import type { Cents } from '@/lib/domain/money';
import type { LotBidding } from '@/lib/schemas/bids';

export type LiveBidStatus =
  'waiting' | 'open' | 'highBidder' | 'outbid' | 'soldToYou' | 'sold' | 'onApproval' | 'notSold' | 'ended';

/**
 * What the live bid box says: from the feed's derived state and lot status, and (for a member) whether they lead,
 * which only GET lots/{id}/bidding tells (the public feed does not).
 */
export function liveBidStatus(
  state: LiveLotState,
  liveLot: LiveLot<Cents> | null,
  bidding: Pick<LotBidding, 'status' | 'member'>,
): LiveBidStatus {
  const member = bidding.member;
  const status = liveLot?.status ?? bidding.status;
  if (state.sold) return member?.highBidder ? 'soldToYou' : 'sold';
  if (status === 'on-approval') return 'onApproval';
  if (status === 'not-sold') return 'notSold';
  if (state.onTheBlock) {
    if (member?.maxBid == null) return 'open';
    return member.highBidder ? 'highBidder' : 'outbid';
  }
  return state.itemsLeft !== null && state.itemsLeft > 0 ? 'waiting' : 'ended';
}
