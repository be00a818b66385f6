import { jest } from '@jest/globals';
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import pl from '@/messages/pl.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };
import { getDb } from '@/lib/db/database';
import { searchViewOf } from '@/lib/domain/cached-routes';
import { LOCALES, type Locale } from '@/lib/domain/locales';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { searchPathFor, searchRouteOf } from '@/lib/domain/search-path';
import { searchableText } from '@/lib/domain/search-text';
import { provideSessionSecret } from '@/lib/env';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { NASTY_TEXTS } from '@/test/nasty-texts';
import { insertSearchInventory, isOpen, type InventoryLot } from '@/test/search-inventory';

const MESSAGES = { en, es, ru, pl, ar } as const;
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (arg: string | { locale: Locale; namespace: string }) => {
    const { locale, namespace } = typeof arg === 'string' ? { locale: 'en' as Locale, namespace: arg } : arg;
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never });
  },
}));
const { default: middleware } = await import('@/middleware');
const { pageGate } = await import('../seo/page-gate');
const { searchMetadata, searchH1 } = await import('./search-route');
const { searchPageFilters } = await import('./search-page');
const { searchPageData } = await import('./search-page-data');
const { searchRedirectTarget } = await import('./search-redirect');

jest.setTimeout(180_000);
provideSessionSecret('search-route-test-secret-0123456789-abcdefghij');

/** What the search page is handed for a path a browser sends: middleware's rewrite, then Next's params. */
async function pageRoute(path: string) {
  const response = await middleware(new NextRequest(new URL(path, 'http://localhost:3000')));
  const rewrite = new URL(response.headers.get('x-middleware-rewrite')!);
  // Every search renders from its cached route, the path and query in the key (lib/domain/cached-routes).
  const [, , locale, view, key] = rewrite.pathname.split('/');
  expect(view).toBe('search-view');
  const { segments } = searchViewOf(key!)!;
  expect(segments[0]).toBe('search');
  return { locale: locale as Locale, ...searchRouteOf(segments.slice(1)) };
}

/** A count as the messages' `#` writes it (next-intl formats with the page's locale). */
const number = (locale: Locale, n: number) => new Intl.NumberFormat(locale).format(n);

