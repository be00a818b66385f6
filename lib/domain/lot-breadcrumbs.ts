/** The lot page's trail when the page-metadata lookup has none: home, search, the make, the model, the lot. */

export interface Crumb {
  label: string;
  /** A path without locale prefix. */
  href: string;
}

export interface CrumbLot {
  year: number;
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  trim: string | null;
}

export function lotBreadcrumbs(
  lot: CrumbLot,
  path: string,
  labels: { home: string; search: string },
): Crumb[] {
  const make = encodeURIComponent(lot.makeSlug);
  return [
    { label: labels.home, href: '/' },
    { label: labels.search, href: '/search' },
    { label: lot.make, href: `/salvage-${make}` },
    { label: lot.model, href: `/search?makes=${make}&models=${encodeURIComponent(lot.modelSlug)}` },
    { label: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '), href: path },
  ];
}
