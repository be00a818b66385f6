'use client';

import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { COUNTER_OFFER_BUSINESS_DAYS, PAYMENT_DUE_BUSINESS_DAYS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { cents, isWholeDollars, type Cents } from '@/lib/domain/money';
import { parseDollarsToCents } from '@/lib/domain/numeric-input';
import { counterProblem, type OfferKind } from '@/lib/domain/offers';
import { counterSchema } from '@/lib/schemas/approvals';
import { approvalErrorText } from './approval-messages';
import { useApprovalStep } from './use-approval-step';

/** The counter's price as typed, checked as the server will: whole dollars above the buyer's price. */
function counterPrice(
  text: string,
  limits: { buyerPrice: Cents; buyItNow: Cents | null },
): { price: Cents } | { problem: string } {
  if (text.trim() === '') return { problem: 'required' };
  const parsed = parseDollarsToCents(text);
  if (parsed === null || parsed <= 0 || !isWholeDollars(cents(parsed))) return { problem: 'wholeDollars' };
  const wire = z.safeEncode(counterSchema, { price: cents(parsed) });
  if (!wire.success) return { problem: 'tooHigh' };
  const problem = counterProblem(cents(parsed), limits);
  return problem ? { problem } : { price: cents(parsed) };
}

/**
 * The seller's three answers to a lot on approval or a buyer's offer, as three forms (each a keyboard-reachable
 * button; the counter's price field labelled, with its limits as a hint): accept at the buyer's price, reject, or
 * counter with a higher price. Each posts to the console's API with its own Idempotency-Key; a success renders the
 * page again, a refusal shows the server's reason (the lot changed, a counter waits...).
 */
export function ApprovalActions({
  base,
  kind,
  buyerPrice,
  buyItNow,
  bidderName,
}: {
  /** `/rest-api/v2/admin/approvals/lots/{id}` or `.../offers/{id}`. */
  base: string;
  kind: OfferKind;
  /** The high bid, or the offer. */
  buyerPrice: Cents;
  /** The lot's buy-it-now price (caps an offer's counter). */
  buyItNow: Cents | null;
  bidderName: string;
}) {
  const accept = useApprovalStep(base, 'accept');
  const reject = useApprovalStep(base, 'reject');
  const counter = useApprovalStep(base, 'counter');
  const [price, setPrice] = useState('');
  const counterCap = kind === 'offer' ? buyItNow : null;
  const what = kind === 'offer' ? 'offer' : 'high bid';

  const submitCounter = async (event: FormEvent) => {
    event.preventDefault();
    const checked = counterPrice(price, { buyerPrice, buyItNow: counterCap });
    if ('problem' in checked) {
      counter.setError({ field: 'price', message: approvalErrorText(checked.problem)! });
      document.getElementById('approval-counter-price')?.focus();
      return;
    }
    if (!(await counter.send(z.encode(counterSchema, { price: checked.price })))) {
      document.getElementById('approval-counter-price')?.focus();
    }
  };

  const priceError = counter.error?.field === 'price' ? counter.error.message : null;
  return (
    <div className="admin-approval-actions">
      <section aria-labelledby="approval-accept-heading" className="admin-approval-action">
        <h3 id="approval-accept-heading">Accept the {what}</h3>
        <ApiForm
          form={{
            submit: (event: FormEvent) => {
              event.preventDefault();
              void accept.send();
            },
            busy: accept.busy,
          }}
          testId="approval-accept-form"
        >
          <p>
            The lot sells to {bidderName} for {formatUsd(buyerPrice)}: a purchase they pay within{' '}
            {PAYMENT_DUE_BUSINESS_DAYS} business days.
          </p>
          <FormError message={accept.error?.message ?? null} />
          <Button type="submit" theme="is-green" disabled={accept.busy} data-testid="approval-accept">
            {accept.busy ? 'Accepting…' : `Accept ${formatUsd(buyerPrice)}`}
          </Button>
        </ApiForm>
      </section>

      <section aria-labelledby="approval-counter-heading" className="admin-approval-action">
        <h3 id="approval-counter-heading">Counter with a higher price</h3>
        <ApiForm form={{ submit: submitCounter, busy: counter.busy }} testId="approval-counter-form">
          <FormError message={counter.error && !priceError ? counter.error.message : null} />
          <div className="field">
            <label htmlFor="approval-counter-price">Counter-offer price (USD)</label>
            <input
              id="approval-counter-price"
              name="price"
              inputMode="numeric"
              autoComplete="off"
              value={price}
              aria-invalid={Boolean(priceError)}
              aria-describedby={['approval-counter-hint', priceError ? 'approval-counter-error' : '']
                .join(' ')
                .trim()}
              onChange={(event) => {
                setPrice(event.target.value);
                counter.setError(null);
              }}
            />
            <p id="approval-counter-hint" className="field-hint">
              Whole dollars above {formatUsd(buyerPrice)}
              {counterCap !== null ? `, at most the buy-it-now price of ${formatUsd(counterCap)}` : ''}. The
              buyer has {COUNTER_OFFER_BUSINESS_DAYS} business days to accept or decline; then it lapses on
              its own.
            </p>
            {priceError && (
              <p id="approval-counter-error" className="field-error" role="alert">
                {priceError}
              </p>
            )}
          </div>
          <Button type="submit" theme="is-orange" disabled={counter.busy} data-testid="approval-counter">
            {counter.busy ? 'Sending…' : 'Send the counter-offer'}
          </Button>
        </ApiForm>
      </section>

      <section aria-labelledby="approval-reject-heading" className="admin-approval-action">
        <h3 id="approval-reject-heading">Reject the {what}</h3>
        <ApiForm
          form={{
            submit: (event: FormEvent) => {
              event.preventDefault();
              void reject.send();
            },
            busy: reject.busy,
          }}
          testId="approval-reject-form"
        >
          <p>
            {kind === 'offer' ? 'The offer ends; the lot stays for sale.' : 'The lot is not sold.'} The buyer
            is told, and the buying power it held is released.
          </p>
          <FormError message={reject.error?.message ?? null} />
          <Button type="submit" theme="is-red" disabled={reject.busy} data-testid="approval-reject">
            {reject.busy ? 'Rejecting…' : `Reject the ${what}`}
          </Button>
        </ApiForm>
      </section>
    </div>
  );
}
