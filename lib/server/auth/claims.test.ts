import { claimsCookie, signClaims, verifyClaims } from './claims';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the claims cookie', () => {
  test('signed claims verify with the same secret', async () => {
    const token = await signClaims({ memberId: 'm1', termsVersion: 3 }, SECRET, inAnHour());
    expect(await verifyClaims(token, SECRET)).toEqual({ memberId: 'm1', termsVersion: 3 });
    const none = await signClaims({ memberId: 'm2', termsVersion: null }, SECRET, inAnHour());
    expect(await verifyClaims(none, SECRET)).toEqual({ memberId: 'm2', termsVersion: null });
  });

  test('another secret, a changed payload, garbage or an expired token give null', async () => {
    const token = await signClaims({ memberId: 'm1', termsVersion: 2 }, SECRET, inAnHour());
    expect(await verifyClaims(token, `${SECRET}x`)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'm1', tv: 3, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await verifyClaims(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
    expect(await verifyClaims('not-a-token', SECRET)).toBeNull();
    const expired = await signClaims(
      { memberId: 'm1', termsVersion: 3 },
      SECRET,
      new Date(Date.now() - 1000),
    );
    expect(await verifyClaims(expired, SECRET)).toBeNull();
  });

  test('the cookie is httpOnly and SameSite=Lax, Secure when asked', () => {
    const expires = inAnHour();
    expect(claimsCookie('t', expires, { secure: false })).toBe(
      `sl_claims=t; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax`,
    );
    expect(claimsCookie('t', expires, { secure: true })).toMatch(/; Secure$/);
  });
});
