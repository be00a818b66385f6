'use client';

import { maskedCard } from '@/lib/domain/card-number';
import type { CreditCardView } from '@/lib/schemas/credit-cards';

export interface PaymentMethodLabels {
  payWith: string;
  newCard: string;
  paypal: string;
  /** "Wire transfer" */
  wire: string;
  brands: Record<string, string>;
}

/** `card:{id}`, `new` (the add-card form), `paypal` or `wire`. */
export type PaymentChoice = string;

/**
 * "Pay with": one radio per saved card, a new card, PayPal when it is configured and a wire transfer where it is
 * offered (deposits and checkout); the method's error below them. Shared by the deposit form and the membership and
 * checkout payments.
 */
export function PaymentMethodChoice({
  cards,
  choice,
  onChoose,
  paypal,
  wire = false,
  labels,
  errorId,
  error,
}: {
  cards: CreditCardView[];
  choice: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
  paypal: boolean;
  wire?: boolean;
  labels: PaymentMethodLabels;
  errorId: string;
  error: string | null;
}) {
  const option = (value: PaymentChoice, text: string) => (
    <label key={value} className="field--radio">
      <input
        type="radio"
        name="method"
        value={value}
        checked={choice === value}
        onChange={() => onChoose(value)}
      />{' '}
      {text}
    </label>
  );
  return (
    <fieldset className="field" aria-describedby={error ? errorId : undefined}>
      <legend>{labels.payWith}</legend>
      {cards.map((card) =>
        option(`card:${card.id}`, `${labels.brands[card.brand] ?? card.brand} ${maskedCard(card.last4)}`),
      )}
      {option('new', labels.newCard)}
      {paypal && option('paypal', labels.paypal)}
      {wire && option('wire', labels.wire)}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
