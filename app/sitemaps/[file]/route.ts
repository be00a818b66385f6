import { ApiError } from '@/lib/server/http/api-error';
import { handle } from '@/lib/server/http/respond';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { sitemaps } from '@/lib/server/seo/sitemaps';
import { XML_HEADERS } from '@/lib/server/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

// GET /sitemaps/{pages|search|lots}-{n}.xml — one file of the sitemap index; any other name answers 404
export const GET = handle<Context>(async (request, context) => {
  const body = await sitemaps.fileXml(publicOrigin(request), (await context.params).file);
  if (body === null) throw ApiError.notFound('No such sitemap file.');
  return new Response(body, { headers: XML_HEADERS });
});
