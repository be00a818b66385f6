import { NextRequest } from 'next/server';
import middleware from './middleware';

const page = (path: string) =>
  middleware(
    new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host: 'localhost:3000' } }),
  );

// next-intl's middleware would send a `Link:` header with an alternate for every locale, landing pages' 404 forms
// included; the HTML's hreflang (lib/i18n/localized-path) is the one source, so no page response carries one.
describe('no hreflang Link header on any page', () => {
  test.each([
    '/',
    '/ar',
    '/ar/about-us',
    '/pl/faq/bidding',
    '/salvage-honda',
    '/search/location-state-tx',
    '/300000001-2018-honda-accord',
    '/salvage-auto-auction',
    '/ru/kupit-avto-iz-ssha-na-inshurens-aukcione-iaai',
    '/ar/buying-cars-at-iaa-online-auction',
    '/es/buying-cars-at-iaa-online-auction-for-latin-america',
  ])('%s', async (path) => {
    const response = await page(path);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('link')).toBeNull();
  });
});
