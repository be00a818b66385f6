import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { AuditEntryView } from '@/lib/schemas/admin-audit';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember } from '@/test/members';
import { registerStaff, type TestStaff } from '@/test/staff';
import { GET } from './route';

afterAll(() => closeRateLimiters());

type Row = Omit<AuditEntryView, 'at' | 'id'> & { at: string };

/** Rows in the order written: two actors, three days, lots and a photo. */
const ROWS: Row[] = [
  ['clerk@example.com', 'lot.create', 'lot', '100000001', '2031-03-01T08:00:00Z'],
  ['clerk@example.com', 'lot.update', 'lot', '100000001', '2031-03-01T09:00:00Z'],
  ['Admin@Example.com', 'lot.withdraw', 'lot', '100000001', '2031-03-02T23:59:59Z'],
  ['clerk@example.com', 'lot.create', 'lot', '100000002', '2031-03-03T00:00:00Z'],
  ['clerk@example.com', 'photo.upload', 'lot', '100000002', '2031-03-03T10:00:00Z'],
].map(([actorEmail, action, entity, entityId, at]) => ({
  actorId: actorEmail!.toLowerCase(),
  actorEmail: actorEmail!,
  action: action!,
  entity: entity!,
  entityId: entityId!,
  at: at!,
  before: action === 'lot.create' ? null : { odometer: 1000 },
  after: { odometer: 1200 },
  requestId: null,
}));

async function get(query: string, cookie?: string) {
  const response = await GET(jsonRequest(`/rest-api/v2/admin/audit${query}`, { method: 'GET', cookie }), {});
  return { status: response.status, body: await response.json() };
}

describe.each(testDatabaseKinds())('GET /rest-api/v2/admin/audit on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let admin: TestStaff;

  beforeAll(async () => {
    db = testDb.database.db;
    for (const row of ROWS) await db.insert(auditLog).values({ ...row, at: new Date(row.at) });
    admin = await registerStaff(['admin']);
  });

  /** The entity ids and actions of a page, newest first. */
  const actions = (items: AuditEntryView[]) => items.map((i) => `${i.entityId} ${i.action}`);

  test('an admin reads every row, newest first, with who, when and the fields before and after', async () => {
    const { status, body } = await get('', admin.cookie);
    expect(status).toBe(200);
    expect(actions(body.data.items)).toEqual([
      '100000002 photo.upload',
      '100000002 lot.create',
      '100000001 lot.withdraw',
      '100000001 lot.update',
      '100000001 lot.create',
    ]);
    expect(body.data.items[2]).toEqual(
      expect.objectContaining({
        actorEmail: 'Admin@Example.com',
        at: '2031-03-02T23:59:59.000Z',
        before: { odometer: 1000 },
        after: { odometer: 1200 },
      }),
    );
    expect(body.data.nextCursor).toBeNull();
  });

  test.each([
    ['?actor=ADMIN@example.com', ['100000001 lot.withdraw']],
    ['?action=lot.create', ['100000002 lot.create', '100000001 lot.create']],
    [
      '?entity=lot&entity_id=100000001',
      ['100000001 lot.withdraw', '100000001 lot.update', '100000001 lot.create'],
    ],
    ['?from=2031-03-02&to=2031-03-02', ['100000001 lot.withdraw']],
    ['?from=2031-03-03', ['100000002 photo.upload', '100000002 lot.create']],
    ['?to=2031-03-01&actor=clerk@example.com', ['100000001 lot.update', '100000001 lot.create']],
    ['?actor=&action=&entity=&entity_id=&from=&to=&cursor=', ROWS.map(() => expect.any(String))],
    ['?entity=photo', []],
  ])('filters %s', async (query, expected) => {
    const { status, body } = await get(query, admin.cookie);
    expect(status).toBe(200);
    expect(actions(body.data.items)).toEqual(expected);
  });

  test('pages by cursor: every row once, none twice', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const { body } = await get(`?limit=2&cursor=${cursor}`, admin.cookie);
      seen.push(...actions(body.data.items));
      if (body.data.nextCursor === null) break;
      cursor = body.data.nextCursor;
    }
    expect(seen).toEqual(actions((await get('', admin.cookie)).body.data.items));
    expect(seen).toHaveLength(ROWS.length);
  });

  test.each([
    ['?from=2031-02-30', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2031-03-03&to=2031-03-01', 'to'],
    ['?cursor=-1', 'cursor'],
    ['?cursor=abc', 'cursor'],
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    [`?actor=${'a'.repeat(255)}`, 'actor'],
    ['?action=lot%00create', 'action'],
    ['?action=a&action=b', 'action'],
  ])('%s is refused with 422 naming %s', async (query, field) => {
    const { status, body } = await get(query, admin.cookie);
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  test('401 without a session; 403 to a member and to staff without audit.read', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', (await registerMember()).cookie)).status).toBe(403);
    for (const role of ['inventory', 'auctions', 'finance', 'support'] as const) {
      const { status, body } = await get('', (await registerStaff([role])).cookie);
      expect([role, status, body.error.code]).toEqual([role, 403, 'forbidden']);
    }
  });
});
