import { expect, test } from '@playwright/test';
import { check, LinkState } from 'linkinator';

const ORIGIN = 'http://localhost:3100';

/**
 * Which sitemap URLs are fetched: every content page and every English search page; of the other languages' search
 * pages (the same templates) and of the lots (one template, hundreds of them), a fixed sample, so the test stays
 * within the suite's time.
 */
const SAMPLE_EVERY = { otherLanguageSearch: 8, lots: 6 } as const;
/** Of those, the pages linkinator reads for links: all content pages and this many search and lot pages. */
const LINK_CHECKED = { search: 10, lots: 10 } as const;

/**
 * After the crawl (passed or not), wait until the server has worked through the renders linkinator left queued: the
 * next spec's sign-up would otherwise wait behind them. Settled is /healthz answering within half a second twice in
 * a row.
 */
test.afterAll(async () => {
  // An afterAll hook's own timeout (afterEach shares the test's, which the crawl may have used up).
  test.setTimeout(240_000);
  for (let quick = 0; quick < 2;) {
    const started = Date.now();
    const ok = await fetch(`${ORIGIN}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    quick = ok && Date.now() - started < 500 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
});

async function locs(url: string): Promise<string[]> {
  const xml = await (await fetch(url)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

const everyNth = <T>(list: T[], n: number) => list.filter((_, i) => i % n === 0);

/** The URLs that do not answer 200 with themselves as canonical (compared as URLs: home's has no root slash). */
async function notSelfCanonical(urls: string[]): Promise<string[]> {
  const wrong: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url, { redirect: 'manual' });
        const html = await response.text();
        const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
        if (response.status !== 200 || !canonical || new URL(canonical).href !== new URL(url).href)
          wrong.push(`${url}: ${response.status}, canonical ${canonical}`);
      }
    }),
  );
  return wrong;
}

test('crawled from /sitemap.xml: listed URLs answer 200 with themselves as canonical, and no link is broken', async () => {
  // About 900 distinct pages, each rendered once into the page cache: four to five minutes on two busy cores.
  test.setTimeout(480_000);
  const files = await locs(`${ORIGIN}/sitemap.xml`);
  expect(files.map((f) => new URL(f).pathname)).toEqual(
    expect.arrayContaining(['/sitemaps/pages-1.xml', '/sitemaps/search-1.xml', '/sitemaps/lots-1.xml']),
  );
  const byFile = await Promise.all(files.map(async (file) => ({ file, urls: await locs(file) })));
  const all = byFile.flatMap((f) => f.urls);
  expect(new Set(all).size).toBe(all.length);
  const of = (name: string) => byFile.filter((f) => f.file.includes(`/${name}-`)).flatMap((f) => f.urls);
  const pages = of('pages');
  const lots = of('lots');
  const search = of('search');
  const englishSearch = search.filter((u) => !/^https?:\/\/[^/]+\/(es|ru|pl|ar)(\/|$)/.test(u));
  const otherSearch = search.filter((u) => !englishSearch.includes(u));
  expect(pages.length).toBeGreaterThan(50);
  expect(englishSearch.length).toBeGreaterThan(50);
  expect(lots.length).toBeGreaterThan(100);

  const fetched = [
    ...pages,
    ...englishSearch,
    ...everyNth(otherSearch, SAMPLE_EVERY.otherLanguageSearch),
    ...everyNth(lots, SAMPLE_EVERY.lots),
  ];
  expect(await notSelfCanonical(fetched)).toEqual([]);

  const crawled = [
    ...pages,
    ...everyNth(englishSearch, Math.ceil(englishSearch.length / LINK_CHECKED.search)),
    ...everyNth(lots, Math.ceil(lots.length / LINK_CHECKED.lots)),
  ];
  const result = await check({
    path: crawled,
    recurse: false,
    // Three at a time: more, and this 2-core machine's server accepts connections too slowly for undici's 10 s.
    // linkinator's timeout also bounds reading the body, which a page queued behind the crawl's backlog can take
    // longer than 30 s to send: past it, check() itself rejects (TimeoutError) instead of reporting a link.
    concurrency: 3,
    timeout: 120_000,
    // Our own site only (the blog and the partners are not reachable from here), and paths, not their filtered views:
    // a query string (sidebar filters, paging, sort, the live view) is followed only for the vehicle finder's types.
    linksToSkip: async (link) =>
      !link.startsWith(ORIGIN) || (link.includes('?') && !/\/search\?types=/.test(link)),
  });
  // A link the busy server did not accept in time (status 0, a connect timeout) is asked again, four at a time:
  // linkinator opens far more connections than its concurrency when many pages link the same lots, and one asked
  // after another, thousands of them outlast the test.
  const failed = result.links.filter((l) => l.state === LinkState.BROKEN);
  const statusOf = new Map<string, number>(failed.filter((l) => l.status).map((l) => [l.url, l.status!]));
  const again = [...new Set(failed.filter((l) => !l.status).map((l) => l.url))].filter(
    (url) => !statusOf.has(url),
  );
  const statusNow = (url: string) =>
    fetch(url).then(
      (r) => r.status,
      () => 0,
    );
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = again.shift(); url; url = again.shift()) {
        // Up to three tries, a second apart: a server still busy with the crawl's backlog may refuse once more.
        let status = await statusNow(url);
        for (let tries = 1; status === 0 && tries < 3; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          status = await statusNow(url);
        }
        statusOf.set(url, status);
      }
    }),
  );
  const broken = failed
    .filter((link) => {
      const status = statusOf.get(link.url) ?? 0;
      return status === 0 || status >= 400;
    })
    .map((link) => `${link.url} (${statusOf.get(link.url) ?? 0}) on ${link.parent}`);
  expect(broken).toEqual([]);
  expect(result.links.filter((link) => link.state === LinkState.OK).length).toBeGreaterThan(crawled.length);
});
