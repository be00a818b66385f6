import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog, imports, jobs, lotPhotos, lots } from '@/lib/db/schema';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { withCheckDigit } from '@/lib/domain/vin';
import type { ImportDetail } from '@/lib/schemas/admin-imports';
import { runImport } from '@/lib/server/imports/run-import';
import { startJobs } from '@/lib/server/jobs/job-kinds';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { searchLots } from '@/lib/server/search/search-lots';
import { localStorage, setFileStorage } from '@/lib/server/storage/local-storage';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { pngPhoto, webpPhoto } from '@/test/photo-files';
import { registerStaff } from '@/test/staff';
import { zipOf } from '@/test/zip-file';
import { GET as errorsCsvRoute } from './[id]/errors.csv/route';
import { GET as importRoute } from './[id]/route';
import { GET as listRoute, POST as uploadRoute } from './route';

jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'salvage-imports-'));
  setFileStorage(localStorage(root));
});
afterAll(() => {
  setFileStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});
const storedFiles = () => readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.'));

const BASE = '/rest-api/v2/admin/imports';
/** Hondas of model year 2003 with their check digit put right; `n` makes each VIN unique. */
const vinOf = (n: number) => withCheckDigit(`1HGCM82603A${String(n).padStart(6, '0')}`);
const HEADER = [
  'vin',
  'year',
  'make',
  'model',
  'primary_damage',
  'odometer',
  'title_type',
  'title_state',
  'branch_id',
  'trim',
  'keys',
  'estimated_retail_value',
  'reserve_price',
];
type Row = { vin: string } & Record<string, string>;
const rowOf = (n: number, change: Partial<Row> = {}): Row => ({
  vin: vinOf(n),
  year: '2003',
  make: 'Honda',
  model: 'Accord',
  primary_damage: 'front-end',
  odometer: String(80_000 + n),
  title_type: 'salvage',
  title_state: 'tx',
  branch_id: '1',
  trim: 'EX',
  keys: 'yes',
  estimated_retail_value: '9500',
  reserve_price: '2500',
  ...change,
});
const csvOf = (rows: Row[], header: readonly string[] = HEADER) =>
  [header.join(','), ...rows.map((r) => header.map((h) => r[h] ?? '').join(','))].join('\r\n') + '\r\n';

function uploadRequest(who: TestMember | null, files: { file?: string; photos?: Uint8Array }) {
  const form = new FormData();
  if (files.file !== undefined) form.append('file', new Blob([files.file], { type: 'text/csv' }), 'yard.csv');
  if (files.photos) form.append('photos', new Blob([new Uint8Array(files.photos)]), 'photos.zip');
  return new Request(`http://localhost${BASE}`, {
    method: 'POST',
    body: form,
    headers: { host: 'localhost', [CLIENT_ADDRESS_HEADER]: 'test', ...(who ? { cookie: who.cookie } : {}) },
  });
}
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function upload(who: TestMember | null, file: string, photos?: Uint8Array) {
  const response = await uploadRoute(uploadRequest(who, { file, photos }), {});
  return {
    status: response.status,
    body: (await response.json()) as { data?: { id: number }; error?: unknown },
  };
}
async function detail(who: TestMember, id: number): Promise<ImportDetail> {
  const response = await importRoute(
    jsonRequest(`${BASE}/${id}`, { method: 'GET', cookie: who.cookie }),
    params(id),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ImportDetail }).data;
}

