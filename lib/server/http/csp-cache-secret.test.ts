import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';
import { cspCacheSecret } from './csp-cache-secret';

describe('the CSP placeholder secret kept with the page cache', () => {
  const dirs: string[] = [];
  const distDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-cache-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('is made once per cache, private, and read back by every later start', () => {
    const dir = distDir();
    const first = cspCacheSecret(dir);
    const file = path.join(dir, 'cache', 'csp-placeholder-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(cspCacheSecret(dir)).toBe(first);
    expect(env().CSP_CACHE_SECRET).toBe(first);
  });

  test('another cache (another build folder) has another secret', () => {
    expect(cspCacheSecret(distDir())).not.toBe(cspCacheSecret(distDir()));
  });
});
