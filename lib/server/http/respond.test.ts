import { jest } from '@jest/globals';
import { z } from 'zod';
import { ApiError } from './api-error';
import { errorResponse, handle, ok } from './respond';
import { readJson, readQuery } from './read-input';

describe('the error mapper', () => {
  test('ApiError keeps its status, code, message, fields and headers', async () => {
    const response = errorResponse(ApiError.rateLimited(2.2));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
  });

  test('an unknown error is a generic 500 with no stack trace', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = errorResponse(new Error('secret detail at /srv/app.ts:12'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'internal_error' } });
    spy.mockRestore();
  });

  test('ok wraps data', async () => {
    expect(await ok({ a: 1 }).json()).toEqual({ data: { a: 1 } });
    expect(ok(null, { status: 202 }).status).toBe(202);
  });
});

describe('reading input', () => {
  const schema = z.object({ name: z.string().min(1, 'Enter a name'), age: z.coerce.number().int().min(18) });
  const post = (body: string) =>
    new Request('http://localhost/x', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });

  test('bad JSON is 400, invalid fields are 422 with each field named', async () => {
    const route = handle(async (request: Request) => ok(await readJson(request, schema)));
    const bad = await route(post('{nope'), {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'bad_json' } });
    const invalid = await route(post('{"name":"","age":12}'), {});
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { name: 'Enter a name', age: expect.any(String) } },
    });
    const good = await route(post('{"name":"Ann","age":30}'), {});
    expect(await good.json()).toEqual({ data: { name: 'Ann', age: 30 } });
  });

  test('query strings: repeated keys become arrays; bad values are 422', () => {
    const q = z.object({ makes: z.array(z.string()).or(z.string()), page: z.coerce.number().int().min(1) });
    expect(readQuery(new Request('http://x/?makes=a&makes=b&page=2'), q)).toEqual({
      makes: ['a', 'b'],
      page: 2,
    });
    expect(() => readQuery(new Request('http://x/?page=zero'), q)).toThrow(ApiError);
  });
});

describe('same-origin check', () => {
  const route = handle(async () => ok({ done: true }));
  const post = (origin?: string, host = 'shop.local:3000') =>
    new Request(`http://${host}/rest-api/v2/x`, {
      method: 'POST',
      headers: { host, ...(origin ? { origin } : {}) },
    });

  test('a cross-site POST is refused with 403; same-site and origin-less ones pass', async () => {
    expect((await route(post('https://evil.example'), {})).status).toBe(403);
    expect((await route(post('null'), {})).status).toBe(403);
    expect((await route(post('http://shop.local:3000'), {})).status).toBe(200);
    expect((await route(post(), {})).status).toBe(200);
  });

  test('the site is its own origin under every name it is reached by, and no other', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '192.168.1.20:3000', '[::1]:3000']) {
      expect((await route(post(`http://${host}`, host), {})).status).toBe(200);
      expect(
        (await route(post('http://localhost:3000', host === 'localhost:3000' ? '127.0.0.1:3000' : host), {}))
          .status,
      ).toBe(403);
    }
    expect((await route(post('http://shop.local:3000.evil.example'), {})).status).toBe(403);
  });

  test('reads are never blocked', async () => {
    const get = new Request('http://shop.local:3000/x', { headers: { origin: 'https://evil.example' } });
    expect((await route(get, {})).status).toBe(200);
  });
});
