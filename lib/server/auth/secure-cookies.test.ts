import { parseEnv } from '@/lib/env';
import { secureCookies } from './auth';

describe('Secure session cookies', () => {
  test('on in production, off in development and tests', () => {
    expect(secureCookies(parseEnv({ NODE_ENV: 'production' }))).toBe(true);
    expect(secureCookies(parseEnv({ NODE_ENV: 'development' }))).toBe(false);
    expect(secureCookies(parseEnv({ NODE_ENV: 'test' }))).toBe(false);
  });
  test('BASE_URL decides when set: https on, plain http off (a LAN install without TLS)', () => {
    expect(
      secureCookies(parseEnv({ NODE_ENV: 'development', BASE_URL: 'https://salvagelane.example' })),
    ).toBe(true);
    expect(secureCookies(parseEnv({ NODE_ENV: 'production', BASE_URL: 'http://192.168.1.20:3000' }))).toBe(
      false,
    );
  });
});
