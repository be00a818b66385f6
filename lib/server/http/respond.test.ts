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

  test('a 500 carries the request’s id in its body and header, and the log line names it', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = handle(async () => {
      throw new TypeError('boom');
    });
    const request = new Request('http://localhost/rest-api/v2/x?secret=1', {
      headers: { 'x-request-id': '7f1c2a9e-5b1d-4c3e-9a7b-0d2e4f6a8b1c' },
    });
    const response = await route(request, {});
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('7f1c2a9e-5b1d-4c3e-9a7b-0d2e4f6a8b1c');
    expect(await response.json()).toEqual({
      error: {
        code: 'internal_error',
        message: expect.any(String),
        requestId: '7f1c2a9e-5b1d-4c3e-9a7b-0d2e4f6a8b1c',
      },
    });
    const line = spy.mock.calls.map((call) => String(call[0])).find((l) => l.includes('unhandled error'));
    expect(line).toContain('[7f1c2a9e-5b1d-4c3e-9a7b-0d2e4f6a8b1c]');
    expect(line).toContain('GET /rest-api/v2/x');
    expect(line).not.toContain('secret=1');
    expect(spy.mock.calls.find((call) => String(call[0]).includes('unhandled error'))?.[1]).toBeInstanceOf(
      TypeError,
    );
    spy.mockRestore();
  });

  test('without a safe id (no server.ts in front, or a forged one) the 500 gets a fresh id', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const headers of [{}, { 'x-request-id': 'bad id <forged>' }] as Record<string, string>[]) {
      const response = errorResponse(new Error('x'), new Request('http://localhost/a', { headers }));
      const { error } = (await response.json()) as { error: { requestId: string } };
      expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-request-id')).toBe(error.requestId);
    }
    const bare = (await errorResponse(new Error('x')).json()) as { error: { requestId: string } };
    expect(bare.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    spy.mockRestore();
  });

  test('4xx answers carry no requestId in the body (only a real failure needs one)', async () => {
    const body = await errorResponse(ApiError.notFound(), new Request('http://localhost/a')).json();
    expect(body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
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
