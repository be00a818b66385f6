import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The node flags of `npm start` (package.json), so a benchmark measures the server that command runs. */
function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } })
    .scripts;
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--max-old-space-size='));
}

/**
 * A production server of this work tree on a fresh data folder, for benchmarks; `stop()` ends it and cleans up. It runs
 * on embedded PGlite unless `env` names a DATABASE_URL; `pid` is the web process (`npm start` runs it in-process).
 */
export async function startBenchServer(
  port: number,
  seedLots: number,
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-bench-data-'));
  const child: ChildProcess = spawn(
    'node',
    [...startFlags(), '--import', './scripts/node-hooks.mjs', 'scripts/start.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_LOTS: String(seedLots),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        ...env,
      },
    },
  );
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
