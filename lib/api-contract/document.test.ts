import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { documentProblems } from './check-document';
import { buildOpenApiDocument, openApiDocument } from './document';
import { apiRoutes } from './operations';
import { contractGaps, exportedMethods, openApiPathOf, routeFilesUnder } from './route-files';

const APP = path.join(import.meta.dirname, '..', '..', 'app');

/** Route handlers that are not the API: generated images, crawler files. Every other route.ts must be documented. */
const NOT_API = ['/lot-images/', '/og/', '/robots.txt/', '/sitemap.xml/', '/sitemaps/'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function documentedRoutes(document: OpenAPIObject) {
  return Object.entries(document.paths ?? {}).map(([p, item]) => ({
    path: p,
    methods: METHODS.filter((m) => item[m]).map((m) => m.toUpperCase()),
  }));
}

function operation(document: OpenAPIObject, method: (typeof METHODS)[number], p: string): OperationObject {
  const op = document.paths?.[p]?.[method];
  if (!op) throw new Error(`${method} ${p} is not in the document`);
  return op;
}

function jsonBody(op: OperationObject): SchemaObject {
  return (op.requestBody as { content: Record<string, { schema: SchemaObject }> }).content[
    'application/json'
  ]!.schema;
}

describe('the OpenAPI document against the route handlers', () => {
  const document = openApiDocument();
  const routes = routeFilesUnder(APP, NOT_API);

  test('the walk finds the API’s route handlers (with their methods)', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.find((r) => r.path === '/rest-api/v2/bids/{x}')?.methods).toEqual(['GET']);
    expect(routes.find((r) => r.path === '/rest-api/v1.0/member/search/{id}')?.methods).toEqual([
      'GET',
      'POST',
      'DELETE',
    ]);
    expect(routes.find((r) => r.path === '/event/v1/track')?.methods).toEqual(['POST']);
    for (const route of routes) expect([route.file, route.methods.length > 0]).toEqual([route.file, true]);
  });

  test('every route and method has its entry, and every entry its route', () => {
    expect(contractGaps(routes, documentedRoutes(document))).toEqual({ undocumented: [], withoutRoute: [] });
  });

  test('the table of routes the server matches is the document’s', () => {
    expect(apiRoutes()).toEqual(
      expect.arrayContaining(
        documentedRoutes(document).map((r) => expect.objectContaining({ path: r.path })),
      ),
    );
    expect(apiRoutes().length).toBe(Object.keys(document.paths ?? {}).length);
  });

  test('the document passes the structural check and survives JSON', () => {
    expect(documentProblems(document)).toEqual([]);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(buildOpenApiDocument()).toEqual(document);
  });

  test('inputs are precise: types, bounds, enums, required fields and formats', () => {
    const bid = jsonBody(operation(document, 'post', '/rest-api/v2/bids'));
    // A maximum or a total (issue 26 §1): neither is required alone; the route refuses a body with both or neither.
    expect(bid.required).toEqual(['lotId']);
    expect(bid.properties?.maxTotal).toMatchObject({ type: 'integer', minimum: 1 });
    expect(bid.properties?.lotId).toMatchObject({
      type: 'integer',
      minimum: 100_000_000,
      maximum: 999_999_999,
    });
    expect(bid.properties?.locale).toMatchObject({
      enum: expect.arrayContaining(['en', 'ar']),
      default: 'en',
    });

    const signUp = jsonBody(operation(document, 'post', '/rest-api/v1.0/auth/sign-up'));
    expect(signUp.properties?.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(signUp.properties?.password).toMatchObject({ minLength: 12, maxLength: 128 });

    const search = operation(document, 'get', '/rest-api/v1.0/lots/search');
    const sort = (search.parameters as ParameterObject[]).find((p) => p.name === 'sort');
    expect(sort).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: expect.arrayContaining(['year']) },
    });

    const bidding = operation(document, 'get', '/rest-api/v2/lots/{lotId}/bidding');
    expect(bidding.parameters).toEqual([
      expect.objectContaining({
        name: 'lotId',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[0-9]{9}$' },
      }),
    ]);

    const deposit = operation(document, 'post', '/rest-api/v2/account/deposits');
    expect(deposit.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    ]);
  });

  test('each operation lists the error answers its route can give', () => {
    const statuses = (method: (typeof METHODS)[number], p: string) =>
      Object.keys(operation(document, method, p).responses ?? {});
    expect(statuses('post', '/rest-api/v2/bids')).toEqual(
      ['200', '401', '403', '404', '409', '413', '422', '400'].sort(),
    );
    expect(statuses('get', '/rest-api/v2/spa/config')).toEqual(['200']);
    expect(statuses('post', '/rest-api/v1.0/auth/sign-in')).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '422', '429']),
    );
    for (const [p, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        if ((op.security ?? []).length > 0)
          expect([method, p, '401' in (op.responses ?? {})]).toEqual([method, p, true]);
        if (method !== 'get') expect([method, p, '403' in (op.responses ?? {})]).toEqual([method, p, true]);
      }
    }
  });

  test('no schema refers to a local $defs (every $ref resolves from the document root)', () => {
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});

