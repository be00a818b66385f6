'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { apiSendAs } from '@/lib/api/decoded';
import { ApiRequestError } from '@/lib/api/fetcher';
import { messageFor, submitErrors } from '@/lib/api/form-errors';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';
import type { CreditCardView } from '@/lib/schemas/credit-cards';
import { paymentResultSchema, type PaymentResult } from '@/lib/schemas/payments';
import { AddCardForm, type AddCardLabels } from './add-card-form';
import { PaymentMethodChoice } from './payment-method-choice';
import './billing.css';

export interface PayWithLabels {
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
  errors: Record<string, string> & { generic: string };
}

/** How the member chose to pay: a saved card, PayPal or a wire, and the page's language to come back to. */
export type PaymentChoice =
  | { method: 'card'; cardId: number; locale: Locale }
  | { method: 'paypal'; locale: Locale }
  | { method: 'wire'; locale: Locale };

/**
 * The error keys of a refused payment: the fields it names (422, 402 declined, 404, 409); a 409 without fields by its
 * code (`upgrade_pending` -> `upgradePending`); else one form-level key.
 */
function errorsOf(failure: unknown): Record<string, string> {
  if (failure instanceof ApiRequestError) {
    if (failure.fields && failure.status !== 422) {
      return { _: Object.values(failure.fields)[0] ?? 'generic', ...failure.fields };
    }
    if (failure.status === 409 && failure.code) {
      return { _: failure.code.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) };
    }
  }
  return submitErrors(failure);
}

/**
 * Pays `amountCents` through `endpoint` (membership and checkout payments): a saved card, a new card (added here) or
 * PayPal (only when configured). `request` makes the call's body for the choice through the call's schema (wire
 * dollars); the answer is read through paymentResultSchema (`Cents`). One Idempotency-Key per submission (a retry
 * after a lost answer reuses it) and the button disabled while the payment is on its way, so a double click never
 * charges twice. 3-D Secure and PayPal send the member on to their page; an approved payment goes to `onApproved`;
 * a wire (offered with `onWire`) answers its reference and bank details, which go to `onWire`.
 */
export function PayWithForm({
  endpoint,
  request,
  amountCents,
  cards: initialCards,
  paypal,
  locale,
  labels,
  cardLabels,
  disabled = false,
  testId,
  onApproved,
  onWire,
  children,
}: {
  endpoint: string;
  /** The call's body (what the payment is for: a tier, lots and their total) with the chosen way to pay. */
  request: (choice: PaymentChoice) => unknown;
  amountCents: Cents;
  cards: CreditCardView[];
  paypal: boolean;
  locale: Locale;
  labels: PayWithLabels;
  cardLabels: AddCardLabels;
  disabled?: boolean;
  testId: string;
  onApproved: (result: PaymentResult) => void;
  /** Offers a wire transfer: the answer (pending, with its reference and the bank details) goes here. */
  onWire?: (result: PaymentResult) => void;
  /** Shown above the payment choices (what is being paid). */
  children?: ReactNode;
}) {
  const [cards, setCards] = useState(initialCards.filter((c) => !c.expired));
  const primary = cards.find((c) => c.isPrimary) ?? cards[0];
  const [choice, setChoice] = useState(primary ? `card:${primary.id}` : paypal ? 'paypal' : 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const keys = useIdempotencyKey();
  const error = (field: string) => messageFor(errors[field], labels.errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || disabled) return;
    const payload = request(
      choice === 'paypal' || choice === 'wire'
        ? { method: choice, locale }
        : { method: 'card', cardId: Number(choice.slice('card:'.length)), locale },
    );
    const key = keys.take(JSON.stringify(payload));
    sending.current = true;
    setBusy(true);
    setErrors({});
    let leaving = false;
    try {
      const paid = await apiSendAs(paymentResultSchema, 'POST', endpoint, payload, { idempotencyKey: key });
      keys.settle();
      if (paid.status === 'requires_action' && paid.actionUrl) {
        leaving = true;
        window.location.assign(paid.actionUrl);
        return;
      }
      if (paid.status === 'approved') {
        leaving = true;
        onApproved(paid);
        return;
      }
      if (paid.wire && onWire) {
        // The member stays on the page (its wire instructions appear there): the form is free again.
        onWire(paid);
        return;
      }
      setErrors({ _: 'paymentFailed' });
    } catch (failure) {
      keys.settle(failure);
      setErrors(errorsOf(failure));
    } finally {
      if (!leaving) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  const methodError = error('cardId') ?? error('method');
  const formError = error('_') ?? error('Idempotency-Key') ?? error('amount') ?? error('lotIds');
  return (
    <>
      <ApiForm form={{ submit, busy }} testId={testId}>
        {children}
        <FormError message={formError === methodError ? null : formError} />
        <PaymentMethodChoice
          cards={cards}
          choice={choice}
          onChoose={setChoice}
          paypal={paypal}
          wire={onWire !== undefined}
          labels={labels}
          errorId={`${testId}-method-error`}
          error={methodError}
        />
        {choice !== 'new' && (
          <div className="form__actions">
            <Button type="submit" theme="is-green" disabled={busy || disabled} data-testid={`${testId}-pay`}>
              {busy
                ? labels.paying
                : fill(choice === 'wire' ? labels.wireSubmit : labels.pay, {
                    amount: formatUsd(amountCents),
                  })}
            </Button>
          </div>
        )}
      </ApiForm>
      {choice === 'new' && (
        <AddCardForm
          idPrefix={`${testId}-card`}
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
