import { getTranslations } from 'next-intl/server';
import { BUYING_POWER_MULTIPLIER } from '@/lib/domain/business-rules';
import { times, type Cents } from '@/lib/domain/money';
import type { DepositPage } from '@/lib/schemas/transactions';
import type { Formats } from './money-format';
import { RefundButton, type RefundButtonLabels } from './refund-button';
import { Sums } from './sums';

/** Refusals the member can do something about: the button stays, with the reason beside it. */
const WAITING = new Set(['deposit_backs_open_bids', 'deposit_backs_unpaid_purchases']);

/**
 * The deposits tab: each deposit with its method and status; a held deposit has a "Request refund" button (and, when
 * open bids or unpaid purchases lean on it now, the reason a refund would be refused).
 */
export async function DepositsList({ list, f }: { list: DepositPage; f: Formats }) {
  const t = await getTranslations('Transactions');
  const refusals = t.raw('refusal') as Record<string, string>;
  const labels = (amountCents: Cents, createdAt: string): RefundButtonLabels => {
    const amount = f.usd(amountCents);
    return {
      request: t('refund.request'),
      requestLabel: t('refund.requestLabel', { amount, date: f.date(createdAt) }),
      question: t('refund.question', { amount, power: f.usd(times(amountCents, BUYING_POWER_MULTIPLIER)) }),
      confirm: t('refund.confirm'),
      cancel: t('refund.cancel'),
      requesting: t('refund.requesting'),
      done: t('refund.done', { amount }),
      doneAwaiting: t('refund.doneAwaiting', { amount }),
      refusals,
      unauthorized: t('refund.unauthorized'),
      generic: t('refund.generic'),
    };
  };
  return (
    <>
      <Sums
        label={t('sums.label')}
        rows={[
          [t('sums.held'), f.usd(list.sums.heldCents)],
          [t('sums.refunded'), f.usd(list.sums.refundedCents)],
          [t('sums.buyingPower'), f.usd(list.sums.buyingPowerCents)],
          [t('sums.available'), f.usd(list.sums.availableBuyingPowerCents)],
        ]}
      />
      <table className="transactions-table">
        <thead>
          <tr>
            <th scope="col">{t('column.date')}</th>
            <th scope="col">{t('column.method')}</th>
            <th scope="col">{t('column.status')}</th>
            <th scope="col" className="transactions-amount">
              {t('column.amount')}
            </th>
            <th scope="col">{t('column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((d) => {
            const refundable = d.refusal === null || WAITING.has(d.refusal);
            return (
              <tr key={d.id} data-testid="deposit-row">
                <td>{f.date(d.createdAt)}</td>
                <td>{t(`method.${d.method}`)}</td>
                <td data-testid="deposit-status">
                  {d.refusal === 'refund_pending'
                    ? t('refundStatus.pending')
                    : t(`depositStatus.${d.status}`)}
                </td>
                <td className="transactions-amount">
                  <bdi>{f.usd(d.amountCents)}</bdi>
                </td>
                <td>
                  {refundable && (
                    <RefundButton depositId={d.id} labels={labels(d.amountCents, d.createdAt)} />
                  )}
                  {d.refusal && WAITING.has(d.refusal) && (
                    <p className="field-hint" data-testid="deposit-in-use">
                      {refusals[d.refusal]}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
