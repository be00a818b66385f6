import { hrefToString, localizeHref, stripLocale } from './localize-href';

describe('localized links', () => {
  test('same-site paths get the locale prefix; English has none', () => {
    expect(localizeHref('/faq', 'es')).toBe('/es/faq');
    expect(localizeHref('/', 'pl')).toBe('/pl');
    expect(localizeHref('/search?makes=toyota#r', 'ru')).toBe('/ru/search?makes=toyota#r');
    expect(localizeHref('/faq', 'en')).toBe('/faq');
  });
  test('external, protocol-relative and fragment links are left alone', () => {
    for (const href of ['https://blog.example/x', '//cdn.example/x', '#main', 'mailto:a@b.c']) {
      expect(localizeHref(href, 'es')).toBe(href);
    }
  });
  test('href objects and locale stripping', () => {
    expect(hrefToString({ pathname: '/search', query: { page: '2', q: 'a b' } })).toBe(
      '/search?page=2&q=a+b',
    );
    expect(hrefToString({ pathname: '/faq', query: {} })).toBe('/faq');
    expect(stripLocale('/es/search/q-a')).toBe('/search/q-a');
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/search')).toBe('/search');
    expect(stripLocale('/esperanto')).toBe('/esperanto');
  });
});
