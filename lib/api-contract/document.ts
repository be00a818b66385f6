import 'server-only';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import { SESSION_COOKIE } from '@/lib/domain/session';
import { registerOperation } from './operation';
import { API_OPERATIONS } from './operations';
import { renderDocsPage, type DocsPage } from './render-docs';

const DESCRIPTION = `The salvage-auction site's REST API (SPEC §7), generated from the zod schemas the route handlers
validate with.

- **Success** is \`{ "data": … }\` with 200 (202 for accepted work).
- **Failure** is \`{ "error": { "code", "message", "fields"? } }\` (the \`ErrorBody\` schema) with the statuses each
  operation lists: 400 unreadable, 401 no session, 402 payment declined, 403 not allowed, 404 not found (also another
  member's record), 409 conflict, 413 too large, 422 invalid (each bad input named in \`fields\`), 429 rate limited.
  Bad input never yields a 500.
- **Any path** under /rest-api that is not listed here answers 404 \`not_found\`; a listed path with another method
  answers 405 \`method_not_allowed\` with an \`Allow\` header (HEAD goes wherever GET does; OPTIONS answers 204). A
  path with malformed percent-encoding answers 400 \`bad_request\`.
- **Every answer** carries \`X-Request-Id\`; an unexpected failure is a 500 \`internal_error\` whose body names the
  same \`requestId\` the server logged it with.
- **Member operations** need the session cookie; **state changes** from a browser must be same-origin (403
  otherwise); money and bid mutations need an \`Idempotency-Key\` header (replaying one returns the first answer).
- JSON bodies are capped while they stream (1 MB unless the operation says less): 413.`;

/** Builds the document: every operation of API_OPERATIONS through the library's registry and its 3.1 generator. */
export function buildOpenApiDocument(): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by sign-in or sign-up (`__Secure-` prefixed over HTTPS).',
  });
  registry.registerComponent('headers', 'RequestId', {
    description: 'The request’s id, as the server logs it.',
    schema: { type: 'string' },
  });
  registry.registerComponent('headers', 'RetryAfter', {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  });
  const definitions = new Map<string, SchemaObject>();
  const sink = (name: string, schema: SchemaObject) => {
    if (!definitions.has(name)) {
      definitions.set(name, schema);
      registry.registerComponent('schemas', name, schema);
    }
  };
  for (const op of API_OPERATIONS) registerOperation(registry, op, sink);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Salvage auction REST API', version: '2.0.0', description: DESCRIPTION },
    tags: [...new Set(API_OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
  });
}

let cached: { document: OpenAPIObject; json?: string; page?: DocsPage } | undefined;

/** The document, built once per process (the schemas do not change while it runs). */
export function openApiDocument(): OpenAPIObject {
  cached ??= { document: buildOpenApiDocument() };
  return cached.document;
}

/** The document as served at /rest-api/openapi.json, serialised once. */
export function openApiJson(): string {
  const document = openApiDocument();
  cached!.json ??= JSON.stringify(document);
  return cached!.json;
}

/** The page served at /rest-api/docs, rendered once. */
export function apiDocsPage(): DocsPage {
  const document = openApiDocument();
  cached!.page ??= renderDocsPage(document);
  return cached!.page;
}
