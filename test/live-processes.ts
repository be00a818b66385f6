import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

export interface LiveNode {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  /** kill -9: no shutdown, no cleanup. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Start test/live-node.ts as a child process on `port` against `env` and wait until it listens. */
export async function startLiveNode(
  port: number,
  env: Record<string, string>,
  settings: { firstCountdownMs: number; bidCountdownMs: number },
): Promise<LiveNode> {
  const child = spawn(
    process.execPath,
    ['--import', './scripts/node-hooks.mjs', 'test/live-node.ts', JSON.stringify({ port, ...settings })],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // NODE_ENV test: the cookies of members registered by the test process (no Secure-prefixed names).
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`live node on ${port} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Whether a Redis server and a PostgreSQL server answer (the scale-out test needs both). */
export async function servicesAnswer(
  redisUrl: string,
  postgresUrl: string | undefined,
): Promise<string | null> {
  if (!postgresUrl) return 'TEST_DATABASE_URL is not set';
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `no Redis server answers at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    return `no PostgreSQL server answers at ${postgresUrl}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return null;
}
