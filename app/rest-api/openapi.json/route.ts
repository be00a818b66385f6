import { openApiJson } from '@/lib/api-contract/document';
import { handle } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

// GET /rest-api/openapi.json — the OpenAPI 3.1 document of every route handler, generated from the zod schemas
export const GET = handle(async () => {
  return new Response(openApiJson(), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
});
