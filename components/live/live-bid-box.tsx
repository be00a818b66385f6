'use client';

import { Button } from '@/components/ui/button';
import { BidProblemMessage, problemContextOf } from '@/components/lot/bid-box/bid-problem-message';
import type { BidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { refusalProblem } from '@/components/lot/bid-box/bid-refusal';
import { usePlaceBid } from '@/components/lot/bid-box/use-place-bid';
import { membershipRule } from '@/lib/domain/business-rules';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { ReserveState } from '@/lib/domain/reserve';
import { ReserveStatus } from '@/components/lot/bid-box/reserve-status';
import type { LotBidding } from '@/lib/schemas/bids';
import type { LiveBidStatus } from './live-bid-status';
import type { LiveLabels } from './live-labels';
import { LiveTotalBid } from './live-total-bid';

const RESULTS = new Set<LiveBidStatus>(['sold', 'soldToYou']);

/** The status line of the live bid box, filled in. */
export function liveStatusText(
  status: LiveBidStatus,
  labels: LiveLabels,
  amounts: { bidCents: Cents; soldForCents: Cents | null; itemsLeft: number | null },
): string {
  const amount = formatUsd(
    status === 'sold' || status === 'soldToYou'
      ? (amounts.soldForCents ?? amounts.bidCents)
      : amounts.bidCents,
  );
  return fill(labels.state[status], { amount, count: amounts.itemsLeft ?? 0 });
}

/**
 * The live bid box: the live price, one button that bids the next increment (POST /rest-api/v2/bids with maxBid = the
 * minimum bid and an Idempotency-Key), and the member's state (high bidder, outbid, sold to you, sold, on approval).
 * The bid and the state are announced politely; a sale assertively.
 */
export function LiveBidBox({
  lotId,
  status,
  bidCents,
  minimumCents,
  soldForCents,
  itemsLeft,
  bidding,
  labels,
  bidBoxLabels,
  reserve,
  paused = false,
}: {
  /** The reserve's state at the live price (the feed's, or the lot's bidding state when that is newer). */
  reserve: ReserveState;
  /** The lane is paused from the console: bids are refused until it resumes, so the button waits. */
  paused?: boolean;
  lotId: number;
  status: LiveBidStatus;
  bidCents: Cents;
  minimumCents: Cents;
  soldForCents: Cents | null;
  itemsLeft: number | null;
  bidding: LotBidding;
  labels: LiveLabels;
  bidBoxLabels: BidBoxLabels;
}) {
  const place = usePlaceBid(lotId);
  const member = bidding.member;
  const mayBid = member !== null && member.termsAccepted && membershipRule(member.membershipCode).liveBidding;
  const biddable = status === 'open' || status === 'highBidder' || status === 'outbid';
  const text = liveStatusText(status, labels, { bidCents, soldForCents, itemsLeft });
  const result = RESULTS.has(status);
  return (
    <div className="live-bid" data-testid="live-bid-box" data-status={status}>
      <p className="live-bid__price">
        <span>{labels.currentBid}</span>{' '}
        <strong data-testid="live-bid-current">
          <bdi>{formatUsd(bidCents)}</bdi>
        </strong>
      </p>
      <ReserveStatus reserve={reserve} labels={bidBoxLabels.reserve} testId="live-bid-reserve" />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {biddable ? fill(labels.announceBid, { amount: formatUsd(bidCents) }) : ''}
      </p>
      <p
        className={`live-bid__state live-bid__state--${status}`}
        data-testid="live-bid-state"
        role={result ? 'alert' : 'status'}
        aria-live={result ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {text}
      </p>
      {biddable &&
        (mayBid ? (
          <Button
            theme="is-orange"
            className="live-bid__button"
            data-testid="live-bid-button"
            disabled={place.isPending || status === 'highBidder' || paused}
            onClick={() => place.mutate(minimumCents)}
          >
            {place.isPending ? labels.sending : fill(labels.bidNow, { amount: formatUsd(minimumCents) })}
          </Button>
        ) : (
          <p className="field-hint">{labels.cannotBid}</p>
        ))}
      {biddable && mayBid && member && !paused && (
        <LiveTotalBid
          lotId={lotId}
          bidding={bidding}
          member={member}
          minimumCents={minimumCents}
          labels={bidBoxLabels}
        />
      )}
      {place.isError && (
        <BidProblemMessage
          id={`live-bid-problem-${lotId}`}
          problem={refusalProblem(place.error)}
          labels={bidBoxLabels}
          context={{ ...problemContextOf(bidding), minimumCents }}
        />
      )}
    </div>
  );
}
