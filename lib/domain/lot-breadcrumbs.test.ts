import { lotBreadcrumbs } from './lot-breadcrumbs';

test('the default trail goes home, search, make, model, lot', () => {
  const lot = {
    year: 2018,
    make: 'Land Rover',
    makeSlug: 'land-rover',
    model: 'Range Rover',
    modelSlug: 'range-rover',
    trim: null,
  };
  expect(
    lotBreadcrumbs(lot, '/300000001-2018-land-rover-range-rover', { home: 'Home', search: 'Search' }),
  ).toEqual([
    { label: 'Home', href: '/' },
    { label: 'Search', href: '/search' },
    { label: 'Land Rover', href: '/salvage-land-rover' },
    { label: 'Range Rover', href: '/search?makes=land-rover&models=range-rover' },
    { label: '2018 Land Rover Range Rover', href: '/300000001-2018-land-rover-range-rover' },
  ]);
});
