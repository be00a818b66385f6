import * as z from 'zod';
import { ApiError } from './api-error';
import { JSON_BODY_LIMIT, readJson } from './read-input';

const schema = z.object({ text: z.string() });
const encoder = new TextEncoder();
/** 100 MiB: far past every body limit. */
const HUGE_BODY_BYTES = 104_857_600;

/** A chunked body (no Content-Length) that would produce `total` bytes in 64 KB chunks; counts what was pulled. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20); // spaces: valid JSON whitespace, so only the size can refuse
  const stats = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  return { stream, stats };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://localhost/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A JSON document of exactly `size` bytes: {"text":"xxx…"}. */
function jsonOfSize(size: number): string {
  const shell = '{"text":""}';
  return `{"text":"${'x'.repeat(size - shell.length)}"}`;
}

describe('readJson', () => {
  test('a chunked body over the limit is refused with 413 and cancelled, never pulled whole', async () => {
    const { stream, stats } = endlessBody(HUGE_BODY_BYTES);
    const error = await refusal(readJson(post(stream), schema));
    expect(error.status).toBe(413);
    expect(error.code).toBe('payload_too_large');
    expect(stats.cancelled).toBe(true);
    // The 1 MB default plus at most a few chunks of read-ahead, not 100 MB.
    expect(stats.pulled).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(stats.pulled).toBeLessThan(JSON_BODY_LIMIT + 512 * 1024);
  });

  test('a per-route limit applies to a chunked body too', async () => {
    const { stream, stats } = endlessBody(HUGE_BODY_BYTES);
    const error = await refusal(readJson(post(stream), schema, { limit: 64 * 1024 }));
    expect(error.status).toBe(413);
    expect(stats.pulled).toBeLessThan(512 * 1024);
  });

  test('a Content-Length over the limit is refused before any byte is read', async () => {
    const { stream, stats } = endlessBody(HUGE_BODY_BYTES);
    const request = post(stream, { 'content-length': String(JSON_BODY_LIMIT + 1) });
    const error = await refusal(readJson(request, schema));
    expect(error.status).toBe(413);
    // The stream may have been primed with its first chunk by the Request, but nothing more was read.
    expect(stats.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  test('a body of exactly the limit is read; one byte more is 413', async () => {
    const limit = 4096;
    const exact = jsonOfSize(limit);
    expect(encoder.encode(exact).byteLength).toBe(limit);
    await expect(readJson(post(exact), schema, { limit })).resolves.toEqual({
      text: 'x'.repeat(limit - 11),
    });
    const over = jsonOfSize(limit + 1);
    expect((await refusal(readJson(post(over), schema, { limit }))).status).toBe(413);
    // The same, sent chunked (no Content-Length): one byte at a time.
    const bytes = encoder.encode(over);
    let at = 0;
    const trickle = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(at, at + 1));
        at += 1;
      },
    });
    expect((await refusal(readJson(post(trickle), schema, { limit }))).status).toBe(413);
  });

  test('the default limit is 1 MB', async () => {
    const body = jsonOfSize(JSON_BODY_LIMIT);
    await expect(readJson(post(body), schema)).resolves.toHaveProperty('text');
    expect((await refusal(readJson(post(jsonOfSize(JSON_BODY_LIMIT + 1)), schema))).status).toBe(413);
  });

  test('bad JSON is 400 bad_json; an empty body too', async () => {
    const bad = await refusal(readJson(post('{"text":'), schema));
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('bad_json');
    expect((await refusal(readJson(post(''), schema))).status).toBe(400);
  });

  test('valid JSON of the wrong shape is 422 naming the field', async () => {
    const error = await refusal(readJson(post('{"text":3}'), schema));
    expect(error.status).toBe(422);
    expect(error.fields).toHaveProperty('text');
  });

  test('UTF-8 is decoded as fetch does (a leading BOM is dropped)', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode('{"text":"żółw ✓"}')]);
    await expect(readJson(post(bytes), schema)).resolves.toEqual({ text: 'żółw ✓' });
  });
});
