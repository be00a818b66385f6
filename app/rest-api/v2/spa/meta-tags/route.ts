import { handle, ok } from '@/lib/server/http/respond';
import { readQuery } from '@/lib/server/http/read-input';
import { metaTagsQuery } from '@/lib/schemas/locale-query';
import { metaTagsFor } from '@/lib/server/content/meta-tags';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/spa/meta-tags?url=&_locale= — the per-path page metadata (empty defaults when none)
export const GET = handle(async (request: Request) => {
  const { url, _locale } = readQuery(request, metaTagsQuery);
  return ok(await metaTagsFor(url, _locale));
});
