import { internalPath, routablePath } from './received-path';

/** What next-intl's middleware rewrites a bare path to: the decoded path (decodeURI), English prefix added. */
const nextIntlRewrite = (received: string) =>
  new URL(`/en${decodeURI(received)}`, 'http://localhost').pathname;

describe('routablePath', () => {
  test('in a search path a plus is a space; a percent that starts no escape is a percent', () => {
    expect(routablePath('/en/search/q-a+b')).toBe('/en/search/q-a%20b');
    expect(routablePath('/es/search/q-a%2Bb')).toBe('/es/search/q-a%2Bb');
    expect(routablePath('/en/search/q-100%')).toBe('/en/search/q-100%25');
    expect(routablePath('/en/search/q-100%25')).toBe('/en/search/q-100%25');
    expect(routablePath('/en/search/q-%zz%4')).toBe('/en/search/q-%25zz%254');
  });
  test('other paths keep their plus signs', () => {
    expect(routablePath('/en/salvage-a+b')).toBe('/en/salvage-a+b');
    expect(routablePath('/en/searching/a+b')).toBe('/en/searching/a+b');
  });
});

describe('internalPath', () => {
  test('a bare path gets the English prefix and stays as received, where next-intl decoded it', () => {
    expect(nextIntlRewrite('/search/q-100%25')).toBe('/en/search/q-100%');
    expect(internalPath('/search/q-100%25', nextIntlRewrite('/search/q-100%25'))).toBe('/en/search/q-100%25');
    expect(internalPath('/search/q-%25252B', nextIntlRewrite('/search/q-%25252B'))).toBe(
      '/en/search/q-%25252B',
    );
    expect(internalPath('/search/q-a+b', nextIntlRewrite('/search/q-a+b'))).toBe('/en/search/q-a%20b');
    expect(internalPath('/search/q-%F0%9F%9A%97', nextIntlRewrite('/search/q-%F0%9F%9A%97'))).toBe(
      '/en/search/q-%F0%9F%9A%97',
    );
    expect(internalPath('/', '/en')).toBe('/en');
    expect(internalPath('/about-us', '/en/about-us')).toBe('/en/about-us');
  });
  test('a prefixed path passed through (or rewritten to its decoded self) stays as received', () => {
    expect(internalPath('/es/search/q-a+b', '/es/search/q-a+b')).toBe('/es/search/q-a%20b');
    expect(internalPath('/es/search/q-100%25', '/es/search/q-100%')).toBe('/es/search/q-100%25');
    expect(internalPath('/ru/kupit-avto', '/ru/kupit-avto')).toBe('/ru/kupit-avto');
  });
  test('a path next-intl cannot decode, passed through as it came, is routed under the English prefix', () => {
    expect(internalPath('/search/q-100%', '/search/q-100%')).toBe('/en/search/q-100%25');
  });
  test('any other target of next-intl is kept', () => {
    expect(internalPath('/search/q-a', '/es/other')).toBe('/es/other');
  });
});
