import { formatCount, formatUsd } from '@/lib/domain/format';
import { biddingAmountsOf, type LotBidding } from '@/lib/schemas/bids';
import type { BidBoxLabels } from './bid-box-labels';

/**
 * The lot's price, bid count and (while open) next minimum bid; for a member also their maximum, their available
 * buying power and whether they lead, in a polite live region so that being outbid is announced.
 */
export function BidSummary({
  bidding,
  member,
  labels,
}: {
  bidding: LotBidding;
  member: LotBidding['member'];
  labels: BidBoxLabels;
}) {
  const amounts = biddingAmountsOf({ ...bidding, member });
  const state =
    bidding.open && member?.maxBid != null ? (member.highBidder ? labels.highBidder : labels.outbid) : '';
  return (
    <>
      <dl className="bid-box__facts">
        <div>
          <dt>{labels.currentBid}</dt>
          <dd className="bid-box__price" data-testid="bid-box-current">
            <bdi>{formatUsd(amounts.currentCents)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{labels.bids}</dt>
          <dd data-testid="bid-box-count">{formatCount(bidding.bidCount)}</dd>
        </div>
        {bidding.open && (
          <div>
            <dt>{labels.minimumBid}</dt>
            <dd data-testid="bid-box-minimum">
              <bdi>{formatUsd(amounts.minimumCents)}</bdi>
            </dd>
          </div>
        )}
        {amounts.maxBidCents !== null && (
          <div>
            <dt>{labels.yourMaximum}</dt>
            <dd data-testid="bid-box-max">
              <bdi>{formatUsd(amounts.maxBidCents)}</bdi>
            </dd>
          </div>
        )}
        {amounts.availableCents !== null && (
          <div>
            <dt>{labels.availableBuyingPower}</dt>
            <dd data-testid="bid-box-buying-power">
              <bdi>{formatUsd(amounts.availableCents)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {member && (
        <p
          className={`bid-box__state${state === labels.outbid ? ' bid-box__state--outbid' : ''}`}
          data-testid="bid-box-state"
          role="status"
          aria-live="polite"
        >
          {state}
        </p>
      )}
    </>
  );
}
