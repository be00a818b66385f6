import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { servicesAnswer } from '../test/live-processes';

/*
 * The deployment of README's "Several web processes behind nginx", started for e2e/deployment.spec.ts: a fresh
 * PostgreSQL database, a Redis database index of its own, web processes (the real server.ts on the production build)
 * and Debian's nginx running deploy/nginx.conf, unprivileged, in the foreground, under a temporary prefix.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** A Redis database index for this test alone: rate-limit counters are emptied before and after. */
export const REDIS_URL = 'redis://127.0.0.1:6379/9';

/** Debian's nginx, or the first `nginx` on PATH; null when there is none. */
export function findNginx(): string | null {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(':')];
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => existsSync(file)) ?? null;
}

/** Why the deployment cannot run here (no nginx, no build, PostgreSQL or Redis not answering), or null. */
export async function missingPrerequisite(): Promise<string | null> {
  if (!findNginx()) return 'nginx is not installed (Debian: apt-get install nginx)';
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return 'no production build in .next';
  return servicesAnswer(REDIS_URL, POSTGRES_ADMIN_URL);
}

/** Empty the test's Redis database (rate-limit counters of earlier runs). */
export async function flushRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database (the first web process migrates and seeds it). */
export async function createDatabase(name: string): Promise<FreshDatabase> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export interface Started {
  name: string;
  child: ChildProcess;
  output(): string;
  /** kill -9: no shutdown, no cleanup. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

function started(name: string, child: ChildProcess): Started {
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    output: () => output,
    async kill9() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntil(what: Started, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (what.child.exitCode !== null || what.child.signalCode !== null)
      throw new Error(`${what.name} exited before it was ready:\n${what.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what.name} not ready in ${timeoutMs} ms:\n${what.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const healthy = (url: string) => async () => (await fetch(`${url}/healthz`)).status === 200;

/** One web process: `node server.ts` (npm run serve) in production mode with `env`, once its /healthz answers 200. */
export async function startWebProcess(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Started> {
  const child = spawn(process.execPath, ['--import', './scripts/node-hooks.mjs', 'server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
  const web = started(name, child);
  try {
    await waitUntil(web, healthy(`http://127.0.0.1:${port}`), 120_000);
  } catch (error) {
    await web.kill9();
    throw error;
  }
  return web;
}

export interface NginxOptions {
  /** The address deploy/nginx.conf listens on (its PROXY_LISTEN). */
  listen: string;
  /** The web processes (WEB_1, WEB_2). */
  web: [string, string];
  /** Further http-context configuration (the test's own server blocks). */
  extra?: string;
}

/** deploy/nginx.conf with its placeholders filled in, as the README's envsubst line does. */
export async function renderSiteConfig({ listen, web }: NginxOptions): Promise<string> {
  const template = await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const values: Record<string, string> = { PROXY_LISTEN: listen, WEB_1: web[0], WEB_2: web[1] };
  const rendered = template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const left = /\$\{\w+\}/.exec(rendered);
  if (left) throw new Error(`deploy/nginx.conf has a placeholder the test does not fill: ${left[0]}`);
  return rendered;
}

/** nginx in the foreground as this user, everything it writes under a temporary prefix; ready once it proxies. */
export async function startNginx(options: NginxOptions): Promise<Started & { prefix: string }> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'salvage-nginx-'));
  // Run as root, nginx's workers drop to an unprivileged user that must reach its temp folders here.
  await chmod(prefix, 0o755);
  const site = path.join(prefix, 'salvage-lane.conf');
  await writeFile(site, await renderSiteConfig(options));
  const temp = (name: string) => path.join(prefix, name);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${temp('access.log')};`,
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${site};`,
      options.extra ?? '',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    findNginx()!,
    [
      '-p',
      prefix,
      '-e',
      temp('error.log'),
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-g',
      `daemon off; pid ${temp('nginx.pid')};`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const nginx = started('nginx', child);
  const errors = async () => readFile(temp('error.log'), 'utf8').catch(() => '');
  try {
    await waitUntil(nginx, healthy(`http://${options.listen}`), 20_000);
  } catch (error) {
    // SIGTERM, never SIGKILL: the master stops its workers (killed alone, it would leave them listening).
    await nginx.stop();
    throw new Error(`${String(error)}\n${await errors()}`);
  }
  return {
    ...nginx,
    prefix,
    output: () => nginx.output(),
    async stop() {
      await nginx.stop();
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
