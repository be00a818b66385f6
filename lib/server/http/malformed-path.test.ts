import { isMalformedPath, rawPathOf } from './malformed-path';

describe('malformed paths', () => {
  const strict = { loneSignIsLiteral: false };
  const page = { loneSignIsLiteral: true };

  test('escapes that do not decode are malformed everywhere', () => {
    for (const path of [
      '/lot/%FF',
      '/rest-api/v2/bids/%E0%A4%A',
      '/search/q-%C3',
      '/%ED%A0%80',
      '/a/%F4%90%80%80',
    ]) {
      expect([path, isMalformedPath(path, strict), isMalformedPath(path, page)]).toEqual([path, true, true]);
    }
  });

  test('a lone % is the character on a page, malformed on a route handler', () => {
    expect(isMalformedPath('/search/q-100%', page)).toBe(false);
    expect(isMalformedPath('/search/q-a%2', page)).toBe(false);
    expect(isMalformedPath('/rest-api/v1.0/search/suggest/q-100%', strict)).toBe(true);
    expect(isMalformedPath('/og/lot/100%zz', strict)).toBe(true);
  });

  test('sound paths pass', () => {
    for (const path of [
      '/',
      '/lot/123456789',
      '/search/q-toyota%20camry',
      '/search/q-%E2%82%AC',
      '/rest-api/v2/spa/config',
    ]) {
      expect([path, isMalformedPath(path, strict)]).toEqual([path, false]);
    }
  });

  test('the raw path of a request target, undecoded, without query or fragment', () => {
    expect(rawPathOf('/lot/%FF?x=%FF')).toBe('/lot/%FF');
    expect(rawPathOf('http://example.com/rest-api/x?y')).toBe('/rest-api/x');
    expect(rawPathOf('http://example.com')).toBe('/');
    expect(rawPathOf('*')).toBe('*');
  });
});
