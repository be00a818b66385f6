import 'server-only';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { env } from '@/lib/env';
import { ApiError } from '../http/api-error';

/**
 * Password hashing with scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1). The stored form carries its parameters,
 * so they can rise later without breaking old hashes: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url).
 */
const LOG2_N = 17;
/**
 * The cost under jest (NODE_ENV=test) only: its suites register and sign in hundreds of members, and at half a second
 * per hash the hashing took minutes of the suite. Same code, same stored form; the e2e tests run the production build
 * at the full cost.
 */
const TEST_LOG2_N = 12;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

/*
 * Bounded concurrency. Each hash takes ~0.4 s of one core and 128 MB; unbounded, a burst of sign-ins fills libuv's
 * thread pool and every core, and the bid path (and the auction clock) starves. So one process-wide queue (p-limit)
 * runs at most PASSWORD_HASH_CONCURRENCY hashes at once (default: one fewer than the cores, at least one, leaving a
 * core to the event loop), and lets at most PASSWORD_HASH_QUEUE more wait (default 10 per running hash: about 4 s of
 * waiting at full cost). A hash past that is refused at once with 429 `server_busy` and Retry-After, instead of
 * queueing without end; the rate-limit point its request spent stays spent (the limits count attempts).
 */
const DEFAULT_WAITING_PER_SLOT = 10;
/** Retry-After of a `server_busy` refusal: about the time a full queue takes to drain at full cost. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** How many hashes run at once by default on a machine with `cores` cores: one fewer, at least one. */
export function defaultHashConcurrency(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

interface HashQueue {
  limit: LimitFunction;
  /** Most hashes waiting for a turn before new ones are refused. */
  maxWaiting: number;
}

/* One queue per process, even when several bundles (Next's, server.ts's) include this module. */
const KEY = Symbol.for('salvage-lane.password-hashing');
const holder = globalThis as { [KEY]?: HashQueue };

function hashQueue(): HashQueue {
  if (!holder[KEY]) {
    const concurrency = env().PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency();
    const maxWaiting = env().PASSWORD_HASH_QUEUE ?? concurrency * DEFAULT_WAITING_PER_SLOT;
    holder[KEY] = { limit: pLimit(concurrency), maxWaiting };
  }
  return holder[KEY];
}

/** Change the queue's bounds at run time (tests; hashes already waiting keep their turn). */
export function configurePasswordHashing(bounds: { concurrency: number; maxWaiting: number }): void {
  const queue = hashQueue();
  queue.limit.concurrency = bounds.concurrency;
  queue.maxWaiting = bounds.maxWaiting;
}

/** The queue now: hashes running, waiting, and its bounds. */
export function passwordHashingLoad() {
  const { limit, maxWaiting } = hashQueue();
  return {
    running: limit.activeCount,
    waiting: limit.pendingCount,
    concurrency: limit.concurrency,
    maxWaiting,
  };
}

async function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const { limit, maxWaiting } = hashQueue();
  if (limit.activeCount >= limit.concurrency && limit.pendingCount >= maxWaiting) {
    throw new ApiError(
      429,
      'server_busy',
      'Too many passwords are being checked right now. Try again in a few seconds.',
      undefined,
      { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
    );
  }
  return limit(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** log2 of scrypt's N for new hashes in this environment. */
export function hashCost(nodeEnv: string | undefined): number {
  return nodeEnv === 'test' ? TEST_LOG2_N : LOG2_N;
}

function optionsFor(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const log2N = hashCost(process.env.NODE_ENV);
  const key = await scrypt(
    password.normalize('NFKC'),
    salt,
    KEY_LENGTH,
    optionsFor(log2N, BLOCK_SIZE, PARALLELISM),
  );
  return [
    'scrypt',
    log2N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = [Number(log2N), Number(r), Number(p)] as const;
  if (!params.every((n) => Number.isInteger(n) && n > 0) || params[0] > 20) return false;
  const key = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    optionsFor(...params),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
