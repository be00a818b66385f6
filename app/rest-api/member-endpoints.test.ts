import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setDatabase } from '@/lib/db/database';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { createTestDatabase, type TestDatabase } from '@/test/databases';
import { jsonRequest } from '@/test/members';

/** Every route file under the member, account, bidding and shipping API folders: all of them need a session. */
const MEMBER_FOLDERS = ['v1.0/member', 'v2/account', 'v2/member', 'v2/bids', 'v2/buy-now', 'v2/shipping'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(folder: string): string[] {
  const root = path.join(import.meta.dirname, folder);
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && e.name === 'route.ts')
    .map((e) => path.join(e.parentPath, e.name));
}

type Handler = (request: Request, context: unknown) => Promise<Response>;

const endpoints = MEMBER_FOLDERS.flatMap(routeFiles).sort();

afterAll(() => closeRateLimiters());

describe('member endpoints without a session', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    setDatabase(testDb.database);
  }, 60_000);
  afterAll(() => testDb.dispose());

  test('there are member endpoints to check (member/me at least)', () => {
    expect(endpoints.some((file) => file.endsWith(path.join('member', 'me', 'route.ts')))).toBe(true);
  });

  test.each(endpoints.map((file) => [path.relative(import.meta.dirname, file), file]))(
    '%s answers 401 to every method',
    async (_name, file) => {
      const routes = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
      const methods = METHODS.filter((m) => typeof routes[m] === 'function');
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        const request = jsonRequest('/rest-api/any', {
          method,
          body: method === 'GET' ? undefined : {},
          cookie: 'sl_session=forged.value; sl_claims=forged',
        });
        const context = { params: Promise.resolve({ lotId: '300012345', id: '1', x: '1' }) };
        const response = await routes[method]!(request, context);
        expect([method, response.status]).toEqual([method, 401]);
        expect((await response.json()).error.code).toBe('unauthorized');
      }
    },
  );
});
