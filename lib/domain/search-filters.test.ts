import { presetFilters } from './search-filters';

const makes = new Set(['toyota', 'ford']);

describe('presetFilters', () => {
  test('route presets become filters', () => {
    expect(presetFilters({ type: 'buy-it-now' }, makes)).toEqual({ buyItNow: true });
    expect(presetFilters({ type: 'damage', damage: 'flood-damage' }, makes)).toEqual({
      lossTypes: ['flood'],
    });
    expect(presetFilters({ type: 'damage', damage: 'collision' }, makes)).toEqual({
      lossTypes: ['collision'],
    });
    expect(presetFilters({ type: 'state', state: 'tx' }, makes)).toEqual({ states: ['TX'] });
    expect(presetFilters({ type: 'title', title: 'clean' }, makes)).toEqual({ titleTypes: ['clean'] });
    expect(presetFilters({ type: 'other', path: 'x/y' }, makes)).toEqual({});
  });
  test('salvage-{make} filters by make; anything else is text', () => {
    expect(presetFilters({ type: 'salvage', slug: 'toyota' }, makes)).toEqual({ makes: ['toyota'] });
    expect(presetFilters({ type: 'salvage', slug: 'cars-for-sale' }, makes)).toEqual({ q: 'cars for sale' });
  });
  test('text search: years become a range, a VIN loses its spaces', () => {
    expect(presetFilters({ type: 'query', query: 'toyota camry 2018' }, makes)).toEqual({
      q: 'toyota camry',
      yearFrom: 2018,
      yearTo: 2018,
    });
    expect(presetFilters({ type: 'query', query: '1HGCM 82633A 004352' }, makes)).toEqual({
      q: '1HGCM82633A004352',
    });
  });
});
