'use client';

import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import type { AddCardLabels } from '@/components/account/billing/add-card-form';
import { PayWithForm, type PayWithLabels } from '@/components/account/billing/pay-with-form';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { sum, type Cents } from '@/lib/domain/money';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { checkoutSchema, type CheckoutLotView } from '@/lib/schemas/checkout';
import type { CreditCardView } from '@/lib/schemas/credit-cards';
import './checkout.css';

export interface CheckoutLabels {
  /** "Pay for {title}" (the checkbox's accessible name) */
  select: string;
  selectAll: string;
  won: string;
  boughtNow: string;
  /** "Due {date}" / "Overdue since {date}" */
  due: string;
  overdue: string;
  bid: string;
  buyerFee: string;
  documentationFee: string;
  otherFees: string;
  storageFee: string;
  lateFee: string;
  paid: string;
  total: string;
  selectedTotal: string;
  nothingSelected: string;
  /** "Paid {amount}. Sign your bills of sale on the documents page (the link is in your e-mail too)." */
  paidText: string;
  documents: string;
}

export type CheckoutLot = CheckoutLotView & { dueText: string };

/**
 * /myaccount/checkout's list and payment: every unpaid lot with its bill (bid, buyer fee, documentation fee, other
 * fees, late fee, total), all chosen at first; the chosen lots are paid together by card, PayPal or wire
 * (POST /rest-api/v2/account/checkout with their total, so a total that changed is refused, never charged). A wire
 * moves the page to `?payment={id}`, whose list of wires on their way shows its instructions and reference.
 */
export function CheckoutForm({
  lots,
  cards,
  paypal,
  locale,
  labels,
  payLabels,
  cardLabels,
}: {
  lots: CheckoutLot[];
  cards: CreditCardView[];
  paypal: boolean;
  locale: Locale;
  labels: CheckoutLabels;
  payLabels: PayWithLabels;
  cardLabels: AddCardLabels;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<number[]>(lots.map((lot) => lot.lotId));
  const [paid, setPaid] = useState<Cents | null>(null);
  const total = useMemo(
    () => sum(lots.filter((lot) => chosen.includes(lot.lotId)).map((lot) => lot.total)),
    [lots, chosen],
  );
  const toggle = (lotId: number) =>
    setChosen((list) => (list.includes(lotId) ? list.filter((id) => id !== lotId) : [...list, lotId]));
  const all = chosen.length === lots.length;

  if (paid !== null) {
    return (
      <div className="notice--action" role="status" data-testid="checkout-paid">
        <p>{fill(labels.paidText, { amount: formatUsd(paid) })}</p>
        <Link href="/myaccount/documents">{labels.documents}</Link>
      </div>
    );
  }
  const lotIds = lots.filter((lot) => chosen.includes(lot.lotId)).map((lot) => lot.lotId);
  return (
    <PayWithForm
      endpoint="/rest-api/v2/account/checkout"
      request={(choice) => z.encode(checkoutSchema, { lotIds, amount: total, ...choice })}
      amountCents={total}
      cards={cards}
      paypal={paypal}
      locale={locale}
      labels={payLabels}
      cardLabels={cardLabels}
      disabled={chosen.length === 0}
      testId="checkout-form"
      onWire={(result) => router.replace(`/myaccount/checkout?payment=${result.paymentId}`)}
      onApproved={(result) => {
        setPaid(result.amount);
        // The page of this payment says it was received, on the server: a plain refresh would drop this notice as
        // the paid lots leave the list (and with the last one, this form), so the buyer might never see it.
        router.replace(`/myaccount/checkout?payment=${result.paymentId}`);
      }}
    >
      <label className="field--checkbox checkout__all">
        <input
          type="checkbox"
          checked={all}
          onChange={() => setChosen(all ? [] : lots.map((lot) => lot.lotId))}
          data-testid="checkout-select-all"
        />{' '}
        {labels.selectAll}
      </label>
      <ul className="checkout__lots">
        {lots.map((lot) => (
          <li key={lot.lotId} className="checkout__lot" data-testid={`checkout-lot-${lot.lotId}`}>
            <label className="field--checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(lot.lotId)}
                onChange={() => toggle(lot.lotId)}
                aria-label={fill(labels.select, { title: lot.title })}
              />{' '}
              <Link href={lot.path}>{lot.title}</Link>
            </label>
            <p className="checkout__meta">
              {lot.how === 'won' ? labels.won : labels.boughtNow} ·{' '}
              <span className={lot.late ? 'checkout__late' : undefined}>
                {fill(lot.late ? labels.overdue : labels.due, { date: lot.dueText })}
              </span>
            </p>
            <dl className="checkout__bill">
              <dt>{labels.bid}</dt>
              <dd data-testid="checkout-bid">{formatUsd(lot.bid)}</dd>
              <dt>{labels.buyerFee}</dt>
              <dd data-testid="checkout-buyer-fee">{formatUsd(lot.buyerFee)}</dd>
              <dt>{labels.documentationFee}</dt>
              <dd data-testid="checkout-documentation-fee">{formatUsd(lot.documentationFee)}</dd>
              <dt>{labels.otherFees}</dt>
              <dd data-testid="checkout-other-fees">{formatUsd(lot.otherFees)}</dd>
              {lot.storageFee > 0 && (
                <>
                  <dt>{labels.storageFee}</dt>
                  <dd data-testid="checkout-storage-fee">{formatUsd(lot.storageFee)}</dd>
                </>
              )}
              {lot.lateFee > 0 && (
                <>
                  <dt>{labels.lateFee}</dt>
                  <dd data-testid="checkout-late-fee">{formatUsd(lot.lateFee)}</dd>
                </>
              )}
              {lot.paid > 0 && (
                <>
                  <dt>{labels.paid}</dt>
                  <dd>-{formatUsd(lot.paid)}</dd>
                </>
              )}
              <dt>{labels.total}</dt>
              <dd data-testid="checkout-total">
                <strong>{formatUsd(lot.total)}</strong>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="checkout__sum" data-testid="checkout-selected-total">
        {chosen.length === 0
          ? labels.nothingSelected
          : fill(labels.selectedTotal, { amount: formatUsd(total) })}
      </p>
    </PayWithForm>
  );
}
