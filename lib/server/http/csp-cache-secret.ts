import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { provideCspCacheSecret } from '@/lib/env';

const FILE_NAME = 'csp-placeholder-secret';

/**
 * The secret the CSP nonce placeholder derives from (lib/server/http/csp-placeholder). It lives with Next's page cache
 * (`<distDir>/cache/`), not with the session secret: a cached page carries the placeholder it was rendered with, so
 * the placeholder must change exactly when that cache does. Derived from the session secret instead, a rotated
 * secret or another DATA_DIR over the same build would leave every cached page with a placeholder no answer replaces,
 * and scripts blocked. Created once (random, mode 600; linked into place so processes starting together agree) and
 * handed to middleware through the environment, as the session secret is.
 */
export function cspCacheSecret(distDir: string): string {
  const folder = path.join(distDir, 'cache');
  const file = path.join(folder, FILE_NAME);
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(folder, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file); // fails when another process got there first: its secret wins
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    secret = readFileSync(file, 'utf8').trim();
  }
  provideCspCacheSecret(secret);
  return secret;
}
