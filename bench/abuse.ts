// The abuse benchmark (issue 21): a production server on PGlite, and the bid box's read latency while an attacker on
// this machine's loopback tries what once hurt: a 20-attempt sign-in burst on one account, 12 sockets subscribing to
// rooms that do not exist, 100 MB request bodies, and a corpus of malformed requests. Each abuse comes from its own
// loopback address (the server's limits key on the client address), the bid box from 127.0.0.1.
import { io as connect } from 'socket.io-client';
import { readFileSync } from 'node:fs';
import { httpFrom, hugeBody, type HttpAnswer } from '@/test/http-from';
import { malformedRequests } from './malformed-requests';
import { writeSection } from './report';
import { startBenchServer } from './server';

const PORT = 3500;
const SEED_LOTS = 300;

type Server = Awaited<ReturnType<typeof startBenchServer>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

/** The web process's resident memory in MiB (Linux /proc), or NaN. */
function rssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Bid-box reads one after another until `until` settles (at least `minimum` of them); their latencies. */
async function bidBoxReads(url: string, lotId: number, until: Promise<unknown>, minimum = 20) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done || times.length < minimum) {
    const answer = await httpFrom(`${url}/rest-api/v2/lots/${lotId}/bidding`);
    if (answer.status !== 200) throw new Error(`bid box answered ${answer.status}`);
    times.push(answer.ms);
    await sleep(20);
  }
  return times;
}

const tally = (answers: { status: number }[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');
};

async function signUp(url: string, email: string, password: string, localAddress: string) {
  const answer = await httpFrom(`${url}/rest-api/v1.0/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Victim', email, password, countryIso2: 'US' }),
    localAddress,
  });
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
}

async function signInBurst(url: string, localAddress: string) {
  const email = `victim-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  await signUp(url, email, password, '127.0.9.1');
  const attempts = Array.from({ length: 20 }, (_, i) =>
    httpFrom(`${url}/rest-api/v1.0/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: i === 19 ? password : `wrong password ${i}` }),
      localAddress,
    }),
  );
  return Promise.all(attempts);
}

/**
 * 12 sockets from one address, each subscribing every 50 ms to 50 rooms that do not exist; a socket that has spent its
 * message budget (or was disconnected) is replaced by a new connection, as an attacker would.
 */
async function socketAbuse(url: string, localAddress: string, durationMs: number) {
  const refusals = new Map<string, number>();
  let disconnected = 0;
  let connections = 0;
  let failed = 0;
  const open = () => {
    connections++;
    const socket = connect(url, {
      path: '/socket',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      localAddress,
    } as Parameters<typeof connect>[1]);
    socket.on('error_message', (error: { code?: string }) =>
      refusals.set(error.code ?? '?', (refusals.get(error.code ?? '?') ?? 0) + 1),
    );
    socket.on('disconnect', () => disconnected++);
    socket.on('connect_error', () => failed++);
    return { socket, sent: 0 };
  };
  const sockets = Array.from({ length: 12 }, open);
  const rooms = Array.from({ length: 50 }, (_, i) => `iaa-${900_000 + i}-z${i % 10}`).join(',');
  const started = Date.now();
  let sent = 0;
  while (Date.now() - started < durationMs) {
    for (const [i, entry] of sockets.entries()) {
      if (entry.sent >= 20 || (!entry.socket.connected && entry.sent > 0)) {
        entry.socket.disconnect();
        sockets[i] = open();
      } else if (entry.socket.connected) {
        entry.socket.emit('subscribe', rooms);
        entry.sent++;
        sent++;
      }
    }
    await sleep(50);
  }
  for (const { socket } of sockets) socket.disconnect();
  return { sent, connections, failed, refusals, disconnected };
}

async function hugeBodies(server: Server, count: number) {
  const before = rssMiB(server.pid);
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 50);
  const answers: (HttpAnswer | { status: number })[] = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      httpFrom(`${server.url}/rest-api/v2/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: hugeBody(100 * 2 ** 20),
        localAddress: `127.0.7.${i + 1}`,
      }).catch(() => ({ status: 0 })),
    ),
  );
  clearInterval(watch);
  return { answers, rssGrowth: peak - before };
}

