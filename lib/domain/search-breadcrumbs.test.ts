import { searchBreadcrumbs } from './search-breadcrumbs';

const labels = { home: 'Home', search: 'Search vehicles' };

describe('searchBreadcrumbs', () => {
  test('a search route: home, all vehicles, this search (the current page last)', () => {
    expect(searchBreadcrumbs('/salvage-honda', 'Salvage Honda', labels)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Search vehicles', href: '/search' },
      { label: 'Salvage Honda', href: '/salvage-honda' },
    ]);
  });

  test('the search of everything is itself the second crumb', () => {
    expect(searchBreadcrumbs('/search', 'All vehicles', labels)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All vehicles', href: '/search' },
    ]);
  });
});
