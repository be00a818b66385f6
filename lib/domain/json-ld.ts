/**
 * schema.org structured data built from page content (rendered by components/seo/json-ld.tsx). Typed with schema-dts,
 * so tsc holds every type and property to schema.org's vocabulary; every URL given here must be absolute.
 */
import type { BreadcrumbList, FAQPage, ItemList, WithContext } from 'schema-dts';

/** The questions and answers a page shows, as a FAQPage. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A trail of pages, the current one last, as a BreadcrumbList. */
export function breadcrumbListJsonLd(
  crumbs: readonly { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The lots one page of search results shows, in order, as an ItemList of their pages (Google's "summary page" form:
 * each entry the URL of a page with the full details). `numberOfItems` counts the whole result, every page of it.
 */
export function itemListJsonLd(
  list: { name: string; url: string; numberOfItems: number; firstPosition: number },
  items: readonly { name: string; url: string }[],
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: list.url,
    numberOfItems: list.numberOfItems,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: list.firstPosition + index,
      name: item.name,
      url: item.url,
    })),
  };
}
