import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';

/** Its client components read and change data through React Query at once (see QueryProvider). */
export default function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
