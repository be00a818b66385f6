import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLog, idReviews, mailOutbox } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { PNG, pdfBytes, uploadRequest } from '@/test/document-files';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { registerStaff, type TestStaff } from '@/test/staff';
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import pl from '@/messages/pl.json' with { type: 'json' };
import { GET as myDocumentsRoute } from '../../account/documents/route';
import { DELETE as deleteFileRoute } from '../../../v1.0/member/files/[id]/route';
import { POST as uploadRoute } from '../../../v1.0/member/ids/route';
import { GET as meRoute } from '../../../v1.0/member/me/route';
import { POST as approveRoute } from './[id]/approve/route';
import { GET as fileRoute } from './[id]/file/route';
import { POST as rejectRoute } from './[id]/reject/route';
import { GET as reviewRoute } from './[id]/route';
import { GET as queueRoute } from './route';

// Uploads go under DATA_DIR: a folder of this test's own (set before anything reads the environment).
const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-verification-'));
process.env.DATA_DIR = dataDir;
jest.setTimeout(60_000);
afterAll(async () => {
  await closeRateLimiters();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/rest-api/v2/admin/verification';
type Body = {
  data?: Record<string, unknown> & { id?: number };
  error?: { code: string; message: string; fields?: Record<string, string> };
};
type Answer = { status: number; body: Body };
const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Body,
});
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const get = (who: TestMember | null, url: string) => jsonRequest(url, { method: 'GET', cookie: who?.cookie });