export async function runAbuseBench(): Promise<void> {
  const server = await startBenchServer(PORT, SEED_LOTS, { SIGN_UP_LIMIT: '1000' });
  try {
    const search = await httpFrom(`${server.url}/rest-api/v1.0/lots/search?page_size=1`);
    const lotId = (JSON.parse(search.body) as { data: { items: { id: number }[] } }).data.items[0]!.id;
    // Warm up, then the idle median.
    await bidBoxReads(server.url, lotId, Promise.resolve(), 20);
    const idle = median(await bidBoxReads(server.url, lotId, Promise.resolve(), 60));
    console.log(`idle bid-box p50 ${round(idle)} ms; sign-in bursts...`);

    const burstStatuses: number[] = [];
    const burstReads: number[] = [];
    for (let round = 0; round < 3; round++) {
      const burst = signInBurst(server.url, `127.0.8.${round + 1}`);
      burstReads.push(...(await bidBoxReads(server.url, lotId, burst, 10)));
      burstStatuses.push(...(await burst).map((a) => a.status));
    }
    const burst = median(burstReads);
    console.log(`sign-in bursts: p50 ${round(burst)} ms; socket abuse...`);

    const abuse = socketAbuse(server.url, '127.0.6.1', 8_000);
    await sleep(500);
    const socketReads = await bidBoxReads(server.url, lotId, abuse, 20);
    const socketStats = await abuse;
    const sockets = median(socketReads);
    console.log(`socket abuse: p50 ${round(sockets)} ms; huge bodies...`);

    const one = await hugeBodies(server, 1);
    const four = await hugeBodies(server, 4);

    console.log('malformed requests...');
    const malformed: { label: string; status: number }[] = [];
    for (const request of malformedRequests()) {
      const answer = await httpFrom(`${server.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        localAddress: '127.0.5.1',
      }).catch(() => ({ status: 0 }));
      malformed.push({ label: request.label, status: answer.status });
    }
    const failures = malformed.filter((m) => m.status >= 500 || m.status === 0);
    const refusedSockets = [...socketStats.refusals.entries()]
      .map(([code, n]) => `${n} x ${code}`)
      .join(', ');

    writeSection(
      'abuse',
      'Abuse: the bid box under attack from this machine (issue 21)',
      `A production server (\`npm start\`, PGlite, ${SEED_LOTS} lots). The bid box (GET /rest-api/v2/lots/{id}/bidding) is
read from 127.0.0.1 one request after another (20 ms apart) while each abuse runs from its own loopback address.

| bid-box read | p50 ms | against idle |
| --- | ---: | ---: |
| idle | ${round(idle)} | 1 |
| during 3 bursts of 20 simultaneous sign-ins on one account (19 wrong, 1 right) | ${round(burst)} | ${(burst / idle).toFixed(2)} |
| during 12 sockets subscribing every 50 ms to 50 rooms that do not exist, reconnecting when refused (8 s) | ${round(sockets)} | ${(sockets / idle).toFixed(2)} |

- Sign-in bursts: ${burstStatuses.length} attempts answered ${tally(burstStatuses.map((status) => ({ status })))}.
- Sockets: ${socketStats.connections} connections (${socketStats.failed} refused at connect) sent ${socketStats.sent} subscribe messages; the feed answered ${refusedSockets || 'nothing'}; ${socketStats.disconnected} sockets were disconnected.
- 100 MB chunked bodies to the contact form: one answered ${tally(one.answers)} (server RSS +${Math.round(one.rssGrowth)} MiB); four at once answered ${tally(four.answers)} (RSS +${Math.round(four.rssGrowth)} MiB).
- Malformed requests: ${malformed.length} tried, answered ${tally(malformed)}; ${failures.length} answered 5xx or not at all${failures.length > 0 ? `: ${failures.map((f) => `${f.label} (${f.status})`).join('; ')}` : ''}.`,
    );
  } finally {
    await server.stop();
  }
}
