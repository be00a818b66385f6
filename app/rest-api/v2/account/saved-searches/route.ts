import { withMember } from '@/lib/server/auth/with-member';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { savedSearchListQuery } from '@/lib/schemas/saved-searches';
import { listSavedSearches } from '@/lib/server/saved-searches/read-saved-searches';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/account/saved-searches/?showTotals — the member's saved searches; with showTotals each one's open
// lots and how many are new since the member last opened it
export const GET = withMember(async (request, _context, member) => {
  const { showTotals } = readQuery(request, savedSearchListQuery);
  return ok(await listSavedSearches(member.id, showTotals ?? false), {
    headers: { 'cache-control': 'no-store' },
  });
});
