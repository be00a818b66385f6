import 'server-only';

/** ARCHITECTURE's error codes by status; `fields` names the bad inputs (field path -> message). */
export type ApiErrorCode =
  | 'bad_json'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'invalid_input'
  | 'rate_limited'
  | 'internal_error'
  | (string & {});

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string) {
    return new ApiError(400, 'bad_request', message);
  }
  static unauthorized(message = 'Sign in to continue.') {
    return new ApiError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You are not allowed to do that.') {
    return new ApiError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found.') {
    return new ApiError(404, 'not_found', message);
  }
  static conflict(code: ApiErrorCode, message: string) {
    return new ApiError(409, code, message);
  }
  static invalid(fields: Record<string, string>, message = 'Some fields are not valid.') {
    return new ApiError(422, 'invalid_input', message, fields);
  }
  /** 413: the request body is over its limit (see readJson, readBodyCapped). */
  static tooLarge(message = 'The request body is too large.', fields?: Record<string, string>) {
    return new ApiError(413, 'payload_too_large', message, fields);
  }
  static rateLimited(retryAfterSeconds: number) {
    return new ApiError(429, 'rate_limited', 'Too many requests. Try again shortly.', undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
