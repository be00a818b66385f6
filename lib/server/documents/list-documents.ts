import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { billsOfSale, documents, lots } from '@/lib/db/schema';
import {
  memberVerification,
  type IdDocumentReview,
  type IdVerificationView,
} from '../verification/member-verification';
import { documentView, type DocumentView } from './document-view';

export interface BillOfSaleView {
  id: number;
  lotId: number;
  lot: string;
  signed: boolean;
  signedAt: string | null;
  signedName: string | null;
  /** When the signing link stops working (unsigned bills only matter). */
  tokenExpiresAt: string;
  /** The signed copy once signed, else the bill as issued. */
  document: DocumentView;
}

/** An uploaded id with staff's review of it (null only for an upload from before reviews, never reviewed). */
export interface IdDocumentView extends DocumentView {
  review: IdDocumentReview | null;
}

export interface MemberDocuments {
  /** The member's verification: none, pending, approved or rejected (with the reason). */
  verification: IdVerificationView;
  ids: IdDocumentView[];
  invoices: DocumentView[];
  billsOfSale: BillOfSaleView[];
}

/**
 * GET account/documents: the member's verification, their ids (each with its review), invoices and bills of sale (each
 * bill's signed copy once it is signed).
 */
export async function listDocuments(memberId: string): Promise<MemberDocuments> {
  const db = await getDb();
  const [files, bills, reviews] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.memberId, memberId),
          inArray(documents.kind, ['id', 'invoice']),
          isNull(documents.deletedAt),
        ),
      )
      .orderBy(desc(documents.createdAt), desc(documents.id)),
    db
      .select({ bill: billsOfSale, year: lots.year, make: lots.make, model: lots.model })
      .from(billsOfSale)
      .innerJoin(lots, eq(lots.id, billsOfSale.lotId))
      .where(eq(billsOfSale.memberId, memberId))
      .orderBy(desc(billsOfSale.createdAt), desc(billsOfSale.id)),
    memberVerification(db, memberId),
  ]);
  const shownIds = bills.map(({ bill }) => bill.signedDocumentId ?? bill.documentId);
  const shown =
    shownIds.length === 0
      ? []
      : await db
          .select()
          .from(documents)
          .where(and(eq(documents.memberId, memberId), inArray(documents.id, shownIds)));
  const byId = new Map(shown.map((row) => [row.id, documentView(row)]));
  return {
    verification: reviews.verification,
    ids: files
      .filter((row) => row.kind === 'id')
      .map((row) => ({ ...documentView(row), review: reviews.byDocument.get(row.id) ?? null })),
    invoices: files.filter((row) => row.kind === 'invoice').map(documentView),
    billsOfSale: bills.flatMap(({ bill, year, make, model }) => {
      const document = byId.get(bill.signedDocumentId ?? bill.documentId);
      if (!document) return [];
      return [
        {
          id: bill.id,
          lotId: bill.lotId,
          lot: `${year} ${make} ${model}`,
          signed: bill.signedAt !== null,
          signedAt: bill.signedAt?.toISOString() ?? null,
          signedName: bill.signedName,
          tokenExpiresAt: bill.tokenExpiresAt.toISOString(),
          document,
        },
      ];
    }),
  };
}
