'use client';

import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import type { LotBidding } from '@/lib/schemas/bids';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels, ClosedReason } from './bid-box-labels';
import { useHerePath, withNext } from './use-here-path';

/** What a lot that takes no bids says instead of the form: sold for $X, bought now, not yet scheduled... */
export function ClosedNotice({
  reason,
  bidding,
  labels,
}: {
  reason: ClosedReason;
  bidding: LotBidding;
  labels: BidBoxLabels;
}) {
  const price = bidding.soldFor ?? (reason === 'boughtNow' ? bidding.buyItNow : null) ?? bidding.currentBid;
  return (
    <p className="bid-box__notice" data-testid="bid-box-closed">
      {fill(labels.closed[reason], { price: formatUsd(price) })}
    </p>
  );
}

/** Why this member or visitor cannot bid here yet, with the link that changes it. */
export type AccessProblem = 'signedOut' | 'terms' | 'liveGuest';

export function AccessNotice({ problem, labels }: { problem: AccessProblem; labels: BidBoxLabels }) {
  const here = useHerePath();
  if (problem === 'signedOut') {
    return (
      <div className="bid-box__notice" data-testid="bid-box-signed-out">
        <p>{labels.signedOut}</p>
        <p className="bid-box__links">
          <Link className="button is-orange" href={withNext('/login', here)}>
            {labels.signIn}
          </Link>
          <Link className="button is-light-blue" href="/online-auto-auctions-register">
            {labels.register}
          </Link>
        </p>
      </div>
    );
  }
  const [text, href, link] =
    problem === 'terms'
      ? [labels.terms, withNext('/terms', here), labels.termsLink]
      : [labels.liveGuest, '/myaccount/manage-membership', labels.upgrade];
  return (
    <p className="bid-box__notice" data-testid={`bid-box-${problem === 'terms' ? 'terms' : 'live-guest'}`}>
      {text} <Link href={href}>{link}</Link>
    </p>
  );
}