describe('the walk and the comparison', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
    const write = (folder: string, source: string) => {
      mkdirSync(path.join(dir, folder), { recursive: true });
      writeFileSync(path.join(dir, folder, 'route.ts'), source);
    };
    write('rest-api/v2/things/[id]', 'export const GET = x;\nexport async function DELETE() {}\n');
    write('rest-api/(group)/other', 'const POST = 1; const HEAD = 2;\nexport { POST, HEAD as PUT };\n');
    write('og/card', 'export const GET = x;');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('reads exported methods and maps folders to templates', () => {
    expect(exportedMethods('export const GETTER = 1; export const PATCH = handle(x);')).toEqual(['PATCH']);
    expect(openApiPathOf('rest-api/v2/lots/[lotId]/bidding')).toBe('/rest-api/v2/lots/{lotId}/bidding');
    expect(() => openApiPathOf('docs/[...slug]')).toThrow(/catch-all/);
    expect(routeFilesUnder(dir, ['/og/']).map((r) => [r.path, r.methods])).toEqual([
      ['/rest-api/other', ['POST', 'PUT']],
      ['/rest-api/v2/things/{id}', ['GET', 'DELETE']],
    ]);
  });

  test('a route without its entry, or an entry without its route, is reported', () => {
    const routes = routeFilesUnder(dir, ['/og/']);
    expect(
      contractGaps(routes, [
        { path: '/rest-api/v2/things/{id}', methods: ['GET'] },
        { path: '/rest-api/gone', methods: ['GET'] },
        { path: '/rest-api/other', methods: ['POST', 'PUT'] },
      ]),
    ).toEqual({ undocumented: ['DELETE /rest-api/v2/things/{id}'], withoutRoute: ['GET /rest-api/gone'] });
  });
});

describe('the structural check', () => {
  const base = (): OpenAPIObject => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/a/{id}': {
        get: {
          operationId: 'getA',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } },
            },
            '404': {
              description: 'no',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
            },
          },
        },
      },
    },
    components: { schemas: { X: { type: 'object' }, ErrorBody: { type: 'object' } } },
  });

  test('a sound document has no problems; each kind of fault is named', () => {
    expect(documentProblems(base())).toEqual([]);
    const broken = base();
    delete broken.components!.schemas!.ErrorBody;
    const op = broken.paths!['/a/{id}']!.get!;
    op.parameters = [];
    op.responses!['422'] = {
      description: 'bad',
      content: { 'application/json': { schema: { type: 'object' } } },
    };
    delete op.responses!['200'];
    broken.paths!['/b'] = { post: { operationId: 'getA', responses: {} } };
    expect(documentProblems(broken)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('does not resolve'),
        expect.stringContaining('GET /a/{id}: no success answer'),
        expect.stringContaining('422 is not in the error shape'),
        expect.stringContaining('path parameters [] differ'),
        expect.stringContaining('operationId getA repeated'),
        expect.stringContaining('POST /b: no responses'),
      ]),
    );
  });
});