describe.each(testDatabaseKinds())('bulk imports on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let clerk: TestMember;
  let finance: TestMember;
  let member: TestMember;

  /** Runs the queue's worker until the import has ended. */
  async function importOf(file: string, photos?: Uint8Array): Promise<ImportDetail> {
    const uploaded = await upload(clerk, file, photos);
    expect(uploaded.status).toBe(202);
    const id = uploaded.body.data!.id;
    const worker = await startJobs({ pollMs: 50 });
    try {
      for (let i = 0; i < 200; i++) {
        const found = await detail(clerk, id);
        if (found.state === 'done' || found.state === 'failed') return found;
        await worker.drain();
      }
      throw new Error(`import ${id} did not end`);
    } finally {
      await worker.stop();
    }
  }
  const lotOf = async (vin: string) => db.select().from(lots).where(eq(lots.vin, vin));

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    [clerk, finance, member] = [
      await registerStaff(['inventory']),
      await registerStaff(['finance']),
      await registerMember(),
    ];
  });

  test('a CSV creates lots that search finds; the same file again changes nothing; an edited row updates', async () => {
    const rows = [1, 2, 3].map((n) => rowOf(n));
    const first = await importOf(csvOf(rows));
    expect(first).toMatchObject({
      state: 'done',
      fileName: 'yard.csv',
      rowsTotal: 3,
      rowsRead: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      errorCount: 0,
    });
    const [lot] = await lotOf(vinOf(1));
    expect(lot).toMatchObject({
      make: 'Honda',
      model: 'Accord',
      titleState: 'TX',
      hasKeys: true,
      status: 'upcoming',
      lossType: 'collision',
      estimatedRetailValueCents: 950_000,
      reserveCents: 250_000,
    });
    expect(lot!.id).toBeGreaterThanOrEqual(100_000_000);
    const found = await searchLots({ ...EMPTY_FILTERS, vin: vinOf(2) });
    expect(found.lots.map((l) => l.id)).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(first.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['import.batch', 'import.finish', 'import.start']);

    const again = await importOf(csvOf(rows));
    expect(again).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect((await lotOf(vinOf(1)))[0]!.updatedAt).toEqual(lot!.updatedAt);

    const edited = await importOf(
      csvOf([rowOf(1), rowOf(2, { odometer: '123456', make: 'HONDA' }), rowOf(3)]),
    );
    expect(edited).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect((await lotOf(vinOf(2)))[0]).toMatchObject({ odometer: 123_456, make: 'Honda' });
    expect((await lotOf(vinOf(2))).length).toBe(1);

    const byStock = await importOf(
      csvOf([{ ...rowOf(9), vin: vinOf(3), stock_number: lot!.stockNumber }], ['stock_number', ...HEADER]),
    );
    expect(byStock).toMatchObject({ updated: 0, rejected: 1 });
    expect(byStock.errors[0]).toMatchObject({ row: 2, column: 'vin' });
  });

  test('bad rows become row errors naming their row and column; errors.csv has them all', async () => {
    const wrongDigit = vinOf(20).slice(0, 8) + (vinOf(20)[8] === '0' ? '1' : '0') + vinOf(20).slice(9);
    const file = csvOf([
      rowOf(20, { vin: wrongDigit }),
      rowOf(21, { primary_damage: 'meteor-strike' }),
      rowOf(22, { odometer: '-5' }),
      rowOf(23, { estimated_retail_value: '9500.50' }),
      rowOf(24, { branch_id: '99' }),
      rowOf(25),
      rowOf(25, { odometer: '1' }),
    ]);
    const done = await importOf(file);
    expect(done).toMatchObject({ state: 'done', created: 1, rejected: 6, errorCount: 6 });
    expect(done.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'vin'],
      [3, 'primary_damage'],
      [4, 'odometer'],
      [5, 'estimated_retail_value'],
      [6, 'branch_id'],
      [8, 'vin'],
    ]);
    expect(done.errors[0]!.message).toMatch(/check digit/);
    expect(done.errors[1]!.message).toMatch(/meteor-strike/);
    expect(done.errors[2]!.message).toBe('Cannot be negative.');
    expect(done.errors[3]!.message).toMatch(/without cents/);
    expect(done.errors[5]!.message).toMatch(/same VIN as row 7/);
    expect(await lotOf(wrongDigit)).toEqual([]);

    const response = await errorsCsvRoute(
      jsonRequest(`${BASE}/${done.id}/errors.csv`, { method: 'GET', cookie: clerk.cookie }),
      params(done.id),
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('row,column,message');
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe(
      `3,primary_damage,"Unknown code ""meteor-strike"": see the primary_damage codes in README ""Bulk import""."`,
    );
  });

  test('a header without a required column is a 422 naming it, and nothing is stored', async () => {
    const before = {
      files: storedFiles().length,
      imports: (await db.select({ n: count() }).from(imports))[0]!.n,
    };
    const refused = await upload(
      clerk,
      csvOf(
        [rowOf(30)],
        HEADER.filter((h) => h !== 'odometer' && h !== 'vin'),
      ),
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toMatch(/missing column\(s\): vin, odometer/);
    const unknown = await upload(clerk, csvOf([rowOf(30)], [...HEADER, 'colour']));
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toMatch(/unknown column\(s\): \\"colour\\"/);
    expect({
      files: storedFiles().length,
      imports: (await db.select({ n: count() }).from(imports))[0]!.n,
    }).toEqual(before);
  });

  test('stopped after its first batch, an import resumes where it was and applies no row twice', async () => {
    const rows = [40, 41, 42, 43, 44].map((n) => rowOf(n));
    const uploaded = await upload(clerk, csvOf(rows));
    const id = uploaded.body.data!.id;
    await db.update(jobs).set({ status: 'done' }).where(eq(jobs.status, 'queued'));
    const stop = new AbortController();
    let batches = 0;
    const crashing = {
      signal: stop.signal,
      holdLease: async () => {
        batches += 1;
        if (batches === 1) stop.abort(new Error('the process died'));
      },
    };
    await expect(runImport(id, crashing, { batchRows: 2 })).rejects.toThrow('the process died');
    const [half] = await db.select().from(imports).where(eq(imports.id, id));
    expect(half).toMatchObject({ status: 'running', rowsDone: 2, created: 2, rowsTotal: 5 });

    await runImport(
      id,
      { signal: new AbortController().signal, holdLease: async () => undefined },
      { batchRows: 2 },
    );
    expect(await detail(clerk, id)).toMatchObject({ state: 'done', rowsRead: 5, created: 5, rejected: 0 });
    const vins = rows.map((r) => r.vin);
    expect((await db.select({ n: count() }).from(lots).where(inArray(lots.vin, vins)))[0]!.n).toBe(5);
    const batchAudits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'import.batch')));
    expect(batchAudits.flatMap((a) => (a.after as { created: number[] }).created)).toHaveLength(5);
  });

  test('rows with a sale date and lane join that sale in file order; the same file again is unchanged', async () => {
    const saleDate = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000).toISOString();
    const header = [...HEADER, 'sale_date', 'lane', 'buy_it_now_price'];
    const rows = [60, 61, 62].map((n) => ({
      ...rowOf(n),
      sale_date: saleDate,
      lane: 'a',
      buy_it_now_price: '4000',
    }));
    expect(await importOf(csvOf(rows, header))).toMatchObject({ created: 3, rejected: 0 });
    const placed = await db
      .select()
      .from(lots)
      .where(
        inArray(
          lots.vin,
          rows.map((r) => r.vin),
        ),
      );
    expect(
      placed.map((l) => [l.vin, l.status, l.lane, l.runlistPosition, l.buyItNowPriceCents]).sort(),
    ).toEqual(rows.map((r, i) => [r.vin, 'pre-bidding', 'A', i + 1, 400_000]).sort());
    expect(new Set(placed.map((l) => l.auctionId)).size).toBe(1);
    expect(await importOf(csvOf(rows, header))).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const late = await importOf(
      csvOf([{ ...rowOf(63), sale_date: '2020-01-01T10:00:00Z', lane: 'A' }], header),
    );
    expect(late.errors).toEqual([
      { row: 2, column: 'sale_date', message: 'The sale must start in the future.' },
    ]);
  });

  test('a photo ZIP adds each {stock_number}-{n} photo to its lot, in order, once', async () => {
    const created = await importOf(csvOf([rowOf(70)]));
    expect(created.created).toBe(1);
    const [lot] = await lotOf(vinOf(70));
    const stock = lot!.stockNumber;
    const zip = zipOf({
      [`yard/${stock}-2.webp`]: await webpPhoto(),
      [`${stock}-1.png`]: await pngPhoto(),
      [`${stock}-3.jpg`]: new TextEncoder().encode('not a photo'),
      '99999999-1.png': await pngPhoto(),
      'notes.txt': new TextEncoder().encode('hello'),
      '__MACOSX/._x': new Uint8Array([1]),
    });
    const header = ['stock_number', ...HEADER];
    const done = await importOf(csvOf([{ ...rowOf(70), stock_number: stock }], header), zip);
    expect(done).toMatchObject({ state: 'done', hasPhotos: true, unchanged: 1, errorCount: 3 });
    expect(done.errors.map((e) => [e.row, e.column])).toEqual([
      [0, `photos/${stock}-3.jpg`],
      [0, 'photos/99999999-1.png'],
      [0, 'photos/notes.txt'],
    ]);
    const photos = await db.select().from(lotPhotos).where(eq(lotPhotos.lotId, lot!.id));
    expect(photos.map((p) => [p.position, p.isCover, p.width])).toEqual([
      [0, true, 800],
      [1, false, 500],
    ]);
    await importOf(csvOf([{ ...rowOf(70), stock_number: stock }], header), zip);
    expect(await db.select({ n: count() }).from(lotPhotos).where(eq(lotPhotos.lotId, lot!.id))).toEqual([
      { n: 2 },
    ]);
  });

  test('an upload over the limit is a 413 and photos that are no ZIP a 422, with nothing stored', async () => {
    const before = storedFiles().length;
    const big = uploadRequest(clerk, { file: csvOf([rowOf(80)]) });
    const headers = new Headers(big.headers);
    headers.set('content-length', String(3 * 1024 ** 3));
    const response = await uploadRoute(new Request(big, { headers }), {});
    expect(response.status).toBe(413);
    const notZip = await upload(clerk, csvOf([rowOf(80)]), new TextEncoder().encode('plain text'));
    expect(notZip.status).toBe(422);
    expect(storedFiles().length).toBe(before);
  });

  test('only staff with imports.write may import or read imports', async () => {
    const file = csvOf([rowOf(50)]);
    expect((await upload(member, file)).status).toBe(403);
    expect((await upload(finance, file)).status).toBe(403);
    expect((await upload(null, file)).status).toBe(401);
    const list = await listRoute(jsonRequest(BASE, { method: 'GET', cookie: finance.cookie }), {});
    expect(list.status).toBe(403);
    const mine = await listRoute(jsonRequest(BASE, { method: 'GET', cookie: clerk.cookie }), {});
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { data: { items: unknown[] } }).data.items.length).toBeGreaterThan(0);
  });
});
