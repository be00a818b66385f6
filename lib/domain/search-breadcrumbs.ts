/** A search page's trail when the page-metadata lookup has none: home, the search of everything, this search. */
import type { Crumb } from './lot-breadcrumbs';

export function searchBreadcrumbs(
  path: string,
  heading: string,
  labels: { home: string; search: string },
): Crumb[] {
  const home = { label: labels.home, href: '/' };
  if (path === '/search') return [home, { label: heading, href: path }];
  return [home, { label: labels.search, href: '/search' }, { label: heading, href: path }];
}
