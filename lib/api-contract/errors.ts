import { z } from 'zod';

/**
 * The one error shape of every API answer that is not a success (ARCHITECTURE "API conventions"), and what each
 * status means here. `requestId` comes with a 500 only: the same id is in the server's log line and the
 * `X-Request-Id` header.
 */
export const errorBodySchema = z
  .object({
    error: z
      .object({
        code: z
          .string()
          .min(1)
          .meta({
            description:
              'A stable, machine-readable code (snake_case); the status lists the codes it may carry.',
            examples: ['invalid_input'],
          }),
        message: z
          .string()
          .meta({ description: 'A short English sentence for people; never a stack trace.' }),
        fields: z.record(z.string(), z.string()).optional().meta({
          description:
            'The inputs that were refused, by path (`a.b`, or `_` for the whole body), each with an i18n key or message.',
        }),
        requestId: z
          .string()
          .optional()
          .meta({ description: 'With a 500 only: the id the server logged it with.' }),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'ErrorBody', description: 'Every answer that is not a success.' });

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 422 | 429;

/** What each status means in this API, and the codes every route with that status may give. */
export const ERROR_STATUSES: Readonly<
  Record<ErrorStatus, { description: string; codes: readonly string[] }>
> = {
  400: {
    description: 'The request cannot be read (bad JSON, a malformed body or path).',
    codes: ['bad_json', 'bad_request'],
  },
  401: { description: 'No valid session: sign in first.', codes: ['unauthorized'] },
  402: { description: 'The payment was declined; nothing was charged.', codes: ['payment_declined'] },
  403: {
    description: 'Not allowed: a cross-site state change (same-origin check), or a rule of the account.',
    codes: ['forbidden'],
  },
  404: { description: 'Not found (also for another member’s record).', codes: ['not_found'] },
  405: {
    description: 'The path exists but not with this method; `Allow` lists the methods.',
    codes: ['method_not_allowed'],
  },
  409: {
    description: 'A conflict with the current state (outbid, stale, already done).',
    codes: ['conflict'],
  },
  413: { description: 'The request body is over the route’s limit.', codes: ['payload_too_large'] },
  422: { description: 'Some inputs are not valid; `fields` names each one.', codes: ['invalid_input'] },
  429: { description: 'Too many requests; `Retry-After` says when to try again.', codes: ['rate_limited'] },
};

export const ERROR_STATUS_LIST = Object.keys(ERROR_STATUSES).map(Number) as ErrorStatus[];
