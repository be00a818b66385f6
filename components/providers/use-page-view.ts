'use client';

import { useEffect, useRef } from 'react';
import { ensureAnalyticsCookies, nextPageCounter, sendEvent } from '@/lib/analytics/browser';
import { useConsent } from './use-consent';

/**
 * Send a `page_view` event (substep = pathname, custom1 = page counter) for each new pathname, once analytics are
 * allowed; accepting consent sends the view of the page being shown. Each pathname is sent once per change, also
 * under Strict Mode's double effects.
 */
export function usePageView(pathname: string | null): void {
  const consent = useConsent();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (consent !== 'granted' || pathname === null || lastSent.current === pathname) return;
    lastSent.current = pathname;
    if (!ensureAnalyticsCookies()) return;
    void sendEvent({ step: 'page_view', substep: pathname, custom1: String(nextPageCounter()) });
  }, [consent, pathname]);
}
