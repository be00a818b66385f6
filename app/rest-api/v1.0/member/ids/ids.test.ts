import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { documents } from '@/lib/db/schema';
import { DOCUMENT_MAX_BYTES } from '@/lib/domain/documents';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { EXE, HEIC, JPEG, PNG, pdfBytes, uploadRequest } from '@/test/document-files';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { GET as listRoute } from '../../../v2/account/documents/route';
import { DELETE as deleteRoute, GET as fileRoute } from '../files/[id]/route';
import { POST as uploadRoute } from './route';

// Uploads go under DATA_DIR: a folder of this test's own (set before anything reads the environment).
const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-docs-'));
process.env.DATA_DIR = dataDir;
afterAll(async () => {
  await closeRateLimiters();
  rmSync(dataDir, { recursive: true, force: true });
});

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> & {
      id: number;
      fileName: string;
      mimeType: string;
      sha256: string;
      url: string;
    };
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

async function upload(
  member: TestMember | null,
  bytes: Uint8Array | undefined,
  name: string,
  options: { type?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const request = uploadRequest('/rest-api/v1.0/member/ids', {
    bytes,
    name,
    cookie: member?.cookie,
    ...options,
  });
  const response = await uploadRoute(request, {});
  return { status: response.status, body: await response.json() };
}

async function download(member: TestMember, id: number | string) {
  return fileRoute(
    jsonRequest(`/rest-api/v1.0/member/files/${id}`, { method: 'GET', cookie: member.cookie }),
    params(id),
  );
}

async function listIds(member: TestMember): Promise<number[]> {
  const response = await listRoute(
    jsonRequest('/rest-api/v2/account/documents', { method: 'GET', cookie: member.cookie }),
    {},
  );
  expect(response.status).toBe(200);
  const { data } = await response.json();
  return data.ids.map((d: { id: number }) => d.id);
}

describe.each(testDatabaseKinds())('documents: id uploads on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let owner: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    owner = await registerMember();
    other = await registerMember();
  }, 60_000);

  test.each([
    ['PDF', 'passport.pdf', 'application/pdf', 'pdf'],
    ['JPEG', 'license.jpg', 'image/jpeg', 'jpg'],
    ['PNG', 'scan.png', 'image/png', 'png'],
    ['HEIC', 'IMG_0001.HEIC', 'image/heic', 'heic'],
  ] as const)(
    'a %s is stored under DATA_DIR with its hash and served back to its owner only',
    async (_label, name, mime, ext) => {
      const bytes =
        mime === 'application/pdf'
          ? await pdfBytes()
          : { 'image/jpeg': JPEG, 'image/png': PNG, 'image/heic': HEIC }[mime];
      // The browser's type is not trusted: send every file as a generic one.
      const answer = await upload(owner, bytes, name);
      expect(answer.status).toBe(200);
      const data = answer.body.data!;
      expect(data).toMatchObject({ kind: 'id', mimeType: mime, sizeBytes: bytes.byteLength });
      expect(data.fileName.endsWith(`.${ext}`)).toBe(true);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(data.sha256).toBe(sha256);
      expect(data).not.toHaveProperty('storagePath');

      const [row] = await testDb.database.db.select().from(documents).where(eq(documents.id, data.id));
      expect(row!.storagePath).toMatch(new RegExp(`^documents/${owner.memberId}/[A-Za-z0-9_-]{24}$`));
      expect(row!.storagePath).not.toContain(name);
      const stored = path.join(dataDir, row!.storagePath);
      expect(createHash('sha256').update(readFileSync(stored)).digest('hex')).toBe(sha256);

      const response = await download(owner, data.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(mime);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // A member's file never runs as a page of ours: an image opens in a sandbox, anything else downloads.
      const shown = mime === 'image/png' || mime === 'image/jpeg' ? 'inline' : 'attachment';
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^${shown}; filename="[^"/\\\\]+"`),
      );
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none';/);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

      const foreign = await download(other, data.id);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toMatchObject({ error: { code: 'not_found' } });
      expect(await listIds(owner)).toContain(data.id);
      expect(await listIds(other)).not.toContain(data.id);
    },
  );

  test('an executable renamed to .pdf (and sent as application/pdf) is refused by its content', async () => {
    const before = (await listIds(owner)).length;
    const answer = await upload(owner, EXE, 'passport.pdf', { type: 'application/pdf' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { file: 'fileTypeNotAllowed' },
    });
    const text = await upload(owner, new TextEncoder().encode('just some text, not an image'), 'photo.png');
    expect(text.body.error?.fields).toEqual({ file: 'fileTypeNotAllowed' });
    expect(await listIds(owner)).toHaveLength(before);
  });

  test('an oversize file is refused with 413, by its declared length and by its actual size', async () => {
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(await pdfBytes());
    const actual = await upload(owner, big, 'huge.pdf');
    expect(actual.status).toBe(413);
    expect(actual.body.error).toMatchObject({ code: 'payload_too_large', fields: { file: 'fileTooLarge' } });

    const declared = await upload(owner, await pdfBytes(), 'small.pdf', {
      headers: { 'content-length': String(DOCUMENT_MAX_BYTES * 3) },
    });
    expect(declared.status).toBe(413);
  });

  test('a missing or empty file, a JSON body, no session and another site are each refused', async () => {
    expect((await upload(owner, undefined, 'x')).body.error?.fields).toEqual({ file: 'fileRequired' });
    expect((await upload(owner, new Uint8Array(), 'empty.pdf')).body.error?.fields).toEqual({
      file: 'fileRequired',
    });
    const json = await uploadRoute(
      jsonRequest('/rest-api/v1.0/member/ids', { body: { file: 'x' }, cookie: owner.cookie }),
      {},
    );
    expect(json.status).toBe(422);
    expect((await upload(null, await pdfBytes(), 'a.pdf')).status).toBe(401);
    const crossSite = await upload(owner, await pdfBytes(), 'a.pdf', {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  test('the stored name is sanitized metadata: no path, no quotes, the extension of the content', async () => {
    const answer = await upload(owner, PNG, '../../etc/"pass\nwd".exe');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.fileName).toBe('pass_wd_.png');
    const response = await download(owner, answer.body.data!.id);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="pass_wd_.png"; filename*=UTF-8''pass_wd_.png`,
    );
  });

  test('DELETE member/files/{id}: 404 for another member, then the owner deletes it and the file is gone', async () => {
    const { body } = await upload(owner, PNG, 'to-delete.png');
    const id = body.data!.id;
    const [row] = await testDb.database.db.select().from(documents).where(eq(documents.id, id));
    const stored = path.join(dataDir, row!.storagePath);
    const remove = (member: TestMember, target: number | string) =>
      deleteRoute(
        jsonRequest(`/rest-api/v1.0/member/files/${target}`, { method: 'DELETE', cookie: member.cookie }),
        params(target),
      );

    const foreign = await remove(other, id);
    expect(foreign.status).toBe(404);
    expect(existsSync(stored)).toBe(true);
    expect((await remove(owner, 'abc')).status).toBe(422);

    const deleted = await remove(owner, id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ data: { id, deleted: true } });
    expect(existsSync(stored)).toBe(false);
    const [after] = await testDb.database.db.select().from(documents).where(eq(documents.id, id));
    expect(after!.deletedAt).toBeInstanceOf(Date);
    expect(await listIds(owner)).not.toContain(id);
    expect((await download(owner, id)).status).toBe(404);
    expect((await remove(owner, id)).status).toBe(404);
  });
});
