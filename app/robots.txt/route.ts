import { publicOrigin } from '@/lib/server/http/public-origin';
import { robotsTxt } from '@/lib/server/seo/sitemaps';

// GET /robots.txt — crawl rules and the sitemap index
export async function GET(request: Request) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
