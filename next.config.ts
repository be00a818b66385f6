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
  // The site's CSS is small (about 5 kB gzip): inlined in the HTML it blocks no first paint on a request of its own.
  experimental: { inlineCss: true },
  reactStrictMode: true,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
