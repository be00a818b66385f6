import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/lib/db/schema';
import { closeRateLimiters, LIMITS } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember } from '@/test/members';
import { POST as requestRecovery } from './recovery-password/route';
import { POST as resetPassword } from './reset-password/route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const statusCounts = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

const simultaneously = (n: number, request: (i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

/* Recovery under concurrency: every request spends its points before the mail or the hash, so N at once count N. */
describe.each(testDatabaseKinds())('recovery limits under concurrency on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('20 simultaneous recovery requests for one address from 20 clients: exactly 3 mails', async () => {
    const member = await registerMember();
    const run = Date.now();
    const responses = await simultaneously(20, (i) =>
      requestRecovery(
        jsonRequest('/rest-api/v1.0/auth/recovery-password', {
          body: { email: member.email },
          address: `recovery-${run}-${i}`,
        }),
        {},
      ),
    );
    expect(statusCounts(responses)).toEqual({
      202: LIMITS.recoveryEmail.points,
      429: 20 - LIMITS.recoveryEmail.points,
    });
    const mails = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.filter((mail) => mail.template === 'recovery-password')).toHaveLength(
      LIMITS.recoveryEmail.points,
    );
  });

  test('20 simultaneous recovery requests from one client for 20 addresses: exactly 10 go through', async () => {
    const run = Date.now();
    const responses = await simultaneously(20, (i) =>
      requestRecovery(
        jsonRequest('/rest-api/v1.0/auth/recovery-password', {
          body: { email: `nobody-${run}-${i}@example.com` },
          address: `one-client-${run}`,
        }),
        {},
      ),
    );
    expect(statusCounts(responses)).toEqual({
      202: LIMITS.recoveryAddress.points,
      429: 20 - LIMITS.recoveryAddress.points,
    });
  });

  test('20 simultaneous new-password attempts from one client: exactly 10 reach the token check', async () => {
    const address = `reset-client-${Date.now()}`;
    const responses = await simultaneously(20, (i) =>
      resetPassword(
        jsonRequest('/rest-api/v1.0/auth/reset-password', {
          body: { token: `made-up-token-${i}`, password: 'a long enough passphrase' },
          address,
        }),
        {},
      ),
    );
    // 422 tokenInvalid: the token was looked up; 429: refused before it.
    expect(statusCounts(responses)).toEqual({
      422: LIMITS.passwordReset.points,
      429: 20 - LIMITS.passwordReset.points,
    });
  });
});
