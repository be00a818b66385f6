import { hashCost, hashPassword, verifyPassword } from './password';

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

const FULL_COST_HASH = 'scrypt$17$8$1$qZXcGy7IbtO7biiI273fzA$G3YOcdP-jZ2xRcKc9CX3YBROUutb5ETDwxCoFngpLbs';
