import 'server-only';
import { asc, count, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES, DAMAGE_PAGES } from '@/lib/domain/inventory-terms';
import { lotPathOf } from '@/lib/domain/lot-route';
import { languageAlternates } from '@/lib/i18n/localized-path';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

const PUBLIC_PAGES = [
  '/',
  '/search',
  '/search/auction-only',
  '/search/buy-it-now',
  ...Object.values(DAMAGE_PAGES).map((slug) => `/${slug}`),
  '/how-it-works',
  '/faq',
  '/videos',
  '/membership',
  '/about-us',
  '/contact-us',
  '/terms',
  '/privacy-policy',
  '/access-and-inclusion',
  '/sitemap',
];

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function lotSitemapCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(lots)
    .where(inArray(lots.status, [...OPEN_LOT_STATUSES]));
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / URLS_PER_SITEMAP));
}

export async function sitemapIndexXml(origin: string): Promise<string> {
  const files = [
    'pages.xml',
    ...Array.from({ length: await lotSitemapCount() }, (_, i) => `lots-${i + 1}.xml`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((f) => `  <sitemap><loc>${escape(`${origin}/sitemaps/${f}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** Public pages with hreflang alternates for the switcher languages and x-default. */
export function pagesSitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((path) => {
    const links = Object.entries(languageAlternates(path))
      .map(
        ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escape(origin + href)}"/>`,
      )
      .join('');
    return `  <url><loc>${escape(origin + path)}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** One file of open lots (1-based), at most 50,000 URLs, in lot-id order. */
export async function lotsSitemapXml(origin: string, file: number): Promise<string | null> {
  if (file < 1 || file > (await lotSitemapCount())) return null;
  const db = await getDb();
  const rows = await db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      updatedAt: lots.updatedAt,
    })
    .from(lots)
    .where(inArray(lots.status, [...OPEN_LOT_STATUSES]))
    .orderBy(asc(lots.id))
    .limit(URLS_PER_SITEMAP)
    .offset((file - 1) * URLS_PER_SITEMAP);
  const urls = rows.map(
    (r) =>
      `  <url><loc>${escape(origin + lotPathOf(r))}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /myaccount',
    'Disallow: /*/myaccount',
    'Disallow: /rest-api/',
    'Disallow: /event/',
    'Disallow: /search/q-',
    'Disallow: /*/search/q-',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
