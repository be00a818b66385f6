import 'server-only';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { logger } from '@/lib/log';
import { ApiError } from './api-error';
import { publicOrigin } from './public-origin';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { withRequestOrigin } from './request-origin';
import { assertSameOrigin } from './same-origin';

const log = logger('api');

/** `{ data }` with 200 (or 202 for accepted work): SPEC §7 counts only those as success, so nothing answers 201. */
export function ok<T>(data: T, init: { status?: 200 | 202; headers?: HeadersInit } = {}): Response {
  return Response.json({ data }, { status: init.status ?? 200, headers: init.headers });
}

/** Zod issues (full or mini) as `{ "a.b": "message" }`, first message per field. */
export function fieldsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The JSON body of an ApiError: `{ error: { code, message, fields? } }`. */
export function errorBody(error: ApiError) {
  return {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}

/** `METHOD /path` of a request, for a log line (the path as the URL parser encoded it: no line breaks). */
function whereOf(request: { method?: string; url?: string }): string {
  try {
    return `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://localhost').pathname}`;
  } catch {
    return request.method ?? '';
  }
}

/**
 * The one mapper: ApiError as itself, ZodError as 422, anything else a generic 500 logged with the request's id
 * (server.ts gives every request one), which the answer carries in its body and its X-Request-Id header.
 */
export function errorResponse(
  error: unknown,
  request?: { method?: string; url?: string; headers: Headers },
): Response {
  if (error instanceof ApiError) {
    return Response.json(errorBody(error), { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    return errorResponse(ApiError.invalid(fieldsOf(error)));
  }
  const requestId = request ? requestIdOf(request) : randomUUID();
  log.error(
    `unhandled error in a route handler [${requestId}]${request ? ` ${whereOf(request)}` : ''}`,
    error,
  );
  return Response.json(
    {
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
        requestId,
      },
    },
    { status: 500, headers: { [REQUEST_ID_HEADER]: requestId } },
  );
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wrap a route handler: cross-site state changes are refused, every failure leaves through the mapper, and mail the
 * work sends links to the origin the request came to.
 */
export function handle<C = unknown>(handler: Handler<C>): Handler<C> {
  return (request, context) =>
    withRequestOrigin(publicOrigin(request), async () => {
      try {
        assertSameOrigin(request);
        return await handler(request, context);
      } catch (error) {
        return errorResponse(error, request);
      }
    });
}
