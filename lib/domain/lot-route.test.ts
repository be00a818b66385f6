import { lotPath, parseLotPath, slugify, vehiclePath } from './lot-route';

describe('parseLotPath', () => {
  it('parses the 9-digit root form', () => {
    expect(parseLotPath('/123456789-2015-honda-civic-lx')).toEqual({
      form: 'root',
      id: '123456789',
      year: 2015,
      slug: 'honda-civic-lx',
    });
  });

  it('parses the 8-digit vehicle form', () => {
    expect(parseLotPath('/vehicle/12345678-2009-ford-f-150')).toEqual({
      form: 'vehicle',
      id: '12345678',
      year: 2009,
      slug: 'ford-f-150',
    });
  });

  it('keeps leading zeros of the id and tolerates one trailing slash', () => {
    expect(parseLotPath('/000000001-1999-x/')).toEqual({
      form: 'root',
      id: '000000001',
      year: 1999,
      slug: 'x',
    });
  });

  it.each([
    ['', 'empty'],
    ['/', 'root'],
    ['123456789-2015-honda', 'no leading slash'],
    ['/12345678-2015-honda', '8 digits on the root form'],
    ['/1234567890-2015-honda', '10 digits on the root form'],
    ['/vehicle/123456789-2015-honda', '9 digits on the vehicle form'],
    ['/vehicle/1234567-2015-honda', '7 digits on the vehicle form'],
    ['/123456789-215-honda', '3-digit year'],
    ['/123456789-20150-honda', '5-digit year'],
    ['/123456789-2015', 'no title'],
    ['/123456789-2015-', 'empty title'],
    ['/123456789-2015-honda/extra', 'extra segment'],
    ['/123456789-2015-honda//', 'two trailing slashes'],
    ['/Vehicle/12345678-2015-honda', 'upper-case vehicle'],
    ['/１２３４５６７８９-2015-honda', 'full-width digits'],
    [' /123456789-2015-honda', 'leading space'],
    ['/ru/123456789-2015-honda', 'locale prefix'],
  ])('rejects %j (%s)', (path) => {
    expect(parseLotPath(path)).toBeNull();
  });
});

describe('slugify', () => {
  it.each([
    ['Honda Civic LX', 'honda-civic-lx'],
    ['  --Mercedes-Benz  C 300 4MATIC--  ', 'mercedes-benz-c-300-4matic'],
    ['Citroën Č3 Ångström', 'citroen-c3-angstrom'],
    ['F-150 / XLT', 'f-150-xlt'],
    ['ﬁat ½', 'fiat-1-2'],
    ['', 'vehicle'],
    ['   ', 'vehicle'],
    ['Лада Нива', 'vehicle'],
    ['Лада 2107', '2107'],
    ['!!!', 'vehicle'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('lotPath', () => {
  it('builds the root form from make, model and trim', () => {
    expect(lotPath({ lotId: '123456789', year: 2015, make: 'Honda', model: 'Civic', trim: 'LX' })).toBe(
      '/123456789-2015-honda-civic-lx',
    );
    expect(lotPath({ lotId: '123456789', year: 2015, make: 'Honda', model: 'Civic', trim: null })).toBe(
      '/123456789-2015-honda-civic',
    );
    expect(lotPath({ lotId: '123456789', year: 2015, make: 'Honda', model: 'Civic' })).toBe(
      '/123456789-2015-honda-civic',
    );
    expect(lotPath({ lotId: '123456789', year: 2015, make: '', model: '' })).toBe('/123456789-2015-vehicle');
  });

  it('round-trips through parseLotPath', () => {
    const path = lotPath({ lotId: '987654321', year: 1999, make: 'Škoda', model: 'Octavia', trim: 'RS' });
    expect(parseLotPath(path)).toEqual({
      form: 'root',
      id: '987654321',
      year: 1999,
      slug: 'skoda-octavia-rs',
    });
  });

  it.each([
    { lotId: '12345678', year: 2015 },
    { lotId: '', year: 2015 },
    { lotId: '12345678a', year: 2015 },
    { lotId: '123456789', year: 999 },
    { lotId: '123456789', year: 10000 },
    { lotId: '123456789', year: 2015.5 },
    { lotId: '123456789', year: Number.NaN },
  ])('throws for %j', ({ lotId, year }) => {
    expect(() => lotPath({ lotId, year, make: 'a', model: 'b' })).toThrow(RangeError);
  });
});

describe('vehiclePath', () => {
  it('builds the 8-digit form and round-trips', () => {
    const path = vehiclePath('12345678', 2020, 'Toyota Camry SE');
    expect(path).toBe('/vehicle/12345678-2020-toyota-camry-se');
    expect(parseLotPath(path)).toEqual({
      form: 'vehicle',
      id: '12345678',
      year: 2020,
      slug: 'toyota-camry-se',
    });
    expect(vehiclePath('12345678', 2020, '')).toBe('/vehicle/12345678-2020-vehicle');
  });

  it.each(['123456789', '1234567', '', ' 12345678', '#12345678'])('throws for stock number %j', (stock) => {
    expect(() => vehiclePath(stock, 2020, 'x')).toThrow(RangeError);
  });

  it('throws for a bad year', () => {
    expect(() => vehiclePath('12345678', 20, 'x')).toThrow(RangeError);
  });
});

describe('lotPathOf', () => {
  it('builds the same path as lotPath from a lot record', async () => {
    const { lotPathOf } = await import('./lot-route');
    expect(lotPathOf({ id: 300012345, year: 2014, make: 'Chevrolet', model: 'Cruze', trim: 'Premier' })).toBe(
      '/300012345-2014-chevrolet-cruze-premier',
    );
    expect(lotPathOf({ id: 300012345, year: 2014, make: 'Chevrolet', model: 'Cruze', trim: null })).toBe(
      '/300012345-2014-chevrolet-cruze',
    );
  });
});
