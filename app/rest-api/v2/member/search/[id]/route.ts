import { withMember } from '@/lib/server/auth/with-member';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { openSavedSearchQuery } from '@/lib/schemas/saved-searches';
import { readSavedSearchId } from '@/lib/server/saved-searches/read-saved-search-id';
import { openSavedSearch } from '@/lib/server/saved-searches/read-saved-searches';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/member/search/{id}?_locale — open a saved search: its counts (new since the last look), and this
// look is recorded
export const GET = withMember<Context>(async (request, context, member) => {
  const id = await readSavedSearchId(context.params);
  const { _locale } = readQuery(request, openSavedSearchQuery);
  return ok(await openSavedSearch(member.id, id, _locale), { headers: { 'cache-control': 'no-store' } });
});
