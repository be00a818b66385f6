import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { MembershipTypeView } from '@/lib/schemas/membership';
import { paymentPath, tierTexts } from './tier-texts';

/** The tiers a member may upgrade to, each with its price, fees and a link to its payment page. */
export async function UpgradeOptions({ types }: { types: readonly MembershipTypeView[] }) {
  const t = await getTranslations('Memberships');
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="membership-upgrades">
        <caption className="visually-hidden">{t('manage.upgradeCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('facts.tier')}</th>
            <th scope="col">{t('facts.price')}</th>
            <th scope="col">{t('facts.buyerFee')}</th>
            <th scope="col">{t('facts.liveBidding')}</th>
            <th scope="col">{t('facts.activeBids')}</th>
            <th scope="col">{t('manage.action')}</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => {
            const text = tierTexts(t, type);
            return (
              <tr key={type.code}>
                <th scope="row">{type.name}</th>
                <td>{text.price}</td>
                <td>{text.buyerFee}</td>
                <td>{text.liveBidding}</td>
                <td>{text.activeBids}</td>
                <td>
                  <Link href={paymentPath(type.code)} className="button is-orange membership-upgrades__link">
                    {t('manage.upgradeTo', { tier: type.name })}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
