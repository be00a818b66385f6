import { getTranslations } from 'next-intl/server';
import { membershipRule } from '@/lib/domain/business-rules';
import { Link } from '@/lib/i18n/navigation';

/** For Guest members: pre-bids are open to them, live bidding needs Starter or above (SPEC §4). */
export async function GuestUpgradePrompt({
  membershipName,
  href = '/myaccount/manage-membership',
}: {
  membershipName: string;
  href?: string;
}) {
  if (membershipName !== membershipRule('guest').name) return null;
  const t = await getTranslations('Memberships.guestPrompt');
  return (
    <aside
      className="notice--action member-prompt"
      aria-label={t('label')}
      data-testid="guest-upgrade-prompt"
    >
      <p>{t('message')}</p>
      <Link href={href} className="button is-green">
        {t('upgrade')}
      </Link>
    </aside>
  );
}
