'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor, submitErrors } from '@/lib/api/form-errors';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/routing';
import type { CreditCardView } from '@/lib/schemas/credit-cards';
import type { PaymentResult } from '@/lib/schemas/payments';
import { AddCardForm, type AddCardLabels } from './add-card-form';
import { PaymentMethodChoice } from './payment-method-choice';
import { PaymentOutcome, type PaymentOutcomeLabels } from './payment-outcome';
import './billing.css';

export interface DepositLabels {
  amount: string;
  /** "At least {minimum}; buying power is {multiplier} x the deposit." */
  amountHint: string;
  payWith: string;
  newCard: string;
  paypal: string;
  /** "Pay {amount}" */
  pay: string;
  paying: string;
  brands: Record<string, string>;
  outcome: PaymentOutcomeLabels;
  errors: Record<string, string> & { generic: string };
}

/**
 * The deposit on /myaccount/bidding-limit/payment: an amount in whole dollars, then a saved card, a new card (added
 * here) or PayPal (only when configured). The pay button is disabled while a payment is on its way, and one
 * Idempotency-Key serves one submission (a retry after a lost answer reuses it), so a double click never charges
 * twice. 3-D Secure and PayPal send the member on to their page; an approved deposit shows the new buying power.
 */
export function DepositForm({
  cards: initialCards,
  paypal,
  minimumDollars,
  locale,
  labels,
  cardLabels,
}: {
  cards: CreditCardView[];
  paypal: boolean;
  minimumDollars: number;
  locale: Locale;
  labels: DepositLabels;
  cardLabels: AddCardLabels;
}) {
  const [cards, setCards] = useState(initialCards.filter((c) => !c.expired));
  const [amount, setAmount] = useState(String(minimumDollars));
  const primary = cards.find((c) => c.isPrimary) ?? cards[0];
  const [choice, setChoice] = useState(primary ? `card:${primary.id}` : paypal ? 'paypal' : 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const sending = useRef(false);
  const keys = useIdempotencyKey();
  const error = (field: string) => messageFor(errors[field], labels.errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (!/^\d+$/.test(amount.trim())) {
      setErrors({ amount: 'amountInvalid' });
      return;
    }
    const dollars = Number(amount.trim());
    if (dollars < minimumDollars) {
      setErrors({ amount: 'amountBelowMinimum' });
      return;
    }
    const body =
      choice === 'paypal'
        ? { amount: dollars, method: 'paypal', locale }
        : { amount: dollars, method: 'card', cardId: Number(choice.slice('card:'.length)), locale };
    const key = keys.take(JSON.stringify(body));
    sending.current = true;
    setBusy(true);
    setErrors({});
    let leaving = false;
    try {
      const paid = await apiSend<PaymentResult>('POST', '/rest-api/v2/account/deposits', body, {
        idempotencyKey: key,
      });
      keys.settle();
      if (paid.status === 'requires_action' && paid.actionUrl) {
        leaving = true;
        window.location.assign(paid.actionUrl);
        return;
      }
      setResult(paid);
    } catch (failure) {
      keys.settle(failure);
      setErrors(submitErrors(failure));
    } finally {
      if (!leaving) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  if (result) return <PaymentOutcome result={result} labels={labels.outcome} />;

  return (
    <>
      <form className="form" noValidate onSubmit={submit} aria-busy={busy} data-testid="deposit-form">
        <FormError message={error('_') ?? error('Idempotency-Key')} />
        <TextField
          id="deposit-amount"
          name="amount"
          inputMode="numeric"
          label={labels.amount}
          hint={labels.amountHint}
          value={amount}
          error={error('amount')}
          onChange={(e) => setAmount(e.target.value)}
        />
        <PaymentMethodChoice
          cards={cards}
          choice={choice}
          onChoose={setChoice}
          paypal={paypal}
          labels={labels}
          errorId="deposit-method-error"
          error={error('cardId') ?? error('method') ?? null}
        />
        {choice !== 'new' && (
          <div className="form__actions">
            <Button type="submit" theme="is-green" disabled={busy} data-testid="deposit-pay">
              {busy ? labels.paying : fill(labels.pay, { amount: formatUsd(Number(amount) * 100 || 0) })}
            </Button>
          </div>
        )}
      </form>
      {choice === 'new' && (
        <AddCardForm
          idPrefix="deposit-card"
          labels={cardLabels}
          primaryByDefault={cards.length === 0}
          onAdded={(card) => {
            setCards((list) => [...list, card]);
            setChoice(`card:${card.id}`);
          }}
        />
      )}
    </>
  );
}
