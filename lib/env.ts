import { z } from 'zod';

/**
 * The one place that reads process.env. Parsed once, validated with zod; a bad value stops the start with a message
 * naming the variable (see `loadEnv`).
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const url = (protocols: readonly string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  SENTRY_DSN: url(['https', 'http']).optional(),
  BROADCAST_URL: url(['https', 'http', 'wss', 'ws']).optional(),
  DEMO_MODE: booleanFlag.optional(),
  /** Under DEMO_MODE, whether the demo bidders bid (default yes); the e2e suite turns them off to play a lane alone. */
  DEMO_BIDDERS: booleanFlag.optional(),
  /** A lot's first live countdown and the countdown every accepted bid resets (config; defaults 20 s and 10 s). */
  LIVE_FIRST_COUNTDOWN_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  LIVE_BID_COUNTDOWN_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  SEED_LOTS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The VAPID key pair web push is signed with (base64url, as `web-push generate-vapid-keys` prints them), both or
   * neither. Unset: one pair is kept in `$DATA_DIR/vapid-keys.json`, like the session secret; several web processes on
   * several machines must share the pair, or browsers subscribed through one cannot be sent to by another.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** The contact push services see in the VAPID claim: a mailto: or https: URL (default: mailto: the site's support). */
  VAPID_SUBJECT: z
    .string()
    .refine((v) => v.startsWith('mailto:') || v.startsWith('https://'), {
      message: 'must start with mailto: or https://',
    })
    .optional(),
  /**
   * Hosts (host or host:port) push may be sent to besides the browsers' own push services, comma-separated: the tests'
   * local push service. Never a host the public can choose.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  /** A PEM file of a certificate authority trusted for push services too (the tests' local push service). */
  PUSH_SERVICE_CA: z.string().min(1).optional(),
  /** Set by server.ts (lib/server/http/csp-cache-secret), not by hand: the CSP nonce placeholder's secret. */
  CSP_CACHE_SECRET: z.string().min(32).optional(),
  /** The public origin for canonical links, sitemaps and e-mails; defaults to the request's origin. */
  BASE_URL: url(['https', 'http']).optional(),
  /**
   * Behind a reverse proxy: how many proxies of ours stand in front (`1`/`true` for one). Then X-Forwarded-Host and
   * -Proto give the public origin and X-Forwarded-For the client address (that many entries from its right end).
   */
  TRUST_PROXY: z
    .union([booleanFlag.transform((on) => (on ? 1 : 0)), z.coerce.number().int().min(0).max(10)])
    .default(0),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  /** The PayPal REST app's secret (server only), used with PAYPAL_CLIENT_ID. */
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** 3-D Secure for card deposits (site config features.secure_3d). */
  SECURE_3D: booleanFlag.optional(),
  /**
   * Deposit refunds the rules let through wait for finance to approve or deny them (the console's /admin/refunds);
   * off (the default): they are paid out at once.
   */
  REFUNDS_NEED_APPROVAL: booleanFlag.default(false),
  /** The shipping partner's page (site config easyHaulURL). */
  EASY_HAUL_URL: url(['https', 'http']).default('https://easyhaul.com/'),
  /** An external blog linked from the header. */
  BLOG_URL: url(['https', 'http']).default('https://blog.salvagelane.example/'),
  /** Registrations per client address per hour (the e2e suite, all from one address, raises it). */
  SIGN_UP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Password hashes (scrypt) run at once per process; default one fewer than the cores, at least 1. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Password hashes that may wait for a turn (default 10 per running one); past that, a quick 429 server_busy. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1_000).optional(),
  /**
   * Megabytes of rendered pages the page cache keeps in memory (read by lib/server/cache/page-cache-handler.mjs, which
   * Next loads outside this module; validated here so a bad value stops the start).
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Set by Next.js itself; `phase-production-build` while `next build` runs. */
  NEXT_PHASE: z.string().optional(),
  /** Integration tests only: a PostgreSQL server to run them on as well as PGlite. */
  TEST_DATABASE_URL: url(['postgres', 'postgresql']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parse an environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty string means "unset" for the optional URLs, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/**
 * Supply the session secret when the environment has none (server start reads or creates one under DATA_DIR; tests
 * make one up). It goes into process.env so every bundle of this process, middleware included, sees the same value.
 */
export function provideSessionSecret(secret: string): void {
  process.env.SESSION_SECRET = secret;
  cached = undefined;
}

/** The CSP placeholder's secret, kept with Next's page cache, for every bundle of this process (middleware too). */
export function provideCspCacheSecret(secret: string): void {
  process.env.CSP_CACHE_SECRET = secret;
  cached = undefined;
}

/** Read process.env again on the next env() (tests that change a variable, such as PUSH_SERVICE_HOSTS). */
export function reloadEnv(): void {
  cached = undefined;
}

/** Demo bidders and other demo behaviour: on by default for the embedded database, off against DATABASE_URL. */
export function demoModeEnabled(e: Env = env()): boolean {
  return e.DEMO_MODE ?? e.DATABASE_URL === undefined;
}

/** The demo bidders bid in demo mode unless DEMO_BIDDERS turns them off. */
export function demoBiddersEnabled(e: Env = env()): boolean {
  return demoModeEnabled(e) && (e.DEMO_BIDDERS ?? true);
}
