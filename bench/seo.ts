// Lighthouse's SEO category on the pages crawlers land on first: home, a search page, a lot page, a landing page.
import { lighthouseSeo } from '../e2e/lighthouse';
import { writeSection } from './report';
import { startBenchServer } from './server';

export async function runSeoBench(): Promise<void> {
  const server = await startBenchServer(3202, 5000);
  try {
    const lots = await (await fetch(`${server.url}/sitemaps/lots-1.xml`)).text();
    const lot = new URL(lots.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname;
    const pages = [
      ['home', '/'],
      ['search page', '/search/buy-it-now'],
      ['lot page', lot],
      ['landing page', '/salvage-auto-auction'],
    ] as const;
    const rows: string[] = [];
    for (const [label, path] of pages) {
      const { score, failed } = await lighthouseSeo(server.url + path);
      console.log(`${label} ${path}: SEO ${score}${failed.length ? ` (failed: ${failed.join('; ')})` : ''}`);
      rows.push(`| ${label} \`${path}\` | ${score} | ${failed.join('; ') || 'none'} |`);
    }
    writeSection(
      'seo',
      'SEO: Lighthouse',
      [
        "Lighthouse 12's SEO category, Debian Chromium, production server with 5,000 lots (goal: 100 on each):",
        '',
        '| page | SEO | audits not passed |',
        '| --- | ---: | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}
