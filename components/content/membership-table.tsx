import { getTranslations } from 'next-intl/server';
import { MEMBERSHIPS, percentOfBasisPoints } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';

const percent = (basisPoints: number) => `${percentOfBasisPoints(basisPoints).toLocaleString('en-US')}%`;

export async function MembershipTable() {
  const t = await getTranslations('MembershipPage.table');
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="membership-table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tier')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('buyerFee')}</th>
            <th scope="col">{t('minimumFee')}</th>
            <th scope="col">{t('liveBidding')}</th>
            <th scope="col">{t('activeBids')}</th>
          </tr>
        </thead>
        <tbody>
          {MEMBERSHIPS.map((m) => (
            <tr key={m.code}>
              <th scope="row">{m.name}</th>
              <td>
                {m.annualPriceCents === 0
                  ? t('free')
                  : t('perYear', { price: formatUsd(m.annualPriceCents) })}
              </td>
              <td>{percent(m.buyerFeeBasisPoints)}</td>
              <td>{formatUsd(m.buyerFeeMinCents)}</td>
              <td>{m.liveBidding ? t('yes') : t('no')}</td>
              <td>{m.maxActiveBids === null ? t('unlimited') : m.maxActiveBids}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
