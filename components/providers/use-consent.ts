'use client';

import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type Consent } from '@/lib/analytics/browser';

const unknownOnServer = () => undefined;

/** The visitor's consent answer: null when not answered yet, undefined while rendering on the server. */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, unknownOnServer);
}
