'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * React Query for the client components below (SPEC §9's defaults; the browser's one client, so nested providers share
 * one cache). Not in the root layout: the home, content and search pages show no query data on first paint, so their
 * query users are islands that load it after idle (components/providers/deferred.tsx) and wrap themselves in this.
 * Layouts of pages whose client components query at once (account, lot, sign-in, terms, search) wrap their children.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // Not useState: getQueryClient keeps the browser's one client and makes a fresh one per server render.
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
