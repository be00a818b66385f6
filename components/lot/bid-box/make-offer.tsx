'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { ApiForm } from '@/components/forms/api-form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiSendAs } from '@/lib/api/decoded';
import { ApiRequestError } from '@/lib/api/fetcher';
import { MAX_BID_CENTS, OPENING_BID_CENTS, UNVERIFIED_BID_CAP_CENTS } from '@/lib/domain/business-rules';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { offerAmountProblem } from '@/lib/domain/offers';
import { useLocale } from '@/lib/i18n/navigation';
import { makeOfferSchema, memberOfferSchema } from '@/lib/schemas/offers';
import type { MakeOfferLabels, MakeOfferProblem } from './make-offer-labels';
import { typedCents } from './max-bid-check';
import { useIdempotencyKey } from './use-idempotency-key';
import './make-offer.css';

const BY_CODE: Record<string, MakeOfferProblem> = {
  offer_exists: 'offerExists',
  offer_unavailable: 'unavailable',
  over_buying_power: 'overBuyingPower',
  terms_not_accepted: 'termsNotAccepted',
  id_not_verified: 'idNotVerified',
  not_found: 'unavailable',
  unauthorized: 'unauthorized',
};
const BY_FIELD_KEY: Record<string, MakeOfferProblem> = {
  offerInvalid: 'invalid',
  offerTooHigh: 'tooHigh',
  offerBelowOpeningBid: 'belowOpeningBid',
  offerNotBelowBuyNow: 'notBelowBuyNow',
  offerOverBuyingPower: 'overBuyingPower',
};

/** The problem a refused offer shows: its code, else its 422 field key, else what kind of failure it was. */
export function offerRefusal(error: unknown): MakeOfferProblem {
  if (!(error instanceof ApiRequestError)) return 'generic';
  if (error.status === undefined) return 'network';
  if (error.status === 429) return 'rateLimited';
  const field = error.fields?.amount;
  return (
    (field ? BY_FIELD_KEY[field] : undefined) ??
    (error.code ? BY_CODE[error.code] : undefined) ??
    (error.status === 401 ? 'unauthorized' : 'generic')
  );
}

/** What the form checks before sending (the server checks the same again): a whole amount in the offer's range. */
function checkOffer(text: string, buyItNow: Cents): MakeOfferProblem | null {
  if (text.trim() === '') return 'required';
  const amount = typedCents(text);
  if (amount === null) return 'invalid';
  if (amount > MAX_BID_CENTS) return 'tooHigh';
  const problem = offerAmountProblem(amount, buyItNow);
  return problem === 'offerBelowOpeningBid'
    ? 'belowOpeningBid'
    : problem === 'offerNotBelowBuyNow'
      ? 'notBelowBuyNow'
      : null;
}

/**
 * "Make an offer" on a buy-it-now lot (POST /rest-api/v2/account/offers): a first press opens a small form in the bid
 * box (the field takes the focus; Cancel closes it and gives the focus back); the amount must be at least the opening
 * bid and below the buy-it-now price. Sent with an Idempotency-Key (a retry after a lost answer reuses it); once sent,
 * the box says so and the seller's answer comes as a notice and an e-mail (My bids lists the offer meanwhile).
 */
export function MakeOffer({
  lotId,
  buyItNow,
  labels,
}: {
  lotId: number;
  /** The lot's buy-it-now price. */
  buyItNow: Cents;
  labels: MakeOfferLabels;
}) {
  const id = useId();
  const locale = useLocale();
  const toast = useToast();
  const keys = useIdempotencyKey();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MakeOfferProblem | null>(null);
  const [sent, setSent] = useState<Cents | null>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setProblem(null);
    document.getElementById(`${id}-open`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkOffer(value, buyItNow);
    const amount = typedCents(value);
    if (found || amount === null) {
      setProblem(found ?? 'invalid');
      input.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const offer = await apiSendAs(
        memberOfferSchema,
        'POST',
        '/rest-api/v2/account/offers',
        z.encode(makeOfferSchema, { lotId, amount, locale }),
        { idempotencyKey: keys.take(`${lotId}:${amount}`) },
      );
      keys.settle();
      const text = fill(labels.sent, { amount: formatUsd(offer.amount) });
      setSent(offer.amount);
      setOpen(false);
      toast('success', text);
    } catch (error) {
      keys.settle(error);
      setProblem(offerRefusal(error));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (sent !== null) {
    return (
      <p className="make-offer__sent" role="status" data-testid="make-offer-sent">
        {fill(labels.sent, { amount: formatUsd(sent) })}
      </p>
    );
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message =
    problem &&
    fill(labels.errors[problem], {
      minimum: formatUsd(OPENING_BID_CENTS),
      price: formatUsd(buyItNow),
      cap: formatUsd(UNVERIFIED_BID_CAP_CENTS),
    });
  return (
    <div className="make-offer">
      <Button
        id={`${id}-open`}
        className="make-offer__open"
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="make-offer-open"
      >
        {labels.open}
      </Button>
      {open && (
        <div id={`${id}-form`} className="make-offer__form" role="group" aria-labelledby={`${id}-title`}>
          <p id={`${id}-title`} className="make-offer__title">
            {labels.title}
          </p>
          <ApiForm form={{ submit, busy }} testId="make-offer-form">
            <div className="field">
              <label htmlFor={`${id}-amount`}>{labels.amount}</label>
              <input
                ref={input}
                id={`${id}-amount`}
                name="amount"
                inputMode="numeric"
                autoComplete="off"
                value={value}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
                onChange={(event) => {
                  setValue(event.target.value);
                  setProblem(null);
                }}
              />
              <p id={hintId} className="field-hint">
                {fill(labels.hint, { minimum: formatUsd(OPENING_BID_CENTS), price: formatUsd(buyItNow) })}
              </p>
              {message && (
                <p id={errorId} className="field-error" role="alert">
                  {message}
                </p>
              )}
            </div>
            <div className="make-offer__actions">
              <Button type="submit" theme="is-orange" disabled={busy}>
                {busy ? labels.sending : labels.submit}
              </Button>
              <Button onClick={close}>{labels.cancel}</Button>
            </div>
          </ApiForm>
        </div>
      )}
    </div>
  );
}
