import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { compressResponse } from './compress-response';
import { cspCacheSecret } from './csp-cache-secret';
import { cspPlaceholder } from './csp-placeholder';
import { PAGE_CACHE_CONTROL, securityHeaders, withFreshNonce } from './csp-response';

const PLACEHOLDER = 'PLACEHOLDER-0123456789_a';
const policy = (nonce: string) => `script-src 'nonce-${nonce}' 'strict-dynamic'`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** One request to a server whose answers go through `prepare` and then `handler`; the raw (undecoded) answer. */
async function answer(
  prepare: Handler,
  handler: Handler,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const server = createServer((req, res) => {
    prepare(req, res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const nonceSwap: Handler = (_req, res) => withFreshNonce(res, { placeholder: PLACEHOLDER, policy });
const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];

/** Writes `parts` one by one, a tick apart, as a streamed page does. */
function streamed(type: string, parts: string[]): Handler {
  return (_req, res) => {
    res.statusCode = 200;
    res.setHeader('content-type', type);
    let i = 0;
    const next = () => {
      if (i === parts.length) return void res.end();
      res.write(parts[i++]);
      setImmediate(next);
    };
    next();
  };
}

describe('withFreshNonce', () => {
  const page = `<html><head><script nonce="${PLACEHOLDER}" src="/a.js"></script></head><body><script nonce="${PLACEHOLDER}">self.x=1</script></body></html>`;

  test('a streamed page gets a fresh nonce in its body and its policy, also across chunk edges', async () => {
    const cut = page.indexOf(PLACEHOLDER) + 7;
    const parts = [page.slice(0, cut), page.slice(cut, cut + 10), page.slice(cut + 10)];
    const first = await answer(nonceSwap, streamed('text/html; charset=utf-8', parts));
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.body.toString()).toBe(page.replaceAll(PLACEHOLDER, nonce!));
    expect(first.headers['x-frame-options']).toBe('DENY');
    const second = await answer(nonceSwap, streamed('text/html', parts));
    expect(nonceOf(second)).not.toBe(nonce);
    expect(second.body.toString()).toBe(page.replaceAll(PLACEHOLDER, nonceOf(second)!));
  });

  test('a cached page sent whole keeps its Content-Length, loses its ETag, and the cache keeps the placeholder', async () => {
    const cached = Buffer.from(page);
    const whole: Handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', String(cached.length));
      res.setHeader('etag', '"abc"');
      res.end(cached);
    };
    const first = await answer(nonceSwap, whole);
    expect(first.headers['content-length']).toBe(String(cached.length));
    expect(first.headers.etag).toBeUndefined();
    expect(first.body.length).toBe(cached.length);
    expect(first.body.toString()).not.toContain(PLACEHOLDER);
    expect(cached.toString()).toBe(page);
    const second = await answer(nonceSwap, whole);
    expect(second.body.toString()).toBe(page.replaceAll(PLACEHOLDER, nonceOf(second)!));
  });

  test('headers given to writeHead count, and a policy the handler set is its own', async () => {
    const explicit = await answer(nonceSwap, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(page);
    });
    expect(explicit.body.toString()).toBe(page.replaceAll(PLACEHOLDER, nonceOf(explicit)!));
    const own = await answer(nonceSwap, (_req, res) => {
      res.writeHead(200, ['content-type', 'text/html', 'content-security-policy', "default-src 'none'"]);
      res.end('<p>docs</p>');
    });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBeUndefined();
  });

  test("a page Next keeps in its cache tells other caches to check first (Next's s-maxage is for Next alone)", async () => {
    const isr = await answer(nonceSwap, (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      res.end(page);
    });
    expect(isr.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const given = await answer(nonceSwap, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/x-component', 'Cache-Control': 's-maxage=60' });
      res.end('0:{}');
    });
    expect(given.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const listed = await answer(nonceSwap, (_req, res) => {
      res.writeHead(200, ['content-type', 'text/html', 'cache-control', 'public, max-age=60']);
      res.end(page);
    });
    expect(listed.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const dynamic = await answer(nonceSwap, (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end(page);
    });
    expect(dynamic.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });

  test('RSC data gets the swap but no page policy', async () => {
    const rsc = `0:{"a":"$L1"}\n1:T3a,<script nonce="${PLACEHOLDER}"></script>\n`;
    const got = await answer(nonceSwap, streamed('text/x-component', [rsc.slice(0, 30), rsc.slice(30)]));
    expect(got.headers['content-security-policy']).toBeUndefined();
    expect(got.body.length).toBe(Buffer.byteLength(rsc));
    expect(got.body.toString()).not.toContain(PLACEHOLDER);
    expect(got.body.toString()).toMatch(
      /^0:\{"a":"\$L1"\}\n1:T3a,<script nonce="[A-Za-z0-9_-]{24}"><\/script>\n$/,
    );
  });

  test('anything else passes byte for byte: JSON, binary, already-encoded pages', async () => {
    const bytes = Buffer.concat([Buffer.from([0, 255, 1]), Buffer.from(PLACEHOLDER), Buffer.from([0x89])]);
    for (const [type, encoding] of [
      ['application/json', undefined],
      ['application/octet-stream', undefined],
      ['image/png', undefined],
      ['text/html', 'br'],
    ] as const) {
      const got = await answer(nonceSwap, (_req, res) => {
        res.setHeader('content-type', type);
        if (encoding) res.setHeader('content-encoding', encoding);
        res.write(bytes.subarray(0, 5));
        res.end(bytes.subarray(5));
      });
      expect(got.body.equals(bytes)).toBe(true);
      expect(got.headers['content-security-policy']).toBeUndefined();
    }
  });

  test('compressed under the swap: a gzip client gets the page gzipped with the fresh nonce inside', async () => {
    const big = `${page}${'<p>filler text for compression</p>'.repeat(200)}`;
    const both: Handler = (req, res) => {
      compressResponse(req, res);
      nonceSwap(req, res);
    };
    const got = await answer(both, streamed('text/html', [big.slice(0, 100), big.slice(100)]), {
      'accept-encoding': 'gzip',
    });
    expect(got.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(got.body).toString();
    expect(text).toBe(big.replaceAll(PLACEHOLDER, nonceOf(got)!));
    const plain = await answer(both, streamed('text/html', [big]));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big.replaceAll(PLACEHOLDER, nonceOf(plain)!));
  });
});

describe('securityHeaders', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  test('every answer is nosniff with a referrer and permissions policy; a page gets the full policy', async () => {
    const secure = await securityHeaders({ dev: false, distDir });
    // The placeholder derives from the secret kept with the page cache of `distDir`.
    const placeholder = await cspPlaceholder(cspCacheSecret(distDir));
    let seen: string | undefined;
    const got = await answer(
      secure,
      (req, res) => {
        seen = req.headers['content-security-policy'] as string | undefined;
        res.setHeader('content-type', 'text/html');
        res.end(`<script nonce="${placeholder}"></script>`);
      },
      { 'content-security-policy': "script-src 'nonce-chosen-by-the-client'" },
    );
    expect(seen).toBeUndefined();
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(got.headers['permissions-policy']).toContain('camera=()');
    const policy = String(got.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
    expect(got.body.toString()).toBe(`<script nonce="${nonceOf(got)}"></script>`);

    const json = await answer(secure, (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['content-security-policy']).toBeUndefined();
  });
});
