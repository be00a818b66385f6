import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { HeadersObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { ERROR_STATUSES, errorBodySchema, type ErrorStatus } from './errors';
import { jsonSchemaOf, parametersOf, type AnySchema, type DefinitionSink, type Schema } from './json-schema';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A schema given as zod (converted on its input or output side) or as a ready JSON Schema object. */
export type SchemaSource = AnySchema | SchemaObject;

/**
 * One operation of the API, as a resource file describes it. The generic answers are added from its traits: 401 for
 * member routes, 403 for every state change (the same-origin check), 400/413/422 for a JSON body, 422 for a query or
 * a path parameter the route validates. `errors` adds the route's own statuses, each with the codes it gives beyond
 * the status's usual one (`true`: only the usual).
 */
export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path template: `/rest-api/v2/lots/{lotId}/bidding`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** `member`: needs a signed-in session (the `sl_session` cookie). */
  access: 'public' | 'member';
  /** Money and bid mutations need an `Idempotency-Key` header (422 naming it when missing or malformed). */
  idempotencyKey?: boolean;
  /** The path parameters, each with its schema and what it is. */
  params?: Record<string, { schema: SchemaSource; description: string }>;
  /** The query string's object schema (read as the route reads it). */
  query?: SchemaSource;
  /** A JSON body's schema (capped while it streams: 413 past the route's limit), or another media type's. */
  body?:
    | { json: SchemaSource; description?: string }
    | { media: string; schema: SchemaObject; description: string };
  success: {
    status?: 200 | 202 | 303;
    description: string;
    /** The `data` of `{ data }`; a redirect or a file has no JSON answer. */
    data?: SchemaSource;
    /** Another media type than `{ data }` JSON (a file, an HTML page, the document itself). */
    media?: { type: string; schema: SchemaObject };
    headers?: HeadersObject;
  };
  errors?: Partial<Record<ErrorStatus, readonly string[] | true>>;
}

const REQUEST_ID_HEADER: HeadersObject = {
  'X-Request-Id': { $ref: '#/components/headers/RequestId' },
};

function isZod(source: SchemaSource): source is AnySchema {
  return typeof source === 'object' && source !== null && '_zod' in source;
}

/** The operation id: method and path in camel case (`getRestApiV2LotsLotIdBidding`). */
export function operationId(method: HttpMethod, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The statuses an operation answers besides its success, with the codes of each. */
export function errorStatusesOf(op: Operation): Map<ErrorStatus, string[]> {
  const statuses = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, extra: readonly string[] = []) => {
    const codes = statuses.get(status) ?? [...ERROR_STATUSES[status].codes];
    for (const code of extra) if (!codes.includes(code)) codes.push(code);
    statuses.set(status, codes);
  };
  if (op.access === 'member') add(401);
  if (op.method !== 'get') add(403);
  if (op.body && 'json' in op.body) {
    add(400, ['bad_json']);
    add(413);
    add(422);
  }
  if (op.body && 'media' in op.body) add(413);
  if (op.query || op.params || op.idempotencyKey) add(422);
  for (const [status, codes] of Object.entries(op.errors ?? {})) {
    add(Number(status) as ErrorStatus, codes === true ? [] : codes);
  }
  return new Map([...statuses.entries()].sort(([a], [b]) => a - b));
}

/** Registers one operation with the library: parameters, body, success and every error answer. */
export function registerOperation(registry: OpenAPIRegistry, op: Operation, sink: DefinitionSink): void {
  const id = operationId(op.method, op.path);
  const convert = (source: SchemaSource, io: 'input' | 'output', part: string): SchemaObject =>
    isZod(source) ? jsonSchemaOf(source, { io, name: `${id}.${part}`, sink }) : source;

  const parameters: ParameterObject[] = [];
  if (op.params) {
    for (const [name, { schema, description }] of Object.entries(op.params)) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        description,
        schema: convert(schema, 'input', name),
      });
    }
  }
  if (op.query) parameters.push(...parametersOf(convert(op.query, 'input', 'query'), 'query'));
  if (op.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'A new random value (a UUID) per new request; a replay returns the first answer.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,100}$', minLength: 8, maxLength: 100 },
    });
  }

  const dataSchema: Schema = op.success.data
    ? convert(op.success.data, 'output', 'data')
    : { type: 'object', description: 'See the operation.' };
  const successContent = op.success.media
    ? { [op.success.media.type]: { schema: op.success.media.schema } }
    : op.success.status === 303
      ? undefined
      : {
          'application/json': {
            schema: {
              type: 'object',
              properties: { data: dataSchema },
              required: ['data'],
              additionalProperties: false,
            } satisfies SchemaObject,
          },
        };
  const responses: Record<string, ResponseConfig> = {
    [String(op.success.status ?? 200)]: {
      description: op.success.description,
      headers: { ...REQUEST_ID_HEADER, ...op.success.headers },
      ...(successContent ? { content: successContent } : {}),
    },
  };
  for (const [status, codes] of errorStatusesOf(op)) {
    responses[String(status)] = {
      description: `${ERROR_STATUSES[status].description} Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
      headers: {
        ...REQUEST_ID_HEADER,
        ...(status === 429 ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {}),
      },
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }

  const body = op.body;
  registry.registerPath({
    method: op.method,
    path: op.path,
    operationId: id,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.access === 'member' ? [{ session: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          request: {
            body: {
              required: true,
              ...(body.description ? { description: body.description } : {}),
              content:
                'json' in body
                  ? { 'application/json': { schema: convert(body.json, 'input', 'body') } }
                  : { [body.media]: { schema: body.schema } },
            },
          },
        }
      : {}),
    responses,
  });
}
