import { ApiError } from '@/lib/server/http/api-error';
import { handle, ok } from '@/lib/server/http/respond';
import { suggestionsFor } from '@/lib/server/search/suggest';
import { decodeQuerySegment } from '@/lib/domain/route-classifier';
import { stripUnsafeText } from '@/lib/schemas/safe-text';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/search/suggest/q-{text} — makes, models, VIN and stock-number prefixes matching the text
export const GET = handle(async (_request: Request, context: { params: Promise<{ query: string }> }) => {
  const { query } = await context.params;
  if (!query.startsWith('q-')) throw ApiError.notFound('Use search/suggest/q-{text}.');
  // Search text: control characters and unpaired surrogates are stripped, never refused (lib/schemas/safe-text).
  const text = stripUnsafeText(decodeQuerySegment(query.slice(2)));
  if (text.length > 100) throw ApiError.invalid({ q: 'must be at most 100 characters' });
  return ok({ suggestions: await suggestionsFor(text) });
});
