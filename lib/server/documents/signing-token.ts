import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A new single-use signing token (256 random bits, URL-safe) and the hash that is all the database keeps. */
export function newSigningToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSigningToken(token) };
}

export function hashSigningToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
