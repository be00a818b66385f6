import { clientAddressOf } from './client-address';

describe('the client address rate limits key on', () => {
  test('is the socket address unless proxies of ours are trusted', () => {
    expect(clientAddressOf('127.0.0.1', '6.6.6.6', 0)).toBe('127.0.0.1');
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
  });

  test('behind N trusted proxies it is the Nth entry from the right; the client cannot pick its own', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7');
  });

  test('a header shorter than the proxy chain falls back to the socket', () => {
    expect(clientAddressOf('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.2', '203.0.113.7', 2)).toBe('10.0.0.2');
  });
});
