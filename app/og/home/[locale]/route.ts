import { homeSocialImage } from '@/components/seo/social-image';
import { isLocale } from '@/lib/domain/locales';
import { ApiError } from '@/lib/server/http/api-error';
import { handle } from '@/lib/server/http/respond';
import { homeSocialCard } from '@/lib/server/seo/social-cards';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

// GET /og/home/{locale} — the home page's og:image in a locale: a 1200 x 630 PNG (404 JSON: no such locale)
export const GET = handle<Context>(async (_request, { params }) => {
  const { locale } = await params;
  if (!isLocale(locale)) throw ApiError.notFound('No such language.');
  return homeSocialImage(await homeSocialCard(locale));
});
