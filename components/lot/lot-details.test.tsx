/** @jest-environment node */
// An async server component: rendered to HTML with React's server renderer, not in jsdom.
import { jest } from '@jest/globals';
import { createFormatter, createTranslator } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import type { LotDetail } from '@/lib/server/lots/get-lot';

const current = { locale: 'en' as 'en' | 'es' };
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: current.locale,
      messages: current.locale === 'en' ? en : es,
      namespace: namespace as keyof typeof en,
    }),
  getFormatter: async () => createFormatter({ locale: current.locale, timeZone: 'UTC' }),
}));
const { LotDetails } = await import('./lot-details');

const lot = {
  id: 300000001,
  stockNumber: '41234567',
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  vehicleType: 'automobile',
  lossType: 'collision',
  primaryDamage: 'front-end',
  secondaryDamage: null,
  titleType: 'salvage',
  titleState: 'TX',
  odometer: 123_456,
  odometerBrand: 'actual',
  startCode: 'starts',
  hasKeys: true,
  airbags: 'deployed',
  estimatedRetailValueCents: 650_000,
  repairCostCents: 410_000,
  bodyStyle: 'sedan',
  color: 'Blue',
  engine: '2.4L I4',
  cylinders: 4,
  fuel: 'gasoline',
  drive: 'FWD',
  transmission: 'automatic',
  lane: 'B',
  branch: { id: 401, name: 'Dallas', city: 'Dallas', state: 'TX', zip: '75201', timeZone: 'America/Chicago' },
} as LotDetail;

async function rows(locale: 'en' | 'es', value: LotDetail = lot): Promise<Record<string, string>> {
  current.locale = locale;
  const stream = await renderToReadableStream(await LotDetails({ lot: value, locale }));
  await stream.allReady;
  const html = await new Response(stream).text();
  return Object.fromEntries(
    [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [
      m[1]!.replace(/&amp;/g, '&'),
      m[2]!.replace(/<!-- -->/g, ''),
    ]),
  );
}

test('every vehicle field, with what the VIN decodes to', async () => {
  const r = await rows('en');
  expect(r).toMatchObject({
    'Lot number': '300000001',
    'Stock number': '41234567',
    Year: '2003',
    Make: 'Honda',
    Model: 'Accord',
    Trim: 'EX',
    VIN: '1HGCM82633A004352',
    Manufacturer: 'Honda',
    'Country of manufacture': 'United States',
    'Model year from the VIN': '2003',
    'VIN check digit': 'Valid',
    Airbags: 'Deployed',
    'Estimated repair cost': '$4,100',
    'Body style': 'Sedan',
    Cylinders: '4',
    Fuel: 'Gasoline',
    Drive: 'Front-wheel drive (FWD)',
    Transmission: 'Automatic',
    'Selling branch': '401',
    Lane: 'B',
  });
  expect(r.Odometer).toContain('123,456');
});

test('in Spanish, with a wrong check digit and an unknown maker', async () => {
  const r = await rows('es', { ...lot, vin: '9BWZZZ377VT004351' } as LotDetail);
  expect(r['Fabricante']).toBe('Desconocido');
  expect(r['País de fabricación']).toBe('Brasil');
  expect(r['Dígito de control del VIN']).toBe('No coincide (se esperaba 6)');
  expect(r['Transmisión']).toBe('Automática');
});
