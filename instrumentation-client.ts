import * as Sentry from '@sentry/nextjs';
import { sentryClientOptions } from '@/lib/monitoring/sentry-options';

/*
 * Runs in the browser before hydration. The DSN comes from <meta name="sentry-dsn"> (rendered by the root layout when
 * SENTRY_DSN is set), so the browser never needs a build-time variable; without it monitoring stays off. The
 * environment comes from an optional <meta name="sentry-environment">, defaulting to production.
 */
function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

const dsn = meta('sentry-dsn');
if (dsn) {
  Sentry.init(
    sentryClientOptions(dsn, meta('sentry-environment') ?? 'production', [Sentry.replayIntegration()]),
  );
}

/** Lets Sentry follow App Router navigations. */
export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
