import { getTranslations } from 'next-intl/server';
import { CancelUpgradeButton } from '@/components/account/membership/cancel-upgrade-button';
import { TierFacts } from '@/components/account/membership/tier-facts';
import { paymentPath } from '@/components/account/membership/tier-texts';
import { UpgradeOptions } from '@/components/account/membership/upgrade-options';
import { GuestUpgradePrompt } from '@/components/members/guest-upgrade-prompt';
import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { membershipOverview } from '@/lib/server/members/membership-overview';
import { upgradeTargets } from '@/lib/server/members/membership-ranks';
import type { SectionProps } from './section-props';

/** /myaccount/manage-membership: the member's tier, an upgrade awaiting payment, and the tiers above. */
export default async function ManageMembershipSection({ section, member }: SectionProps) {
  const [t, { current, pending, types }] = await Promise.all([
    getTranslations('Memberships'),
    membershipOverview(member.id),
  ]);
  const targets = upgradeTargets(current.code).flatMap((rule) =>
    types.filter((type) => type.code === rule.code),
  );
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('manage.title')}</h1>
      <p data-testid="membership-current">{t('manage.current', { tier: current.name })}</p>
      <TierFacts type={current} />
      {targets[0] && <GuestUpgradePrompt membershipName={current.name} href={paymentPath(targets[0].code)} />}
      {pending && (
        <div className="notice--action" data-testid="membership-pending">
          <h2>{t('manage.pendingHeading')}</h2>
          <p>
            <span className="badge badge--warning">{t('manage.awaitingPayment')}</span>{' '}
            {t('manage.pending', {
              tier: pending.name,
              price: t('perYear', { price: formatUsd(pending.priceCents) }),
            })}
          </p>
          <CancelUpgradeButton
            labels={{
              cancel: t('manage.cancel'),
              cancelling: t('manage.cancelling'),
              cancelled: t('manage.cancelled'),
              failed: t('manage.cancelFailed'),
            }}
          />
        </div>
      )}
      {targets.length > 0 ? (
        <>
          <h2>{t('manage.upgradeHeading')}</h2>
          <UpgradeOptions types={targets} />
        </>
      ) : (
        <p data-testid="membership-no-upgrade">
          {current.code === 'business' ? t('manage.noUpgrades') : t('manage.topTier')}
        </p>
      )}
      <p>
        <Link href="/membership">{t('manage.compare')}</Link>
      </p>
    </section>
  );
}
