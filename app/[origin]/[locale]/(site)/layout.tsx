import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/header/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <>
      <SiteHeader />
      <main id="main" className="container page">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
