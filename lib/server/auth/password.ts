import 'server-only';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
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
