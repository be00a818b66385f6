import { EMPTY_VOCABULARY, modelKey, salvageTarget, type VehicleVocabulary } from './search-salvage';

const vocabulary: VehicleVocabulary = {
  makes: new Map([
    ['toyota', 'Toyota'],
    ['land-rover', 'Land Rover'],
    ['mercedes-benz', 'Mercedes-Benz'],
  ]),
  models: new Map([
    [modelKey('toyota', 'camry'), 'Camry'],
    [modelKey('toyota', 'land-cruiser'), 'Land Cruiser'],
    [modelKey('land-rover', 'range-rover-sport'), 'Range Rover Sport'],
    [modelKey('mercedes-benz', 'c-class'), 'C-Class'],
  ]),
};

describe('salvageTarget', () => {
  test('a make, dashes and all', () => {
    expect(salvageTarget('toyota', vocabulary)).toEqual({ kind: 'make', make: 'toyota' });
    expect(salvageTarget('land-rover', vocabulary)).toEqual({ kind: 'make', make: 'land-rover' });
  });
  test('a make and model, wherever the dash between them falls', () => {
    expect(salvageTarget('toyota-camry', vocabulary)).toEqual({
      kind: 'model',
      make: 'toyota',
      model: 'camry',
    });
    expect(salvageTarget('toyota-land-cruiser', vocabulary)).toEqual({
      kind: 'model',
      make: 'toyota',
      model: 'land-cruiser',
    });
    expect(salvageTarget('land-rover-range-rover-sport', vocabulary)).toEqual({
      kind: 'model',
      make: 'land-rover',
      model: 'range-rover-sport',
    });
    expect(salvageTarget('mercedes-benz-c-class', vocabulary)).toEqual({
      kind: 'model',
      make: 'mercedes-benz',
      model: 'c-class',
    });
  });
  test('vehicle types and body styles, one slug each', () => {
    expect(salvageTarget('cars', EMPTY_VOCABULARY)).toEqual({
      kind: 'type',
      type: 'automobile',
      slug: 'cars',
    });
    expect(salvageTarget('trucks', EMPTY_VOCABULARY)).toMatchObject({ type: 'truck' });
    expect(salvageTarget('motorcycles', EMPTY_VOCABULARY)).toMatchObject({ type: 'motorcycle' });
    expect(salvageTarget('pickup-trucks', EMPTY_VOCABULARY)).toMatchObject({ type: 'pickup' });
    expect(salvageTarget('sedans', EMPTY_VOCABULARY)).toEqual({
      kind: 'body',
      body: 'sedan',
      slug: 'sedans',
    });
  });
  test('anything else names nothing', () => {
    for (const slug of [
      '',
      'auto-auction',
      'toyota-',
      '-camry',
      'toyota-corolla',
      'camry',
      'Cars',
      'car',
      'constructor',
      '__proto__',
      'toString',
      'toyota/camry',
    ]) {
      expect([slug, salvageTarget(slug, vocabulary)]).toEqual([slug, null]);
    }
  });
});
