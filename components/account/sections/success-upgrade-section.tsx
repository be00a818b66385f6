import { getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { membershipOverview } from '@/lib/server/members/membership-overview';
import type { SectionProps } from './section-props';

/** /myaccount/success-upgrade: the upgrade is recorded and waits for payment; the tier itself has not changed yet. */
export default async function SuccessUpgradeSection({ section, member }: SectionProps) {
  const [t, { current, pending }] = await Promise.all([
    getTranslations('Memberships'),
    membershipOverview(member.id),
  ]);
  return (
    <section data-testid={`account-${section}`}>
      <h1>{pending ? t('success.title') : t('manage.title')}</h1>
      {pending ? (
        <div data-testid="upgrade-recorded">
          <p>
            <span className="badge badge--warning">{t('manage.awaitingPayment')}</span>{' '}
            {t('success.recorded', { tier: pending.name })}
          </p>
          <p>{t('success.price', { price: t('perYear', { price: formatUsd(pending.priceCents) }) })}</p>
          <p>{t('success.keep', { current: current.name })}</p>
        </div>
      ) : (
        <p data-testid="upgrade-none">{t('success.none')}</p>
      )}
      <p>
        <Link href="/myaccount/manage-membership">{t('success.back')}</Link>
      </p>
    </section>
  );
}
