import 'server-only';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import pl from '@/messages/pl.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };
import { BRAND } from '@/lib/domain/brand';
import type { Locale } from '@/lib/domain/locales';
import { CONTENT_PAGES, LANDING_PAGES } from '@/lib/domain/route-classifier';
import { languageAlternates, localizedPath, singleLanguageAlternates } from '@/lib/i18n/localized-path';
import { inEveryLocale } from './sitemap-locales';
import type { SitemapUrl } from './sitemap-xml';

/** The FAQ topics of each locale (messages FaqPage.topics): the /faq/{topic} pages that locale answers. */
const FAQ_TOPICS: Readonly<Record<Locale, readonly string[]>> = {
  en: Object.keys(en.FaqPage.topics),
  es: Object.keys(es.FaqPage.topics),
  ru: Object.keys(ru.FaqPage.topics),
  pl: Object.keys(pl.FaqPage.topics),
  ar: Object.keys(ar.FaqPage.topics),
};

/** The lanes live now and later today (components/live/live-auctions-page LIVE_AUCTIONS_PATH). */
const LIVE_AUCTIONS_PATH = '/search/live-auctions';

/** Our own reviews page (the footer's link); a reviews page for any other product is not ours to index. */
const OWN_REVIEWS_PATH = `/${BRAND.toLowerCase()}-reviews`;

function faqTopicUrls(): SitemapUrl[] {
  const topics = [...new Set(Object.values(FAQ_TOPICS).flat())];
  return topics.flatMap((topic) => {
    const path = `/faq/${topic}`;
    const alternates = languageAlternates(path);
    return (Object.keys(FAQ_TOPICS) as Locale[])
      .filter((locale) => FAQ_TOPICS[locale].includes(topic))
      .map((locale) => ({ path: localizedPath(path, locale), alternates }));
  });
}

/**
 * The site's own pages: home, the content pages of SPEC §2, our reviews page, the live auctions and the FAQ with its
 * topics, in every locale; then the landing pages, each only at its one path and language. Sign-in, registration and
 * the account (noindex) are left out, and so are search and lot pages (their own lists).
 */
export function sitePageUrls(): SitemapUrl[] {
  return [
    ...[
      '/',
      ...CONTENT_PAGES.map((page) => `/${page}`),
      OWN_REVIEWS_PATH,
      LIVE_AUCTIONS_PATH,
      '/faq',
    ].flatMap(inEveryLocale),
    ...faqTopicUrls(),
    ...Object.values(LANDING_PAGES).map(({ path, locale }) => ({
      path,
      alternates: singleLanguageAlternates(path, locale),
    })),
  ];
}
