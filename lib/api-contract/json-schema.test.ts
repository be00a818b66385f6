import type { SchemaObject } from 'openapi3-ts/oas31';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { jsonSchemaOf, parametersOf } from './json-schema';

describe('zod schemas as JSON Schema 2020-12', () => {
  const collect = () => {
    const defs: Record<string, SchemaObject> = {};
    return { defs, sink: (name: string, schema: SchemaObject) => (defs[name] = schema) };
  };

  test('zod/mini and full zod alike, on the side asked for', () => {
    const { sink } = collect();
    const mini = zm.object({
      n: zm._default(zm.int().check(zm.gte(1), zm.lte(9)), 3),
      s: zm.optional(zm.string()),
    });
    expect(jsonSchemaOf(mini, { io: 'input', name: 'm', sink })).toEqual({
      type: 'object',
      properties: { n: { type: 'integer', minimum: 1, maximum: 9, default: 3 }, s: { type: 'string' } },
    });
    const read = z
      .string()
      .regex(/^[0-9]+$/)
      .transform(Number);
    expect(jsonSchemaOf(read, { io: 'input', name: 'r', sink })).toEqual({
      type: 'string',
      pattern: '^[0-9]+$',
    });
  });

  test('a recursive definition becomes a named component and its references point there', () => {
    const { defs, sink } = collect();
    type Tree = { children: Tree[] };
    const tree: z.ZodType<Tree> = z.object({ children: z.array(z.lazy(() => tree)) });
    const schema = jsonSchemaOf(z.object({ root: tree }), { io: 'input', name: 'op.body', sink });
    const text = JSON.stringify({ schema, defs });
    expect(text).not.toContain('#/$defs/');
    expect(Object.keys(defs).length).toBeGreaterThan(0);
    for (const name of Object.keys(defs)) expect(name.startsWith('op.body.')).toBe(true);
    expect(text).toContain(`#/components/schemas/${Object.keys(defs)[0]}`);
  });

  test('an object schema as parameters; anything else is refused', () => {
    expect(
      parametersOf(
        { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } }, required: ['a'] },
        'query',
      ),
    ).toEqual([
      { name: 'a', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'b', in: 'query', required: false, schema: { type: 'integer' } },
    ]);
    expect(() => parametersOf({ type: 'string' }, 'query')).toThrow(/object/);
  });
});
