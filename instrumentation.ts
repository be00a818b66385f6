import * as Sentry from '@sentry/nextjs';
import { env } from '@/lib/env';
import { sentryServerOptions } from '@/lib/monitoring/sentry-options';

/*
 * Next.js calls register() once per server runtime at start. Error monitoring (SPEC §8) starts on the Node.js runtime
 * only, and only when SENTRY_DSN is set.
 *
 * next.config.ts is deliberately NOT wrapped with withSentryConfig: that wrapper uploads source maps to Sentry during
 * `next build`, which cannot work offline (no auth token, no network). Errors are still captured, with minified stacks.
 */
export async function register(): Promise<void> {
  // The edge runtime defines the global EdgeRuntime; reading NEXT_RUNTIME would mean reading process.env here.
  if ('EdgeRuntime' in globalThis) return;
  const { SENTRY_DSN, NODE_ENV } = env();
  if (!SENTRY_DSN) return;
  Sentry.init(sentryServerOptions(SENTRY_DSN, NODE_ENV));
}

/** Errors thrown while rendering server components, route handlers and middleware. */
export const onRequestError = Sentry.captureRequestError;
