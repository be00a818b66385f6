import { getFormatter, getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { membershipOverview } from '@/lib/server/members/membership-overview';
import { activeUpgradeOf } from '@/lib/server/members/active-upgrade';
import type { SectionProps } from './section-props';

/**
 * /myaccount/success-upgrade: after a membership payment, the membership that is now active and until when; an
 * upgrade that still waits for its payment says so; without either it links back to the membership page.
 */
export default async function SuccessUpgradeSection({ section, member }: SectionProps) {
  const [t, format, { current, pending }, active] = await Promise.all([
    getTranslations('Memberships'),
    getFormatter(),
    membershipOverview(member.id),
    activeUpgradeOf(member.id),
  ]);
  const paid = !pending && active?.membershipCode === current.code ? active : null;
  const body = () => {
    if (paid) {
      return (
        <div data-testid="upgrade-active" role="status">
          <p>
            <span className="badge">{t('success.activeBadge')}</span>{' '}
            {t('success.active', {
              tier: current.name,
              until: format.dateTime(paid.endsAt!, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </p>
          <p>{t('success.paid', { price: formatUsd(paid.priceCents) })}</p>
        </div>
      );
    }
    if (pending) {
      return (
        <div data-testid="upgrade-recorded">
          <p>
            <span className="badge badge--warning">{t('manage.awaitingPayment')}</span>{' '}
            {t('success.recorded', { tier: pending.name })}
          </p>
          <p>{t('success.price', { price: t('perYear', { price: formatUsd(pending.priceCents) }) })}</p>
          <p>{t('success.keep', { current: current.name })}</p>
          <p>
            <Link href={`/myaccount/membership/${pending.membership}/payment`}>{t('success.payNow')}</Link>
          </p>
        </div>
      );
    }
    return <p data-testid="upgrade-none">{t('success.none')}</p>;
  };
  return (
    <section data-testid={`account-${section}`}>
      <h1>{paid ? t('success.activeTitle') : pending ? t('success.title') : t('manage.title')}</h1>
      {body()}
      <p>
        <Link href="/myaccount/manage-membership">{t('success.back')}</Link>
      </p>
    </section>
  );
}
