/**
 * The security headers of our answers, as text. Pure: server.ts fills in the request's facts (lib/server/http/
 * csp-response).
 *
 * Pages: scripts run only with the response's nonce ('strict-dynamic' lets Next's runtime load its chunks; 'self'
 * serves browsers without it), styles from us or inline (React's style attributes; a nonce there would switch
 * 'unsafe-inline' off), connections to us (HTTP and the Socket.IO feed's WebSocket), the separate broadcast host when
 * BROADCAST_URL is set, and Sentry's ingest host when SENTRY_DSN is set (its session replay compresses in a blob:
 * worker). No page of ours is framed by anyone: 3-D Secure is a page of our own the member goes to, and PayPal's
 * approval a page of PayPal's the member is sent to, so `frame-ancestors 'none'` holds everywhere.
 */
export interface PagePolicyFacts {
  nonce: string;
  /** The site's public origin (http or https). */
  origin: string;
  broadcastUrl?: string;
  sentryDsn?: string;
  /** `next dev`: React's development build evaluates code. */
  dev?: boolean;
}

/** `https://host` -> `wss://host`, `http://host` -> `ws://host`. */
function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** The origin of a URL in both of its forms: what socket.io polls over HTTP and upgrades to a WebSocket. */
function feedOrigins(url: string): string[] {
  const origin = new URL(url.replace(/^ws/, 'http')).origin;
  return [origin, webSocketOrigin(origin)];
}

export function pagePolicy({ nonce, origin, broadcastUrl, sentryDsn, dev = false }: PagePolicyFacts): string {
  const connect = new Set(["'self'", webSocketOrigin(origin)]);
  if (broadcastUrl) for (const source of feedOrigins(broadcastUrl)) connect.add(source);
  if (sentryDsn) connect.add(new URL(sentryDsn).origin);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (origin.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * A stored document shown in the browser (an id photo in a new window, the bill of sale in the signing page's
 * frame): a sandboxed, script-less document of its own, which only our own pages may frame.
 */
export const DOCUMENT_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Sent on every answer. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing on the site uses these (the id upload is a file input: the phone's own picker offers the camera).
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()',
} as const;
