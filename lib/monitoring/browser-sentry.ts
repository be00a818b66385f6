/**
 * Sentry in the browser, loaded only when the page carries a DSN (`<meta name="sentry-dsn">`, rendered by the root
 * layout when SENTRY_DSN is set). Without one nothing is downloaded: the SDK with session replay is about 200 kB gzip,
 * more than the whole rest of the page. Reports made before it loads wait for it.
 */
import type * as SentrySdk from '@sentry/nextjs';

type SentryModule = typeof SentrySdk;

let loading: Promise<SentryModule | null> | undefined;
let loaded: SentryModule | null = null;

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export function sentryDsn(): string | undefined {
  return meta('sentry-dsn');
}

export function sentryEnvironment(): string {
  return meta('sentry-environment') ?? 'production';
}

/** The SDK, or null when monitoring is off. */
export function loadSentry(): Promise<SentryModule | null> {
  loading ??= sentryDsn()
    ? import('@sentry/nextjs').then((module) => (loaded = module))
    : Promise.resolve(null);
  return loading;
}

/** The SDK if it has finished loading (for synchronous hooks such as router transitions). */
export function loadedSentry(): SentryModule | null {
  return loaded;
}

export function captureException(error: unknown): void {
  void loadSentry().then((sentry) => sentry?.captureException(error));
}

export function captureMessage(
  message: string,
  context: Parameters<SentryModule['captureMessage']>[1],
): void {
  void loadSentry().then((sentry) => sentry?.captureMessage(message, context));
}
