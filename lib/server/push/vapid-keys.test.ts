import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';

/** vapidKeys() as a production process runs it (NODE_ENV=production), with its own DATA_DIR; env read afresh. */
async function freshKeys(vars: Record<string, string | undefined>) {
  jest.resetModules();
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: 'production' });
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    const { vapidKeys } = await import('./vapid-keys');
    return vapidKeys();
  } finally {
    process.env = saved;
  }
}

describe('the VAPID key pair', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('unset: made once in $DATA_DIR/vapid-keys.json (mode 600) and the same pair after a restart', async () => {
    const first = await freshKeys({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: undefined,
      VAPID_PRIVATE_KEY: undefined,
    });
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    const file = path.join(dir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    const again = await freshKeys({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: undefined,
      VAPID_PRIVATE_KEY: undefined,
    });
    expect(again).toEqual(first);
  });

  test('the environment wins; one half alone stops with a clear message', async () => {
    const publicKey = 'B'.padEnd(87, 'x');
    const privateKey = 'p'.padEnd(43, 'y');
    const given = await freshKeys({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ops@salvage.example',
    });
    expect(given).toEqual({ publicKey, privateKey, subject: 'mailto:ops@salvage.example' });
    await expect(
      freshKeys({ DATA_DIR: dir, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: undefined }),
    ).rejects.toThrow('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  });
});
