import 'server-only';
import * as z from 'zod';
import { ApiError } from './api-error';
import { fieldsOf } from './respond';

/** Parse a JSON body with a schema (full zod or zod/mini): 400 for bad JSON, 422 naming each bad field. */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<z.core.output<S>> {
  let body: unknown;
  try {
    body = await request.json();
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
