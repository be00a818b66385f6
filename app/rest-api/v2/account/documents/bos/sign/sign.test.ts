import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '@/lib/db/client';
import { billsOfSale, documents, mailOutbox, members } from '@/lib/db/schema';
import { issueBillOfSale, type IssueBillOfSaleInput } from '@/lib/server/documents/issue-bill-of-sale';
import { ApiError } from '@/lib/server/http/api-error';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, type TestMember } from '@/test/members';
import { GET as fileRoute } from '../../../../../v1.0/member/files/[id]/route';
import { GET as listRoute } from '../../route';
import { POST as signRoute } from './route';

const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-bos-'));
process.env.DATA_DIR = dataDir;
afterAll(async () => {
  await closeRateLimiters();
  rmSync(dataDir, { recursive: true, force: true });
});

const LOT = 330000001;
const OLD_LOT = 330000002;
const NOT_BOUGHT = 330000003;
const DAY = 24 * 60 * 60 * 1000;
jest.setTimeout(30_000);

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function sign(member: TestMember, token: string, name: string) {
  const response = await signRoute(
    jsonRequest(`/rest-api/v2/account/documents/bos/sign?token=${encodeURIComponent(token)}`, {
      body: { name },
      cookie: member.cookie,
      address: '203.0.113.7',
    }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

async function download(member: TestMember, url: string) {
  const id = url.split('/').pop()!;
  return fileRoute(jsonRequest(url, { method: 'GET', cookie: member.cookie }), {
    params: Promise.resolve({ id }),
  });
}

describe.each(testDatabaseKinds())('bills of sale on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let buyer: TestMember;
  let other: TestMember;

  /** What the checkout does: issue the bill in the transaction that marks the purchase paid, mail after commit. */
  async function issue(input: IssueBillOfSaleInput) {
    const issued = await db.transaction((tx) => issueBillOfSale(tx as unknown as Db, input));
    await issued.sendMail();
    return issued;
  }

  /** The signing token of the latest bill-of-sale mail to the member, read from the link in the outbox. */
  async function mailedTokens(member: TestMember): Promise<string[]> {
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.template, 'bill-of-sale-signing')))
      .orderBy(mailOutbox.id);
    return mails.map((mail) => {
      const match = /\/myaccount\/documents\?sign=([A-Za-z0-9_-]+)/.exec(mail.text);
      if (!match) throw new Error(`no signing link in: ${mail.text}`);
      return match[1]!;
    });
  }

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: LOT, buyItNowPriceCents: 450_000 },
      { id: OLD_LOT, buyItNowPriceCents: 300_000 },
      { id: NOT_BOUGHT },
    ]);
    buyer = await registerBidder(db, { membership: 'premium' });
    other = await registerBidder(db);
    await db
      .update(members)
      .set({ firstName: 'Ann', lastName: 'Buyer' })
      .where(eq(members.id, buyer.memberId));
    expect((await postBuyNow(buyer, LOT)).status).toBe(200);
    expect((await postBuyNow(buyer, OLD_LOT)).status).toBe(200);
  }, 60_000);

  test('a paid purchase gets a PDF bill of sale and one e-mailed token, of which only the hash is kept', async () => {
    const issued = await issue({ memberId: buyer.memberId, lotId: LOT, now: new Date() });
    expect(issued.created).toBe(true);
    const [token] = await mailedTokens(buyer);
    const [bill] = await db.select().from(billsOfSale).where(eq(billsOfSale.id, issued.billOfSaleId));
    expect(bill!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(bill)).not.toContain(token);
    expect(bill!.tokenExpiresAt.getTime() - bill!.createdAt.getTime()).toBe(7 * DAY);

    const [document] = await db.select().from(documents).where(eq(documents.id, issued.documentId));
    expect(document).toMatchObject({
      kind: 'bill-of-sale',
      mimeType: 'application/pdf',
      memberId: buyer.memberId,
    });
    const response = await download(buyer, `/rest-api/v1.0/member/files/${document!.id}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Our own PDF: inline, so the signing page can show it in its frame, and framed by our pages only.
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="/);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await pdfText(await response.arrayBuffer());
    for (const fact of [
      'Bill of Sale',
      'Ann Buyer',
      '1HGCM82633A000001',
      '2018 Honda Accord',
      'Dallas',
      '$4,500.00',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Buyer fee');
    expect(text).toContain('$270.00'); // Premium: 6% of $4,500
    expect(text).toContain('Documentation fee');

    // The checkout may call again (a retried payment): the same bill, and no second mail.
    const again = await issue({ memberId: buyer.memberId, lotId: LOT, now: new Date() });
    expect(again).toMatchObject({ created: false, billOfSaleId: issued.billOfSaleId });
    expect(await mailedTokens(buyer)).toHaveLength(1);
  });

  test('no bill of sale without a purchase of the lot', async () => {
    await expect(issue({ memberId: buyer.memberId, lotId: NOT_BOUGHT, now: new Date() })).rejects.toThrow(
      ApiError,
    );
    await expect(issue({ memberId: other.memberId, lotId: LOT, now: new Date() })).rejects.toThrow(ApiError);
  });

  test('signing: foreign and bad names refused, then signed once; the signed PDF is listed and carries the name', async () => {
    const [token] = await mailedTokens(buyer);

    const foreign = await sign(other, token!, 'Someone Else');
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatchObject({ code: 'token_foreign', fields: { token: 'tokenForeign' } });
    expect((await sign(buyer, token!, 'Иван')).body.error?.fields).toEqual({ name: 'signatureNameLatin' });
    expect((await sign(buyer, token!, ' ')).body.error?.fields).toEqual({ name: 'signatureNameRequired' });
    expect((await sign(buyer, 'x'.repeat(43), 'Ann Buyer')).body.error).toMatchObject({
      code: 'token_unknown',
    });

    const signed = await sign(buyer, token!, '  Ann Buyer  ');
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ kind: 'bill-of-sale', mimeType: 'application/pdf' });

    const [bill] = await db.select().from(billsOfSale).where(eq(billsOfSale.memberId, buyer.memberId));
    expect(bill).toMatchObject({
      signedName: 'Ann Buyer',
      signedIp: '203.0.113.7',
      signedDocumentId: signed.body.data.id,
    });
    expect(bill!.signedAt).toBeInstanceOf(Date);
    const [signedDoc] = await db.select().from(documents).where(eq(documents.id, bill!.signedDocumentId!));
    expect(signedDoc!.id).not.toBe(bill!.documentId);

    const list = await listRoute(
      jsonRequest('/rest-api/v2/account/documents', { method: 'GET', cookie: buyer.cookie }),
      {},
    );
    const { data } = await list.json();
    expect(data.billsOfSale).toHaveLength(1);
    expect(data.billsOfSale[0]).toMatchObject({
      lotId: LOT,
      signed: true,
      signedName: 'Ann Buyer',
      document: { id: signedDoc!.id, sha256: signedDoc!.sha256 },
    });

    const file = await download(buyer, data.billsOfSale[0].document.url);
    const bytes = await file.arrayBuffer();
    expect(createHash('sha256').update(Buffer.from(bytes)).digest('hex')).toBe(signedDoc!.sha256);
    const text = await pdfText(bytes);
    expect(text).toContain('Signed electronically by Ann Buyer');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('1HGCM82633A000001');
    expect((await download(other, data.billsOfSale[0].document.url)).status).toBe(404);

    const twice = await sign(buyer, token!, 'Ann Buyer');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'token_used', fields: { token: 'tokenUsed' } });
    const [still] = await db.select().from(billsOfSale).where(eq(billsOfSale.id, bill!.id));
    expect(still!.signedDocumentId).toBe(signedDoc!.id);
  });

  test('an expired token is refused', async () => {
    await issue({ memberId: buyer.memberId, lotId: OLD_LOT, now: new Date(Date.now() - 8 * DAY) });
    const tokens = await mailedTokens(buyer);
    const expired = await sign(buyer, tokens.at(-1)!, 'Ann Buyer');
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({ code: 'token_expired', fields: { token: 'tokenExpired' } });
  });
});
