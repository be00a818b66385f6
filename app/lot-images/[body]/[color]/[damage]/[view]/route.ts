import { lotIllustrationSvg } from '@/lib/domain/lot-illustration';

const SEGMENT = /^[a-z-]{1,32}$/;

// GET /lot-images/{body}/{color}/{damage}/{view}.svg — a demo lot photo, drawn from its path alone.
export async function GET(_request: Request, context: { params: Promise<Record<string, string>> }) {
  const { body = '', color = '', damage = '', view = '' } = await context.params;
  const viewNumber = /^([1-3])\.svg$/.exec(view)?.[1];
  if (![body, color, damage].every((s) => SEGMENT.test(s)) || !viewNumber) {
    return Response.json({ error: { code: 'not_found', message: 'No such image.' } }, { status: 404 });
  }
  return new Response(lotIllustrationSvg(body, color, damage, Number(viewNumber)), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
