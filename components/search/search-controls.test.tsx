import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTranslator, NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import en from '@/messages/en.json' with { type: 'json' };
import ar from '@/messages/ar.json' with { type: 'json' };
import { EMPTY_FILTERS, type LotFilters } from '@/lib/domain/search-filters';
import type { SearchLocation } from '@/lib/domain/search-state';
import type { LabeledFacets } from '@/lib/server/search/labeled-facets';
import type { RangeFacets } from '@/lib/server/search/range-facets';
import type { ChosenLabels } from '@/lib/server/search/search-page-data';
import type { SearchTexts, Translate } from './search-texts';

// Links keep the route's locale (lib/i18n/navigation reads it from the route params).
const params: { locale?: string } = {};
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  useParams: () => params,
  usePathname: () => '/search',
}));
const { FilterSidebar } = await import('./filter-sidebar');
const { ActiveFilters } = await import('./active-filters');
const { SortControl, ViewToggle } = await import('./sort-control');
const { Pagination, pageWindow } = await import('./pagination');
const { EmptyResults } = await import('./empty-results');

function textsFor(locale: 'en' | 'ar'): SearchTexts {
  const messages: AbstractIntlMessages = locale === 'en' ? en : ar;
  // The page hands down getTranslations' translators; here the same from the messages files.
  const translator = (namespace: string) =>
    createTranslator({ locale, messages, namespace }) as unknown as Translate;
  return {
    locale,
    page: translator('SearchPage'),
    groups: translator('SearchFilters'),
    search: translator('Search'),
  };
}
const texts = textsFor('en');

const all: SearchLocation = { path: '/search', preset: {}, view: 'grid' };
const opt = (key: string, label: string, cnt: number) => ({ key, label, cnt });

const facets: LabeledFacets = {
  types: [opt('automobile', 'Cars', 1200), opt('suv', 'SUVs', 640), opt('pickup', 'Pickup trucks', 3)],
  makes: Array.from({ length: 12 }, (_, i) => opt(`make-${i}`, `Make ${i}`, 100 - i)),
  models: [{ ...opt('camry', 'Camry', 40), make: 'toyota' }],
  years: [opt('2020', '2020', 50), opt('2015', '2015', 30)],
  damages: [opt('front-end', 'Front end', 900)],
  lossTypes: [opt('collision', 'Collision', 800)],
  titleTypes: [opt('salvage', 'Salvage', 1500)],
  states: [opt('TX', 'Texas', 300)],
  branches: [opt('17', 'Dallas, TX', 120)],
  saleTypes: [opt('buy_it_now', 'Buy it now', 160), opt('auction_only', 'Auction only', 1680)],
};
const ranges: RangeFacets = {
  odometer: [
    { from: 0, to: 24_999, cnt: 70 },
    { from: 150_000, to: null, cnt: 400 },
  ],
  saleDays: [{ day: '2026-06-02', cnt: 210 }],
};
const noneChosen: ChosenLabels = {
  types: {},
  makes: {},
  models: {},
  damages: {},
  lossTypes: {},
  titleTypes: {},
  states: {},
  branches: {},
};

