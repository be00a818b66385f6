import 'server-only';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { fieldsOf } from './respond';

/** Parse a JSON body with a schema: 400 for bad JSON, 422 naming each bad field. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError(400, 'bad_json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ApiError.invalid(fieldsOf(parsed.error));
  return parsed.data;
}

/** Parse the query string with a schema (repeated keys become arrays): 422 naming each bad field. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw ApiError.invalid(fieldsOf(parsed.error));
  return parsed.data;
}
