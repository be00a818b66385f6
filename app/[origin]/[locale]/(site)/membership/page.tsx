import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MembershipTable } from '@/components/content/membership-table';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('MembershipPage', '/membership', (await params).locale);
}

/** The tiers with prices and fees from lib/domain/business-rules.ts. */
export default async function MembershipPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([
    getTranslations('MembershipPage'),
    pageMetadataFor('/membership', locale),
  ]);
  return (
    <article className="content">
      <h1>{meta.h1 || t('h1')}</h1>
      <p className="lead">{t('intro')}</p>
      <MembershipTable />
      <p>{t('note')}</p>
      <p>
        <Link href="/myaccount/manage-membership" className="button is-orange">
          {t('cta')}
        </Link>
      </p>
    </article>
  );
}
