import { jest } from '@jest/globals';
import { closeRateLimiters, LIMITS } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember } from '@/test/members';
import { POST } from './route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('password change under concurrency on %s', (kind) => {
  useTestDatabase(kind);

  test('20 simultaneous wrong current passwords: exactly 10 are checked, the rest get 429', async () => {
    const member = await registerMember();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        POST(
          jsonRequest('/rest-api/v2/account/security/password', {
            body: { currentPassword: `wrong current ${i}`, newPassword: 'a brand new long passphrase' },
            cookie: member.cookie,
          }),
          {},
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    // 422 currentPasswordWrong: checked against the hash; 429: refused before it.
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMITS.currentPassword.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.currentPassword.points);
  });
});
