import { NotFoundContent } from '@/components/content/not-found-content';

/**
 * Shown inside the site's header and footer when a page calls `notFound()` (a lot gone since the page gate looked, an
 * account section or saved view that is not there), with HTTP 404; Next adds `noindex`. Unknown paths never get here:
 * the page gate and middleware send them to /page-not-found, which renders on the server with the lots selling soon.
 * Here rather than beside the root layout: a boundary's client components load with every page under it, and this
 * one shares the site layout's.
 *
 * Without the lots: Next renders this boundary into the payload of every page under the site layout (the browser
 * shows it from there), so a list here would be read, drawn and sent with each lot, search and content page, and
 * would make each of them a page that shows those lots (its cache entry would depend on them; BENCHMARKS.md,
 * "Issue 25: the not-found boundary in every page").
 */
export default function SiteNotFound() {
  return <NotFoundContent lots={false} />;
}
