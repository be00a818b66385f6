import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decrypt } from 'http_ece';

/**
 * A local push service for the tests of web push (issue 26 §5): an https server (a self-signed certificate for
 * 127.0.0.1 in test/fixtures) that plays the browser's push service. It hands out subscriptions whose keys it holds,
 * and for every push it receives it checks the VAPID signature (ES256 over a JWT whose audience is this service's
 * origin, signed by the key the request names), decrypts the aes128gcm payload with the subscription's private key
 * and keeps it. A subscription can be made to answer 404 or 410 (expired) instead of 201.
 */
// Tests run from the project's root (jest and Playwright alike).
const FIXTURES = path.join(process.cwd(), 'test', 'fixtures');
export const PUSH_SERVICE_CERT_FILE = path.join(FIXTURES, 'push-service.crt');
const KEY_FILE = path.join(FIXTURES, 'push-service.key');

export interface ReceivedPush {
  /** The subscription's id (the endpoint's last path segment). */
  id: string;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  /** The VAPID public key the request was signed with (base64url). */
  vapidKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  answer: number;
}

function base64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/** The P-256 public key of a base64url uncompressed point, as a KeyObject. */
function publicKeyOf(point: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
}

/** Checks `vapid t=<jwt>, k=<key>`: the signature, the audience and the expiry. Returns the key, or throws. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKeyOf(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
  };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud} is not ${origin}`);
  if (!body.exp || body.exp * 1000 < Date.now()) throw new Error('VAPID claim expired');
  return key;
}

export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  readonly rejected: string[] = [];
  private readonly held = new Map<string, Held>();
  private server: Server | undefined;
  private origin = '';
  private waiters: (() => void)[] = [];

  async start(port = 0): Promise<this> {
    const server = createServer(
      { key: readFileSync(KEY_FILE), cert: readFileSync(PUSH_SERVICE_CERT_FILE) },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const id = (req.url ?? '').split('/').pop() ?? '';
          const held = this.held.get(id);
          if (!held) {
            res.writeHead(404).end();
            return;
          }
          try {
            const vapidKey = checkVapid(req.headers.authorization, this.origin);
            if (held.answer === 201) {
              const plain = decrypt(Buffer.concat(chunks), {
                version: 'aes128gcm',
                privateKey: held.ecdh,
                authSecret: held.auth,
              });
              this.received.push({
                id,
                message: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
                vapidKey,
                ttl: req.headers.ttl as string | undefined,
                urgency: req.headers.urgency as string | undefined,
              });
            }
            res.writeHead(held.answer).end();
          } catch (error) {
            this.rejected.push(String(error));
            res.writeHead(400).end();
          }
          const waiters = this.waiters;
          this.waiters = [];
          for (const wake of waiters) wake();
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  /** The host:port to allow (PUSH_SERVICE_HOSTS). */
  get host(): string {
    return new URL(this.origin).host;
  }

  /** A new subscription on this service; `answer` is what its pushes get (201, or 404/410 for an expired one). */
  subscription(answer = 201): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = base64url(randomBytes(9));
    this.held.set(id, { ecdh, auth, answer });
    return {
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
    };
  }

  /** The pushes received for one subscription. */
  pushesTo(subscription: TestSubscription): ReceivedPush[] {
    const id = subscription.endpoint.split('/').pop();
    return this.received.filter((push) => push.id === id);
  }

  /** Resolves once `count` pushes have reached the subscription (or rejects after `timeoutMs`). */
  async waitFor(subscription: TestSubscription, count = 1, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.pushesTo(subscription).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} push(es), got ${this.pushesTo(subscription).length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.pushesTo(subscription);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
