import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { HandoverView } from '@/lib/schemas/handover';
import type { Formats } from './money-format';

/** A yard calendar day (YYYY-MM-DD) in the page's language: the formats read instants in UTC, so noon keeps the day. */
const calendarDay = (f: Formats, day: string) => f.date(`${day}T12:00:00Z`);

/**
 * A purchase after the hammer, under its charges on the Transactions page: the title's steps with their dates (and
 * the carrier's tracking number once mailed), the yard with its address and hours, the last free day and the storage
 * so far, the delays not charged with their reasons, the gate pass once paid, and the final storage invoice of the
 * pickup with a way to pay it.
 */
export async function PurchaseHandover({ view, f }: { view: HandoverView; f: Formats }) {
  const t = await getTranslations('Handover');
  const invoice = view.storageInvoice;
  return (
    <section
      className="purchase-handover"
      aria-labelledby={`handover-${view.lotId}`}
      data-testid="purchase-handover"
    >
      <h3 id={`handover-${view.lotId}`}>{t('heading')}</h3>
      <div className="purchase-handover__parts">
        <div>
          <h4>{t('titleHeading')}</h4>
          <ol className="title-steps" data-testid="title-steps">
            {view.titleSteps.map((s) => (
              <li
                key={s.step}
                className={s.at ? 'is-done' : undefined}
                aria-current={s.step === view.titleStep ? 'step' : undefined}
                data-step={s.step}
              >
                <span>{t(`steps.${s.step}`)}</span>{' '}
                <span className="field-hint">{s.at ? f.date(s.at) : t('notYet')}</span>
              </li>
            ))}
          </ol>
          {view.carrier && view.trackingNumber && (
            <p data-testid="title-tracking">
              {t('tracking', { carrier: view.carrier, number: view.trackingNumber })}
            </p>
          )}
        </div>
        <div>
          <h4>{t('pickupHeading')}</h4>
          <address className="purchase-handover__yard" data-testid="pickup-yard">
            {t('yard', { name: view.yard.name })}
            {view.yard.address.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            {t('hours', { hours: view.yard.hours })}
          </address>
          {view.pickedUpAt ? (
            <p data-testid="picked-up">{t('pickedUp', { date: f.date(view.pickedUpAt) })}</p>
          ) : (
            <>
              <p data-testid="last-free-day">
                {t('lastFreeDay', { date: calendarDay(f, view.storage.lastFreeDay) })}{' '}
                {t('storageRule', { fee: f.usd(view.storage.perDay) })}
              </p>
              {view.storage.chargeableDays > 0 && (
                <p data-testid="storage-so-far">
                  {t('storageSoFar', {
                    days: view.storage.chargeableDays,
                    amount: f.usd(view.storage.accrued),
                  })}
                </p>
              )}
            </>
          )}
          {invoice &&
            (invoice.amount > 0 ? (
              <p data-testid="storage-invoice">
                {t('invoice', { amount: f.usd(invoice.amount), days: invoice.days })}{' '}
                {invoice.paid ? (
                  <span data-testid="storage-invoice-paid">{t('invoicePaid')}</span>
                ) : (
                  <Link href="/myaccount/checkout" data-testid="storage-invoice-pay">
                    {t('invoiceDue')}
                  </Link>
                )}
              </p>
            ) : (
              <p data-testid="storage-invoice">{t('noStorage')}</p>
            ))}
          {view.gatePassAvailable ? (
            <p>
              <a
                className="button is-orange"
                href={`/rest-api/v2/account/purchases/${view.lotId}/gate-pass`}
                download
                data-testid="gate-pass-download"
              >
                {t('gatePass')}
              </a>{' '}
              <span className="field-hint">{t('gatePassHint')}</span>
            </p>
          ) : (
            !view.paid && <p className="field-hint">{t('payFirst')}</p>
          )}
        </div>
      </div>
      {view.delays.length > 0 && (
        <div>
          <h4>{t('delaysHeading')}</h4>
          <ul className="purchase-handover__delays" data-testid="storage-delays">
            {view.delays.map((d) => (
              <li key={d.id}>
                {t(`cause.${d.cause}`)}:{' '}
                {d.from && d.to
                  ? t('delaySpan', { from: calendarDay(f, d.from), to: calendarDay(f, d.to) })
                  : t('delayDays', { days: d.days })}{' '}
                ({d.reason})
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
