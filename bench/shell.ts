// The site shell's figures: first-load JS of the home page (gzip), content-page caching, and Lighthouse (mobile)
// performance and accessibility on home, a content page, a search page and a lot page, with each page's LCP element.
import { gzipSync } from 'node:zlib';
// Lighthouse's own pick of the run nearest the median FCP and time to interactive (its documented way with variance).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { lotPathOf } from '@/lib/domain/lot-route';
import { lighthouseReport } from '../e2e/lighthouse';
import { writeSection } from './report';
import { startBenchServer } from './server';

/** Lighthouse runs per page (BENCH_SHELL_RUNS); the median run is reported, with the range of the scores. */
const RUNS = Math.max(1, Number(process.env.BENCH_SHELL_RUNS ?? 3));

const PAGES: [string, string][] = [
  ['home', '/'],
  ['content page', '/how-it-works'],
  ['search page', '/search/buy-it-now'],
];

/** The lot page of the first lot the search lists (an open lot, with its bid box and, in a lane, its live panel). */
async function lotPage(url: string): Promise<string> {
  const answer = await fetch(`${url}/rest-api/v1.0/lots/search?page_size=1`);
  const [lot] = ((await answer.json()) as { data: { items: Parameters<typeof lotPathOf>[0][] } }).data.items;
  if (!lot) throw new Error('no lot to measure');
  return lotPathOf(lot);
}

async function firstLoadJs(url: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(url)).text();
  // Scripts a modern browser loads: `noModule` polyfills are skipped by every browser that runs modules.
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
        .filter((m) => !/noModule/i.test(m[1]! + m[3]!))
        .map((m) => m[2]!),
    ),
  ];
  let gzipBytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, gzipBytes };
}

type Report = Awaited<ReturnType<typeof lighthouseReport>>;

function scoresOf(lhr: Report): {
  lcpElement: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
} {
  type ElementDetails = { items?: { items?: { node?: { snippet?: string } }[] }[] };
  const details = lhr.audits['largest-contentful-paint-element']?.details as ElementDetails | undefined;
  const lcpElement = details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160);
  return {
    lcpElement: (lcpElement ?? 'unknown').replace(/\s+/g, ' ').replace(/\|/g, '/').slice(0, 90),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  };
}

export async function runShellBench(): Promise<void> {
  const server = await startBenchServer(3201, 5000);
  try {
    const pages = [...PAGES, ['lot page', await lotPage(server.url)]];
    for (const [, path] of pages) await fetch(server.url + path); // warm: pages render once, then come from the cache
    const js = await firstLoadJs(`${server.url}/`);
    console.log(`home first-load JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} kB gzip`);
    const cache = (await fetch(`${server.url}/how-it-works`)).headers.get('x-nextjs-cache') ?? 'none';
    const rows: string[] = [];
    for (const [label, path] of pages) {
      const reports: Report[] = [];
      for (let run = 0; run < RUNS; run++) {
        reports.push(await lighthouseReport(server.url + path, ['performance', 'accessibility']));
      }
      const scores = scoresOf(computeMedianRun(reports) as Report);
      const all = reports.map((r) => scoresOf(r).performance);
      const range = `${Math.min(...all)} to ${Math.max(...all)}`;
      console.log(
        `${label} ${path}: performance ${scores.performance} (runs: ${all.join(', ')}), accessibility ${scores.accessibility}, LCP element ${scores.lcpElement}`,
      );
      rows.push(
        `| ${label} \`${path}\` | ${scores.performance} | ${range} | ${scores.accessibility} | ${scores.fcpMs} | ${scores.lcpMs} | ${scores.tbtMs} | ${scores.cls} | \`${scores.lcpElement}\` |`,
      );
    }
    writeSection(
      'shell',
      'Site shell: bundle size, caching, Lighthouse',
      [
        `First-load JavaScript of the home page: ${js.files} files, **${(js.gzipBytes / 1024).toFixed(1)} kB gzip** (goal: under 150 kB).`,
        '',
        `A content page's second request: \`x-nextjs-cache: ${cache}\` (rendered once, then served from the cache).`,
        '',
        `Lighthouse 13, mobile emulation (its default throttling), Debian Chromium, production server with 5,000 lots; ${RUNS} runs a page, the median run shown (Lighthouse's \`computeMedianRun\`: nearest the median FCP and time to interactive), with the range of its performance scores:`,
        '',
        '| page | performance (median run) | performance (all runs) | accessibility | FCP ms | LCP ms | TBT ms | CLS | LCP element |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}
