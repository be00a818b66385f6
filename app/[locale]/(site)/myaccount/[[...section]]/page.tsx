import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountSection } from '@/components/account/account-section';
import { classifyRoute } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { privateMetadata } from '@/lib/server/seo/private-metadata';

type Props = { params: Promise<{ locale: Locale; section?: string[] }> };

async function resolve(params: Props['params']) {
  const { locale, section = [] } = await params;
  const route = classifyRoute(`/myaccount/${section.join('/')}`).route;
  if (route.kind !== 'account') notFound();
  return { locale, route };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return privateMetadata(t(route.section, { tier: route.tier ?? '' }));
}

/** Every /myaccount route of SPEC §2 (signed-out visitors are sent to /login by middleware). */
export default async function AccountPage({ params }: Props) {
  const { locale, route } = await resolve(params);
  setRequestLocale(locale);
  return <AccountSection section={route.section} tier={route.tier} />;
}
