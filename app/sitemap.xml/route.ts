import { handle } from '@/lib/server/http/respond';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { sitemaps } from '@/lib/server/seo/sitemaps';
import { XML_HEADERS } from '@/lib/server/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

// GET /sitemap.xml — the sitemap index: the pages, search and lots files of at most 50,000 URLs each
export const GET = handle(async (request) => {
  return new Response(await sitemaps.indexXml(publicOrigin(request)), { headers: XML_HEADERS });
});
