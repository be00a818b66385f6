// The foundation's figures: install, build, first start with seeding, restart, and seeding 100,000 lots, measured on
// a fresh clone of HEAD in a temporary folder (the work tree is left alone).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeSection } from './report';

const PORT = 3200;
const SEED_LOTS = 100_000;

function timed(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): number {
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    throw new Error(`${label} failed (${run.status}):\n${run.stdout?.toString()}\n${run.stderr?.toString()}`);
  }
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function waitHealthy(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${PORT}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy in time');
}

async function timeStart(label: string, cwd: string, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  try {
    await waitHealthy(child, 600_000);
    const seconds = (performance.now() - started) / 1000;
    const home = await fetch(`http://localhost:${PORT}/`);
    if (!(await home.text()).includes('data-testid="lot-card"'))
      throw new Error('the home page lists no lots');
    console.log(`${label}: ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function seedOnPostgres(cwd: string, adminUrl: string): Promise<number> {
  const name = `salvage_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return timed(
      `seed ${SEED_LOTS} lots (PostgreSQL)`,
      'npm',
      ['run', 'seed', '--', '--lots', String(SEED_LOTS)],
      cwd,
      {
        DATABASE_URL: url.toString(),
      },
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runFoundationBench(): Promise<void> {
  const root = process.cwd();
  const work = mkdtempSync(path.join(tmpdir(), 'salvage-bench-'));
  const clone = path.join(work, 'app');
  try {
    timed('clone', 'git', ['clone', '--quiet', root, clone], work);
    const install = timed(
      'npm install (warm npm cache)',
      'npm',
      ['install', '--no-audit', '--no-fund'],
      clone,
    );
    const build = timed('next build', 'npx', ['next', 'build'], clone, { NEXT_TELEMETRY_DISABLED: '1' });
    const first = await timeStart(
      'first start with seeding (5,000 lots) until healthy',
      clone,
      path.join(work, 'data'),
    );
    const restart = await timeStart('restart with data until healthy', clone, path.join(work, 'data'));
    const seedPglite = timed(
      `seed ${SEED_LOTS} lots (PGlite)`,
      'npm',
      ['run', 'seed', '--', '--lots', String(SEED_LOTS)],
      clone,
      {
        DATA_DIR: path.join(work, 'data-100k'),
        DATABASE_URL: '',
      },
    );
    const pgUrl = process.env.TEST_DATABASE_URL;
    const seedPg = pgUrl ? await seedOnPostgres(clone, pgUrl) : null;
    const rows = [
      ['`npm install` in a fresh clone (npm cache warm)', install],
      ['`next build` (production build)', build],
      ['first `npm start`: migrate, seed 5,000 lots, serve (until `/healthz` answers)', first],
      ['restart with the data kept (until `/healthz` answers)', restart],
      [`\`npm run seed -- --lots ${SEED_LOTS}\` on PGlite`, seedPglite],
      ...(seedPg === null
        ? []
        : [[`\`npm run seed -- --lots ${SEED_LOTS}\` on PostgreSQL 15 (127.0.0.1)`, seedPg] as const]),
    ] as const;
    writeSection(
      'foundation',
      'Foundation: install, build, start, seed',
      [
        '| step | seconds |',
        '| --- | ---: |',
        ...rows.map(([label, seconds]) => `| ${label} | ${seconds.toFixed(1)} |`),
        '',
        `Seeding throughput: ${Math.round(SEED_LOTS / seedPglite).toLocaleString('en-US')} lots/s on PGlite${
          seedPg === null
            ? ''
            : `, ${Math.round(SEED_LOTS / seedPg).toLocaleString('en-US')} lots/s on PostgreSQL`
        }.`,
      ].join('\n'),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
