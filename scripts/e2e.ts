// `npm run test:e2e`: a fresh data folder, a production build if needed, then Playwright (its webServer starts us).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed';

rmSync('.data-e2e', { recursive: true, force: true });
buildIfNeeded();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
rmSync('.data-e2e', { recursive: true, force: true });
process.exit(result.status ?? 1);
