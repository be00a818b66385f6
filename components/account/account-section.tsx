import { getTranslations } from 'next-intl/server';
import type { AccountSection as Section, MembershipTier } from '@/lib/domain/route-classifier';

/** An account page's heading; each section's content arrives with its issue. */
export async function AccountSection({ section, tier }: { section: Section; tier?: MembershipTier }) {
  const t = await getTranslations('Account');
  return (
    <section className="content" data-testid={`account-${section}`}>
      <h1>{t(section, { tier: tier ? tier[0]!.toUpperCase() + tier.slice(1) : '' })}</h1>
      <p>{t('preparing')}</p>
    </section>
  );
}
