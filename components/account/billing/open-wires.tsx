import { getFormatter, getTranslations } from 'next-intl/server';
import { openWires } from '@/lib/server/payments/wires/member-wires';
import { paymentLabels } from './labels';
import { WireInstructions } from './wire-instructions';

/**
 * The member's wire transfers of `purpose` still on their way (nothing or part of the money arrived), each with its
 * instructions, reference and what is still to send; nothing when there is none. The deposit and checkout pages show
 * it above their forms, so a member who comes back finds their reference again.
 */
export async function OpenWires({
  memberId,
  purpose,
}: {
  memberId: string;
  purpose: 'deposit' | 'checkout';
}) {
  const wires = await openWires(memberId, purpose);
  if (wires.length === 0) return null;
  const [t, format, labels] = await Promise.all([
    getTranslations('Payments.wire'),
    getFormatter(),
    paymentLabels(),
  ]);
  const wireLabels = labels.wire(purpose);
  return (
    <section aria-labelledby="open-wires-title" data-testid="open-wires">
      <h2 id="open-wires-title">{t('openTitle')}</h2>
      <p>{t('openLead')}</p>
      {wires.map((w) => (
        <div key={w.paymentId} data-testid={`open-wire-${w.paymentId}`}>
          <p className="field-hint">
            {t('since', { date: format.dateTime(w.createdAt, { dateStyle: 'medium' }) })}
            {w.lotIds.length > 0 && <> · {t('lots', { lots: w.lotIds.join(', ') })}</>}
          </p>
          <WireInstructions
            id={`open-wire-${w.paymentId}`}
            heading="h3"
            amountCents={w.amountCents}
            status={w.status}
            wire={w.wire}
            labels={wireLabels}
          />
        </div>
      ))}
    </section>
  );
}
