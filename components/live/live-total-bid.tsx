'use client';

import { useId, useState, type FormEvent } from 'react';
import type { BidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { BidProblemMessage, problemContextOf } from '@/components/lot/bid-box/bid-problem-message';
import { refusalProblem } from '@/components/lot/bid-box/bid-refusal';
import { typedCents, type BidProblem } from '@/components/lot/bid-box/max-bid-check';
import { chosenMaximum } from '@/components/lot/bid-box/total-bid-form';
import { usePlaceBid } from '@/components/lot/bid-box/use-place-bid';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useShippingEstimate } from '@/lib/api/shipping-estimate';
import { allInCost } from '@/lib/domain/bid-for-total';
import { membershipRule } from '@/lib/domain/business-rules';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import type { LotBidding } from '@/lib/schemas/bids';

type Member = NonNullable<LotBidding['member']>;

/**
 * The live bid box's "My total, fees included" (issue 26 §1): a total sets the largest maximum it allows at the
 * member's fees (and the shipping estimate to the member's kept destination, if any), in one submission; the proxy
 * then bids for the member up to it while the lot is on the block.
 */
export function LiveTotalBid({
  lotId,
  bidding,
  member,
  minimumCents,
  labels,
}: {
  lotId: number;
  bidding: LotBidding;
  member: Member;
  minimumCents: Cents;
  labels: BidBoxLabels;
}) {
  const id = useId();
  const toast = useToast();
  const place = usePlaceBid(lotId);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<BidProblem | null>(null);
  const destination = member.shippingDestination;
  const estimate = useShippingEstimate(lotId, destination);
  const shippingCents = estimate.data?.total ?? null;
  const total = typedCents(value);
  const maximum = chosenMaximum(total, member, shippingCents);
  const least = allInCost(
    minimumCents,
    membershipRule(member.membershipCode),
    shippingCents ?? ZERO_CENTS,
  ).allInCents;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (place.isPending) return;
    if (total === null) return setProblem({ key: value.trim() === '' ? 'required' : 'invalid' });
    if (maximum === null || maximum < minimumCents)
      return setProblem({ key: 'totalBelowMinimum', cents: least });
    setProblem(null);
    try {
      const result = await place.mutateAsync({
        maxTotal: total,
        shipping: shippingCents !== null ? destination : null,
      });
      setValue('');
      toast(
        'success',
        fill(labels.byTotal.placed, {
          amount: formatUsd(result.maxBid),
          total: formatUsd(result.total?.total ?? total),
          limit: formatUsd(total),
        }),
      );
    } catch (error) {
      setProblem(refusalProblem(error, least));
    }
  }

  return (
    <details className="live-total" data-testid="live-total-bid">
      <summary>{labels.byTotal.modeTotal}</summary>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id}>{labels.byTotal.label}</label>
        <input
          id={id}
          name="maxTotal"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-preview${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <p id={`${id}-preview`} className="bid-form__preview" aria-live="polite">
          {maximum !== null && maximum >= minimumCents
            ? fill(labels.byTotal.preview, { amount: formatUsd(maximum) })
            : ''}
          {shippingCents !== null && maximum !== null && (
            <> {fill(labels.byTotal.withShipping, { amount: formatUsd(shippingCents) })}</>
          )}
        </p>
        {problem && (
          <BidProblemMessage
            id={`${id}-error`}
            problem={problem}
            labels={labels}
            context={{ ...problemContextOf(bidding), minimumCents }}
          />
        )}
        <Button type="submit" disabled={place.isPending}>
          {place.isPending ? labels.form.sending : labels.byTotal.submit}
        </Button>
      </form>
    </details>
  );
}
