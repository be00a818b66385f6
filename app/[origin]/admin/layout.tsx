import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { adminNavFor } from '@/components/admin/admin-nav-items';
import { BRAND } from '@/lib/domain/brand';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { currentStaff } from '@/lib/server/staff/staff-page';
import '../../styles/base.css';
import '../../styles/ui.css';
import '../../styles/content.css';
import '../../styles/admin.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(await pageOrigin()),
    title: { template: `%s | ${BRAND} console`, default: `${BRAND} console` },
    icons: { icon: '/favicon.svg' },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f8a' };

/**
 * The staff console's document (outside the locales: English, never indexed; middleware also sends X-Robots-Tag): its
 * own banner and one main region. Each page guards itself (requireStaffPage): a root layout cannot answer 403.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const found = await currentStaff();
  // Staff without a second factor yet see who they are, but no section: none opens until they enrol.
  const staff = found?.staff ?? found?.mustEnrol ?? null;
  return (
    <html lang="en" dir="ltr">
      <body className="admin">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <AdminHeader staff={staff} sections={found?.staff ? adminNavFor(found.staff.roles) : []} />
        <main id="main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
