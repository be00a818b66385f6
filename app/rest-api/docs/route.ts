import { apiDocsPage } from '@/lib/api-contract/document';
import { handle } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

// GET /rest-api/docs — the same document as a page for people (server-rendered, no script, its own strict CSP)
export const GET = handle(async () => {
  const { html, contentSecurityPolicy } = apiDocsPage();
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=300',
    },
  });
});
