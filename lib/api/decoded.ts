import * as z from 'zod/mini';
import { apiGet, apiSend, type GetOptions, type SendMethod, type SendOptions } from './fetcher';

/**
 * The fetcher with the answer read through a schema of lib/schemas: its codecs turn the wire's whole dollars into
 * `Cents` (README "Money"), so a component never sees a wire amount. An answer the schema refuses throws its zod error.
 */
export async function apiGetAs<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options?: GetOptions,
): Promise<z.output<S>> {
  return z.decode(schema, await apiGet<z.input<S>>(path, options));
}

export async function apiSendAs<S extends z.ZodMiniType>(
  schema: S,
  method: SendMethod,
  path: string,
  body?: unknown,
  options?: SendOptions,
): Promise<z.output<S>> {
  return z.decode(schema, await apiSend<z.input<S>>(method, path, body, options));
}
