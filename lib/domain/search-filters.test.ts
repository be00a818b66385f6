import { presetFilters } from './search-filters';
import { EMPTY_VOCABULARY, modelKey, type VehicleVocabulary } from './search-salvage';

const makes: VehicleVocabulary = {
  makes: new Map([
    ['toyota', 'Toyota'],
    ['ford', 'Ford'],
    ['land-rover', 'Land Rover'],
  ]),
  models: new Map([
    [modelKey('toyota', 'camry'), 'Camry'],
    [modelKey('land-rover', 'range-rover'), 'Range Rover'],
  ]),
};

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
  test('salvage-{x}: a make, a make and model, a vehicle type, a body style; anything else is text', () => {
    expect(presetFilters({ type: 'salvage', slug: 'toyota' }, makes)).toEqual({ makes: ['toyota'] });
    expect(presetFilters({ type: 'salvage', slug: 'toyota-camry' }, makes)).toEqual({
      makes: ['toyota'],
      models: ['camry'],
    });
    expect(presetFilters({ type: 'salvage', slug: 'land-rover-range-rover' }, makes)).toEqual({
      makes: ['land-rover'],
      models: ['range-rover'],
    });
    expect(presetFilters({ type: 'salvage', slug: 'cars' }, makes)).toEqual({ types: ['automobile'] });
    expect(presetFilters({ type: 'salvage', slug: 'motorcycles' }, makes)).toEqual({ types: ['motorcycle'] });
    expect(presetFilters({ type: 'salvage', slug: 'pickup-trucks' }, makes)).toEqual({ types: ['pickup'] });
    expect(presetFilters({ type: 'salvage', slug: 'sedans' }, makes)).toEqual({ q: 'sedan' });
    expect(presetFilters({ type: 'salvage', slug: 'cars-for-sale' }, EMPTY_VOCABULARY)).toEqual({
      q: 'cars for sale',
    });
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
