import { ApiError } from '../http/api-error';
import {
  configurePasswordHashing,
  defaultHashConcurrency,
  hashCost,
  hashPassword,
  passwordHashingLoad,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  test("OWASP's cost (N = 2^17) everywhere but under jest", () => {
    expect(hashCost('production')).toBe(17);
    expect(hashCost('development')).toBe(17);
    expect(hashCost(undefined)).toBe(17);
    expect(hashCost('test')).toBe(12);
  });

  test('a hash at the full cost verifies (the stored form says its cost)', async () => {
    // scrypt of 'correct horse battery' at N = 2^17, r = 8, p = 1, made by hashPassword outside jest.
    await expect(verifyPassword('correct horse battery', FULL_COST_HASH)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', FULL_COST_HASH)).resolves.toBe(false);
  });

  test('a hash verifies its password and nothing else', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$12\$8\$1\$/);
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
  });

  test('two hashes of one password differ (salted)', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'));
  });

  test('malformed stored values never verify', async () => {
    await expect(verifyPassword('x', '')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$40$8$1$AAAA$BBBB')).resolves.toBe(false);
  });
});

describe('password hashing with bounded concurrency', () => {
  test('one hash fewer than the cores run at once, at least one', () => {
    expect(defaultHashConcurrency(1)).toBe(1);
    expect(defaultHashConcurrency(2)).toBe(1);
    expect(defaultHashConcurrency(8)).toBe(7);
  });

  test('past the running and waiting bounds a hash is refused at once with 429 server_busy', async () => {
    const defaults = passwordHashingLoad();
    configurePasswordHashing({ concurrency: 2, maxWaiting: 3 });
    try {
      // Seven at once at the full cost: two run, three wait, two are refused without being hashed.
      const started = performance.now();
      const attempts = Array.from({ length: 7 }, (_, i) =>
        verifyPassword(i === 0 ? 'correct horse battery' : `wrong ${i}`, FULL_COST_HASH).then(
          (verified) => ({ verified }),
          (error: unknown) => ({ error }),
        ),
      );
      expect(passwordHashingLoad()).toMatchObject({ running: 2, waiting: 3 });
      const outcomes = await Promise.all(attempts);
      expect(outcomes.slice(0, 5)).toEqual([
        { verified: true },
        { verified: false },
        { verified: false },
        { verified: false },
        { verified: false },
      ]);
      for (const outcome of outcomes.slice(5)) {
        const { error } = outcome as { error: ApiError };
        expect(error).toBeInstanceOf(ApiError);
        expect(error.status).toBe(429);
        expect(error.code).toBe('server_busy');
        expect(error.headers?.['retry-after']).toMatch(/^\d+$/);
      }
      // Five full-cost hashes two at a time: at least three rounds of one hash's time (~0.1 s or more each).
      expect(performance.now() - started).toBeGreaterThan(100);
      expect(passwordHashingLoad()).toMatchObject({ running: 0, waiting: 0 });
    } finally {
      configurePasswordHashing(defaults);
    }
    // Five 128 MB hashes two at a time: 3.5 s measured here beside a build, past jest's default 5 s beside CI's other
    // workers on two cores.
  }, 30_000);
});

const FULL_COST_HASH = 'scrypt$17$8$1$qZXcGy7IbtO7biiI273fzA$G3YOcdP-jZ2xRcKc9CX3YBROUutb5ETDwxCoFngpLbs';