describe.each(testDatabaseKinds())('search routes on %s', (kind) => {
  useTestDatabase(kind);
  let inventory: InventoryLot[];
  let open: InventoryLot[];
  beforeAll(async () => {
    inventory = await insertSearchInventory(await getDb(), 300);
    open = inventory.filter(isOpen);
  });

  describe('any search text answers a page: nothing throws, the text reads back', () => {
    test.each(NASTY_TEXTS.map((t) => [JSON.stringify(t).slice(0, 40), t]))('%s', async (_, text) => {
      const path = searchPathFor(text);
      expect(await pageGate({ method: 'GET', url: path, headers: {} })).toBeNull();
      const { locale, path: pagePath, preset } = await pageRoute(path);
      expect(locale).toBe('en');
      const expected = searchableText(text).trim().replace(/\s+/g, ' ');
      expect(preset).toEqual(expected ? { type: 'query', query: expected } : { type: 'all' });
      const redirect = await searchRedirectTarget(preset, {}, locale);
      const filters = await searchPageFilters(preset, {});
      const [data, metadata, heading] = await Promise.all([
        searchPageData(filters, locale),
        searchMetadata(pagePath, locale, preset, {}),
        searchH1(pagePath, locale, preset),
      ]);
      expect(redirect).toBeNull();
      expect(data.total).toBeGreaterThanOrEqual(0);
      expect(typeof metadata.description).toBe('string');
      expect(heading).not.toMatch(/[\u0000-\u001f]/);
    });
  });

  test('a no-JavaScript search (/search?q=...) goes to the text search’s own page, other keys kept', async () => {
    expect(await searchRedirectTarget({ type: 'all' }, { q: 'some text' }, 'en')).toBe('/search/q-some+text');
    expect(await searchRedirectTarget({ type: 'all' }, { q: 'a+b/c', view_type: 'list' }, 'es')).toBe(
      '/es/search/q-a%2Bb%2Fc?view_type=list',
    );
    expect(await searchRedirectTarget({ type: 'all' }, { q: '   ' }, 'en')).toBeNull();
    const lot = open[0]!;
    expect(await searchRedirectTarget({ type: 'all' }, { q: lot.stockNumber }, 'en')).toMatch(/^\/\d{9}-/);
    // The page it goes to finds what the query key found.
    const { preset } = await pageRoute('/search/q-some+text');
    expect(await searchPageFilters(preset, {})).toEqual(
      await searchPageFilters({ type: 'all' }, { q: 'some text' }),
    );
  });

  describe('each search page describes itself with its count', () => {
    const describe_ = async (path: string, locale: Locale) => {
      const { route } = classifyRoute(path);
      if (route.kind !== 'search') throw new Error(`${path} is not a search route`);
      return String((await searchMetadata(path, locale, route.preset, {})).description);
    };

    test('a make, a state where lots stand, a title: their own sentence with their number', async () => {
      const lot = open[0]!;
      const makeCount = open.filter((l) => l.makeSlug === lot.makeSlug).length;
      expect(await describe_(`/salvage-${lot.makeSlug}`, 'en')).toBe(
        `${number('en', makeCount)} salvage ${lot.make} vehicle${makeCount === 1 ? '' : 's'} for sale. ` +
          'Bid online in live auctions or buy now.',
      );
      const state = lot.branchState;
      const stateCount = open.filter((l) => l.branchState === state).length;
      expect(await describe_(`/search/location-state-${state.toLowerCase()}`, 'en')).toMatch(
        new RegExp(`^${number('en', stateCount)} salvage vehicles? for sale in [A-Z][a-z]+`),
      );
      const titleCount = open.filter((l) => l.titleType === 'salvage').length;
      expect(await describe_('/search/title-name-salvage', 'en')).toMatch(
        new RegExp(`^${number('en', titleCount)} vehicles? with a “Salvage” title for sale\\.`),
      );
      const cars = open.filter((l) => l.vehicleType === 'automobile').length;
      expect(await describe_('/salvage-cars', 'en')).toMatch(
        new RegExp(`^Cars: ${number('en', cars)} salvage vehicles? for sale\\.`),
      );
    });

    test('a page with a lookup description keeps it after the count', async () => {
      const collision = open.filter((l) => l.lossType === 'collision').length;
      const text = await describe_('/collision', 'en');
      expect(text).toContain(`${number('en', collision)} vehicle`);
      expect(text).toContain('Bid on collision vehicles at salvage auctions across the US.');
    });

    test('every locale: its own words, the number in its own format, no placeholder left', async () => {
      const lot = open[0]!;
      const paths = [
        '/search',
        `/salvage-${lot.makeSlug}`,
        `/search/location-state-${lot.branchState.toLowerCase()}`,
        '/search/title-name-salvage',
        '/salvage-motorcycles',
        '/search/location-state-wy',
      ];
      const all = new Set<string>();
      for (const locale of LOCALES) {
        for (const path of paths) {
          const text = await describe_(path, locale);
          expect(text).not.toMatch(/[{}#]/);
          all.add(text);
        }
        const total = number(locale, open.length);
        expect(await describe_('/search', locale)).toContain(total);
      }
      expect(all.size).toBe(paths.length * LOCALES.length);
    });

    test('plural forms follow the count (Russian and Polish: one, few, many)', async () => {
      const t = (locale: Locale, count: number) =>
        createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Search.meta' })('state', {
          state: 'Texas',
          count,
        });
      expect(t('en', 1)).toBe('1 salvage vehicle for sale in Texas.');
      expect(t('en', 1234)).toBe('1,234 salvage vehicles for sale in Texas.');
      expect(t('en', 0)).toBe('No salvage vehicles are for sale in Texas right now.');
      expect(t('ru', 21)).toContain('21 битый автомобиль');
      expect(t('ru', 3)).toContain('3 битых автомобиля');
      expect(t('ru', 11)).toContain('11 битых автомобилей');
      expect(t('pl', 1)).toContain('1 uszkodzony pojazd');
      expect(t('pl', 4)).toContain('4 uszkodzone pojazdy');
      expect(t('pl', 5)).toContain('5 uszkodzonych pojazdów');
      expect(t('es', 1)).toContain('1 vehículo siniestrado');
      expect(t('ar', 2)).toContain('مركبتان');
    });
  });
});
