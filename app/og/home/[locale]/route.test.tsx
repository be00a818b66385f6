/** @jest-environment node */
// The route draws JSX (components/seo/social-image.tsx): a .tsx test, so jest loads it as an ES module too.
import { jest } from '@jest/globals';
import { GET } from './route';

jest.setTimeout(60_000);

const get = (locale: string) =>
  GET(new Request(`http://localhost/og/home/${locale}`), { params: Promise.resolve({ locale }) });

describe('GET /og/home/{locale}', () => {
  test.each(['en', 'ru', 'ar'])('%s: a 1200 x 630 PNG, cached publicly for minutes', async (locale) => {
    const response = await get(locale);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  test('an unknown language: 404 with the JSON error shape', async () => {
    const response = await get('xx');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});
