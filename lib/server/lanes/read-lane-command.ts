import 'server-only';
import * as z from 'zod/mini';
import { laneCommandSchema, laneIdParam, type LaneCommandInput } from '@/lib/schemas/admin-lanes';
import { ApiError } from '../http/api-error';
import { readIdempotencyKey } from '../http/idempotency-key';
import { readBodyCapped } from '../http/read-body';
import { SMALL_JSON_BODY_LIMIT } from '../http/read-input';
import { fieldsOf } from '../http/respond';

/** The {id} of an admin lane path (the auction's id): 422 naming `id` unless it is one. */
export async function readLaneId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = z.safeParse(laneIdParam, (await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'invalid' });
  return parsed.data;
}

/**
 * A lane command's request: the lane's id (422), the Idempotency-Key (422 naming the header) and the optional JSON
 * body: none, or an empty one, is `{}`; past 16 KB 413, not JSON 400, a bad field 422.
 */
export async function readLaneCommand(
  request: Request,
  params: Promise<{ id: string }>,
): Promise<{ id: number; key: string; input: LaneCommandInput }> {
  const id = await readLaneId(params);
  const key = readIdempotencyKey(request);
  const text = new TextDecoder().decode(await readBodyCapped(request, SMALL_JSON_BODY_LIMIT)).trim();
  let body: unknown = {};
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'bad_json', 'The request body is not valid JSON.');
    }
  }
  const parsed = z.safeParse(laneCommandSchema, body);
  if (!parsed.success) throw ApiError.invalid(fieldsOf(parsed.error));
  return { id, key, input: parsed.data };
}
