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

/** Named limits: points per window. With REDIS_URL they are shared by every web process. */
export const LIMITS = {
  /** Contact-form messages per client address. */
  contact: { points: 5, duration: 15 * 60 },
  /** Analytics events per client address. */
  analytics: { points: 300, duration: 60 },
  /** Failed sign-ins per account (e-mail) and per client address: 10 in 15 minutes, then 429. */
  signInAccount: { points: 10, duration: 15 * 60 },
  signInAddress: { points: 10, duration: 15 * 60 },
  /** Registrations per client address (points from SIGN_UP_LIMIT, default 10). */
  signUp: { points: 10, duration: 60 * 60 },
  /** Recovery mails per e-mail address and per client address. */
  recoveryEmail: { points: 3, duration: 60 * 60 },
  recoveryAddress: { points: 10, duration: 60 * 60 },
  /** Wrong current passwords on the security forms, per member. */
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
type State = { limiters: Map<LimitName, RateLimiterAbstract>; redis: Map<'client', Redis> };
const holder = globalThis as { [KEY]?: State };

function redisClient(state: State, url: string): Redis {
  let client = state.redis.get('client');
  if (!client) {
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', () => undefined); // the insurance limiter takes over; ioredis reconnects by itself
    state.redis.set('client', client);
  }
  return client;
}

function limiter(name: LimitName): RateLimiterAbstract {
  const state = (holder[KEY] ??= { limiters: new Map(), redis: new Map() });
  let found = state.limiters.get(name);
  if (!found) {
    const { duration } = LIMITS[name];
    const points = name === 'signUp' ? env().SIGN_UP_LIMIT : LIMITS[name].points;
    const redisUrl = env().REDIS_URL;
    if (redisUrl) {
      found = new RateLimiterRedis({
        storeClient: redisClient(state, redisUrl),
        keyPrefix: `rl:${name}`,
        points,
        duration,
        // A Redis outage falls back to this process's own memory rather than refusing everyone.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration }),
      });
    } else {
      found = new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration });
    }
    state.limiters.set(name, found);
  }
  return found;
}

/** Spend one point of `name` for `key`; throws a 429 ApiError (with Retry-After) when none is left. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw ApiError.rateLimited(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Throws a 429 when `key` has no point of `name` left, without spending one (limits that count failures only). */
export async function assertNotExhausted(name: LimitName, key: string): Promise<void> {
  const state = await limiter(name).get(key);
  if (state && state.consumedPoints >= LIMITS[name].points)
    throw ApiError.rateLimited(state.msBeforeNext / 1000);
}

/** Count one failure of `name` for `key` (see assertNotExhausted). */
export async function recordFailure(name: LimitName, key: string): Promise<void> {
  await limiter(name).penalty(key, 1);
}

/** Forget the failures of `name` for `key` (a successful sign-in clears its account's count). */
export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
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
