'use client';

import { useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { apiSendAs } from '@/lib/api/decoded';
import { messageFor, submitErrors } from '@/lib/api/form-errors';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';
import type { CreditCardView } from '@/lib/schemas/credit-cards';
import { wireDollars } from '@/lib/schemas/money';
import { paymentResultSchema, type PaymentResult } from '@/lib/schemas/payments';
import { AddCardForm, type AddCardLabels } from './add-card-form';
import { PaymentMethodChoice } from './payment-method-choice';
import { PaymentOutcome, type PaymentOutcomeLabels } from './payment-outcome';
import { WireInstructions, type WireLabels } from './wire-instructions';
import './billing.css';

export interface DepositLabels {
  amount: string;
  /** "At least {minimum}; buying power is {multiplier} x the deposit." */
  amountHint: string;
  payWith: string;
  newCard: string;
  paypal: string;
  /** "Wire transfer" */
  wire: string;
  /** "Pay {amount}" */
  pay: string;
  /** "Get wire instructions for {amount}" */
  wireSubmit: string;
  paying: string;
  brands: Record<string, string>;
  outcome: PaymentOutcomeLabels;
  errors: Record<string, string> & { generic: string };
}

/** The typed amount as `Cents` when it is whole dollars (digits only), else null (the pay button then shows $0). */
function typedCents(text: string): Cents | null {
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return null;
  const decoded = z.safeDecode(wireDollars, Number(typed));
  return decoded.success ? decoded.data : null;
}

/**
 * The deposit on /myaccount/bidding-limit/payment: an amount in whole dollars, then a saved card, a new card (added
 * here), PayPal (only when configured) or a wire transfer (its instructions and reference shown at once; the deposit
 * counts once finance has recorded the money). The pay button is disabled while a payment is on its way, and one
 * Idempotency-Key serves one submission (a retry after a lost answer reuses it), so a double click never charges
 * twice. 3-D Secure and PayPal send the member on to their page; an approved deposit shows the new buying power.
 */
export function DepositForm({
  cards: initialCards,
  paypal,
  wire = false,
  minimumCents,
  locale,
  labels,
  wireLabels,
  cardLabels,
}: {
  cards: CreditCardView[];
  paypal: boolean;
  /** Offer a wire transfer (with `wireLabels`). */
  wire?: boolean;
  minimumCents: Cents;
  locale: Locale;
  labels: DepositLabels;
  wireLabels?: WireLabels;
  cardLabels: AddCardLabels;
}) {
  const [cards, setCards] = useState(initialCards.filter((c) => !c.expired));
  const [amount, setAmount] = useState(String(z.encode(wireDollars, minimumCents)));
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
    const typed = typedCents(amount);
    if (typed === null) {
      setErrors({ amount: 'amountInvalid' });
      return;
    }
    if (typed < minimumCents) {
      setErrors({ amount: 'amountBelowMinimum' });
      return;
    }
    // The amount crosses as wire dollars; above the largest deposit the server answers amountTooHigh.
    const dollars = z.encode(wireDollars, typed);
    const body =
      choice === 'paypal' || choice === 'wire'
        ? { amount: dollars, method: choice, locale }
        : { amount: dollars, method: 'card', cardId: Number(choice.slice('card:'.length)), locale };
    const key = keys.take(JSON.stringify(body));
    sending.current = true;
    setBusy(true);
    setErrors({});
    let leaving = false;
    try {
      const paid = await apiSendAs(paymentResultSchema, 'POST', '/rest-api/v2/account/deposits', body, {
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

  if (result?.wire && wireLabels) {
    return (
      <WireInstructions
        id={`wire-${result.paymentId}`}
        amountCents={result.amount}
        status={result.status}
        wire={result.wire}
        labels={wireLabels}
      />
    );
  }
  if (result) return <PaymentOutcome result={result} labels={labels.outcome} />;

  return (
    <>
      <ApiForm form={{ submit, busy }} testId="deposit-form">
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
          wire={wire && wireLabels !== undefined}
          labels={labels}
          errorId="deposit-method-error"
          error={error('cardId') ?? error('method') ?? null}
        />
        {choice !== 'new' && (
          <div className="form__actions">
            <Button type="submit" theme="is-green" disabled={busy} data-testid="deposit-pay">
              {busy
                ? labels.paying
                : fill(choice === 'wire' ? labels.wireSubmit : labels.pay, {
                    amount: formatUsd(typedCents(amount) ?? ZERO_CENTS),
                  })}
            </Button>
          </div>
        )}
      </ApiForm>
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
