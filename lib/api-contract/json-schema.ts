import * as z from 'zod';
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

/**
 * zod schemas (full zod and zod/mini alike) as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Most schemas of
 * lib/schemas are zod/mini (they ship to the browser), which @asteasolutions/zod-to-openapi cannot read (it calls
 * `.meta()` and `.safeParse()` methods that mini schemas do not have), so each schema is converted by zod's own
 * `toJSONSchema` and handed to the library's registry as a ready schema object. Requests are described by what the
 * schema accepts (`io: 'input'`: the string a transform reads, the field a default fills), answers by what it gives.
 * Refinements and transforms have no JSON Schema form: they are left out (the route's 422 covers them).
 */
export type AnySchema = z.core.$ZodType;
export type Schema = SchemaObject | ReferenceObject;

/** Named definitions a converted schema refers to (a recursive value such as `z.json()`): kept as components. */
export type DefinitionSink = (name: string, schema: SchemaObject) => void;

const COMPONENT_REF = '#/components/schemas/';

/** `$ref: '#/$defs/x'` (local to the converted schema) becomes a component reference named `<prefix>.x`. */
function rewriteRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? `${COMPONENT_REF}${prefix}.${inner.slice('#/$defs/'.length)}`
        : rewriteRefs(inner, prefix);
  }
  return out;
}

/**
 * The JSON Schema of `schema` on its `io` side. `name` prefixes any definitions it needs (sent to `sink` as
 * components, so every `$ref` of the document resolves from its root).
 */
export function jsonSchemaOf(
  schema: AnySchema,
  { io, name, sink }: { io: 'input' | 'output'; name: string; sink: DefinitionSink },
): SchemaObject {
  const converted = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  }) as Record<string, unknown>;
  const { $schema: _dialect, $defs, ...rest } = converted;
  for (const [key, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    sink(`${name}.${key}`, rewriteRefs(definition, name) as SchemaObject);
  }
  return rewriteRefs(rest, name) as SchemaObject;
}

/**
 * Each property of an object schema as one parameter (`in: query` or `path`), with `required` from the schema. A
 * schema that is not an object (after its input side) is a programming error: thrown at generation, caught by tests.
 */
export function parametersOf(
  schema: SchemaObject,
  location: 'query' | 'path',
  descriptions: Record<string, string> = {},
): ParameterObject[] {
  if (schema.type !== 'object' || !schema.properties) {
    throw new Error(`a ${location} schema must be an object with properties`);
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
    schema: property,
  }));
}
