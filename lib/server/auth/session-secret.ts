import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env, provideSessionSecret } from '@/lib/env';
import { logger } from '@/lib/log';

const log = logger('auth');
const FILE_NAME = 'session-secret';

/**
 * The secret that signs session cookies and claims. SESSION_SECRET wins; otherwise one is kept in
 * `$DATA_DIR/session-secret` (created once, mode 600), so sessions survive restarts of a single machine. Several web
 * processes on several machines must share SESSION_SECRET. Tests get a random one.
 */
export function sessionSecret(): string {
  const e = env();
  if (e.SESSION_SECRET) return e.SESSION_SECRET;
  let secret: string;
  if (e.NODE_ENV === 'test') {
    secret = randomBytes(32).toString('base64url');
  } else {
    const file = path.join(e.DATA_DIR, FILE_NAME);
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch {
      secret = randomBytes(32).toString('base64url');
      mkdirSync(e.DATA_DIR, { recursive: true });
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      if (e.DATABASE_URL) {
        log.warn(`SESSION_SECRET is unset: created ${file}; give every web process the same SESSION_SECRET.`);
      }
    }
  }
  provideSessionSecret(secret);
  return secret;
}
