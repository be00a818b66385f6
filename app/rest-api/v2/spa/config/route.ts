import { publicOrigin } from '@/lib/server/http/public-origin';
import { handle, ok } from '@/lib/server/http/respond';
import { siteConfig } from '@/lib/server/content/site-config';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/spa/config — the site config of SPEC §3
export const GET = handle(async (request) => ok(siteConfig(publicOrigin(request))));
