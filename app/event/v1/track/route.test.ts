import { eq } from 'drizzle-orm';
import { analyticsEvents } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { closeRateLimiters, LIMITS } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { POST } from './route';

afterAll(() => closeRateLimiters());

const valid = {
  step: 'page_view',
  substep: '/search',
  payload: { query: 'bmw', filters: ['fire'] },
  product_id: '300060616',
  client_id: 'client-1',
  visit_id: 'visit-1',
  custom1: '3',
};

function post(body: unknown, address = `test-${Math.random()}`) {
  return POST(
    new Request('http://localhost/event/v1/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    {},
  );
}

describe.each(testDatabaseKinds())('POST /event/v1/track on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('202 and the event is stored', async () => {
    const response = await post({ ...valid, client_id: 'client-stored' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { stored: true } });
    const rows = await testDb.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.clientId, 'client-stored'));
    expect(rows).toEqual([
      expect.objectContaining({
        step: 'page_view',
        substep: '/search',
        payload: { query: 'bmw', filters: ['fire'] },
        productId: '300060616',
        visitId: 'visit-1',
        custom1: '3',
        custom2: null,
        custom3: null,
      }),
    ]);
  });

  test('400 for a body that is not JSON', async () => {
    const response = await post('{nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_json' } });
  });

  test('422 naming step when it is missing', async () => {
    const { step: _step, ...withoutStep } = valid;
    const response = await post(withoutStep);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { step: expect.any(String) } },
    });
  });

  test("422 for the client id 'f' (tracking off), and nothing is stored", async () => {
    const response = await post({ ...valid, client_id: 'f' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { client_id: expect.any(String) } } });
    const rows = await testDb.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.clientId, 'f'));
    expect(rows).toEqual([]);
  });

  test('422 for a payload over 4 KB', async () => {
    const response = await post({ ...valid, payload: { text: 'x'.repeat(5000) } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { payload: expect.any(String) } } });
  });

  test('429 with Retry-After once the analytics limit is spent, for that address only', async () => {
    const address = `limit-${Math.random()}`;
    for (let i = 0; i < LIMITS.analytics.points; i++) {
      // Cheapest request that still spends a point: it is refused after the limiter has counted it.
      expect((await post('{', address)).status).toBe(400);
    }
    const refused = await post(valid, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(valid, `${address}-other`)).status).toBe(202);
  });

  test('413 for a declared body over 16 KB', async () => {
    const response = await POST(
      new Request('http://localhost/event/v1/track', {
        method: 'POST',
        headers: { 'content-length': '20000', [CLIENT_ADDRESS_HEADER]: `big-${Math.random()}` },
        body: 'x',
      }),
      {},
    );
    expect(response.status).toBe(413);
  });

  test('413 for a chunked 2 MB body (no Content-Length), cut off long before its end', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 2 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await POST(
      new Request('http://localhost/event/v1/track', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: `big-${Math.random()}` },
        body,
        duplex: 'half',
      } as RequestInit),
      {},
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(pulled).toBeLessThan(512 * 1024);
  });
});
