import { cachedRoutePath, searchViewOf } from './cached-routes';
import { classifyRoute } from './route-classifier';

const internal = (path: string, locale = 'en', search = '') =>
  cachedRoutePath(`/${locale}${path === '/' ? '' : path}`, classifyRoute(path).route, search);

test("a lot's root URL renders from the cached lot route", () => {
  expect(internal('/123456789-2019-toyota-camry-le')).toBe('/en/lot/123456789-2019-toyota-camry-le');
  expect(internal('/123456789-2019-toyota-camry-le', 'ar')).toBe('/ar/lot/123456789-2019-toyota-camry-le');
  expect(internal('/vehicle/12345678-2019-toyota-camry-le')).toBe(
    '/en/vehicle/12345678-2019-toyota-camry-le',
  );
});

test('a search renders from a key holding its path and query, read back whole', () => {
  const damage = internal('/flood-damage', 'es', '?make=toyota&make=honda&page=2');
  expect(damage).toMatch(/^\/es\/search-view\/[A-Za-z0-9_-]+$/);
  const view = searchViewOf(damage.split('/')[3]!)!;
  expect(view.segments).toEqual(['flood-damage']);
  expect(view.query.getAll('make')).toEqual(['toyota', 'honda']);
  expect(view.query.get('page')).toBe('2');
  // Segments come as Next hands them to a page (decoded, then encoded again); the query decoded.
  const text = searchViewOf(
    internal('/search/q-ford%20f150', 'en', '?q=%D0%BB%D0%B0%D0%B4%D0%B0').split('/')[3]!,
  )!;
  expect(text.segments).toEqual(['search', 'q-ford%20f150']);
  expect(text.query.get('q')).toBe('лада');
  expect(internal('/search')).not.toBe(internal('/search', 'en', '?make=bmw'));
});

test('pages without a cached route of their own, and the live list, stay where they are', () => {
  expect(internal('/about-us')).toBe('/en/about-us');
  expect(internal('/search/live-auctions')).toBe('/en/search/live-auctions');
  expect(internal('/copart-reviews')).toBe('/en/copart-reviews');
  expect(internal('/')).toBe('/en');
});

test('a key that is not ours is refused', () => {
  expect(searchViewOf('not base64!')).toBeNull();
  expect(searchViewOf(btoa('no-slash'))).toBeNull();
  expect(searchViewOf(btoa('/search/%E0%A4%A'))).toBeNull();
  expect(searchViewOf(btoa('\xff\xfe'))).toBeNull();
});
