import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the production build is made from: a newer file here means the build is stale. */
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'middleware.ts',
  'next.config.ts',
  'package.json',
];
const BUILD_ID = path.join('.next', 'BUILD_ID');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale(root = process.cwd()): boolean {
  const buildId = path.join(root, BUILD_ID);
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function buildIfNeeded(): void {
  if (!buildIsStale()) return;
  console.log('No current production build: running next build (a minute or two, once).');
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('next build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
