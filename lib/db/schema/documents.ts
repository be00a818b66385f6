import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { lots } from './inventory';
import { members } from './members';
import { transactions } from './money';

/** A stored file (id upload, invoice, bill of sale) under $DATA_DIR, served only to its owner. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['id', 'invoice', 'bill-of-sale'] }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_member_idx').on(t.memberId, t.kind)],
);

/** A bill of sale for a paid purchase; signing stores the stamped copy as a new document. */
export const billsOfSale = pgTable(
  'bills_of_sale',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    transactionId: integer('transaction_id').references(() => transactions.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    signedDocumentId: integer('signed_document_id').references(() => documents.id),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: tstz('token_expires_at').notNull(),
    signedAt: tstz('signed_at'),
    signedName: text('signed_name'),
    signedIp: text('signed_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('bills_of_sale_member_idx').on(t.memberId), index('bills_of_sale_token_idx').on(t.tokenHash)],
);
