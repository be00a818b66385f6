import { ok, handle } from '@/lib/server/http/respond';
import { popularSuggestions } from '@/lib/server/search/suggest';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/search/popular-suggest — the most common makes and models, for the empty search box
export const GET = handle(async () => ok({ suggestions: await popularSuggestions() }));
