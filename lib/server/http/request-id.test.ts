import { isSafeRequestId, REQUEST_ID_HEADER, requestIdFor, requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  test('a fresh UUID unless a trusted proxy sent a safe one', () => {
    expect(requestIdFor(undefined, 0)).toMatch(UUID);
    expect(requestIdFor('proxy-id-12345678', 0)).toMatch(UUID);
    expect(requestIdFor('proxy-id-12345678', 1)).toBe('proxy-id-12345678');
    expect(requestIdFor(['0123456789abcdef0123456789abcdef', 'x'], 2)).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(requestIdFor(undefined, 1)).toMatch(UUID);
    expect(requestIdFor('a', 1)).not.toBe('a');
    expect(requestIdFor('x'.repeat(200), 1)).toMatch(UUID);
    expect(new Set([requestIdFor(undefined, 0), requestIdFor(undefined, 0)]).size).toBe(2);
  });

  test('only letters, digits and . _ : - are safe (nothing that could break a log line or a header)', () => {
    for (const bad of [
      'abc def 12345',
      'abcdefgh\nINFO forged',
      '<script>1234',
      'abcdefgh"',
      '-leading-dash',
      '',
    ]) {
      expect([bad, isSafeRequestId(bad)]).toEqual([bad, false]);
    }
    expect(isSafeRequestId('req:2026.11.25_abc-1')).toBe(true);
  });

  test('a handler reads the id server.ts set, or gets a fresh one', () => {
    const headers = new Headers({ [REQUEST_ID_HEADER]: 'given-id-000001' });
    expect(requestIdOf({ headers })).toBe('given-id-000001');
    expect(requestIdOf({ headers: new Headers() })).toMatch(UUID);
    expect(requestIdOf({ headers: new Headers({ [REQUEST_ID_HEADER]: 'bad id' }) })).toMatch(UUID);
  });
});
