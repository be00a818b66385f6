import 'server-only';
import { randomUUID } from 'node:crypto';

/**
 * Every request's id: made in server.ts before Next sees the request, handed to route handlers as this request
 * header, sent back on every response, and written in the log line of a failure, so an answer and its log line can be
 * matched. An incoming id is kept only from our own proxy (TRUST_PROXY) and only in a safe form; anything else is
 * replaced, so a client can never write into our logs through it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** 8 to 128 characters: letters, digits, dot, dash, underscore, colon (a UUID, nginx's $request_id, a trace id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** The id of a request arriving at the server: the proxy's when trusted and safe, else a fresh UUID. */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: number): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustProxy > 0 && isSafeRequestId(value) ? value : randomUUID();
}

/**
 * The id server.ts gave a request, as a route handler reads it; a fresh one when there is none (a handler called
 * without server.ts, as in tests) or it is not in the safe form.
 */
export function requestIdOf(request: { headers: Headers }): string {
  const value = request.headers.get(REQUEST_ID_HEADER);
  return isSafeRequestId(value) ? value : randomUUID();
}
