import type { BrowserOptions, ErrorEvent, NodeOptions } from '@sentry/nextjs';

/** Sentry's Integration type (@sentry/nextjs does not re-export it by name). */
export type Integration = Extract<NonNullable<BrowserOptions['integrations']>, readonly unknown[]>[number];

/**
 * Pure builders of the Sentry options (SPEC §8, §9). This module imports types only, so the server and the browser can
 * both load it: the replay integration lives in the browser build of @sentry/nextjs alone, so the browser entry
 * (instrumentation-client.ts) creates it and hands it in.
 */

/** SPEC §9: "Error reporting: 100 breadcrumbs, 250-character value limit". */
export const MAX_BREADCRUMBS = 100;
export const MAX_VALUE_LENGTH = 250;
/** SPEC §9: "Session replay sample 20%". */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.2;
/** Not in SPEC: a session with an error is always replayed (Sentry's recommended setting). */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

/**
 * SPEC §8: client rendering error 419 (React's "switched to client rendering" error, minified as #419) and the text
 * 'Should only render on the client.' are ignored.
 */
export const IGNORED_ERRORS: Array<string | RegExp> = [/\b419\b/, 'Should only render on the client.'];

function isIgnored(value: string | undefined): boolean {
  if (value === undefined) return false;
  return IGNORED_ERRORS.some((pattern) =>
    typeof pattern === 'string' ? value === pattern : pattern.test(value),
  );
}

/**
 * `ignoreErrors` is applied by Sentry's event-filters integration; this filter drops the same events even when that
 * integration is missing, or when the text sits in the exception value rather than the message.
 */
export function beforeSend(event: ErrorEvent): ErrorEvent | null {
  const values = event.exception?.values ?? [];
  if (values.some((exception) => isIgnored(exception.value))) return null;
  if (isIgnored(event.message)) return null;
  return event;
}

function commonOptions(dsn: string | undefined, environment: string | undefined) {
  return {
    dsn,
    environment,
    enabled: Boolean(dsn),
    maxBreadcrumbs: MAX_BREADCRUMBS,
    maxValueLength: MAX_VALUE_LENGTH,
    ignoreErrors: [...IGNORED_ERRORS],
    beforeSend,
  };
}

/** Browser options; pass `Sentry.replayIntegration()` (and any other browser integration) as `integrations`. */
export function sentryClientOptions(
  dsn: string | undefined,
  environment: string | undefined,
  integrations: Integration[] = [],
): BrowserOptions {
  return {
    ...commonOptions(dsn, environment),
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations,
  };
}

export function sentryServerOptions(dsn: string | undefined, environment: string | undefined): NodeOptions {
  return commonOptions(dsn, environment);
}
