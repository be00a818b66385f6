import { formatCount, formatUsd } from '@/lib/domain/format';
import type { LotBidding } from '@/lib/schemas/bids';
import type { BidBoxLabels } from './bid-box-labels';
import { ReserveStatus } from './reserve-status';

/**
 * The lot's price, bid count, (while open) next minimum bid and the reserve's state; for a member also their maximum, their available
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
  const state =
    bidding.open && member?.maxBid != null ? (member.highBidder ? labels.highBidder : labels.outbid) : '';
  return (
    <>
      <dl className="bid-box__facts">
        <div>
          <dt>{labels.currentBid}</dt>
          <dd className="bid-box__price" data-testid="bid-box-current">
            <bdi>{formatUsd(bidding.currentBid)}</bdi>
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
              <bdi>{formatUsd(bidding.minimumBid)}</bdi>
            </dd>
          </div>
        )}
        {member && member.maxBid !== null && (
          <div>
            <dt>{labels.yourMaximum}</dt>
            <dd data-testid="bid-box-max">
              <bdi>{formatUsd(member.maxBid)}</bdi>
            </dd>
          </div>
        )}
        {member && (
          <div>
            <dt>{labels.availableBuyingPower}</dt>
            <dd data-testid="bid-box-buying-power">
              <bdi>{formatUsd(member.availableBuyingPower)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <ReserveStatus reserve={bidding.reserve} labels={labels.reserve} testId="bid-box-reserve" />
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
