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
} as const satisfies Record<string, { points: number; duration: number }>;

export type LimitName = keyof typeof LIMITS;

const KEY = Symbol.for('salvage-lane.rate-limiters');
type Holder = { [KEY]?: Map<LimitName, RateLimiterAbstract>; redis?: Redis };
const holder = globalThis as Holder & { [key: symbol]: unknown };

function limiter(name: LimitName): RateLimiterAbstract {
  const limiters = (holder[KEY] ??= new Map());
  let found = limiters.get(name);
  if (!found) {
    const { points, duration } = LIMITS[name];
    const redisUrl = env().REDIS_URL;
    if (redisUrl) {
      holder.redis ??= new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      found = new RateLimiterRedis({
        storeClient: holder.redis,
        keyPrefix: `rl:${name}`,
        points,
        duration,
        // A Redis outage falls back to this process's own memory rather than refusing everyone.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration }),
      });
    } else {
      found = new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration });
    }
    limiters.set(name, found);
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
