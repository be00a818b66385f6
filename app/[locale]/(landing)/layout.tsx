import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';

/** Landing pages: no header, no footer (SPEC §2). */
export default async function LandingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return <main id="main">{children}</main>;
}
