import 'server-only';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

const log = logger('push');
const FILE_NAME = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see (mailto: or https:). */
  subject: string;
}

let kept: VapidKeys | undefined;

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  const v = value as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

/** The pair kept under DATA_DIR, created (mode 600) the first time; a file another process wrote first wins. */
function keptPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, FILE_NAME);
  try {
    const pair: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(pair)) return pair;
    throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptPair(dataDir);
    throw error;
  }
  const note = `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset: created ${file}`;
  // With PostgreSQL there may be several web processes: each must sign with the same pair.
  if (env().DATABASE_URL) log.warn(`${note}; give every web process the same VAPID key pair.`);
  else log.info(note);
  return pair;
}

/**
 * The key pair web push is signed with, kept like the session secret: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY win;
 * otherwise a pair is kept in `$DATA_DIR/vapid-keys.json`, so browsers stay subscribed across restarts. Tests get a
 * fresh pair per process.
 */
export function vapidKeys(): VapidKeys {
  if (kept) return kept;
  const e = env();
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const pair =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : e.NODE_ENV === 'test'
        ? webpush.generateVAPIDKeys()
        : keptPair(e.DATA_DIR);
  kept = { ...pair, subject: e.VAPID_SUBJECT ?? 'mailto:support@salvagelane.example' };
  return kept;
}
