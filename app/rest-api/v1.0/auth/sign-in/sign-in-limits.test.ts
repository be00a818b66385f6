import { jest } from '@jest/globals';
import { setDatabase } from '@/lib/db/database';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { createTestDatabase, type TestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { POST as signIn } from './route';

// Each attempt hashes with scrypt at OWASP's cost: a few hundred milliseconds.
jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

const attempt = (email: string, password: string, address: string) =>
  signIn(jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email, password }, address }), {});

describe('sign-in limits and same-origin checks', () => {
  let testDb: TestDatabase;
  let member: TestMember;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    setDatabase(testDb.database);
    member = await registerMember();
  }, 60_000);
  afterAll(() => testDb.dispose());

  test('after 10 failures for one account, even the right password gets 429 (from any address)', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(member.email, `wrong password ${i}`, `addr-${i}`)).status).toBe(401);
    }
    const blocked = await attempt(member.email, member.password, 'a-fresh-address');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await blocked.json()).error.code).toBe('rate_limited');
  });

  test('after 10 failures from one address, every account is refused there but not elsewhere', async () => {
    // Addresses of this run only: with REDIS_URL the counts outlive the test process.
    const oneAddress = `one-address-${Date.now()}`;
    const anotherAddress = `another-address-${Date.now()}`;
    const other = await registerMember();
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(`nobody-${i}@example.com`, 'whatever password', oneAddress)).status).toBe(401);
    }
    expect((await attempt(other.email, other.password, oneAddress)).status).toBe(429);
    expect((await attempt(other.email, other.password, anotherAddress)).status).toBe(200);
  });

  test('a success clears the account count', async () => {
    const third = await registerMember();
    for (let i = 0; i < 9; i += 1) await attempt(third.email, 'wrong password!', `x-${i}`);
    expect((await attempt(third.email, third.password, 'y-1')).status).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await attempt(third.email, 'wrong password!', `z-${i}`)).status).toBe(401);
    }
  });

  test('a sign-in posted from another site is refused with 403', async () => {
    const request = jsonRequest('/rest-api/v1.0/auth/sign-in', {
      body: { email: member.email, password: member.password },
    });
    const crossSite = new Request(request, {
      headers: new Headers([...request.headers, ['origin', 'https://evil.example']]),
    });
    const response = await signIn(crossSite, {});
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden');
  });

  test('bad input is 422 naming the field; bad JSON is 400', async () => {
    const invalid = await signIn(
      jsonRequest('/rest-api/v1.0/auth/sign-in', { body: { email: 'nope', password: '' } }),
      {},
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toEqual({
      email: 'emailInvalid',
      password: 'passwordRequired',
    });
    const broken = await signIn(jsonRequest('/rest-api/v1.0/auth/sign-in', { body: '{"email":' }), {});
    expect(broken.status).toBe(400);
  });
});
