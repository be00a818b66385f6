'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { ConsentLabels } from '@/components/consent/consent-banner';
import { deferred } from './deferred';
import { useChunkLoadReporter } from './use-chunk-load-reporter';
import { useScrollToTop } from './use-scroll-to-top';
import { useSoftNavigation } from './use-soft-navigation';

/** Consent and analytics wait for the browser to be idle: the banner is fixed at the bottom, so it shifts nothing. */
const Analytics = deferred<{ pathname: string | null; labels: ConsentLabels }>(
  () => import('./analytics-live').then((m) => m.AnalyticsLive),
  () => null,
);

/**
 * The browser platform under every page: chunk-load reporting, scroll-to-top on path changes, client-side navigation
 * for server-rendered links, and (once idle) the consent banner and page-view analytics. React Query is not here:
 * see QueryProvider.
 */
export function ClientProviders({
  children,
  consentLabels,
}: {
  children: ReactNode;
  consentLabels: ConsentLabels;
}) {
  const pathname = usePathname();
  useScrollToTop(pathname);
  useChunkLoadReporter();
  useSoftNavigation();
  return (
    <>
      <Analytics pathname={pathname} labels={consentLabels} />
      {children}
    </>
  );
}
