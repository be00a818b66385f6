'use client';

import { MAX_BID_CENTS, UNVERIFIED_BID_CAP_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import type { LotBidding } from '@/lib/schemas/bids';
import { Link } from '@/lib/i18n/navigation';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels, BidProblemKey } from './bid-box-labels';
import { incrementHint, type BidProblem } from './max-bid-check';
import { useHerePath, withNext } from './use-here-path';

/** The amounts the messages name, read from the lot's current state when the message renders. */
export interface ProblemContext {
  minimumCents: Cents;
  /** Null for a visitor. */
  availableCents: Cents | null;
  /** The member's own maximum on the lot, or null. */
  maxBidCents: Cents | null;
}

/** A lot's bidding state as the messages' amounts. */
export function problemContextOf(bidding: Pick<LotBidding, 'minimumBid' | 'member'>): ProblemContext {
  return {
    minimumCents: bidding.minimumBid,
    availableCents: bidding.member?.availableBuyingPower ?? null,
    maxBidCents: bidding.member?.maxBid ?? null,
  };
}

function linkFor(
  key: BidProblemKey,
  labels: BidBoxLabels,
  here: string,
): { href: string; label: string } | null {
  switch (key) {
    case 'overBuyingPower':
      return { href: '/myaccount/bidding-limit', label: labels.errors.raiseLimit };
    case 'membershipNotAllowed':
    case 'activeBidsLimit':
      return { href: '/myaccount/manage-membership', label: labels.upgrade };
    case 'termsNotAccepted':
      return { href: withNext('/terms', here), label: labels.termsLink };
    case 'idNotVerified':
      return { href: '/myaccount/documents', label: labels.errors.uploadId };
    case 'unauthorized':
      return { href: withNext('/login', here), label: labels.signIn };
    default:
      return null;
  }
}

/** The text of a problem, its amounts filled in from `context` (the fresh minimum after a refetch, for one). */
export function problemText(problem: BidProblem, labels: BidBoxLabels, context: ProblemContext): string {
  const hint = incrementHint(problem.cents ?? context.minimumCents);
  return fill(labels.errors[problem.key], {
    minimum: formatUsd(context.minimumCents),
    available: formatUsd(context.availableCents ?? ZERO_CENTS),
    max: formatUsd(problem.key === 'tooHigh' ? MAX_BID_CENTS : (context.maxBidCents ?? ZERO_CENTS)),
    step: formatUsd(hint.step),
    suggestion: formatUsd(hint.suggestion),
    cap: formatUsd(UNVERIFIED_BID_CAP_CENTS),
    least: formatUsd(problem.cents ?? context.minimumCents),
  });
}

/** A bid's or a purchase's problem, announced as an alert, with the link that resolves it where there is one. */
export function BidProblemMessage({
  id,
  problem,
  labels,
  context,
}: {
  id: string;
  problem: BidProblem;
  labels: BidBoxLabels;
  context: ProblemContext;
}) {
  const here = useHerePath();
  const link = linkFor(problem.key, labels, here);
  return (
    <p id={id} className="field-error" role="alert">
      {problemText(problem, labels, context)}
      {link && (
        <>
          {' '}
          <Link href={link.href}>{link.label}</Link>
        </>
      )}
    </p>
  );
}
