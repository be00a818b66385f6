import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly build from node_modules at run time; never bundle it.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'ioredis',
    'socket.io',
    '@socket.io/redis-adapter',
    // A CommonJS module with an encoded list of common passwords: loaded from node_modules, never bundled.
    'fxa-common-password-list',
    'nodemailer',
  ],
  poweredByHeader: false,
  // Pages are kept in memory by our handler of Next's cache (lib/server/cache/page-cache-handler.mjs): Next's ISR with
  // one added rule, that a page naming database rows (lots, auctions, the inventory) is served only while they are
  // unchanged. The path is relative to the project root, where every script runs.
  cacheHandler: path.resolve('lib/server/cache/page-cache-handler.mjs'),
  // A build of its own for side-by-side checks (`NEXT_DIST_DIR=.next-x next build`); the server reads the same variable.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // server.ts compresses (lib/server/http/compress-response): each page's CSP nonce is swapped in the plain text after
  // Next, so Next must not compress before it. No ETags on pages either: the body differs on every answer (its
  // nonce), and a 304 would pair a stored copy's old nonce with a new policy.
  compress: false,
  generateEtags: false,
  // The site's CSS is small (about 5 kB gzip): inlined in the HTML it blocks no first paint on a request of its own.
  // authInterrupts: forbidden() in the console's pages (lib/server/staff/staff-page) answers 403 with its forbidden page.
  // preloadEntriesOnStart off: a route's code loads on its first request, not every route's at start (the console's
  // and the member's pages that a public server may never serve); the web process starts in 130 MB less and answers
  // its first search sooner, and a route's first request pays its module load once.
  experimental: { inlineCss: true, authInterrupts: true, preloadEntriesOnStart: false },
  reactStrictMode: true,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
