import 'server-only';
import * as z from 'zod/mini';
import { idempotencyKeySchema } from '@/lib/schemas/bids';
import { ApiError } from './api-error';
import type { Answer } from './idempotency';

/** The Idempotency-Key header a bid or money mutation must carry: 422 naming the header when missing or malformed. */
export function readIdempotencyKey(request: Request): string {
  const parsed = z.safeParse(idempotencyKeySchema, request.headers.get('idempotency-key') ?? undefined);
  if (!parsed.success) {
    throw ApiError.invalid(
      { 'Idempotency-Key': parsed.error.issues[0]?.message ?? 'idempotencyKeyInvalid' },
      'Send an Idempotency-Key header (a new random value, such as a UUID, for each new request).',
    );
  }
  return parsed.data;
}

/** The stored or fresh answer of an idempotent mutation, as the response. */
export function reply(answer: Answer): Response {
  return Response.json(answer.body, { status: answer.status });
}
