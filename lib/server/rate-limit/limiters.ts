import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { ApiError } from '../http/api-error';

/**
 * Named limits: points per window. With REDIS_URL they are shared by every web process.
 *
 * Every limit is spent UP FRONT: one point is consumed atomically (rate-limiter-flexible's `consume`: one increment
 * in memory or one Redis command) before the expensive work it guards (a password hash, a mail, an insert), so N
 * simultaneous attempts count N. Nothing checks first and counts after: that let 20 concurrent sign-ins through a
 * limit of 10. Limits that are meant to count failures give the point of a success back afterwards (see each one).
 */
export const LIMITS = {
  /** Contact-form messages per client address (spent before the body is read: refused and invalid posts count). */
  contact: { points: 5, duration: 15 * 60 },
  /** Analytics events per client address. */
  analytics: { points: 300, duration: 60 },
  /**
   * Sign-in attempts per account (e-mail): 10 in 15 minutes, then 429 until the window passes, right password or not.
   * Each attempt spends its point before the password is checked; a success clears the account's count. In effect:
   * 10 failures (finished or still in flight) since the last success in the window.
   */
  signInAccount: { points: 10, duration: 15 * 60 },
  /**
   * Sign-in attempts per client address: 10 in 15 minutes, spent up front (before signInAccount, so an address that
   * is refused spends no account's points); a success gives its point back, so a shared address (an office, a
   * carrier's NAT) that signs in rightly is not locked out: in effect 10 failures per 15 minutes.
   */
  signInAddress: { points: 10, duration: 15 * 60 },
  /** Registrations per client address (points from SIGN_UP_LIMIT, default 10), spent before the password hash. */
  signUp: { points: 10, duration: 60 * 60 },
  /** Recovery mails per e-mail address and per client address, spent before the mail. */
  recoveryEmail: { points: 3, duration: 60 * 60 },
  recoveryAddress: { points: 10, duration: 60 * 60 },
  /** New passwords set with a recovery token, per client address, spent before the token check and the hash. */
  passwordReset: { points: 10, duration: 60 * 60 },
  /**
   * Current-password checks on the security forms, per member, spent before the check: 10 in 15 minutes, then 429
   * right password or not; a right one clears the count (so, as for sign-in: 10 failures since the last success).
   */
  currentPassword: { points: 10, duration: 15 * 60 },
  /** Document uploads per member. */
  documentUpload: { points: 20, duration: 60 * 60 },
  /** Bill-of-sale signing attempts per member (wrong, used or expired tokens included). */
  billOfSaleSign: { points: 10, duration: 15 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type LimitName = keyof typeof LIMITS;

/*
 * One set of limiters per process, shared by every bundle that includes this module, through one global symbol. The
 * state sits in a Map (entries, not properties), so nothing that walks global properties reaches the Redis client.
 */
const KEY = Symbol.for('salvage-lane.rate-limiters');
type State = {
  limiters: Map<LimitName, RateLimiterAbstract>;
  redis: Map<'client', Redis>;
  /** Settles when the first connection is up, has failed, or has taken longer than REDIS_CONNECT_WAIT_MS. */
  connected: Map<'client', Promise<void>>;
};
const holder = globalThis as { [KEY]?: State };

/** How long the first limit check of a process waits for Redis before the in-memory insurance limiter answers. */
export const REDIS_CONNECT_WAIT_MS = 2_000;

function redisClient(state: State, url: string): Redis {
  let client = state.redis.get('client');
  if (!client) {
    const created = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client = created;
    state.redis.set('client', created);
    /*
     * Without an offline queue, a command sent while the first connection is still being made fails at once and the
     * insurance limiter counts it in memory; the next ones count in Redis. Points would be split between two stores
     * and a limit of 10 would let 11 through. So the first checks wait for the connection (or its failure), briefly.
     */
    state.connected.set(
      'client',
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
        timer.unref();
        const settle = () => {
          clearTimeout(timer);
          resolve();
        };
        created.once('ready', settle);
        created.once('error', settle);
        created.once('end', settle);
      }),
    );
    created.on('error', () => undefined); // the insurance limiter takes over; ioredis reconnects by itself
  }
  return client;
}

function limiterState(): State {
  return (holder[KEY] ??= { limiters: new Map(), redis: new Map(), connected: new Map() });
}

/** Wait, once per process, for the limiters' first Redis connection (no wait without REDIS_URL). */
async function redisConnected(): Promise<void> {
  const pending = limiterState().connected.get('client');
  if (pending) await pending;
}

function limiter(name: LimitName): RateLimiterAbstract {
  const current = limiterState();
  let found = current.limiters.get(name);
  if (!found) {
    const { duration } = LIMITS[name];
    const points = name === 'signUp' ? env().SIGN_UP_LIMIT : LIMITS[name].points;
    const redisUrl = env().REDIS_URL;
    if (redisUrl) {
      found = new RateLimiterRedis({
        storeClient: redisClient(current, redisUrl),
        keyPrefix: `rl:${name}`,
        points,
        duration,
        // A Redis outage falls back to this process's own memory rather than refusing everyone.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration }),
      });
    } else {
      found = new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration });
    }
    current.limiters.set(name, found);
  }
  return found;
}

/**
 * Spend one point of `name` for `key`, atomically; throws a 429 ApiError (with Retry-After) when none is left. Call it
 * before the work the limit guards.
 */
export async function consume(name: LimitName, key: string): Promise<void> {
  const chosen = limiter(name);
  await redisConnected();
  try {
    await chosen.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw ApiError.rateLimited(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Give back one point of `name` for `key` (a sign-in that succeeded does not count against its address). */
export async function refund(name: LimitName, key: string): Promise<void> {
  const chosen = limiter(name);
  await redisConnected();
  await chosen.reward(key, 1);
}

/** Forget every point spent of `name` for `key` (a successful sign-in clears its account's count). */
export async function resetLimit(name: LimitName, key: string): Promise<void> {
  const chosen = limiter(name);
  await redisConnected();
  await chosen.delete(key);
}

/** Close the Redis connection of the limiters, if any (server shutdown, tests). */
export async function closeRateLimiters(): Promise<void> {
  const state = holder[KEY];
  if (!state) return;
  delete holder[KEY];
  await Promise.all(
    [...state.redis.values()].map((client) => client.quit().catch(() => client.disconnect())),
  );
}
