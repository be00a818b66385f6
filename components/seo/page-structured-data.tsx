import type { Breadcrumb, FaqItem } from '@/lib/db/schema';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { faqPageJsonLd } from '@/lib/domain/json-ld';
import { JsonLd } from './json-ld';

/** FAQPage and BreadcrumbList JSON-LD from the page-metadata lookup (nothing when empty). */
export function PageStructuredData({
  faq,
  breadcrumbs,
  origin,
  locale,
}: {
  faq: FaqItem[];
  breadcrumbs: Breadcrumb[];
  origin: string;
  locale: Locale;
}) {
  return (
    <>
      {faq.length > 0 && <JsonLd data={faqPageJsonLd(faq)} />}
      {breadcrumbs.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: breadcrumbs.map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.label,
              item: new URL(localizedPath(crumb.href, locale), origin).toString(),
            })),
          }}
        />
      )}
    </>
  );
}
