'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsentBanner, type ConsentLabels } from '@/components/consent/consent-banner';
import { getQueryClient } from '@/lib/api/query-client';
import { useChunkLoadReporter } from './use-chunk-load-reporter';
import { usePageView } from './use-page-view';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The browser platform under every page: the React Query client, the consent banner, chunk-load reporting, page-view
 * analytics and scroll-to-top on path changes.
 */
export function ClientProviders({
  children,
  consentLabels,
}: {
  children: ReactNode;
  consentLabels: ConsentLabels;
}) {
  // Not useState: getQueryClient keeps the browser's one client and makes a fresh one per server render.
  const queryClient = getQueryClient();
  const pathname = usePathname();
  usePageView(pathname);
  useScrollToTop(pathname);
  useChunkLoadReporter();
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentBanner labels={consentLabels} />
      {children}
    </QueryClientProvider>
  );
}
