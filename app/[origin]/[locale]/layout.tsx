import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientProviders } from '@/components/providers/client-providers';
import { ToastProvider } from '@/components/ui/toast';
import { BRAND } from '@/lib/domain/brand';
import { isRtl } from '@/lib/domain/locales';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { pageOrigin } from '@/lib/server/http/page-origin';
import '../../styles/base.css';
import '../../styles/ui.css';
import '../../styles/header.css';
import '../../styles/content.css';
import '../../styles/lots.css';
import '../../styles/account-forms.css';
import '../../styles/memberships.css';
import '../../styles/watchlist.css';
import '../../styles/my-bids.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(await pageOrigin()),
    title: { template: `%s | ${BRAND}`, default: BRAND },
    icons: { icon: '/favicon.svg' },
  };
}

/**
 * Nothing is prerendered at build time (the build never opens the database); pages without request data are
 * rendered on their first request and then served from the cache until they revalidate.
 */
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f8a' };

/** The document for every locale: language and direction, providers; each route group adds its own chrome. */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const requested = (await params).locale;
  // Unknown prefixes never reach here (middleware); during Next's 404 render fall back rather than throw again.
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const [toast, consent] = await Promise.all([getTranslations('Toast'), getTranslations('Consent')]);
  const sentryDsn = env().SENTRY_DSN;
  return (
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      <head>{sentryDsn && <meta name="sentry-dsn" content={sentryDsn} />}</head>
      <body>
        {/* Client components get their texts as props: next-intl stays on the server. */}
        <ToastProvider
          labels={{
            success: toast('success'),
            error: toast('error'),
            info: toast('info'),
            dismiss: toast('dismiss'),
          }}
        >
          <ClientProviders
            consentLabels={{
              regionName: consent('regionName'),
              message: consent('message'),
              accept: consent('accept'),
              decline: consent('decline'),
            }}
          >
            {children}
          </ClientProviders>
        </ToastProvider>
      </body>
    </html>
  );
}
