import { getTranslations } from 'next-intl/server';
import type { RefundPage } from '@/lib/schemas/transactions';
import type { Formats } from './money-format';
import { Sums } from './sums';

/**
 * The refunds tab: each deposit refund with its date, how the deposit was paid, and how it stands (waiting for
 * finance's approval, on its way, returned, or denied with finance's reason).
 */
export async function RefundsList({ list, f }: { list: RefundPage; f: Formats }) {
  const t = await getTranslations('Transactions');
  return (
    <>
      <Sums
        label={t('sums.label')}
        rows={[
          [t('sums.refunded'), f.usd(list.sums.refundedCents)],
          [t('sums.pending'), f.usd(list.sums.pendingCents)],
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
          </tr>
        </thead>
        <tbody>
          {list.items.map((r) => (
            <tr key={r.id} data-testid="refund-row">
              <td>{f.date(r.requestedAt)}</td>
              <td>{r.method ? t(`method.${r.method}`) : ''}</td>
              <td data-testid="refund-status">
                {t(`refundStatus.${r.status}`)}
                {r.reason && (
                  <p className="field-hint" data-testid="refund-reason">
                    {t('refund.reason', { reason: r.reason })}
                  </p>
                )}
              </td>
              <td className="transactions-amount">
                <bdi>{f.usd(r.amountCents)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
