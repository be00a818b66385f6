import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/providers/query-provider';

/** Landing pages: no header, no footer (SPEC §2). */
export default async function LandingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <main id="main">
      <QueryProvider>{children}</QueryProvider>
    </main>
  );
}
