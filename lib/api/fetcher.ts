import { reportServerError } from '@/lib/monitoring/report-response';

/**
 * The one fetcher for the browser (SPEC §7 and §8).
 *
 * - Relative paths ("member/me") live under /rest-api/v1.0/; paths starting with "/" (or full URLs) are used as is.
 * - A response is used only when its status is 200 or 202 and its JSON body has a `data` key; anything else throws an
 *   ApiRequestError that keeps the status and the parsed body (`{ error: { code, message, fields? } }` from our API).
 * - No response at all throws an ApiRequestError with the message 'Network Error' and no status.
 * - A cancelled request throws a CancelledError rather than an ApiRequestError. React Query cancels a query by
 *   aborting its signal and ignores whatever the query function then throws, so nothing is surfaced; callers that
 *   abort their own requests check `isCancelled(error)`. (A never-settling promise would leak its callers instead.)
 * - 500-599 responses are reported to error monitoring. No timeout (SPEC §9: "Default request timeout: none").
 */

export const API_BASE = '/rest-api/v1.0/';

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    message: string,
    /** The HTTP status; undefined when there was no response. */
    readonly status: number | undefined,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Our API's error code (`not_found`, `invalid_input`, ...), when the body has our error shape. */
  get code(): string | undefined {
    return isApiErrorBody(this.body) ? this.body.error.code : undefined;
  }

  /** Field path -> message for 422 answers. */
  get fields(): Record<string, string> | undefined {
    return isApiErrorBody(this.body) ? this.body.error.fields : undefined;
  }
}

/** The request was aborted; SPEC §8: "A cancelled request raises nothing" — do not show or report it. */
export class CancelledError extends Error {
  override name = 'CancelledError';
  constructor(options?: { cause?: unknown }) {
    super('The request was cancelled.', options);
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface GetOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

export interface SendOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = body.error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** Resolve a path against the API base and append query params (arrays as repeated keys; null/undefined skipped). */
export function buildUrl(path: string, params?: QueryParams): string {
  const absolute = path.startsWith('/') || /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  const url = absolute ? path : `${API_BASE}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly ParamValue[] = Array.isArray(value) ? value : [value as ParamValue];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function apiGet<T>(path: string, { params, signal }: GetOptions = {}): Promise<T> {
  return request<T>(buildUrl(path, params), {
    method: 'GET',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
}

export function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  { signal, idempotencyKey }: SendOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return request<T>(buildUrl(path), {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/** POST a multipart form (a file upload); the browser sets the multipart Content-Type with its boundary. */
export function apiUpload<T>(path: string, form: FormData, { signal }: SendOptions = {}): Promise<T> {
  return request<T>(buildUrl(path), {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    body: form,
    signal,
  });
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    if (isAbort(error, init.signal)) throw new CancelledError({ cause: error });
    throw new ApiRequestError('Network Error', undefined, undefined, { cause: error });
  }
  const body = parseJson(text);
  const { status } = response;
  if (status >= 500 && status <= 599) reportServerError(status, url.split('?')[0] ?? url);
  const success =
    (status === 200 || status === 202) && typeof body === 'object' && body !== null && 'data' in body;
  if (success) return body.data as T;
  const message = isApiErrorBody(body)
    ? body.error.message
    : response.ok
      ? `Unexpected response with status code ${status}`
      : `Request failed with status code ${status}`;
  throw new ApiRequestError(message, status, body);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
