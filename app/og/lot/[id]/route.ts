import { lotSocialImage } from '@/components/seo/social-image';
import { ApiError } from '@/lib/server/http/api-error';
import { handle } from '@/lib/server/http/respond';
import { lotSocialCard } from '@/lib/server/seo/social-cards';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /og/lot/{id} — a lot's og:image: a 1200 x 630 PNG of its title, bid, damage and location (404 JSON: no such lot)
export const GET = handle<Context>(async (_request, { params }) => {
  const { id } = await params;
  const card = /^[0-9]{9}$/.test(id) ? await lotSocialCard(Number(id)) : null;
  if (!card) throw ApiError.notFound('No such lot.');
  return lotSocialImage(card);
});
