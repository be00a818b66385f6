// The operations of an OpenAPI 3.1 document, and fast-check arbitraries of HTTP requests for each: valid ones from
// its schemas, and invalid ones (hostile values in one parameter or field, bad JSON, bad percent-encoding).
import fc from 'fast-check';
import { invalidValue, validValue, type JsonSchema, type Resolve } from './schema-arbitrary';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }>; required?: boolean };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
}

export interface Operation {
  method: string;
  /** The path template: /rest-api/v2/bids/{x}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** The body's media type (JSON, or multipart for uploads). */
  bodyType: string | null;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function resolverOf(document: OpenApiDocument): Resolve {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const found = name ? document.components?.schemas?.[decodeURIComponent(name)] : undefined;
    if (!found) throw new Error(`unresolved $ref ${ref}`);
    return found;
  };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => {
        if (!('$ref' in p)) return p;
        const name = /^#\/components\/parameters\/(.+)$/.exec(p.$ref)?.[1];
        const found = name ? document.components?.parameters?.[name] : undefined;
        if (!found) throw new Error(`unresolved parameter ${p.$ref}`);
        return found;
      });
      const content = operation.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0] ?? null;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: bodyType ? (content[bodyType]?.schema ?? {}) : null,
        bodyType,
      });
    }
  }
  return operations;
}

/** A value as it travels in a path segment or query string. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? '';
}

/** Percent-encode as a browser would, except a lone surrogate (which encodeURIComponent cannot) becomes %ED%A0%80. */
function encode(text: string): string {
  return Array.from(text)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

type Values = Record<string, unknown>;

function build(
  operation: Operation,
  params: Values,
  body: unknown,
  rawBody: string | null,
  rawPath: string | null,
) {
  let path = operation.path;
  let raw = rawPath;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = params[parameter.name];
    if (parameter.in === 'path') {
      // A malformed segment (when drawn) takes the place of the first path parameter.
      path = path.replace(`{${parameter.name}}`, raw ?? encode(asText(value ?? 'x')));
      raw = null;
    } else if (parameter.in === 'query' && value !== undefined) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, asText(item));
    }
  }
  const search = query.toString() ? `?${query.toString().replace(/%EF%BF%BD/g, '%ED%A0%80')}` : '';
  const request: FuzzRequest = { method: operation.method, path: `${path}${search}`, headers: {} };
  if (operation.bodyType !== null || rawBody !== null) {
    request.headers['content-type'] = 'application/json';
    request.body = rawBody ?? JSON.stringify(body) ?? 'null';
  }
  if (operation.method !== 'GET')
    request.headers['idempotency-key'] = `fuzz-${Math.random().toString(36).slice(2)}`;
  return request;
}

/** Requests for `operation`: about half valid by its schemas, half hostile in one way or another. */
export function requestsFor(operation: Operation, resolve: Resolve): fc.Arbitrary<FuzzRequest> {
  const validParams: Record<string, fc.Arbitrary<unknown>> = {};
  const invalidParams: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    validParams[parameter.name] = validValue(parameter.schema ?? { type: 'string' }, resolve);
    invalidParams[parameter.name] = invalidValue(parameter.schema ?? { type: 'string' }, resolve);
    if (parameter.required || parameter.in === 'path') required.push(parameter.name);
  }
  const params = fc.oneof(
    { arbitrary: fc.record(validParams, { requiredKeys: required }), weight: 3 },
    { arbitrary: fc.record(invalidParams, { requiredKeys: required }), weight: 1 },
  );
  const body = operation.body
    ? fc.oneof(
        { arbitrary: validValue(operation.body, resolve), weight: 3 },
        { arbitrary: invalidValue(operation.body, resolve), weight: 2 },
      )
    : fc.constant(undefined);
  const rawBody = fc.oneof(
    { arbitrary: fc.constant(null), weight: 12 },
    {
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '\u0000',
        '[]'.repeat(10),
        '"\\ud800"',
        `${'['.repeat(10_000)}`,
      ),
      weight: 1,
    },
  );
  const rawPath = operation.parameters.some((p) => p.in === 'path')
    ? fc.oneof(
        { arbitrary: fc.constant(null), weight: 12 },
        { arbitrary: fc.constantFrom('%FF', '%E0%A4%A', '%', '%00', '..%2F..%2Fetc'), weight: 1 },
      )
    : fc.constant(null);
  return fc
    .tuple(params, body, rawBody, rawPath)
    .map(([p, b, raw, path]) => build(operation, p as Values, b, raw, path));
}
