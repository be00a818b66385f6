import { eq } from 'drizzle-orm';
import { contactMessages } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { closeRateLimiters, LIMITS } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest } from '@/test/members';
import { POST } from './route';

afterAll(() => closeRateLimiters());

const PATH = '/rest-api/v2/contact-messages';
/** 100 MiB: far past the body limit. */
const HUGE_BODY_BYTES = 104_857_600;

const message = (email: string) => ({
  name: 'Ann Buyer',
  email,
  subject: 'Title question',
  message: 'Is the title of lot 12345678 clean?',
  locale: 'en',
});

/** A chunked body (no Content-Length) of `total` bytes in 64 KB chunks; counts what was pulled. */
function chunkedBody(total: number) {
  const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, stats };
}

describe.each(testDatabaseKinds())('POST /rest-api/v2/contact-messages on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  const stored = (email: string) =>
    testDb.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  test('a message is stored', async () => {
    const email = `ann-${Date.now()}@example.com`;
    const response = await POST(jsonRequest(PATH, { body: message(email) }), {});
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ id: expect.any(Number) });
    expect(await stored(email)).toHaveLength(1);
  });

  test('20 simultaneous messages from one address: exactly the limit are stored, the rest get 429', async () => {
    const email = `burst-${Date.now()}@example.com`;
    const address = `contact-burst-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => POST(jsonRequest(PATH, { body: message(email), address }), {})),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.contact.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.contact.points);
    expect(await stored(email)).toHaveLength(LIMITS.contact.points);
  });

  test('a chunked 2 MB body is 413 payload_too_large, cut off long before its end', async () => {
    const { stream, stats } = chunkedBody(2 * 1024 * 1024);
    const response = await POST(
      new Request(`http://localhost${PATH}`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          [CLIENT_ADDRESS_HEADER]: `big-${Math.random()}`,
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      {},
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(stats.pulled).toBeLessThan(1024 * 1024);
  });

  test('a declared Content-Length past the limit is 413 before reading', async () => {
    const response = await POST(
      new Request(`http://localhost${PATH}`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'content-length': String(HUGE_BODY_BYTES),
          [CLIENT_ADDRESS_HEADER]: `big-${Math.random()}`,
        },
        body: '{}',
      }),
      {},
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  test('bad JSON is 400, a bad field 422', async () => {
    expect((await POST(jsonRequest(PATH, { body: '{"name":' }), {})).status).toBe(400);
    const invalid = await POST(
      jsonRequest(PATH, { body: { ...message('x@example.com'), message: 'short' } }),
      {},
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toHaveProperty('message');
  });
});
