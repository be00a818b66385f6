'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { membershipRule } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { LotBidding } from '@/lib/schemas/bids';
import { fill } from '@/lib/domain/fill-template';
import type { BidBoxLabels } from './bid-box-labels';
import { BidProblemMessage, problemContextOf } from './bid-problem-message';
import { refusalProblem } from './bid-refusal';
import { checkMaxBid, typedCents, type BidProblem } from './max-bid-check';
import { usePlaceBid } from './use-place-bid';

type Member = NonNullable<LotBidding['member']>;

/**
 * "Your maximum bid (USD)": checked here first (amount, minimum, own lead, increment grid, buying power), then sent.
 * The typed value lives in the bid box (the total-cost table follows it) and stays on every error; a success clears it
 * and says so in a toast. Problems show under the field as one alert, with the link that resolves them. The form's
 * head is the shared ApiForm; its state is its own, not useApiForm's: the value belongs to the bid box, a problem is
 * a refusal code with its amount (not a 422 field key), it clears on the next edit and always focuses the field.
 */
export function BidForm({
  lotId,
  bidding,
  member,
  labels,
  value,
  onValueChange,
}: {
  lotId: number;
  bidding: LotBidding;
  member: Member;
  labels: BidBoxLabels;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const place = usePlaceBid(lotId);
  const [problem, setProblem] = useState<BidProblem | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (place.isPending) return;
    const found = checkMaxBid(value, {
      minimumCents: bidding.minimumBid,
      availableCents: member.availableBuyingPower,
      leadingMaxCents: member.highBidder ? member.maxBid : null,
      rule: membershipRule(member.membershipCode),
    });
    const cents = typedCents(value);
    if (found || cents === null) {
      setProblem(found ?? { key: 'invalid' });
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const result = await place.mutateAsync(cents);
      onValueChange('');
      const message = result.highBidder ? labels.form.placed : labels.form.placedOutbid;
      const placed = fill(message, { amount: formatUsd(result.maxBid) });
      toast('success', result.reserveMet ? `${placed} ${labels.form.placedReserveMet}` : placed);
    } catch (error) {
      setProblem(refusalProblem(error, cents));
      input.current?.focus();
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="bid-form">
      <ApiForm form={{ submit, busy: place.isPending }} testId="bid-form">
        <div className="field">
          <label htmlFor={id}>{labels.form.maxBid}</label>
          <input
            ref={input}
            id={id}
            name="maxBid"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              onValueChange(event.target.value);
              setProblem(null);
            }}
          />
          <p id={hintId} className="field-hint">
            {fill(labels.form.hint, { minimum: formatUsd(bidding.minimumBid) })}
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
          {place.isPending ? labels.form.sending : labels.form.submit}
        </Button>
      </ApiForm>
    </div>
  );
}
