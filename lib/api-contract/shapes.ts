import type { SchemaObject } from 'openapi3-ts/oas31';
import { LOCALES } from '@/lib/domain/locales';

/**
 * Building blocks for the answers that have a TypeScript interface but no zod schema (lib/schemas/*.ts names each
 * one): the contract documents them as JSON Schema objects, field by field where a client relies on them.
 */
export const int: SchemaObject = { type: 'integer' };
export const num: SchemaObject = { type: 'number' };
export const str: SchemaObject = { type: 'string' };
export const bool: SchemaObject = { type: 'boolean' };
export const isoTime: SchemaObject = { type: 'string', format: 'date-time' };
export const locale: SchemaObject = { type: 'string', enum: [...LOCALES] };
/** Whole US dollars (SPEC §9): the API's money, converted from integer cents. */
export const dollars: SchemaObject = { type: 'integer', description: 'Whole US dollars.' };
export const cents: SchemaObject = { type: 'integer', description: 'Integer cents.' };

export const nullable = (schema: SchemaObject): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });
export const arrayOf = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
export const oneOf = (...values: string[]): SchemaObject => ({ type: 'string', enum: values });
export const constant = (value: string | boolean | number): SchemaObject => ({ const: value });

/** An object whose listed properties are all present (extra ones may follow). */
export function object(
  properties: Record<string, SchemaObject>,
  options: { description?: string; optional?: readonly string[] } = {},
): SchemaObject {
  const optional = new Set(options.optional ?? []);
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    properties,
    required: Object.keys(properties).filter((key) => !optional.has(key)),
  };
}

/** An answer documented by the interface that types it, without listing its fields. */
export function documented(typeName: string, description: string): SchemaObject {
  return { type: 'object', title: typeName, description };
}

/** A page of rows: items, total, page and pageSize (SPEC §7's paged lists). */
export function paged(item: SchemaObject, extra: Record<string, SchemaObject> = {}): SchemaObject {
  return object({ items: arrayOf(item), total: int, page: int, pageSize: int, ...extra });
}
