import { getTranslations } from 'next-intl/server';
import { tierName } from '@/lib/domain/route-classifier';
import type { SectionProps } from './section-props';

/** A section whose content arrives with a later issue (bids, documents, money): its heading and a short note. */
export default async function PlaceholderSection({ section, tier }: Pick<SectionProps, 'section' | 'tier'>) {
  const t = await getTranslations('Account');
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t(section, { tier: tier ? tierName(tier) : '' })}</h1>
      <p>{t('preparing')}</p>
    </section>
  );
}
