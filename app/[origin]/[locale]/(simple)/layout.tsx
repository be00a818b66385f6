import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/providers/query-provider';
import { SimpleHeader } from '@/components/header/simple-header';

/** Sign-in, registration and checkout: the simple header only (SPEC §2); their forms use React Query. */
export default async function SimpleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <>
      <SimpleHeader />
      <main id="main" className="container page page--narrow">
        <QueryProvider>{children}</QueryProvider>
      </main>
    </>
  );
}
