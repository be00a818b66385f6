import { publicOrigin } from '@/lib/server/http/public-origin';
import { lotsSitemapXml, pagesSitemapXml } from '@/lib/server/seo/sitemaps';

export const dynamic = 'force-dynamic';

const xml = (body: string) =>
  new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });

// GET /sitemaps/pages.xml and /sitemaps/lots-{n}.xml — the files the sitemap index lists
export async function GET(request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const origin = publicOrigin(request);
  if (file === 'pages.xml') return xml(pagesSitemapXml(origin));
  const n = /^lots-([1-9]\d{0,4})\.xml$/.exec(file)?.[1];
  const body = n ? await lotsSitemapXml(origin, Number(n)) : null;
  if (body === null)
    return Response.json({ error: { code: 'not_found', message: 'No such sitemap file.' } }, { status: 404 });
  return xml(body);
}
