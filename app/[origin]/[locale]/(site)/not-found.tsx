import { NotFoundContent } from '@/components/content/not-found-content';

/**
 * Shown inside the site's header and footer when a page calls `notFound()` (an unknown lot or FAQ topic), with HTTP
 * 404; Next adds `noindex`. Unknown paths never get here: middleware rewrites them to /page-not-found, which renders
 * on the server (in Next 16 production builds this boundary renders only in the browser). Here rather than beside the
 * root layout: a boundary's client components load with every page under it, and this one shares the site layout's.
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
