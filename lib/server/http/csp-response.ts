import 'server-only';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { compressResponse } from './compress-response';
import { freshNonce, NonceReplacer } from './csp-nonce';
import { cspCacheSecret } from './csp-cache-secret';
import { cspPlaceholder } from './csp-placeholder';
import { COMMON_SECURITY_HEADERS, pagePolicy } from './csp-policy';
import { originFromHeaders } from './public-origin';

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** A header's value from the headers given to writeHead (an object, or a flat [name, value, ...] list). */
function headerIn(headers: HeadersArgument, name: string): OutgoingHttpHeader | undefined {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) {
      if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    }
    return undefined;
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * What a page or RSC answer tells other caches: Next keeps pages for their `revalidate` and checks their rows before
 * each answer (lib/server/cache), and says `s-maxage` to a CDN, which would check nothing (a bid would wait there for
 * minutes) and would hand one answer's nonce to many. So a stored copy must be revalidated before every use.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Puts PAGE_CACHE_CONTROL on an answer Next marked for shared caches, in the writeHead headers too when it is there. */
function noSharedCaching(res: ServerResponse, given: HeadersArgument): void {
  const stated = String(headerIn(given, 'cache-control') ?? res.getHeader('cache-control') ?? '');
  if (!/s-maxage|public/.test(stated)) return;
  res.setHeader('cache-control', PAGE_CACHE_CONTROL);
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2)
      if (String(given[i]).toLowerCase() === 'cache-control') given[i + 1] = PAGE_CACHE_CONTROL;
  } else if (given) {
    for (const key of Object.keys(given))
      if (key.toLowerCase() === 'cache-control') given[key] = PAGE_CACHE_CONTROL;
  }
}

function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}

/**
 * Gives one answer its own nonce: when the answer turns out to be a page (text/html) or RSC data (text/x-component)
 * in plain text, every `placeholder` in its body becomes a fresh nonce, and a page gets the Content-Security-Policy
 * `policy(nonce)` (unless the handler set its own) and X-Frame-Options. Other answers (JSON, images, files, anything
 * already encoded) pass through untouched. Its ETag goes: the body differs on every answer, and a 304 would pair a
 * stored page's old nonce with this answer's new policy.
 */
export function withFreshNonce(
  res: ServerResponse,
  { placeholder, policy }: { placeholder: string; policy: (nonce: string) => string },
): void {
  // undefined: not decided yet (the headers are not out); null: not ours to change.
  let replacer: NonceReplacer | null | undefined;
  const decide = (given?: HeadersArgument): NonceReplacer | null => {
    if (replacer !== undefined) return replacer;
    if (res.headersSent) return (replacer = null);
    const type = String(headerIn(given, 'content-type') ?? res.getHeader('content-type') ?? '').toLowerCase();
    const encoding = String(headerIn(given, 'content-encoding') ?? res.getHeader('content-encoding') ?? '');
    const html = type.startsWith('text/html');
    if ((!html && !type.startsWith('text/x-component')) || (encoding !== '' && encoding !== 'identity')) {
      return (replacer = null);
    }
    const nonce = freshNonce();
    replacer = new NonceReplacer(placeholder, nonce);
    res.removeHeader('etag');
    noSharedCaching(res, given);
    if (html && !res.hasHeader('content-security-policy') && !headerIn(given, 'content-security-policy')) {
      res.setHeader('content-security-policy', policy(nonce));
      res.setHeader('x-frame-options', 'DENY');
    }
    return replacer;
  };

  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    decide(args.findLast((a): a is HeadersArgument => typeof a === 'object' && a !== null));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  const write = res.write;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const active = decide();
    if (!active) return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((r) => typeof r === 'function');
    return (write as (...a: unknown[]) => boolean).call(
      this,
      active.push(toBuffer(chunk, encoding)),
      ...(callback ? [callback] : []),
    );
  } as ServerResponse['write'];

  const end = res.end;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const active = decide();
    if (!active) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    const callback = args.find((a) => typeof a === 'function');
    const head =
      chunk === undefined || chunk === null ? Buffer.alloc(0) : active.push(toBuffer(chunk, encoding));
    const tail = active.flush();
    const body = tail.length ? Buffer.concat([head, tail]) : head;
    return (end as (...a: unknown[]) => ServerResponse).call(this, body, ...(callback ? [callback] : []));
  } as ServerResponse['end'];
}

/** A Node request's headers as the public-origin rule reads them. */
function headerSource(req: IncomingMessage) {
  return {
    get: (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? null);
    },
  };
}

/**
 * What server.ts does to every answer before Next sees it: the common security headers (nosniff, Referrer-Policy,
 * Permissions-Policy), compression (Next's own is off, lib/server/http/compress-response), then the nonce swap on
 * top of it so it sees plain text. A CSP header the client sent is dropped: Next would render (and cache) the page
 * with its nonce. The placeholder derives from the page cache's secret (lib/server/http/csp-cache-secret), which
 * `distDir` names the cache of.
 */
export async function securityHeaders({ dev, distDir }: { dev: boolean; distDir: string }) {
  const config = env();
  const placeholder = await cspPlaceholder(cspCacheSecret(distDir));
  return (req: IncomingMessage, res: ServerResponse): void => {
    delete req.headers['content-security-policy'];
    delete req.headers['content-security-policy-report-only'];
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
    compressResponse(req, res);
    withFreshNonce(res, {
      placeholder,
      policy: (nonce) =>
        pagePolicy({
          nonce,
          origin: originFromHeaders(headerSource(req)),
          broadcastUrl: config.BROADCAST_URL,
          sentryDsn: config.SENTRY_DSN,
          dev,
        }),
    });
  };
}
