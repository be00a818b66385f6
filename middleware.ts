import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

// Locale prefixes (as-needed: English has none; /en/... redirects to the bare path). The terms and sign-in redirects
// and the analytics cookies join here in their issues; this runs before every page, so it reads cookies only.
export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's own files, the feed, health and files with an extension.
  matcher: ['/((?!rest-api|api|event|_next|_vercel|socket|healthz|lot-images|.*\\..*).*)'],
};
