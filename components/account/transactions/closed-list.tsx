import { getTranslations } from 'next-intl/server';
import type { ClosedTransactionPage } from '@/lib/schemas/transactions';
import type { Formats } from './money-format';

/**
 * The closed transactions tab: every settled movement of the ledger, newest first, with the ledger's sign: charges and
 * deposits positive, the payments that settle charges and the refunds of deposits negative.
 */
export async function ClosedList({ list, f }: { list: ClosedTransactionPage; f: Formats }) {
  const t = await getTranslations('Transactions');
  return (
    <>
      <p className="field-hint" data-testid="transactions-sums">
        {t('sums.count', { count: list.sums.count })}
      </p>
      <table className="transactions-table">
        <thead>
          <tr>
            <th scope="col">{t('column.date')}</th>
            <th scope="col">{t('column.description')}</th>
            <th scope="col" className="transactions-amount">
              {t('column.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((row) => (
            <tr key={row.id} data-testid="closed-row">
              <td>{f.date(row.at)}</td>
              <td>
                {t(`kind.${row.kind}`)}
                {row.lotId !== null && `, ${t('lotRef', { lot: row.lotId })}`}
              </td>
              <td className="transactions-amount">
                <bdi>{f.usd(row.amountCents)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
