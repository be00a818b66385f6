// `npm run bench [-- name...]`: run the named benchmarks (all by default); each prints its figures and rewrites its
// section of BENCHMARKS.md. Benchmarks are not tests and do not run in `npm test`.
import { runAbuseBench } from './abuse';
import { runAdminBench } from './admin';
import { runBidsBench } from './bids';
import { runFoundationBench } from './foundation';
import { runPagesBench } from './pages';
import { runSearchBench } from './search';
import { runLiveBench } from './live';
import { runSeoBench } from './seo';
import { runShellBench } from './shell';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  foundation: runFoundationBench,
  shell: runShellBench,
  bids: runBidsBench,
  search: runSearchBench,
  pages: runPagesBench,
  live: runLiveBench,
  seo: runSeoBench,
  abuse: runAbuseBench,
  admin: runAdminBench,
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = names.filter((n) => !(n in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(1);
}
for (const name of names.length > 0 ? names : Object.keys(BENCHMARKS)) {
  console.log(`== ${name}`);
  await BENCHMARKS[name]!();
}
