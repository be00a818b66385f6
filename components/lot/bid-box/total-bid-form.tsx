'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { allInCost, maxBidForTotal } from '@/lib/domain/bid-for-total';
import { membershipRule } from '@/lib/domain/business-rules';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import type { ShippingDestination } from '@/lib/domain/shipping-estimate';
import type { LotBidding } from '@/lib/schemas/bids';
import type { BidBoxLabels } from './bid-box-labels';
import { BidProblemMessage, problemContextOf } from './bid-problem-message';
import { refusalProblem } from './bid-refusal';
import { typedCents, type BidProblem } from './max-bid-check';
import { usePlaceBid } from './use-place-bid';

type Member = NonNullable<LotBidding['member']>;

/** The largest maximum a typed total allows at the member's fees (and shipping), or null. */
export function chosenMaximum(
  total: Cents | null,
  member: Member,
  shippingCents: Cents | null,
): Cents | null {
  if (total === null) return null;
  return (
    maxBidForTotal(total, membershipRule(member.membershipCode), shippingCents ?? ZERO_CENTS)?.cost
      .bidCents ?? null
  );
}

/**
 * "My total, fees and shipping included, is at most X" (issue 26 §1): the typed total shows the maximum bid it allows
 * at the member's fees (the total cost table below breaks it down), and is sent as `maxTotal` with the shipping
 * destination when the estimate counts; the server chooses the maximum again and answers with its breakdown.
 */
export function TotalBidForm({
  lotId,
  bidding,
  member,
  labels,
  value,
  onValueChange,
  shipping,
}: {
  lotId: number;
  bidding: LotBidding;
  member: Member;
  labels: BidBoxLabels;
  value: string;
  onValueChange: (value: string) => void;
  /** The shipping estimate counted in the total, with its destination, or null. */
  shipping: { destination: ShippingDestination; cents: Cents } | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const place = usePlaceBid(lotId);
  const [problem, setProblem] = useState<BidProblem | null>(null);
  const rule = membershipRule(member.membershipCode);
  const total = typedCents(value);
  const maximum = chosenMaximum(total, member, shipping?.cents ?? null);
  const least = allInCost(bidding.minimumBid, rule, shipping?.cents ?? ZERO_CENTS).allInCents;
  const tooLow: BidProblem = { key: 'totalBelowMinimum', cents: least };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (place.isPending) return;
    const found: BidProblem | null =
      value.trim() === ''
        ? { key: 'required' }
        : total === null
          ? { key: 'invalid' }
          : maximum === null || maximum < bidding.minimumBid
            ? tooLow
            : null;
    if (found || total === null) {
      setProblem(found ?? { key: 'invalid' });
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const result = await place.mutateAsync({ maxTotal: total, shipping: shipping?.destination ?? null });
      onValueChange('');
      toast(
        'success',
        fill(labels.byTotal.placed, {
          amount: formatUsd(result.maxBid),
          total: formatUsd(result.total?.total ?? total),
          limit: formatUsd(total),
        }) + (result.reserveMet ? ` ${labels.form.placedReserveMet}` : ''),
      );
    } catch (error) {
      const refused = refusalProblem(error, least);
      setProblem(refused);
      input.current?.focus();
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewId = `${id}-preview`;
  return (
    <div className="bid-form">
      <ApiForm form={{ submit, busy: place.isPending }} testId="total-bid-form">
        <div className="field">
          <label htmlFor={id}>{labels.byTotal.label}</label>
          <input
            ref={input}
            id={id}
            name="maxTotal"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            aria-invalid={Boolean(problem)}
            aria-describedby={[problem ? errorId : '', hintId, previewId].filter(Boolean).join(' ')}
            onChange={(event) => {
              onValueChange(event.target.value);
              setProblem(null);
            }}
          />
          <p id={hintId} className="field-hint">
            {fill(labels.byTotal.hint, { tier: rule.name })}
            {shipping && <> {fill(labels.byTotal.withShipping, { amount: formatUsd(shipping.cents) })}</>}
          </p>
          <p id={previewId} className="bid-form__preview" data-testid="total-bid-preview" aria-live="polite">
            {maximum !== null && maximum >= bidding.minimumBid
              ? fill(labels.byTotal.preview, { amount: formatUsd(maximum) })
              : ''}
          </p>
          {problem && (
            <BidProblemMessage
              id={errorId}
              problem={problem}
              labels={labels}
              context={problemContextOf(bidding)}
            />
          )}
        </div>
        <Button type="submit" theme="is-orange" className="bid-form__submit" disabled={place.isPending}>
          {place.isPending ? labels.form.sending : labels.byTotal.submit}
        </Button>
      </ApiForm>
    </div>
  );
}
