import { loadedSentry, loadSentry, sentryDsn, sentryEnvironment } from '@/lib/monitoring/browser-sentry';

/*
 * Runs in the browser before hydration. The DSN comes from <meta name="sentry-dsn">, so no build-time variable is
 * needed; without it monitoring stays off and the SDK is never downloaded. With it, the SDK loads in its own chunk and
 * starts with session replay (SPEC §9: 20% of sessions).
 */
const dsn = sentryDsn();
if (dsn) {
  void Promise.all([loadSentry(), import('@/lib/monitoring/sentry-options')]).then(
    ([Sentry, { sentryClientOptions }]) => {
      Sentry?.init(sentryClientOptions(dsn, sentryEnvironment(), [Sentry.replayIntegration()]));
    },
  );
}

/** Lets Sentry follow App Router navigations once it has loaded. */
export function onRouterTransitionStart(
  ...args: Parameters<NonNullable<ReturnType<typeof loadedSentry>>['captureRouterTransitionStart']>
) {
  loadedSentry()?.captureRouterTransitionStart(...args);
}
