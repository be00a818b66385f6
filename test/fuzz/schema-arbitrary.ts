// fast-check arbitraries from the JSON Schemas of an OpenAPI 3.1 document: values the schema accepts (mostly), and
// hostile values (wrong types, sizes, NUL, lone surrogates, huge numbers, deep nesting, prototype keys).
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
}

export type Resolve = (ref: string) => JsonSchema;

const MAX_DEPTH = 4;

/** Strings that once broke a handler somewhere, or could. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '%00',
  '%FF',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '9999-12-31',
  '+275760-09-13',
  '0000-00-00',
  '1e308',
  '-1',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🚗'.repeat(300),
  'x'.repeat(70_000),
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value of no particular schema: every JSON shape, nested deeply, with prototype keys. */
export function hostileValue(): fc.Arbitrary<unknown> {
  const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: [deep(depth - 1)] });
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { admin: true } }),
    fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
    fc.constant(deep(200)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length >= minLength && e.length <= (schema.maxLength ?? 254));
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot compile: plain strings.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  if (integer)
    return fc.integer({
      min: Math.ceil(Math.max(min, -(2 ** 31))),
      max: Math.floor(Math.min(max, 2 ** 31 - 1)),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values this schema accepts (as far as a JSON Schema says: server-side refinements may still refuse some). */
export function validValue(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf?.length)
    return validValue(
      Object.assign({}, ...schema.allOf.map((s) => (s.$ref ? resolve(s.$ref) : s))),
      resolve,
      depth,
    );
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validValue(s, resolve, depth + 1)));
  if (depth > MAX_DEPTH) return fc.constant(null);
  switch (typeOf(schema)) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, resolve, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0)
        return typeOf(schema) ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        model[name] = validValue(property, resolve, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * A value the schema would mostly refuse: a valid value with one part replaced by something hostile (at the top, or
 * in one property of an object), or extra hostile keys.
 */
export function invalidValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  const properties = Object.keys(target.properties ?? {});
  const wholesale = hostileValue();
  if (properties.length === 0) return wholesale;
  const oneField = fc
    .tuple(validValue(target, resolve), fc.constantFrom(...properties), hostileValue())
    .map(([value, field, bad]) => ({ ...(value as object), [field]: bad }));
  const extraKeys = validValue(target, resolve).map((value) => ({
    ...(value as object),
    ...JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  }));
  return fc.oneof(
    { arbitrary: oneField, weight: 4 },
    { arbitrary: wholesale, weight: 1 },
    { arbitrary: extraKeys, weight: 1 },
  );
}
