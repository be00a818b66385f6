import { parseEnv } from '@/lib/env';
import {
  backgroundOrigin,
  originFromHeaders,
  originFromSegment,
  originSegment,
  rememberOrigin,
} from './public-origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the public origin', () => {
  const plain = parseEnv({ PORT: '3000' });
  const proxied = parseEnv({ TRUST_PROXY: '1' });
  const based = parseEnv({ BASE_URL: 'https://salvagelane.example/' });

  test('without BASE_URL it is the host the request came to, under any name', () => {
    expect(originFromHeaders(headers({ host: 'localhost:3000' }), plain)).toBe('http://localhost:3000');
    expect(originFromHeaders(headers({ host: '127.0.0.1:3000' }), plain)).toBe('http://127.0.0.1:3000');
    expect(originFromHeaders(headers({ host: '192.168.1.20:3000' }), plain)).toBe('http://192.168.1.20:3000');
    expect(originFromHeaders(headers({ host: '[::1]:3000' }), plain)).toBe('http://[::1]:3000');
    expect(originFromHeaders(headers({ host: 'Yard.Example' }), plain)).toBe('http://yard.example');
  });

  test('BASE_URL wins over every header', () => {
    const h = headers({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(originFromHeaders(h, based)).toBe('https://salvagelane.example');
  });

  test('forwarded headers count only with TRUST_PROXY, and then the entry our proxy wrote (the last)', () => {
    const h = headers({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'spoofed.example, salvagelane.example',
      'x-forwarded-proto': 'https',
    });
    expect(originFromHeaders(h, plain)).toBe('http://10.0.0.5:3000');
    expect(originFromHeaders(h, proxied)).toBe('https://salvagelane.example');
  });

  test('a missing or malformed host falls back to this server on localhost', () => {
    expect(originFromHeaders(headers({}), plain)).toBe('http://localhost:3000');
    for (const host of ['evil.example/path', 'a b', 'x@y', '"><script>', 'host:port:extra', '']) {
      expect(originFromHeaders(headers({ host }), plain)).toBe('http://localhost:3000');
    }
  });

  test('the page segment round-trips an origin and refuses anything else', () => {
    for (const origin of ['http://localhost:3000', 'https://salvagelane.example', 'http://[::1]:3000']) {
      const segment = originSegment(origin);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(originFromSegment(segment, plain)).toBe(origin);
    }
    for (const bad of [
      '%%%',
      'not-base64!',
      originSegment('javascript:alert(1)'),
      originSegment('http://a/b'),
    ]) {
      expect(originFromSegment(bad, plain)).toBe('http://localhost:3000');
    }
    expect(originFromSegment(originSegment('http://127.0.0.1:3000'), based)).toBe(
      'https://salvagelane.example',
    );
  });

  test('work no request caused links to BASE_URL, else the origin the site was last reached at', () => {
    rememberOrigin('http://192.168.1.20:3000');
    expect(backgroundOrigin(plain)).toBe('http://192.168.1.20:3000');
    expect(backgroundOrigin(based)).toBe('https://salvagelane.example');
  });

  test('TRUST_PROXY reads a flag or a count of proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(0);
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
