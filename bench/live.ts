// The live feed benchmark: 2,000 and 10,000 socket.io-client watchers subscribed to one lane; the time from a bid
// accepted (a real POST /rest-api/v2/bids to the server process) to its `event` at every watcher, against a bare
// Socket.IO broadcast of the same payload to the same sockets in the same run; and the server's memory per connection.
// The server runs in a child process (bench/live-node.ts), the watchers in worker threads of this process
// (bench/live-clients.ts), so neither side's event loop carries the other.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { startClientThread, startLiveNode, now, type ClientThread, type LiveNode } from './live-harness';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';

const PORT = 4301;
const SIZES = (process.env.LIVE_BENCH_SIZES ?? '2000,10000').split(',').map(Number);
/** Bids and bare broadcasts measured at each size (interleaved: bid, bare, bid, bare...), after a warm-up. */
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 100);
const WARM_UP_ROUNDS = 5;
const THREADS = Number(process.env.LIVE_BENCH_THREADS ?? 2);
/** The watchers' client (bench/live-clients.ts reads the same variable in its threads). */
const CLIENT = process.env.LIVE_BENCH_CLIENT === 'socket.io' ? 'socket.io' : 'raw';
const CLIENT_TEXT = {
  raw: `lean WebSocket clients that speak the Engine.IO/Socket.IO wire protocol themselves
(bench/live-raw-watcher.ts: they read every frame and JSON-parse every event, as a browser would, without
socket.io-client's emitters; \`LIVE_BENCH_CLIENT=socket.io\` runs full socket.io-client watchers instead)`,
  'socket.io': `socket.io-client connections (\`LIVE_BENCH_CLIENT=socket.io\`; the default is lean protocol-level
clients, bench/live-raw-watcher.ts)`,
}[CLIENT];
/** Quiet time between rounds: each round starts once the last one reached every watcher (or timed out). */
const PAUSE_MS = 50;
const DELIVERY_TIMEOUT_MS = 15_000;
const POSTGRES_URL = (process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test');

type Path = 'accepted' | 'post' | 'published' | 'bare';
const PATHS: Record<Path, string> = {
  accepted: 'bid accepted (commit) → event at the watcher',
  post: 'bid POST sent → event at the watcher',
  published: 'bid event handed to Socket.IO → at the watcher',
  bare: 'bare io.to(room).emit → at the watcher',
};

class Samples {
  values: number[] = [];
  lost = 0;
  /** The time to the last watcher of each round. */
  lastOfRound: number[] = [];
  percentile(p: number, values = this.values): number {
    if (values.length === 0) return Number.NaN;
    const sorted = Float64Array.from(values).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }
}

interface SizeResult {
  watchers: number;
  samples: Record<Path, Samples>;
  rssPerConnection: number;
  heapPerConnection: number;
  rssMiB: number;
  connectSeconds: number;
  serverCpuMsPerRound: number;
}

function openFileLimit(): number {
  const run = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const text = run.stdout.trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

async function all<T extends Parameters<ClientThread['ask']>[0]>(threads: ClientThread[], message: T) {
  return Promise.all(threads.map((t) => t.ask(message)));
}

/** Collect every watcher's arrival of `key`; add arrival minus each start time to its samples. */
async function gather(
  threads: ClientThread[],
  key: string,
  starts: Partial<Record<Path, number>>,
  samples: Record<Path, Samples> | null,
): Promise<void> {
  const answers = await all(threads, { cmd: 'collect', key, timeoutMs: DELIVERY_TIMEOUT_MS });
  if (!samples) return;
  for (const [path, start] of Object.entries(starts) as [Path, number][]) {
    let last = 0;
    for (const answer of answers) {
      if (answer.type !== 'times') throw new Error(`unexpected answer ${answer.type}`);
      for (const at of answer.times) {
        if (Number.isNaN(at)) samples[path].lost += 1;
        else {
          samples[path].values.push(at - start);
          last = Math.max(last, at - start);
        }
      }
    }
    samples[path].lastOfRound.push(last);
  }
}

interface BidState {
  minimum: number;
  version: number;
  turn: number;
}

async function bidRound(
  node: LiveNode,
  threads: ClientThread[],
  state: BidState,
  samples: Record<Path, Samples> | null,
): Promise<void> {
  await all(threads, { cmd: 'arm' });
  const cookie = node.ready.cookies[state.turn++ % node.ready.cookies.length]!;
  const posted = now();
  const response = await fetch(`${node.url}/rest-api/v2/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ lotId: node.ready.lotId, maxBid: state.minimum, locale: 'en' }),
  });
  const body = (await response.json()) as { data?: { minimumBid: number }; error?: unknown };
  if (!body.data) throw new Error(`the bid was refused: ${response.status} ${JSON.stringify(body.error)}`);
  state.minimum = body.data.minimumBid;
  const event = await node.published(state.version);
  state.version = event.version;
  await gather(
    threads,
    event.serverTime,
    // server_time is the commit's millisecond (publishBidEvent's `now`): within 1 ms below the true moment.
    { accepted: Date.parse(event.serverTime), post: posted, published: event.publishedAt },
    samples,
  );
}

async function bareRound(
  node: LiveNode,
  threads: ClientThread[],
  samples: Record<Path, Samples> | null,
): Promise<void> {
  await all(threads, { cmd: 'arm' });
  const sent = await node.request<'bare'>('bare');
  await gather(threads, sent.serverTime, { bare: sent.sentAt }, samples);
}

async function measureSize(
  node: LiveNode,
  threads: ClientThread[],
  watchers: number,
  connected: number,
  state: BidState,
  baseline: { rss: number; heapUsed: number },
): Promise<SizeResult> {
  const started = performance.now();
  const share = (i: number) =>
    Math.floor((watchers - connected) / threads.length) +
    (i < (watchers - connected) % threads.length ? 1 : 0);
  const answers = await Promise.all(
    threads.map((t, i) => t.ask({ cmd: 'connect', count: share(i), url: node.url, room: node.ready.room })),
  );
  const connectSeconds = (performance.now() - started) / 1000;
  const failed = answers.reduce((n, a) => n + (a.type === 'connected' ? a.failed : 0), 0);
  if (failed > 0) throw new Error(`${failed} watchers could not connect and subscribe`);
  const memory = await node.request<'memory'>('memory');
  if (memory.sockets !== watchers)
    throw new Error(`the server has ${memory.sockets} sockets, not ${watchers}`);
  console.log(`  ${watchers} watchers subscribed (${connectSeconds.toFixed(1)} s for the new ones)`);

  for (let i = 0; i < WARM_UP_ROUNDS; i++) {
    await bidRound(node, threads, state, null);
    await bareRound(node, threads, null);
  }
  const samples = {
    accepted: new Samples(),
    post: new Samples(),
    published: new Samples(),
    bare: new Samples(),
  };
  const cpuBefore = memory.cpuMicros;
  for (let i = 0; i < ROUNDS; i++) {
    await bidRound(node, threads, state, samples);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
    await bareRound(node, threads, samples);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  const after = await node.request<'memory'>('memory');
  return {
    watchers,
    samples,
    rssPerConnection: (memory.rss - baseline.rss) / watchers,
    heapPerConnection: (memory.heapUsed - baseline.heapUsed) / watchers,
    rssMiB: memory.rss / 2 ** 20,
    connectSeconds,
    serverCpuMsPerRound: (after.cpuMicros - cpuBefore) / 1000 / (2 * ROUNDS),
  };
}

/** The server's clock minus this one's, from the ping with the shortest round trip of 20. */
async function clockOffsetOf(node: LiveNode): Promise<number> {
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < 20; i++) {
    const before = now();
    const pong = await node.request<'pong'>('ping');
    const after = now();
    if (after - before < best.rtt) best = { rtt: after - before, offset: pong.at - (before + after) / 2 };
  }
  return best.offset;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

function tableOf(results: SizeResult[]): string {
  const rows = results.flatMap((r) =>
    (Object.keys(PATHS) as Path[]).map((path) => {
      const s = r.samples[path];
      const lastP50 = s.percentile(50, s.lastOfRound);
      return `| ${r.watchers.toLocaleString('en-US')} | ${PATHS[path]} | ${s.values.length} | ${s.lost} | ${ms(s.percentile(50))} | ${ms(s.percentile(95))} | ${ms(s.percentile(99))} | ${ms(lastP50)} |`;
    }),
  );
  return [
    '| watchers | from → to | samples | lost | p50 ms | p95 ms | p99 ms | last watcher, median round, ms |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function ratioOf(r: SizeResult, p: number): string {
  return (r.samples.accepted.percentile(p) / r.samples.bare.percentile(p)).toFixed(2);
}

export async function runLiveBench(): Promise<void> {
  const limit = openFileLimit();
  const sizes = SIZES.filter((n) => n + 1_000 <= limit);
  const skipped = SIZES.filter((n) => !sizes.includes(n));
  if (skipped.length > 0) {
    console.log(`ulimit -n is ${limit}: ${skipped.join(', ')} watchers need more file descriptors; skipped`);
  }
  const only = process.env.BENCH_DATABASES;
  const database =
    only === 'pglite' || (only !== 'postgres' && !(await postgresAnswers(POSTGRES_URL)))
      ? 'pglite'
      : 'postgres';
  const loadBefore = os.loadavg()[0]!;
  const node = await startLiveNode(PORT, database);
  const threads = Array.from({ length: THREADS }, () => startClientThread());
  const results: SizeResult[] = [];
  let clockOffset = 0;
  try {
    clockOffset = await clockOffsetOf(node);
    console.log(
      `live feed bench on ${node.ready.database} with ${CLIENT} watchers; server clock offset ${clockOffset.toFixed(2)} ms`,
    );
    const baseline = await node.request<'memory'>('memory');
    const state: BidState = { minimum: 25, version: 0, turn: 0 };
    let connected = 0;
    for (const watchers of sizes) {
      const result = await measureSize(node, threads, watchers, connected, state, baseline);
      connected = watchers;
      results.push(result);
      console.log(tableOf([result]));
    }
  } finally {
    await Promise.all(threads.map((t) => t.stop()));
    await node.stop();
  }

  const load = `${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;
  const goal = results.find((r) => r.watchers === 2_000);
  const goalP99 = goal?.samples.accepted.percentile(99) ?? Number.NaN;
  const verdict = goal
    ? `Goal (p99 at most 100 ms from a bid accepted to the event, 2,000 watchers): **${goalP99 <= 100 ? 'met' : 'missed'}**, p99 ${ms(goalP99)} ms.`
    : 'Goal not measured: 2,000 watchers were not run.';
  const ratios = results
    .map(
      (r) =>
        `${r.watchers.toLocaleString('en-US')} watchers: ${ratioOf(r, 50)} at p50, ${ratioOf(r, 95)} at p95, ${ratioOf(r, 99)} at p99`,
    )
    .join('; ');
  const memory = [
    '| watchers | server RSS MiB | RSS per connection KiB | JS heap per connection KiB | connect + subscribe s | server CPU ms per round |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.watchers.toLocaleString('en-US')} | ${r.rssMiB.toFixed(0)} | ${(r.rssPerConnection / 1024).toFixed(1)} | ${(r.heapPerConnection / 1024).toFixed(1)} | ${r.connectSeconds.toFixed(1)} | ${r.serverCpuMsPerRound.toFixed(1)} |`,
    ),
  ].join('\n');
  writeSection(
    'live',
    'Live feed: bid to watchers, against a bare broadcast',
    `${tableOf(results)}

${verdict}

Ratio of the bid path (accepted → watcher) to the bare broadcast: ${ratios || '-'}.

${memory}

How: \`npm run bench -- live\` (bench/live.ts; \`ulimit -n\` was ${limit}${skipped.length > 0 ? `, too low for ${skipped.join(', ')} watchers` : ''}).
The server is a child process (bench/live-node.ts) on ${node.ready.database}: the real feed on \`/socket\`, the
auction clock with one lane live and its lot on the block (countdowns of an hour, so it stays there), and the real
\`POST /rest-api/v2/bids\` route handler behind a plain Node HTTP server. The watchers are ${CLIENT_TEXT}, one
WebSocket connection each, in ${THREADS} worker threads of the bench process, subscribed to
\`${node.ready.room}\`; they connect 10,000 at most alongside the server on this machine's cores, so the figures
include the watchers' own time to read each frame. Each size runs ${WARM_UP_ROUNDS} warm-up rounds, then
${ROUNDS} bids and ${ROUNDS} bare broadcasts interleaved, one at a time: each bid (alternating Vip bidders, the next
minimum) goes over HTTP, commits, and its \`event\` is published by the bid path (read after the commit,
\`io.to(room).emit\`); a bare round emits the same payload with \`io.to(room).emit\` from the server process, no
database and no bid; a round ends when every watcher has it (timeout ${DELIVERY_TIMEOUT_MS / 1000} s, counted as
lost), then ${PAUSE_MS} ms of quiet. Every watcher's arrival is one sample. Clocks: the server stamps the moment the message is handed to Socket.IO, the
watchers the moment it arrives, both with \`performance.now()\` anchored on the tick of \`Date.now()\`
(bench/wall-clock.ts): both processes read the same wall clock (offset measured over IPC:
${clockOffset.toFixed(2)} ms). "Bid accepted" is the event's
\`server_time\`, taken right after the commit (millisecond precision, so up to 1 ms is added). Memory: the server's RSS
and JS heap after a full GC with the watchers subscribed, minus the same with none, divided by the watchers. Server
CPU: user + system time of the server process over the measured rounds, per round (a bid with its database work, or a
bare broadcast, with the pause after it). The machine was shared: 1-minute load average ${load}; with other work on
the two cores the tails grow, the ratio to the bare broadcast much less.`,
  );
}