/** The page's language around what it renders: the filter options are SiteLinks, which read it. */
function inLocale(locale: string, children: ReactNode) {
  return (
    <NextIntlClientProvider locale={locale} messages={{}} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}

function sidebar(filters: LotFilters = EMPTY_FILTERS, location = all, chosen = noneChosen) {
  return render(
    inLocale(
      'en',
      <FilterSidebar
        location={location}
        filters={filters}
        facets={facets}
        ranges={ranges}
        chosen={chosen}
        texts={texts}
      />,
    ),
  );
}

describe('FilterSidebar', () => {
  afterEach(() => delete params.locale);

  test('every group is listed with its counts, each option a link that adds it to the URL', () => {
    sidebar();
    for (const title of [
      'Sale type',
      'Vehicle type',
      'Make',
      'Model',
      'Year',
      'Primary damage',
      'Loss type',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const title of ['Title type', 'Yard state', 'Location', 'Odometer', 'Sale date']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const suv = within(screen.getByTestId('filter-types')).getByRole('link', { name: /SUVs/ });
    expect(suv).toHaveAttribute('href', '/search?types=suv');
    expect(suv).toHaveTextContent('640');
    expect(suv).not.toHaveAttribute('aria-current');
    expect(suv).toHaveAttribute('data-soft-nav', ''); // a plain link (SiteLink): a click navigates client-side
    const dallas = within(screen.getByTestId('filter-branches')).getByRole('link', { name: /Dallas/ });
    expect(dallas).toHaveAttribute('href', '/search?branches=17');
    const bin = within(screen.getByTestId('filter-saleTypes')).getByRole('link', { name: /Buy it now/ });
    expect(bin).toHaveAttribute('href', '/search?buy_it_now=true');
    expect(
      within(screen.getByTestId('filter-odometer')).getByRole('link', { name: /Up to 24,999 mi/ }),
    ).toHaveAttribute('href', '/search?odometer_from=0&odometer_to=24999');
    expect(
      within(screen.getByTestId('filter-odometer')).getByRole('link', { name: /150,000 mi and more/ }),
    ).toHaveAttribute('href', '/search?odometer_from=150000');
    expect(
      within(screen.getByTestId('filter-saleDate')).getByRole('link', { name: /Tue, Jun 2/ }),
    ).toHaveAttribute('href', '/search?sale_date_from=2026-06-02&sale_date_to=2026-06-02');
    expect(screen.getByText('Choose a make to see all of its models.')).toBeInTheDocument();
  });

  test('a chosen option is marked and links to the search without it; more than eight fold under "show all"', () => {
    sidebar({ ...EMPTY_FILTERS, types: ['suv'], makes: ['make-11'] });
    const types = within(screen.getByTestId('filter-types'));
    expect(types.getByRole('link', { name: /SUVs/ })).toHaveAttribute('aria-current', 'true');
    expect(types.getByRole('link', { name: /SUVs/ })).toHaveAttribute('href', '/search?makes=make-11');
    expect(types.getByRole('link', { name: /Cars/ })).toHaveAttribute(
      'href',
      '/search?types=suv,automobile&makes=make-11',
    );
    const makes = screen.getByTestId('filter-makes');
    // Eight first, plus the chosen twelfth; the other three under the disclosure.
    expect(within(makes).getByText('Show all (12)')).toBeInTheDocument();
    const more = makes.querySelector('details')!;
    expect(within(more).getAllByRole('link', { hidden: true })).toHaveLength(3);
    expect(within(makes).getByRole('link', { name: /Make 11/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a range form submits to the search without that range, its other filters as hidden fields', () => {
    params.locale = 'es';
    const { container } = render(
      inLocale(
        'es',
        <FilterSidebar
          location={{ path: '/search/location-state-tx', preset: { states: ['TX'] }, view: 'list' }}
          filters={{ ...EMPTY_FILTERS, states: ['TX'], types: ['suv'], yearFrom: 2015 }}
          facets={facets}
          ranges={ranges}
          chosen={noneChosen}
          texts={{ ...texts, locale: 'es' }}
        />,
      ),
    );
    const form = within(screen.getByTestId('filter-years'))
      .getByRole('button', { name: 'Apply' })
      .closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/es/search/location-state-tx');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll('input[type=hidden]')].map((i) => [
        i.getAttribute('name'),
        i.getAttribute('value'),
      ]),
    );
    expect(hidden).toEqual({ types: 'suv', view_type: 'list' });
    expect(within(form).getByLabelText('From')).toHaveValue('2015');
    expect(within(form).getAllByRole('option', { name: '2020 (50)' })).toHaveLength(2);
    // Links carry the route's locale.
    expect(container.querySelector('a[href^="/es/search/location-state-tx?"]')).not.toBeNull();
  });
});

describe('ActiveFilters', () => {
  const chosen = { ...noneChosen, types: { suv: 'SUVs' }, makes: { toyota: 'Toyota' } };
  test('a chip per filter, each removing only itself, and "clear all"', () => {
    render(
      <ActiveFilters
        location={all}
        filters={{
          ...EMPTY_FILTERS,
          types: ['suv'],
          makes: ['toyota'],
          q: 'red',
          yearFrom: 2015,
          yearTo: 2020,
          buyItNow: true,
        }}
        chosen={chosen}
        texts={texts}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Active filters' });
    expect(within(nav).getByRole('link', { name: 'Remove filter: SUVs' })).toHaveAttribute(
      'href',
      '/search?makes=toyota&buy_it_now=true&q=red&year_from=2015&year_to=2020',
    );
    expect(within(nav).getByRole('link', { name: 'Remove filter: “red”' })).toHaveAttribute(
      'href',
      '/search?types=suv&makes=toyota&buy_it_now=true&year_from=2015&year_to=2020',
    );
    expect(within(nav).getByRole('link', { name: 'Remove filter: 2015–2020' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Remove filter: Buy it now' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/search');
  });

  test('nothing chosen: no chips', () => {
    const { container } = render(
      <ActiveFilters location={all} filters={EMPTY_FILTERS} chosen={noneChosen} texts={texts} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SortControl and ViewToggle', () => {
  test('each key links to its natural direction; the current one reverses and says its order', () => {
    render(
      <SortControl
        location={all}
        filters={{ ...EMPTY_FILTERS, sort: 'year', direction: 'desc', page: 4 }}
        texts={texts}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sort by' });
    const year = within(nav).getByRole('link', { name: /^Year/ });
    expect(year).toHaveAttribute('aria-current', 'true');
    expect(year).toHaveTextContent('Year ↓, newest first');
    expect(year).toHaveAttribute('href', '/search?sort=year');
    expect(within(nav).getByRole('link', { name: 'Sale date' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Odometer' })).toHaveAttribute(
      'href',
      '/search?sort=odometer',
    );
    expect(within(nav).getByRole('link', { name: 'Current bid' })).toHaveAttribute(
      'href',
      '/search?sort=current_bid',
    );
  });

  test('the view links keep the filters and the page', () => {
    render(
      <ViewToggle location={all} filters={{ ...EMPTY_FILTERS, types: ['suv'], page: 2 }} texts={texts} />,
    );
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute(
      'href',
      '/search?types=suv&page=2&view_type=list',
    );
    expect(screen.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('Pagination', () => {
  test('numbered links around the page, rel prev and next, the filters kept', () => {
    render(
      <Pagination
        location={all}
        filters={{ ...EMPTY_FILTERS, makes: ['ford'], page: 6 }}
        pages={20}
        texts={texts}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/search?makes=ford&page=5',
    );
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/search?makes=ford&page=7',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?makes=ford');
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute(
      'href',
      '/search?makes=ford&page=20',
    );
    expect(within(nav).getByLabelText('Page 6')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Page 3' })).toBeNull();
  });

  test('the window of pages, and nothing for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    const { container } = render(
      <Pagination location={all} filters={EMPTY_FILTERS} pages={1} texts={texts} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('EmptyResults', () => {
  test('says so, and offers each filter dropped with its count, most first, leaving out those that find none', () => {
    const filters = { ...EMPTY_FILTERS, types: ['suv'], makes: ['toyota'], buyItNow: true };
    const chosen = { ...noneChosen, types: { suv: 'SUVs' }, makes: { toyota: 'Toyota' } };
    render(
      <EmptyResults
        location={all}
        filters={filters}
        chosen={chosen}
        wider={{ withoutEach: [12, 0, 345], withoutAll: 5000 }}
        texts={texts}
      />,
    );
    const empty = screen.getByTestId('empty-results');
    expect(empty).toHaveTextContent('No vehicles match this search right now.');
    const links = within(empty).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Without Buy it now',
      'Without SUVs',
      'All vehicles, no filters',
    ]);
    expect(links[0]).toHaveAttribute('href', '/search?types=suv&makes=toyota');
    expect(empty).toHaveTextContent('Without Buy it now (345 vehicles)');
    expect(empty).toHaveTextContent('Without SUVs (12 vehicles)');
    expect(empty).toHaveTextContent('All vehicles, no filters (5,000 vehicles)');
    expect(within(empty).queryByRole('link', { name: 'Without Toyota' })).toBeNull();
  });

  test('with no filter to drop, it links to every vehicle', () => {
    render(
      <EmptyResults location={all} filters={EMPTY_FILTERS} chosen={noneChosen} wider={null} texts={texts} />,
    );
    expect(
      screen.getByRole('link', { name: 'Try fewer words or filters, or browse all vehicles.' }),
    ).toHaveAttribute('href', '/search');
  });

  test('in Arabic', () => {
    params.locale = 'ar';
    render(
      <EmptyResults
        location={all}
        filters={{ ...EMPTY_FILTERS, q: 'x' }}
        chosen={noneChosen}
        wider={{ withoutEach: [3], withoutAll: 3 }}
        texts={textsFor('ar')}
      />,
    );
    expect(screen.getByRole('link', { name: 'بدون «x»' })).toHaveAttribute('href', '/ar/search');
    delete params.locale;
  });
});
