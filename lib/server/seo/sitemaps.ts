import 'server-only';
import { keptFresh } from '../cache/kept-fresh';
import { hiddenPaths } from './sitemap-hidden';
import { lotFileStarts, lotUrls } from './sitemap-lots';
import { sitePageUrls } from './sitemap-pages';
import { searchPageUrls } from './sitemap-search-pages';
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from './sitemap-xml';

/**
 * The sitemap index (`/sitemap.xml`) and its files (`/sitemaps/{list}-{n}.xml`, n from 1), three lists split at
 * `urlsPerFile` URLs a file:
 * - `pages`: home, content pages, our reviews page, the live auctions, the FAQ and its topics in every locale
 *   (hreflang alternates as the pages give them), and the landing pages, each in its own language only;
 * - `search`: the search pages that have open lots (all vehicles, buy it now, auction only, damage, vehicle type,
 *   make, make + model, state where the vehicles stand, title), in every locale;
 * - `lots`: every open lot at its one canonical URL, English only, with `lastmod` (the lot's `updated_at`). A lot page
 *   names its other languages through its own hreflang links; listing five copies of a short-lived page would spend
 *   five times the crawl on the same vehicle.
 * Pages the page-metadata lookup marks noindex or canonical elsewhere are left out. The lists and the split of the
 * lots are counted at most once per `cacheMs` (sitemap-cache) and shared by the index and the files, so their
 * numbering agrees.
 */
export interface SitemapOptions {
  /** The protocol's limit is 50,000; tests pass a few. */
  urlsPerFile?: number;
  /** 0: count on every request (tests). */
  cacheMs?: number;
}

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;
const CACHE_MS = 60_000;

type ListName = 'pages' | 'search' | 'lots';
const FILE_NAME = /^(pages|search|lots)-([1-9][0-9]{0,6})\.xml$/;

export interface Sitemaps {
  indexXml(origin: string): Promise<string>;
  /** A file of the index, or null when it has no such file. */
  fileXml(origin: string, name: string): Promise<string | null>;
}

export function createSitemaps({
  urlsPerFile = URLS_PER_SITEMAP,
  cacheMs = CACHE_MS,
}: SitemapOptions = {}): Sitemaps {
  const kept = <T>(key: string, load: () => Promise<T>) =>
    keptFresh(`sitemap:${urlsPerFile}:${key}`, load, cacheMs);
  const visible = async (urls: SitemapUrl[]) => {
    const hidden = await kept('hidden', hiddenPaths);
    return hidden.size === 0 ? urls : urls.filter((u) => !hidden.has(u.path));
  };
  const pages = () => kept('pages', () => visible(sitePageUrls()));
  const search = () => kept('search', async () => visible(await searchPageUrls()));
  const lotStarts = () => kept('lots', () => lotFileStarts(urlsPerFile));

  const fileCount = (urls: readonly SitemapUrl[]) => Math.ceil(urls.length / urlsPerFile);
  const numbered = (list: ListName, count: number) =>
    Array.from({ length: count }, (_, i) => `${list}-${i + 1}.xml`);

  async function fileUrls(list: ListName, n: number): Promise<SitemapUrl[] | null> {
    if (list === 'lots') {
      const starts = await lotStarts();
      const first = starts[n - 1];
      return first === undefined ? null : visible(await lotUrls(first, starts[n] ?? null, urlsPerFile));
    }
    const urls = await (list === 'pages' ? pages() : search());
    return n <= fileCount(urls) ? urls.slice((n - 1) * urlsPerFile, n * urlsPerFile) : null;
  }

  return {
    async indexXml(origin) {
      const [pageList, searchList, starts] = await Promise.all([pages(), search(), lotStarts()]);
      return sitemapIndexXml(origin, [
        ...numbered('pages', fileCount(pageList)),
        ...numbered('search', fileCount(searchList)),
        ...numbered('lots', starts.length),
      ]);
    },
    async fileXml(origin, name) {
      const match = FILE_NAME.exec(name);
      if (!match) return null;
      const urls = await fileUrls(match[1] as ListName, Number(match[2]));
      return urls && urlsetXml(origin, urls);
    },
  };
}

/** The site's sitemaps: 50,000 URLs a file, counts kept for a minute. */
export const sitemaps = createSitemaps();

/** robots.txt: member, admin and API paths closed to crawlers; the sitemap index on the same origin. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /myaccount',
    'Disallow: /*/myaccount',
    'Disallow: /admin',
    'Disallow: /rest-api',
    'Disallow: /event/',
    'Disallow: /search/q-',
    'Disallow: /*/search/q-',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
