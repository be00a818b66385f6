import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface SeoResult {
  score: number;
  /** The SEO audits that did not pass, with Lighthouse's own title. */
  failed: string[];
}

/** Lighthouse's report on one URL for these categories, in Debian's Chromium (its own instance, as Lighthouse drives it). */
export async function lighthouseReport(url: string, categories: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's SEO category for one URL, with the audits that did not pass. */
export async function lighthouseSeo(url: string): Promise<SeoResult> {
  const lhr = await lighthouseReport(url, ['seo']);
  const category = lhr.categories.seo!;
  const failed = category.auditRefs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
  return { score: Math.round((category.score ?? 0) * 100), failed };
}
