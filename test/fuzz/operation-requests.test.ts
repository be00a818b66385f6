import fc from 'fast-check';
import * as z from 'zod';
import { operationsOf, requestsFor, resolverOf, type OpenApiDocument } from './operation-requests';
import { invalidValue, validValue, type JsonSchema } from './schema-arbitrary';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/rest-api/v2/lots/{lotId}/bidding': {
      get: {
        parameters: [
          { name: 'lotId', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{9}$' } },
        ],
      },
    },
    '/rest-api/v2/bids': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Bid' } } } },
      },
    },
  },
  components: {
    schemas: {
      Bid: {
        type: 'object',
        properties: {
          lotId: { type: 'integer', minimum: 1, maximum: 999_999_999 },
          maxBid: { type: 'integer', minimum: 25, maximum: 10_000_000 },
          locale: { type: 'string', enum: ['en', 'es', 'ru', 'pl', 'ar'] },
        },
        required: ['lotId', 'maxBid'],
      },
    },
  },
};
const resolve = resolverOf(document);
/** Fixed draws: what a test counts in a sample must not depend on luck. */
const SEED = 2111;

// The same rules as the document says, in zod: a value drawn as valid must pass them.
const bid = z.object({
  lotId: z.int().min(1).max(999_999_999),
  maxBid: z.int().min(25).max(10_000_000),
  locale: z.enum(['en', 'es', 'ru', 'pl', 'ar']).optional(),
});

test('the operations of a document, with their parameters and body schemas', () => {
  const operations = operationsOf(document);
  expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual([
    'GET /rest-api/v2/lots/{lotId}/bidding',
    'POST /rest-api/v2/bids',
  ]);
  expect(operations[1]!.bodyType).toBe('application/json');
});

test('valid values satisfy their schema', () => {
  fc.assert(
    fc.property(validValue({ $ref: '#/components/schemas/Bid' }, resolve), (value) => {
      expect(bid.safeParse(value).success).toBe(true);
    }),
    { numRuns: 200, seed: SEED },
  );
});

test('invalid values break the schema in most draws, hostile strings and prototype keys included', () => {
  const drawn = fc.sample(invalidValue({ $ref: '#/components/schemas/Bid' }, resolve), {
    numRuns: 300,
    seed: SEED,
  });
  const refused = drawn.filter((value) => !bid.strict().safeParse(value).success);
  expect(refused.length).toBeGreaterThan(200);
  const texts = JSON.stringify(drawn);
  expect(texts).toContain('\\u0000');
  expect(texts).toContain('__proto__');
});

test('requests fill path parameters, sometimes with malformed percent-encoding, and send JSON bodies', () => {
  const [bidding, bids] = operationsOf(document);
  const paths = fc.sample(requestsFor(bidding!, resolve), { numRuns: 400, seed: SEED }).map((r) => r.path);
  expect(paths.some((p) => /^\/rest-api\/v2\/lots\/[0-9]{9}\/bidding$/.test(p))).toBe(true);
  expect(paths.some((p) => p.includes('%FF') || p.includes('%E0%A4%A'))).toBe(true);
  expect(paths.every((p) => p.startsWith('/rest-api/v2/lots/') && p.endsWith('/bidding'))).toBe(true);
  const posts = fc.sample(requestsFor(bids!, resolve), { numRuns: 100, seed: SEED });
  expect(posts.every((r) => r.method === 'POST' && typeof r.body === 'string')).toBe(true);
  expect(posts.every((r) => r.headers['idempotency-key']?.startsWith('fuzz-'))).toBe(true);
});

test('a schema with nothing said still yields values, and deep nesting is bounded', () => {
  const anything: JsonSchema = {};
  expect(fc.sample(validValue(anything, resolve), { numRuns: 20, seed: SEED })).toHaveLength(20);
  const nested: JsonSchema = {
    type: 'array',
    items: {
      type: 'array',
      items: { type: 'array', items: { type: 'array', items: { type: 'array', items: { type: 'array' } } } },
    },
  };
  expect(() => fc.sample(validValue(nested, resolve), { numRuns: 20, seed: SEED })).not.toThrow();
});
