import type { Breadcrumb } from '@/lib/domain/page-content';
import { breadcrumbListJsonLd } from '@/lib/domain/json-ld';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { JsonLd } from './json-ld';

/**
 * The BreadcrumbList of the trail a page shows (nothing when it shows none), absolute on the page's origin. A page's
 * FAQPage comes with the questions it shows (components/content/faq-items), never without them.
 */
export function PageStructuredData({
  breadcrumbs,
  origin,
  locale,
}: {
  breadcrumbs: Breadcrumb[];
  origin: string;
  locale: Locale;
}) {
  if (breadcrumbs.length === 0) return null;
  return (
    <JsonLd
      data={breadcrumbListJsonLd(
        breadcrumbs.map((crumb) => ({
          name: crumb.label,
          url: new URL(localizedPath(crumb.href, locale), origin).toString(),
        })),
      )}
    />
  );
}
