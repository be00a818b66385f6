import { WIRE_BANK_DETAILS_ARE_DEMO } from '@/lib/domain/business-rules';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { WireFacts } from '@/lib/schemas/payments';

export interface WireLabels {
  title: string;
  /** "Send {amount} ... the reference {reference} ..." (raw) */
  intro: string;
  /** What happens once the money is in (the deposit's or the checkout's line). */
  note: string;
  reference: string;
  amount: string;
  beneficiary: string;
  beneficiaryAddress: string;
  bankName: string;
  bankAddress: string;
  accountNumber: string;
  routingNumber: string;
  swift: string;
  received: string;
  outstanding: string;
  /** "{amount} more than asked has arrived..." (raw) */
  excess: string;
  /** "Part of it has arrived: send {amount} more..." (raw) */
  partlyPaid: string;
  demo: string;
}

const BANK_FIELDS = [
  'beneficiary',
  'beneficiaryAddress',
  'bankName',
  'bankAddress',
  'accountNumber',
  'routingNumber',
  'swift',
] as const;

/**
 * How to pay by wire: the amount, the bank details and the reference the transfer must carry (so finance can match
 * it), then what has arrived and what is still to send once part of it has. Numbers and the reference are isolated
 * (<bdi>) so they read left to right in Arabic too.
 */
export function WireInstructions({
  amountCents,
  status,
  wire,
  labels,
  id,
  heading: Heading = 'h2',
}: {
  amountCents: Cents;
  status: string;
  wire: WireFacts;
  labels: WireLabels;
  /** Unique on the page: the section's heading id. */
  id: string;
  heading?: 'h2' | 'h3';
}) {
  const titleId = `${id}-title`;
  return (
    <section className="wire-instructions" aria-labelledby={titleId} data-testid="wire-instructions">
      <Heading id={titleId}>{labels.title}</Heading>
      <p>{fill(labels.intro, { amount: formatUsd(amountCents), reference: wire.reference })}</p>
      {status === 'partly_paid' && (
        <p className="notice--action" data-testid="wire-partly-paid">
          {fill(labels.partlyPaid, { amount: formatUsd(wire.outstanding) })}
        </p>
      )}
      <dl className="wire-instructions__details">
        <dt>{labels.reference}</dt>
        <dd>
          <strong className="wire-instructions__reference" data-testid="wire-reference">
            <bdi>{wire.reference}</bdi>
          </strong>
        </dd>
        <dt>{labels.amount}</dt>
        <dd>
          <bdi>{formatUsd(amountCents)}</bdi>
        </dd>
        {BANK_FIELDS.map((field) => (
          <div key={field}>
            <dt>{labels[field]}</dt>
            <dd>
              <bdi>{wire.bank[field]}</bdi>
            </dd>
          </div>
        ))}
        {wire.received > 0 && (
          <>
            <dt>{labels.received}</dt>
            <dd data-testid="wire-received">
              <bdi>{formatUsd(wire.received)}</bdi>
            </dd>
          </>
        )}
        <dt>{labels.outstanding}</dt>
        <dd data-testid="wire-outstanding">
          <bdi>{formatUsd(wire.outstanding)}</bdi>
        </dd>
      </dl>
      {wire.excess > 0 && <p>{fill(labels.excess, { amount: formatUsd(wire.excess) })}</p>}
      <p className="field-hint">{labels.note}</p>
      {WIRE_BANK_DETAILS_ARE_DEMO && <p className="field-hint">{labels.demo}</p>}
    </section>
  );
}
