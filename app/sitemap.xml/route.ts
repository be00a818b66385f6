import { publicOrigin } from '@/lib/server/http/public-origin';
import { sitemapIndexXml } from '@/lib/server/seo/sitemaps';

export const dynamic = 'force-dynamic';

// GET /sitemap.xml — the sitemap index: public pages, then lot files of at most 50,000 URLs
export async function GET(request: Request) {
  return new Response(await sitemapIndexXml(publicOrigin(request)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
