'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { apiSendAs } from '@/lib/api/decoded';
import { ApiRequestError } from '@/lib/api/fetcher';
import { formatUsd } from '@/lib/domain/format';
import { fieldErrors } from '@/lib/schemas/auth';
import { recordWireSchema, wireReceiptSchema, type WireReceipt } from '@/lib/schemas/admin-payments';
import { PURPOSE_NAMES, STATE_NAMES } from './payment-names';

type Field = 'reference' | 'amount' | 'receivedOn';

const FIELDS: readonly {
  name: Field;
  label: string;
  hint: string;
  type: 'text' | 'date';
  inputMode?: 'numeric';
}[] = [
  {
    name: 'reference',
    label: 'Reference',
    hint: 'As on the bank statement, like W-7K9M2QRT (any case, the W- may be left out).',
    type: 'text',
  },
  {
    name: 'amount',
    label: 'Amount (US dollars)',
    hint: 'Whole dollars, as credited.',
    type: 'text',
    inputMode: 'numeric',
  },
  { name: 'receivedOn', label: 'Day received', hint: 'The day the bank credited the wire.', type: 'date' },
];

/** The body as the API takes it: the amount a number once it is digits, else as typed (the schema names it). */
function bodyOf(values: Record<Field, string>) {
  const amount = values.amount.trim().replace(/[$,\s]/g, '');
  return { ...values, amount: /^\d+$/.test(amount) ? Number(amount) : values.amount };
}

/** What the receipt did, in one sentence for the clerk. */
function receiptText(r: WireReceipt): string {
  const payment = `${PURPOSE_NAMES[r.payment.purpose]} of ${formatUsd(r.payment.amount)} for ${r.payment.memberEmail}`;
  const state =
    r.payment.state === 'partly_paid'
      ? `partly paid: ${formatUsd(r.payment.outstanding)} still outstanding`
      : STATE_NAMES[r.payment.state].toLowerCase();
  const credit = r.credit > 0 ? ` ${formatUsd(r.credit)} was credited to the member as a deposit.` : '';
  return `Recorded ${formatUsd(r.amount)} for ${r.reference} (${payment}): now ${state}.${credit}`;
}

/**
 * Record a received wire (POST /rest-api/v2/admin/payments/wires): reference, amount, day. Checked with the API's own
 * schema before sending; one Idempotency-Key per distinct submission (a retry after a lost answer reuses it, so a
 * double click never records a wire twice). The answer says how it was applied (paid, partly paid with what is still
 * outstanding, the excess credited); the page's list of open wires is read again.
 */
export function RecordWireForm({ today }: { today: string }) {
  const router = useRouter();
  const keys = useIdempotencyKey();
  const sending = useRef(false);
  const [values, setValues] = useState<Record<Field, string>>({
    reference: '',
    amount: '',
    receivedOn: today,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<WireReceipt | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const body = bodyOf(values);
    const found = fieldErrors(recordWireSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`record-wire-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const recorded = await apiSendAs(wireReceiptSchema, 'POST', '/rest-api/v2/admin/payments/wires', body, {
        idempotencyKey: keys.take(JSON.stringify(body)),
      });
      keys.settle();
      setReceipt(recorded);
      setValues({ reference: '', amount: '', receivedOn: values.receivedOn });
      router.refresh();
    } catch (failure) {
      keys.settle(failure);
      setReceipt(null);
      setErrors(
        failure instanceof ApiRequestError && failure.status !== undefined && failure.status < 500
          ? (failure.fields ?? { _: failure.message })
          : { _: 'The wire could not be recorded. Try again.' },
      );
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <ApiForm form={{ submit, busy }} testId="record-wire-form">
        <FormError message={errors._ ?? errors['Idempotency-Key'] ?? null} />
        {FIELDS.map(({ name, label, hint, type, inputMode }) => {
          const error = errors[name];
          return (
            <div className="field" key={name}>
              <label htmlFor={`record-wire-${name}`}>{label}</label>
              <input
                id={`record-wire-${name}`}
                name={name}
                type={type}
                inputMode={inputMode}
                autoComplete="off"
                value={values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`record-wire-${name}-hint${error ? ` record-wire-${name}-error` : ''}`}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              />
              <p className="field-hint" id={`record-wire-${name}-hint`}>
                {hint}
              </p>
              {error && (
                <p className="field-error" id={`record-wire-${name}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="form__actions">
          <Button type="submit" theme="is-green" disabled={busy} data-testid="record-wire-submit">
            {busy ? 'Recording…' : 'Record wire'}
          </Button>
        </div>
      </ApiForm>
      <div role="status" className="admin-outcome" data-testid="wire-outcome">
        {receipt && (
          <div data-testid="wire-recorded" data-state={receipt.payment.state}>
            <p>{receiptText(receipt)}</p>
            {receipt.note && <p>{receipt.note}</p>}
          </div>
        )}
      </div>
    </>
  );
}
