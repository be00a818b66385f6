import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutSection } from '@/components/account/checkout/checkout-section';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { currentMember } from '@/lib/server/auth/current-member';
import { privateMetadata } from '@/lib/server/seo/private-metadata';

// Per member, per request: without this the locale layout's static params would make it an on-demand static page,
// where reading the session cookie fails (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Account' });
  return privateMetadata(t('checkout'));
}

/** Checkout has the simple header (SPEC §2); a session that has ended goes to sign in and comes back. */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [member, query] = await Promise.all([currentMember(), searchParams]);
  if (!member) {
    const next = localizedPath('/myaccount/checkout', locale);
    redirect(`${localizedPath('/login', locale)}?next=${encodeURIComponent(next)}`);
  }
  return <CheckoutSection memberId={member.id} locale={locale} searchParams={query} />;
}
