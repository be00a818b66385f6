import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { billsOfSale, documents, members } from '@/lib/db/schema';
import { BILL_OF_SALE_TOKEN_DAYS } from '@/lib/domain/documents';
import type { Locale } from '@/lib/domain/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { mailTranslator } from '../notifications/mail-texts';
import { queueMail } from '../notifications/mailer';
import { linkOrigin } from '../http/request-origin';
import { billOfSaleFacts } from './bill-of-sale-facts';
import { renderBillOfSale } from './bill-of-sale-pdf';
import { newSigningToken } from './signing-token';
import { storeFile } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssueBillOfSaleInput {
  memberId: string;
  lotId: number;
  /** The ledger row the bill of sale belongs to (the purchase row, or the checkout's payment row). */
  transactionId?: number;
  now: Date;
  /** The language of the e-mail with the signing link (default English). */
  locale?: Locale;
}

export interface IssuedBillOfSale {
  billOfSaleId: number;
  documentId: number;
  /** False when the purchase already had a bill of sale (nothing new was made or mailed). */
  created: boolean;
  /** Send the signing e-mail; call it after the transaction has committed (its outbox row is already written). */
  sendMail: () => Promise<void>;
}

/**
 * Issue the bill of sale of a paid purchase. THE CHECKOUT CALLS THIS inside the transaction that marks the purchase
 * of `lotId` paid, with that transaction as `tx`, and calls `sendMail()` once the transaction has committed:
 *
 * ```ts
 * const issued = await transaction(db, async (tx) => {
 *   // ... mark the purchase rows of the lot paid ...
 *   return issueBillOfSale(tx, { memberId, lotId, transactionId, now });
 * });
 * await issued.sendMail();
 * ```
 *
 * It renders the PDF (buyer, seller, lot, VIN, price, fees, date) from the member's ledger rows for the lot, stores it
 * as a `bill-of-sale` document, records a `bills_of_sale` row holding only the SHA-256 of a new single-use signing
 * token valid BILL_OF_SALE_TOKEN_DAYS days, and writes the e-mail carrying the signing link to the outbox, all in
 * `tx`. Idempotent: a second call for the same member and lot returns the first bill of sale and mails nothing.
 * Throws a 404 ApiError when the member has no purchase row for the lot. The PDF file is written before the rows;
 * if `tx` rolls back, it stays on disk unreferenced.
 */
export async function issueBillOfSale(tx: Db, input: IssueBillOfSaleInput): Promise<IssuedBillOfSale> {
  const [existing] = await tx
    .select({ id: billsOfSale.id, documentId: billsOfSale.documentId })
    .from(billsOfSale)
    .where(and(eq(billsOfSale.memberId, input.memberId), eq(billsOfSale.lotId, input.lotId)));
  if (existing) {
    return {
      billOfSaleId: existing.id,
      documentId: existing.documentId,
      created: false,
      sendMail: async () => {},
    };
  }
  const number = `${input.lotId}-${input.now.getTime().toString(36).toUpperCase()}`;
  const facts = await billOfSaleFacts(tx, { ...input, number });
  const pdf = await renderBillOfSale(facts);
  const stored = await storeFile(input.memberId, pdf);
  const [document] = await tx
    .insert(documents)
    .values({
      memberId: input.memberId,
      kind: 'bill-of-sale',
      fileName: `bill-of-sale-${input.lotId}.pdf`,
      mimeType: 'application/pdf',
      ...stored,
      createdAt: input.now,
    })
    .returning({ id: documents.id });
  const { token, hash } = newSigningToken();
  const [bill] = await tx
    .insert(billsOfSale)
    .values({
      memberId: input.memberId,
      lotId: input.lotId,
      transactionId: input.transactionId ?? null,
      documentId: document!.id,
      tokenHash: hash,
      tokenExpiresAt: new Date(input.now.getTime() + BILL_OF_SALE_TOKEN_DAYS * DAY_MS),
      createdAt: input.now,
    })
    .returning({ id: billsOfSale.id });
  const [member] = await tx
    .select({ email: members.email, firstName: members.firstName })
    .from(members)
    .where(eq(members.id, input.memberId));
  const locale = input.locale ?? 'en';
  const t = await mailTranslator(locale);
  const link = new URL(
    `${localizedPath('/myaccount/documents', locale)}?sign=${encodeURIComponent(token)}`,
    linkOrigin(),
  ).toString();
  const values = {
    name: member!.firstName,
    lot: facts.lot.description,
    lotId: String(input.lotId),
    link,
    days: String(BILL_OF_SALE_TOKEN_DAYS),
  };
  const sendMail = await queueMail(tx, {
    to: member!.email,
    subject: t('billOfSaleSubject', values),
    text: t('billOfSaleText', values),
    template: 'bill-of-sale-signing',
  });
  return { billOfSaleId: bill!.id, documentId: document!.id, created: true, sendMail };
}
