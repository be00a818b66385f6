'use client';

import { ConsentBanner, type ConsentLabels } from '@/components/consent/consent-banner';
import { usePageView } from './use-page-view';

/** The consent banner and page-view analytics, in their own chunk: loaded once the page is idle. */
export function AnalyticsLive({ pathname, labels }: { pathname: string | null; labels: ConsentLabels }) {
  usePageView(pathname);
  return <ConsentBanner labels={labels} />;
}
