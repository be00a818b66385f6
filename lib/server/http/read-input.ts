import 'server-only';
import * as z from 'zod';
import { ApiError } from './api-error';
import { readBodyCapped } from './read-body';
import { fieldsOf } from './respond';

/** The default cap on a JSON body: 1 MB. Routes with small bodies pass a smaller `limit`. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** A cap for the small bodies of forms (sign-in, sign-up, recovery, security): 16 KB. */
export const SMALL_JSON_BODY_LIMIT = 16 * 1024;

export interface ReadJsonOptions {
  /** Most bytes the body may have (default JSON_BODY_LIMIT); past it, 413 payload_too_large. */
  limit?: number;
}

/**
 * Parse a JSON body with a schema (full zod or zod/mini): 413 past the limit (by Content-Length before reading, or
 * while streaming a chunked body, which is then cancelled), 400 for bad JSON, 422 naming each bad field.
 */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  { limit = JSON_BODY_LIMIT }: ReadJsonOptions = {},
): Promise<z.core.output<S>> {
  const bytes = await readBodyCapped(request, limit);
  let body: unknown;
  try {
    // As fetch's request.json(): UTF-8 with a leading BOM dropped, bad sequences as U+FFFD.
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw ApiError.invalid(fieldsOf(parsed.error));
  return parsed.data;
}

/** Parse the query string with a schema (repeated keys become arrays): 422 naming each bad field. */
export function readQuery<S extends z.core.$ZodType>(request: Request, schema: S): z.core.output<S> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw ApiError.invalid(fieldsOf(parsed.error));
  return parsed.data;
}
