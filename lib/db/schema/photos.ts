import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { lots } from './inventory';

/**
 * A lot's photos, uploaded by staff (issue 23). The files (the original's cleaned copy and its renditions) live behind
 * the storage interface under `storage_prefix`; the row holds what pages need without reading them: the order, the
 * cover, the size and a tiny blurred placeholder.
 */
export const lotPhotos = pgTable(
  'lot_photos',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** 0-based order on the lot page; the cover is shown first wherever one photo stands for the lot. */
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    /** Where its files are: `{storage_prefix}/{width}.{format}` and `{storage_prefix}/og.jpg`. */
    storagePrefix: text('storage_prefix').notNull(),
    /** SHA-256 of the uploaded bytes: the same file uploaded twice to one lot is one photo. */
    contentHash: text('content_hash').notNull(),
    /** Upright size of the cleaned original, in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths rendered (320, 640, 1280, 1920, never wider than the original). */
    widths: integer('widths').array().notNull(),
    /** A tiny blurred WebP as a data: URL, for the placeholder while the photo loads. */
    placeholder: text('placeholder').notNull(),
    /** The JPEG for og:image, in bytes. */
    ogBytes: integer('og_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lot_photos_lot_idx').on(t.lotId, t.position),
    uniqueIndex('lot_photos_lot_hash_key').on(t.lotId, t.contentHash),
    uniqueIndex('lot_photos_one_cover_key')
      .on(t.lotId)
      .where(sql`is_cover`),
  ],
);
