import { GET } from './route';

describe('GET /rest-api/v2/spa/config', () => {
  test('baseURL is the origin the request came to (SPEC §3: it defaults to the current origin)', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000']) {
      const response = await GET(
        new Request(`http://${host}/rest-api/v2/spa/config`, { headers: { host } }),
        {},
      );
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { baseURL: string } };
      expect(data.baseURL).toBe(`http://${host}`);
    }
  });
});
