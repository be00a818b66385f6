import { GET } from './route';

const get = (params: Record<string, string>) =>
  GET(new Request('http://localhost/lot-images/x'), { params: Promise.resolve(params) });

describe('GET /lot-images/{body}/{color}/{damage}/{view}.svg', () => {
  test('a generated illustration, cached for good', async () => {
    const response = await get({ body: 'sedan', color: 'blue', damage: 'front-end', view: '2.svg' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toMatch(/^<svg/);
  });

  test.each([
    { body: 'sedan', color: 'blue', damage: 'front-end', view: '4.svg' },
    { body: 'sedan', color: 'blue', damage: 'front-end', view: '1.png' },
    { body: '..', color: 'blue', damage: 'front-end', view: '1.svg' },
    { body: 'sedan', color: '<script>', damage: 'x', view: '1.svg' },
    { body: 'a'.repeat(40), color: 'blue', damage: 'x', view: '1.svg' },
  ])('bad path %o answers 404 with the JSON error shape', async (params) => {
    const response = await get(params);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});
