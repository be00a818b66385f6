// The fuzz suite (issue 21): driven by the OpenAPI document the server publishes, fast-check generates valid and
// hostile requests for every operation and sends them to the running server, signed out and signed in; no answer
// may be a 5xx, every 4xx carries the error shape, and another member's data does not change. It sends from its own
// loopback address, so the limits it trips do not reach the rest of the suite.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { httpFrom } from '../test/http-from';
import {
  operationsOf,
  requestsFor,
  resolverOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from '../test/fuzz/operation-requests';

const BASE = 'http://localhost:3100';
const FUZZ_ADDRESS = '127.0.4.1';
const VICTIM_ADDRESS = '127.0.4.2';
/** The run's budget, shared by the operations (each gets at least 2 s): keeps the fuzz to about a minute. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
/** Operations that would end the fuzzing member's own session mid-run. */
const SIGNED_IN_SKIP = new Set(['POST /rest-api/v1.0/auth/sign-out']);

// At most 2 s an operation, twice each (signed out and in), for about 75 operations, plus the set-up.
test.describe.configure({ timeout: 420_000 });

type Member = { email: string; cookie: string };

function cookiesOf(setCookie: string | string[] | undefined): string {
  return (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

async function call(
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; address: string },
) {
  const answer = await httpFrom(`${BASE}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    localAddress: options.address,
  });
  return answer;
}

async function newMember(name: string, address: string): Promise<Member> {
  const email = `fuzz-${name}-${Date.now()}@example.com`;
  const answer = await call('/rest-api/v1.0/auth/sign-up', {
    method: 'POST',
    body: {
      firstName: name,
      lastName: 'Fuzz',
      email,
      password: 'a long fuzzing passphrase',
      countryIso2: 'US',
    },
    address,
  });
  expect(answer.status, answer.body).toBe(200);
  const cookie = cookiesOf(answer.headers['set-cookie']);
  const terms = await call('/rest-api/v1.0/member/accept-terms', {
    method: 'POST',
    body: {},
    cookie,
    address,
  });
  expect(terms.status, terms.body).toBe(200);
  return { email, cookie };
}

/** Everything a member can read of their own, by the document's parameterless GETs of the member and account areas. */
async function snapshot(operations: Operation[], member: Member): Promise<Record<string, string>> {
  const reads = operations.filter(
    (o) =>
      o.method === 'GET' &&
      /^\/rest-api\/(v1\.0\/member|v2\/account)\//.test(o.path) &&
      !o.path.includes('{') &&
      !o.parameters.some((p) => p.required),
  );
  const result: Record<string, string> = {};
  for (const read of reads) {
    const answer = await call(read.path, { cookie: member.cookie, address: VICTIM_ADDRESS });
    // Answers carry no clock of their own here; volatile fields would show up as a failure worth a look.
    result[read.path] = `${answer.status} ${answer.body}`;
  }
  return result;
}

function checkAnswer(request: FuzzRequest, answer: { status: number; body: string }) {
  const label = `${request.method} ${request.path.slice(0, 200)} -> ${answer.status} ${answer.body.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`5xx: ${label}`);
  if (answer.status >= 400 && request.path.startsWith('/rest-api/')) {
    let body: { error?: { code?: unknown; message?: unknown } };
    try {
      body = JSON.parse(answer.body) as typeof body;
    } catch {
      throw new Error(`not JSON: ${label}`);
    }
    if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
      throw new Error(`not the error shape: ${label}`);
  }
}

test('every operation of the OpenAPI document: no 5xx, the error shape, and no change to another member', async () => {
  const published = await httpFrom(`${BASE}/rest-api/openapi.json`);
  expect(published.status).toBe(200);
  const document = JSON.parse(published.body) as OpenApiDocument;
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(60);
  const resolve = resolverOf(document);

  const victim = await newMember('Victim', VICTIM_ADDRESS);
  const saved = await call('/rest-api/v2/account/contact-information', {
    method: 'POST',
    body: {
      firstName: 'Victim',
      lastName: 'Fuzz',
      phone: '+1 214 555 0100',
      addressLine1: '1 Main St',
      city: 'Dallas',
      region: 'TX',
      postalCode: '75201',
      countryIso2: 'US',
    },
    cookie: victim.cookie,
    address: VICTIM_ADDRESS,
  });
  expect(saved.status, saved.body).toBe(200);
  const before = await snapshot(operations, victim);
  const fuzzer = await newMember('Fuzzer', FUZZ_ADDRESS);

  // Each operation's share of the budget, but at least 2 s, so its first draws (a password hash) fit: every
  // operation is tried, signed out and signed in (about 40 s in all on an idle machine, at most 2 s an operation).
  const perOperationMs = Math.max(2_000, BUDGET_MS / (operations.length * 2));
  const tally = new Map<number, number>();
  let sent = 0;
  for (const operation of operations) {
    for (const cookie of [null, fuzzer.cookie]) {
      if (cookie && SIGNED_IN_SKIP.has(`${operation.method} ${operation.path}`)) continue;
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, resolve), async (request) => {
          const answer = await httpFrom(`${BASE}${request.path}`, {
            method: request.method,
            headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
            body: request.body,
            localAddress: FUZZ_ADDRESS,
            timeoutMs: 15_000,
          });
          sent++;
          tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
          checkAnswer(request, answer);
        }),
        {
          numRuns: RUNS_PER_OPERATION,
          interruptAfterTimeLimit: perOperationMs,
          markInterruptAsFailure: false,
        },
      );
    }
  }
  const statuses = [...tally.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${n} x ${s}`);
  console.log(`fuzz: ${sent} requests over ${operations.length} operations: ${statuses.join(', ')}`);
  expect(sent).toBeGreaterThan(operations.length);

  expect(await snapshot(operations, victim)).toEqual(before);
});