async function upload(member: TestMember, bytes: Uint8Array, name: string, locale?: string) {
  const response = await uploadRoute(
    uploadRequest('/rest-api/v1.0/member/ids', {
      bytes,
      name,
      cookie: member.cookie,
      fields: locale ? { locale } : {},
    }),
    {},
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
const queue = async (who: TestMember | null, query = '') =>
  answerOf(await queueRoute(get(who, `${BASE}${query}`), {}));
const review = async (who: TestMember | null, id: number | string) =>
  answerOf(await reviewRoute(get(who, `${BASE}/${id}`), params(id)));
const file = (who: TestMember | null, id: number | string) =>
  fileRoute(get(who, `${BASE}/${id}/file`), params(id));
const approve = async (who: TestMember | null, id: number | string, body: unknown = {}) =>
  answerOf(
    await approveRoute(jsonRequest(`${BASE}/${id}/approve`, { body, cookie: who?.cookie }), params(id)),
  );
const reject = async (who: TestMember | null, id: number | string, body: unknown) =>
  answerOf(await rejectRoute(jsonRequest(`${BASE}/${id}/reject`, { body, cookie: who?.cookie }), params(id)));
const myDocuments = async (member: TestMember) =>
  (await answerOf(await myDocumentsRoute(get(member, '/rest-api/v2/account/documents'), {}))).body.data as {
    verification: { state: string; reason: string | null; note: string | null };
    ids: { id: number; review: { status: string; reason: string | null } | null }[];
  };
const me = async (member: TestMember) =>
  (await answerOf(await meRoute(get(member, '/rest-api/v1.0/member/me'), {}))).body.data!.idVerification;
describe.each(testDatabaseKinds())('buyer verification on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let support: TestStaff;
  let finance: TestStaff;
  let admin: TestStaff;
  const db = () => testDb.database.db;
  const reviewIdOf = async (documentId: number) => {
    const [row] = await db().select().from(idReviews).where(eq(idReviews.documentId, documentId));
    return row!.id;
  };
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const queuedIds = async () => {
    const { body } = await queue(support);
    return (body.data!.items as { id: number }[]).map((item) => item.id);
  };

  beforeAll(async () => {
    support = await registerStaff(['support']);
    finance = await registerStaff(['finance']);
    admin = await registerStaff(['admin']);
  }, 60_000);

  test('an upload waits in the queue, oldest first, with its member and kind; the member sees it pending', async () => {
    const [ann, bob] = [
      await registerMember({ firstName: 'Ann' }),
      await registerMember({ firstName: 'Bob' }),
    ];
    expect((await myDocuments(ann)).verification).toEqual({
      state: 'none',
      reason: null,
      note: null,
      decidedAt: null,
    });
    expect(await me(ann)).toBe('none');
    const annId = await upload(ann, PNG, 'passport.png', 'es');
    const bobId = await upload(bob, await pdfBytes(), 'licence.pdf');
    const [annReview, bobReview] = [await reviewIdOf(annId), await reviewIdOf(bobId)];

    const { status, body } = await queue(support);
    expect(status).toBe(200);
    const items = body.data!.items as { id: number }[];
    const order = items.map((item) => item.id);
    expect(order.indexOf(annReview)).toBeLessThan(order.indexOf(bobReview));
    expect(items.find((item) => item.id === annReview)).toMatchObject({
      memberId: ann.memberId,
      memberName: 'Ann Member',
      memberEmail: ann.email,
      mimeType: 'image/png',
      fileName: 'passport.png',
    });
    expect(items.find((item) => item.id === bobReview)).toMatchObject({ mimeType: 'application/pdf' });
    expect(body.data).toMatchObject({ page: 1, pageSize: 25 });
    expect(body.data!.total).toBeGreaterThanOrEqual(2);

    const documents = await myDocuments(ann);
    expect(documents.verification.state).toBe('pending');
    expect(documents.ids).toEqual([
      expect.objectContaining({ id: annId, review: expect.objectContaining({ status: 'pending' }) }),
    ]);
    expect(await me(ann)).toBe('pending');
  });

  test('staff see the review and its file (private, never cached); members and other roles may not', async () => {
    const cleo = await registerMember({ firstName: 'Cleo' });
    const pngReview = await reviewIdOf(await upload(cleo, PNG, 'card.png'));
    const pdfReview = await reviewIdOf(await upload(cleo, await pdfBytes(), 'card.pdf'));

    const shown = await review(support, pngReview);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: pngReview,
      status: 'pending',
      reason: null,
      member: { id: cleo.memberId, email: cleo.email, countryIso2: 'US' },
      document: { fileName: 'card.png', mimeType: 'image/png', sizeBytes: PNG.byteLength, deleted: false },
      fileUrl: `${BASE}/${pngReview}/file`,
    });
    expect(shown.body.data!.history).toEqual([expect.objectContaining({ id: pdfReview, status: 'pending' })]);

    const image = await file(support, pngReview);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(image.headers.get('content-security-policy')).toMatch(/^sandbox; /);
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    // A member's PDF never opens inside the console: it is a download.
    expect((await file(support, pdfReview)).headers.get('content-disposition')).toMatch(/^attachment; /);

    for (const [who, status] of [
      [null, 401],
      [cleo, 403],
      [finance, 403],
    ] as const) {
      expect([who?.email, (await queue(who)).status]).toEqual([who?.email, status]);
      expect((await review(who, pngReview)).status).toBe(status);
      expect((await file(who, pngReview)).status).toBe(status);
      expect((await approve(who, pngReview)).status).toBe(status);
      expect((await reject(who, pngReview, { reason: 'expired' })).status).toBe(status);
    }
    expect((await review(admin, pngReview)).status).toBe(200);
    expect((await review(support, pngReview)).body.data!.status).toBe('pending');
  });

  test('approving lifts the cap: audited, mailed in the member’s language, out of the queue; once only', async () => {
    const dora = await registerMember({ firstName: 'Dora' });
    const documentId = await upload(dora, PNG, 'id.png', 'es');
    const id = await reviewIdOf(documentId);

    const approved = await approve(support, id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      id,
      status: 'approved',
      decidedBy: support.email,
      reason: null,
    });
    expect(await queuedIds()).not.toContain(id);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'id-review'), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'id.approve',
        actorEmail: support.email,
        before: { status: 'pending', memberId: dora.memberId },
        after: { status: 'approved', memberId: dora.memberId },
      }),
    ]);
    const [mail] = await mailsTo(dora.email);
    expect(mail).toMatchObject({ template: 'id-approved', subject: es.Mail.idApprovedSubject });
    expect(mail!.text).toContain('Dora');
    expect(mail!.text).toContain('/es/myaccount/documents');
    expect(mail!.text).toContain('$2,500');

    expect((await myDocuments(dora)).verification.state).toBe('approved');
    expect((await myDocuments(dora)).ids[0]!.review!.status).toBe('approved');
    expect(await me(dora)).toBe('approved');

    expect(await approve(support, id)).toMatchObject({
      status: 409,
      body: { error: { code: 'id_already_decided' } },
    });
    expect(await reject(support, id, { reason: 'expired' })).toMatchObject({
      status: 409,
      body: { error: { code: 'id_already_decided' } },
    });
    // An approved id stays on file: it is what verifies the member.
    const removed = await deleteFileRoute(
      jsonRequest(`/rest-api/v1.0/member/files/${documentId}`, { method: 'DELETE', cookie: dora.cookie }),
      params(documentId),
    );
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ error: { code: 'id_approved' } });
    // A newer upload under review does not take the approval away.
    await upload(dora, PNG, 'renewed.png');
    expect((await myDocuments(dora)).verification.state).toBe('approved');
    expect(await mailsTo(dora.email)).toHaveLength(1);
  });

  test('a rejection tells the member why, in their language; they upload again and wait again', async () => {
    const [emil, fay] = [
      await registerMember({ firstName: 'Emil' }),
      await registerMember({ firstName: 'Fay' }),
    ];
    const first = await reviewIdOf(await upload(emil, PNG, 'old.png', 'pl'));
    const rejected = await reject(support, first, { reason: 'expired', note: '' });
    expect(rejected).toMatchObject({
      status: 200,
      body: {
        data: { id: first, status: 'rejected', reason: 'expired', note: null, decidedBy: support.email },
      },
    });
    const [mail] = await mailsTo(emil.email);
    expect(mail).toMatchObject({ template: 'id-rejected', subject: pl.Mail.idRejectedSubject });
    expect(mail!.text).toContain(pl.Documents.verification.reasons.expired);
    expect(mail!.text).not.toContain('Nasza uwaga');
    expect(mail!.text).not.toMatch(/\n{3}/);
    expect(await myDocuments(emil)).toMatchObject({
      verification: { state: 'rejected', reason: 'expired', note: null },
      ids: [{ review: { status: 'rejected', reason: 'expired' } }],
    });
    expect(await me(emil)).toBe('rejected');

    const note = 'The photo of page 2 is cut off.';
    expect(
      (await reject(support, await reviewIdOf(await upload(fay, PNG, 'fay.png')), { reason: 'other', note }))
        .status,
    ).toBe(200);
    const [fayMail] = await mailsTo(fay.email);
    expect(fayMail!.subject).toBe(en.Mail.idRejectedSubject);
    expect(fayMail!.text).toContain(`${en.Documents.verification.reasons.other}\nOur note: ${note}`);
    expect((await myDocuments(fay)).verification).toMatchObject({ state: 'rejected', reason: 'other', note });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'id.reject'), eq(auditLog.entityId, String(first))));
    expect(audit!.after).toEqual({
      status: 'rejected',
      memberId: emil.memberId,
      reason: 'expired',
      note: null,
    });

    // Emil uploads again: the new id waits in the queue, with the refusal in its history.
    const second = await reviewIdOf(await upload(emil, PNG, 'new.png', 'pl'));
    expect(await queuedIds()).toContain(second);
    const documents = await myDocuments(emil);
    expect(documents.verification).toMatchObject({ state: 'pending', reason: null });
    expect(documents.ids.map((d) => d.review?.status)).toEqual(['pending', 'rejected']);
    expect((await review(support, second)).body.data!.history).toEqual([
      expect.objectContaining({ id: first, status: 'rejected', reason: 'expired' }),
    ]);
    expect((await approve(support, second)).status).toBe(200);
    expect(await me(emil)).toBe('approved');
  });

  test('an upload its member deleted leaves the queue and cannot be decided; its file is gone', async () => {
    const gus = await registerMember({ firstName: 'Gus' });
    const documentId = await upload(gus, PNG, 'gone.png');
    const id = await reviewIdOf(documentId);
    const removed = await deleteFileRoute(
      jsonRequest(`/rest-api/v1.0/member/files/${documentId}`, { method: 'DELETE', cookie: gus.cookie }),
      params(documentId),
    );
    expect(removed.status).toBe(200);
    expect(await queuedIds()).not.toContain(id);
    expect(await approve(support, id)).toMatchObject({
      status: 409,
      body: { error: { code: 'id_deleted' } },
    });
    expect((await file(support, id)).status).toBe(404);
    expect((await review(support, id)).body.data).toMatchObject({
      status: 'pending',
      document: { deleted: true },
    });
    expect((await myDocuments(gus)).verification.state).toBe('none');
  });

  test('two staff deciding at once: exactly one decision wins, once in the audit log', async () => {
    const hal = await registerMember({ firstName: 'Hal' });
    const id = await reviewIdOf(await upload(hal, PNG, 'race.png'));
    const answers = await Promise.all([approve(support, id), reject(admin, id, { reason: 'unreadable' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data!.status;
    const [row] = await db().select().from(idReviews).where(eq(idReviews.id, id));
    expect(row!.status).toBe(winner);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'id-review'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(await mailsTo(hal.email)).toHaveLength(1);
  });

  test('bad input is answered in the JSON error shape, never a 500', async () => {
    const ivy = await registerMember({ firstName: 'Ivy' });
    const id = await reviewIdOf(await upload(ivy, PNG, 'ivy.png'));
    for (const bad of ['abc', '0', '-1', '1.5', '01', '99999999999', '2147483648']) {
      const answers = [
        await review(support, bad),
        await answerOf(await file(support, bad)),
        await approve(support, bad),
        await reject(support, bad, { reason: 'expired' }),
      ];
      for (const answer of answers) {
        expect([bad, answer]).toEqual([
          bad,
          {
            status: 422,
            body: { error: expect.objectContaining({ code: 'invalid_input', fields: { id: 'invalid' } }) },
          },
        ]);
      }
    }
    const none = 2_147_483_647;
    expect((await review(support, none)).status).toBe(404);
    expect((await file(support, none)).status).toBe(404);
    expect((await approve(support, none)).body.error?.code).toBe('not_found');
    expect((await reject(support, none, { reason: 'expired' })).status).toBe(404);

    const refused: [unknown, Record<string, string>][] = [
      [{}, { reason: 'required' }],
      [{ reason: '' }, { reason: 'required' }],
      [{ reason: 'blurry' }, { reason: 'invalid' }],
      [{ reason: 7 }, { reason: 'invalid' }],
      [{ reason: 'other' }, { note: 'noteRequired' }],
      [{ reason: 'other', note: '   ' }, { note: 'noteRequired' }],
      [{ reason: 'expired', note: 'x'.repeat(501) }, { note: 'tooLong' }],
      [{ reason: 'expired', note: 'a\u0000b' }, { note: 'unsafeText' }],
      [{ reason: 'expired', note: 12 }, { note: 'invalid' }],
      [{ reason: 'expired', extra: 1 }, { _: 'unknownField: extra' }],
      [[1], { _: expect.any(String) as unknown as string }],
    ];
    for (const [body, fields] of refused) {
      const answer = await reject(support, id, body);
      expect([body, answer.status, answer.body.error?.code, answer.body.error?.fields]).toEqual([
        body,
        422,
        'invalid_input',
        fields,
      ]);
    }
    expect(await reject(support, id, 'not json')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_json' } },
    });
    expect(await approve(support, id, 'not json')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_json' } },
    });
    expect(await approve(support, id, { note: 'x' })).toMatchObject({
      status: 422,
      body: { error: { fields: { _: 'unknownField: note' } } },
    });
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?page=10001']) {
      expect([query, (await queue(support, query)).body.error?.fields]).toEqual([query, { page: 'invalid' }]);
    }
    // None of it decided anything.
    expect((await review(support, id)).body.data!.status).toBe('pending');
  });
});
