import { createHmac } from 'node:crypto';
import { cspPlaceholder, placeholderRequestPolicy, withRequestHeader } from './csp-placeholder';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';

describe('the CSP nonce placeholder', () => {
  test('is HMAC-SHA256(secret, label) cut to 24 base64url characters: stable per secret, secret-dependent', async () => {
    const secret = 'placeholder-test-secret-0123456789abcdef';
    const expected = createHmac('sha256', secret)
      .update('csp-nonce-placeholder')
      .digest()
      .subarray(0, 18)
      .toString('base64url');
    expect(await cspPlaceholder(secret)).toBe(expected);
    expect(await cspPlaceholder(secret)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await cspPlaceholder(`${secret}!`)).not.toBe(expected);
  });

  test('is the nonce Next reads from the request policy', async () => {
    const placeholder = await cspPlaceholder('another-secret-for-the-request-policy-0123');
    expect(getScriptNonceFromHeader(placeholderRequestPolicy(placeholder))).toBe(placeholder);
  });
});

describe('withRequestHeader', () => {
  const request = new Request('http://localhost/x', { headers: { cookie: 'a=1', 'accept-language': 'es' } });

  test('extends the header list a middleware answer already overrides', () => {
    const response = new Response(null, {
      headers: {
        'x-middleware-override-headers': 'cookie,x-next-intl-locale',
        'x-middleware-request-cookie': 'a=1',
      },
    });
    withRequestHeader(response, request, 'Content-Security-Policy', 'p');
    expect(response.headers.get('x-middleware-override-headers')).toBe(
      'cookie,x-next-intl-locale,content-security-policy',
    );
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe('p');
    withRequestHeader(response, request, 'content-security-policy', 'q');
    expect(response.headers.get('x-middleware-override-headers')).toBe(
      'cookie,x-next-intl-locale,content-security-policy',
    );
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe('q');
  });

  test('starts from every request header when the answer overrides none (nothing else is dropped)', () => {
    const response = withRequestHeader(new Response(null), request, 'content-security-policy', 'p');
    const listed = response.headers.get('x-middleware-override-headers')!.split(',');
    expect(listed).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'content-security-policy']));
    expect(response.headers.get('x-middleware-request-cookie')).toBe('a=1');
    expect(response.headers.get('x-middleware-request-accept-language')).toBe('es');
  });
});
