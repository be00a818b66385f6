'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { membershipRule, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { totalCost } from '@/lib/domain/total-cost';
import type { BuyNowResult } from '@/lib/schemas/bids';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels } from './bid-box-labels';
import { BidProblemMessage, type ProblemContext } from './bid-problem-message';
import { refusalProblem } from './bid-refusal';
import type { BidProblem } from './max-bid-check';
import { useBuyNow } from './use-buy-now';

/**
 * "Buy it now for $X": a first press opens a confirmation in the box with what the purchase costs at the member's
 * tier; confirming buys (with an Idempotency-Key) and hands the purchase to the bid box. Cancel closes it again.
 */
export function BuyNow({
  lotId,
  price,
  membershipCode,
  labels,
  context,
  onBought,
}: {
  lotId: number;
  /** The buy-it-now price. */
  price: Cents;
  membershipCode: MembershipCode;
  labels: BidBoxLabels;
  context: ProblemContext;
  onBought: (result: BuyNowResult) => void;
}) {
  const id = useId();
  const title = useRef<HTMLParagraphElement>(null);
  const toast = useToast();
  const buy = useBuyNow(lotId);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<BidProblem | null>(null);
  const text = labels.buyNow;
  const rule = membershipRule(membershipCode);
  const cost = totalCost(price, rule);
  const priceText = formatUsd(price);

  useEffect(() => {
    if (confirming) title.current?.focus();
  }, [confirming]);

  function cancel() {
    setConfirming(false);
    setProblem(null);
    document.getElementById(`${id}-open`)?.focus();
  }

  async function confirm() {
    if (buy.isPending) return;
    setProblem(null);
    try {
      const result = await buy.mutateAsync();
      toast('success', text.toast);
      onBought(result);
    } catch (error) {
      setProblem(refusalProblem(error));
    }
  }

  const rows = [
    ['price', text.price, cost.bidCents],
    ['buyer-fee', labels.totalCost.buyerFee, cost.buyerFeeCents],
    ['documentation-fee', labels.totalCost.documentationFee, cost.documentationFeeCents],
    ['other-fees', labels.totalCost.otherFees, cost.otherFeesCents],
    ['total', labels.totalCost.total, cost.totalCents],
  ] as const;
  return (
    <div className="buy-now">
      <Button
        id={`${id}-open`}
        theme="is-green"
        className="buy-now__open"
        aria-expanded={confirming}
        aria-controls={confirming ? `${id}-confirm` : undefined}
        onClick={() => setConfirming(true)}
      >
        {fill(text.button, { price: priceText })}
      </Button>
      {confirming && (
        <div id={`${id}-confirm`} className="buy-now__confirm" role="group" aria-labelledby={`${id}-title`}>
          <p id={`${id}-title`} ref={title} tabIndex={-1} className="buy-now__title">
            {fill(text.confirmTitle, { price: priceText })}
          </p>
          <p>{fill(text.confirmText, { tier: rule.name })}</p>
          <dl className="buy-now__cost">
            {rows.map(([key, label, cents]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd data-testid={`buy-now-${key}`}>
                  <bdi>{formatUsd(cents)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          {problem && (
            <BidProblemMessage id={`${id}-error`} problem={problem} labels={labels} context={context} />
          )}
          <div className="buy-now__actions">
            <Button theme="is-green" onClick={confirm} disabled={buy.isPending}>
              {buy.isPending ? text.buying : text.confirm}
            </Button>
            <Button onClick={cancel}>{text.cancel}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
