import { captureMessage } from './browser-sentry';

/** SPEC §8: server responses with status 500 to 599 are reported to error monitoring; returns whether it reported. */
export function reportServerError(status: number, path: string): boolean {
  if (status < 500 || status > 599) return false;
  captureMessage(`Server responded ${status} to ${path}`, {
    level: 'error',
    tags: { 'http.status_code': String(status) },
    extra: { path },
    // One issue per endpoint and status, not one per distinct message.
    fingerprint: ['server-response', String(status), path],
  });
  return true;
}
