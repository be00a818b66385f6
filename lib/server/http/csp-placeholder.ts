import { base64url } from 'jose';

/**
 * The nonce pages are rendered with: a secret placeholder, the same for every request, so a page rendered once can be
 * cached (ISR) and served many times. No client ever sees it: server.ts replaces it in every response with a fresh
 * nonce (lib/server/http/csp-response). It is derived from the secret kept with Next's page cache
 * (lib/server/http/csp-cache-secret), so every process serving that cache agrees on it and nobody without the secret
 * can guess it: text that reached a page from outside (a lot description, a name) can never carry it and so never
 * gets the response's nonce.
 *
 * Web Crypto, not node:crypto: middleware runs on the edge runtime and derives the same value.
 */
const LABEL = 'csp-nonce-placeholder';

const derived = new Map<string, Promise<string>>();

/** HMAC-SHA256(secret, label), its first 18 bytes as 24 base64url characters (the length of a fresh nonce). */
export function cspPlaceholder(secret: string): Promise<string> {
  let placeholder = derived.get(secret);
  if (!placeholder) {
    placeholder = derive(secret);
    derived.set(secret, placeholder);
  }
  return placeholder;
}

async function derive(secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(LABEL)));
  return base64url.encode(mac.subarray(0, 18));
}

/** The CSP request header Next reads the nonce from (it takes the first nonce of script-src). */
export function placeholderRequestPolicy(placeholder: string): string {
  return `script-src 'nonce-${placeholder}' 'strict-dynamic'`;
}

/**
 * Middleware's answer with the request header `name` set for the page render: Next passes on the request headers a
 * middleware response lists in `x-middleware-override-headers` (and drops the others), so the list is extended, or
 * started from every header of the request when the response has none (a plain rewrite).
 */
export function withRequestHeader<R extends Response>(
  response: R,
  request: Request,
  name: string,
  value: string,
): R {
  const listed = response.headers.get('x-middleware-override-headers');
  const names = listed ? listed.split(',').map((n) => n.trim()) : [];
  if (!listed) {
    for (const [key, headerValue] of request.headers) {
      response.headers.set(`x-middleware-request-${key}`, headerValue);
      names.push(key);
    }
  }
  const lower = name.toLowerCase();
  if (!names.includes(lower)) names.push(lower);
  response.headers.set(`x-middleware-request-${lower}`, value);
  response.headers.set('x-middleware-override-headers', names.join(','));
  return response;
}
