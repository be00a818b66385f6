import { NotFoundContent } from '@/components/content/not-found-content';
import { SiteHeader } from '@/components/header/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

/**
 * Shown when a page calls `notFound()` (an unknown lot or FAQ topic), with HTTP 404; Next adds `noindex`. Unknown
 * paths never get here: middleware rewrites them to /page-not-found, which renders on the server (in Next 16
 * production builds this boundary renders only in the browser).
 */
export default function NotFoundPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="container page">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
