import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountLayout } from '@/components/account/account-layout';
import { AccountSection } from '@/components/account/account-section';
import { RecoveryPassword } from '@/components/auth/recovery-password';
import { classifyRoute, tierName } from '@/lib/domain/route-classifier';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { currentMember } from '@/lib/server/auth/current-member';
import { privateMetadata } from '@/lib/server/seo/private-metadata';

type Props = {
  params: Promise<{ locale: Locale; section?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve(params: Props['params']) {
  const { locale, section = [] } = await params;
  const path = `/myaccount/${section.join('/')}`;
  const route = classifyRoute(path).route;
  if (route.kind !== 'account') notFound();
  return { locale, route, path };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return privateMetadata(t(route.section, { tier: route.tier ? tierName(route.tier) : '' }));
}

/** `?a=1&b=2` of the page's query (repeated keys kept), or '' when there is none. */
function queryString(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value ?? []].flat()) params.append(key, one);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Every /myaccount route of SPEC §2. Middleware sends visitors without a session cookie to /login; a cookie whose
 * session has ended is caught here the same way. Password recovery is the one page for signed-out visitors.
 */
export default async function AccountPage({ params, searchParams }: Props) {
  const { locale, route, path } = await resolve(params);
  setRequestLocale(locale);
  if (route.section === 'recovery-password') return <RecoveryPassword />;
  const [member, query] = await Promise.all([currentMember(), searchParams]);
  if (!member) {
    const target = `${localizedPath(path, locale)}${queryString(query)}`;
    redirect(`${localizedPath('/login', locale)}?next=${encodeURIComponent(target)}`);
  }
  return (
    <AccountLayout section={route.section}>
      <AccountSection
        section={route.section}
        tier={route.tier}
        member={member}
        locale={locale}
        searchParams={query}
      />
    </AccountLayout>
  );
}
