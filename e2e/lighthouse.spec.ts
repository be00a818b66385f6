import { expect, test } from '@playwright/test';
import { lighthouseSeo } from './lighthouse';

const ORIGIN = 'http://localhost:3100';

test("Lighthouse's SEO category is 100 on home, a search page, a lot page and a landing page", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const lots = await (await request.get('/sitemaps/lots-1.xml')).text();
  const lot = lots.match(/<loc>([^<]+)<\/loc>/)![1]!;
  for (const url of [`${ORIGIN}/`, `${ORIGIN}/search/buy-it-now`, lot, `${ORIGIN}/salvage-auto-auction`]) {
    const { score, failed } = await lighthouseSeo(url);
    expect({ url, score, failed }).toEqual({ url, score: 100, failed: [] });
  }
});
