import { COMMON_SECURITY_HEADERS, DOCUMENT_POLICY, pagePolicy } from './csp-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the page policy', () => {
  test('scripts need the nonce; nothing frames a page; connections stay home', () => {
    const policy = directives(pagePolicy({ nonce: 'N0nce', origin: 'http://localhost:3000' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-N0nce'", "'strict-dynamic'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  test('a separate broadcast host (both transports), Sentry ingest, https and dev', () => {
    const policy = directives(
      pagePolicy({
        nonce: 'n',
        origin: 'https://salvage.example',
        broadcastUrl: 'wss://live.salvage.example:8443/',
        sentryDsn: 'https://key@o1.ingest.sentry.io/42',
        dev: true,
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'wss://salvage.example',
      'https://live.salvage.example:8443',
      'wss://live.salvage.example:8443',
      'https://o1.ingest.sentry.io',
    ]);
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(
      directives(pagePolicy({ nonce: 'n', origin: 'http://a', broadcastUrl: 'http://b:3001' }))[
        'connect-src'
      ],
    ).toEqual(["'self'", 'ws://a', 'http://b:3001', 'ws://b:3001']);
  });

  test('stored documents are sandboxed and framed by our own pages only; every answer is nosniff', () => {
    const policy = directives(DOCUMENT_POLICY);
    expect(policy.sandbox).toEqual([]);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(COMMON_SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(COMMON_SECURITY_HEADERS['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
