import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConfirmUpgradeButton } from '@/components/account/membership/confirm-upgrade-button';
import { TierFacts } from '@/components/account/membership/tier-facts';
import { Link } from '@/lib/i18n/navigation';
import { membershipOverview } from '@/lib/server/members/membership-overview';
import { isUpgrade } from '@/lib/server/members/membership-ranks';
import type { SectionProps } from './section-props';

/**
 * /myaccount/membership/{starter,premium,vip}/payment: the order summary and the confirmation. Card payment comes
 * with the payment module; until then confirming records the upgrade as awaiting payment.
 */
export default async function MembershipPaymentSection({ section, member, tier }: SectionProps) {
  const [t, { current, pending, types }] = await Promise.all([
    getTranslations('Memberships'),
    membershipOverview(member.id),
  ]);
  const target = types.find((type) => type.code === tier);
  if (!tier || !target) notFound();
  const otherConfirmed = pending?.confirmedAt && pending.membership !== tier ? pending : null;
  const action = () => {
    if (!isUpgrade(current.code, tier)) {
      return (
        <p className="notice--action" data-testid="membership-not-upgrade">
          {t('payment.notAnUpgrade', { tier: target.name, current: current.name })}
        </p>
      );
    }
    if (otherConfirmed) {
      return (
        <p className="notice--action" data-testid="membership-other-pending">
          {t('payment.otherPending', { tier: otherConfirmed.name })}
        </p>
      );
    }
    return (
      <>
        <p className="notice--action" data-testid="membership-payment-notice">
          {t('payment.notice')}
        </p>
        <ConfirmUpgradeButton
          membership={tier}
          labels={{
            confirm: t('payment.confirm'),
            confirming: t('payment.confirming'),
            errors: {
              notAnUpgrade: t('payment.errors.notAnUpgrade'),
              upgradePending: t('payment.errors.upgradePending'),
              unauthorized: t('payment.errors.unauthorized'),
              generic: t('payment.errors.generic'),
            },
          }}
        />
      </>
    );
  };
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('payment.title', { tier: target.name })}</h1>
      <h2>{t('payment.summary')}</h2>
      <TierFacts type={target} testId="membership-order-summary" />
      {action()}
      <p>
        <Link href="/myaccount/manage-membership">{t('payment.back')}</Link>
      </p>
    </section>
  );
}
