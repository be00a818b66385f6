// The live feed benchmark's moving parts, seen from the bench process: the server child (bench/live-node.ts, over
// IPC) and the watcher threads (bench/live-clients.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromClients, ToClients } from './live-clients';
import type { FromNode, ToNode } from './live-node';

const root = path.resolve(import.meta.dirname, '..');

export { wallNow as now } from './wall-clock';

type Ready = Extract<FromNode, { type: 'ready' }>;
type Published = Extract<FromNode, { type: 'published' }>;

export interface LiveNode {
  ready: Ready;
  url: string;
  /** The next bid event the server publishes after version `after`. */
  published(after: number, timeoutMs?: number): Promise<Published>;
  request<T extends FromNode['type']>(
    cmd: 'bare' | 'memory' | 'ping',
  ): Promise<Extract<FromNode, { type: T }>>;
  stop(): Promise<void>;
}

export async function startLiveNode(port: number, database: 'pglite' | 'postgres'): Promise<LiveNode> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      './scripts/node-hooks.mjs',
      'bench/live-node.ts',
      JSON.stringify({ port, database }),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave the server behind when the bench ends early.
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  const published: Published[] = [];
  const pending = new Map<number, (message: FromNode) => void>();
  let publishedWaiter: (() => void) | null = null;
  let nextId = 1;
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the live node exited with ${code} before it was ready`)));
    child.on('message', (message: FromNode) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'published') {
        published.push(message);
        publishedWaiter?.();
      } else pending.get(message.id)?.(message);
    });
  });
  const send = (message: ToNode) => child.send(message);
  return {
    ready,
    url: `http://127.0.0.1:${port}`,
    async published(after, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = published.findIndex((p) => p.version > after);
        if (index >= 0) return published.splice(0, index + 1).at(-1)!;
        if (Date.now() > deadline) throw new Error(`no bid event after version ${after}`);
        await new Promise<void>((resolve) => {
          publishedWaiter = resolve;
          setTimeout(resolve, 100);
        });
        publishedWaiter = null;
      }
    },
    request(cmd) {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, (message) => {
          pending.delete(id);
          resolve(message as never);
        });
        send({ cmd, id });
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      send({ cmd: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ClientThread {
  ask<T extends FromClients['type']>(message: ToClients): Promise<Extract<FromClients, { type: T }>>;
  stop(): Promise<void>;
}

/** A worker thread holding a share of the watchers (one message in flight at a time). */
export function startClientThread(): ClientThread {
  // The loader hooks of `--import` do not reach worker threads (Node 20): the thread loads its TypeScript through tsx.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./live-clients.ts', import.meta.url).href);
  const worker = new Worker(
    `import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${JSON.stringify(import.meta.url)}))`,
    { eval: true },
  );
  worker.on('error', (error) => {
    console.error('watcher thread failed', error);
    process.exit(1);
  });
  return {
    ask(message) {
      return new Promise((resolve) => {
        worker.once('message', (answer: FromClients) => resolve(answer as never));
        worker.postMessage(message);
      });
    },
    async stop() {
      await this.ask({ cmd: 'close' });
      await worker.terminate();
    },
  };
}
