import { NotFoundContent } from '@/components/content/not-found-content';

/**
 * `notFound()` outside the site's pages (a landing page in a language it does not have), with HTTP 404. The site's
 * own pages have theirs in (site)/not-found.tsx. Kept free of client components: a boundary beside the root layout
 * loads its client code with every page.
 */
export default function NotFoundPage() {
  return (
    <main id="main" className="container page">
      <NotFoundContent lots={false} />
    </main>
  );
}
