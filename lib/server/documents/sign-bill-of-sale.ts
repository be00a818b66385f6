import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { billsOfSale, documents } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { consume } from '../rate-limit/limiters';
import { stampSignature } from './bill-of-sale-pdf';
import { documentView, type DocumentView } from './document-view';
import { ownDocument } from './own-document';
import { readStoredFile, storeFile } from './storage';
import { billByToken, tokenError, tokenProblem } from './token-check';

export interface SignatureInput {
  token: string;
  name: string;
  /** The client's address, recorded with the signature. */
  address: string;
  now: Date;
}

/**
 * POST account/documents/bos/sign?token=: sign a bill of sale with its single-use token. In one transaction (the bill
 * of sale locked): the token must be this member's, unused and unexpired; the typed name, time and address are
 * stamped into a copy of the PDF, stored as a new document with its own SHA-256, and recorded on the bill of sale,
 * which uses the token up. The signed copy is the one the documents list shows from then on.
 */
export async function signBillOfSale(memberId: string, input: SignatureInput): Promise<DocumentView> {
  await consume('billOfSaleSign', memberId);
  const db = await getDb();
  return transaction(db, async (tx) => {
    const bill = await billByToken(tx, input.token, true);
    const problem = tokenProblem(bill, memberId, input.now);
    if (problem || !bill) throw tokenError(problem ?? 'unknown');
    const original = await ownDocument(tx, memberId, bill.documentId);
    const signed = await stampSignature(await readStoredFile(original.storagePath), {
      name: input.name,
      signedAt: input.now,
      address: input.address,
    });
    const stored = await storeFile(memberId, signed);
    const [document] = await tx
      .insert(documents)
      .values({
        memberId,
        kind: 'bill-of-sale',
        fileName: original.fileName.replace(/\.pdf$/, '-signed.pdf'),
        mimeType: 'application/pdf',
        ...stored,
        createdAt: input.now,
      })
      .returning();
    const [updated] = await tx
      .update(billsOfSale)
      .set({
        signedAt: input.now,
        signedName: input.name,
        signedIp: input.address,
        signedDocumentId: document!.id,
      })
      .where(and(eq(billsOfSale.id, bill.id), isNull(billsOfSale.signedAt)))
      .returning({ id: billsOfSale.id });
    if (!updated) throw tokenError('used');
    return documentView(document!);
  });
}
