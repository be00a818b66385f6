import { withMember } from '@/lib/server/auth/with-member';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { changeSavedSearchBody, newSavedSearchBody } from '@/lib/schemas/saved-searches';
import {
  changeSavedSearch,
  deleteSavedSearch,
  saveSearch,
} from '@/lib/server/saved-searches/manage-saved-searches';
import { readSavedSearchId, readSaveTarget } from '@/lib/server/saved-searches/read-saved-search-id';
import { getSavedSearch } from '@/lib/server/saved-searches/read-saved-searches';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v1.0/member/search/{id} — one of the member's saved searches (another member's is 404)
export const GET = withMember<Context>(async (_request, context, member) =>
  ok(await getSavedSearch(member.id, await readSavedSearchId(context.params))),
);

// POST /rest-api/v1.0/member/search/new — save a search { name, query, locale? };
// POST /rest-api/v1.0/member/search/{id} — rename it or give it new filters { name?, query?, locale? }
export const POST = withMember<Context>(async (request, context, member) => {
  const target = await readSaveTarget(context.params);
  if (target === 'new') return ok(await saveSearch(member.id, await readJson(request, newSavedSearchBody)));
  return ok(await changeSavedSearch(member.id, target, await readJson(request, changeSavedSearchBody)));
});

// DELETE /rest-api/v1.0/member/search/{id} — delete one of the member's saved searches
export const DELETE = withMember<Context>(async (_request, context, member) =>
  ok(await deleteSavedSearch(member.id, await readSavedSearchId(context.params))),
);
