/**
 * The structured parts of a page's metadata row (SPEC §2 page-metadata lookup), stored as JSON beside its texts and
 * shown by the page components: the FAQ entries and the breadcrumb trail.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface Breadcrumb {
  label: string;
  href: string;
}
