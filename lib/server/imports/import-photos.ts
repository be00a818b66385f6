import 'server-only';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { getDb } from '@/lib/db/database';
import { importRowErrors, lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { MAX_PHOTOS_PER_LOT, PHOTO_MAX_BYTES } from '@/lib/domain/lot-photos';
import type { ImportRowError } from '@/lib/schemas/admin-imports';
import { logger } from '@/lib/log';
import type { JobContext } from '../jobs/job-worker';
import { appendPhotos } from '../photos/append-photos';
import { lockLot, photoRowsOf } from '../photos/photo-rows';
import { photosChanged } from '../photos/photos-changed';
import { contentHashOf, preparePhoto, type PreparedPhoto } from '../photos/prepare-photo';
import { sniffPhoto } from '../photos/sniff-photo';
import { fileStorage } from '../storage/local-storage';
import { ImportFileError } from './import-file';

const log = logger('imports');

/** `{stock_number}-{n}.{ext}`, in any folder of the ZIP. */
const PHOTO_NAME = /^(?:.*\/)?([0-9]{8})-([0-9]{1,3})\.(jpe?g|png|webp|heic|heif)$/i;
/** What archivers add beside the files (macOS resource forks, dot files, folders). */
const IGNORED = /(^|\/)(__MACOSX\/|\.[^/]*$)|\/$/;

/** A photo's problem, as a row error of the import: row 0 (the ZIP), the entry's name as the column. */
const photoError = (name: string, message: string): ImportRowError => ({
  row: 0,
  column: `photos/${name}`.slice(0, 300),
  message,
});

async function readEntry(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    size += (chunk as Buffer).byteLength;
    if (size > PHOTO_MAX_BYTES) throw new RangeError('larger than 25 MB');
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * One lot's photos from the ZIP, in the order of their `n`: each read (25 MB at most), sniffed (JPEG, PNG, WebP,
 * HEIC/HEIF) and rendered by the photo service (lib/server/photos: preparePhoto), then added after the lot's photos
 * in one transaction with the same rules as an upload in the console (upload-photos.ts): the same bytes twice are one
 * photo (so an import run again adds none), at most MAX_PHOTOS_PER_LOT, the first photo of a lot is its cover, and
 * one audit record. Returns the entries' errors.
 */
async function addLotPhotos(
  zip: ZipFile,
  stockNumber: string,
  entries: readonly Entry[],
  staff: { id: string; email: string },
  job: Pick<JobContext, 'holdLease'>,
): Promise<ImportRowError[]> {
  const db = await getDb();
  const [lot] = await db
    .select({ id: lots.id, stockNumber: lots.stockNumber })
    .from(lots)
    .where(eq(lots.stockNumber, stockNumber));
  if (!lot) return entries.map((e) => photoError(e.fileName, `No lot has stock number ${stockNumber}.`));
  const errors: ImportRowError[] = [];
  const hashes = new Set((await photoRowsOf(db, lot.id)).map((row) => row.contentHash));
  const prepared: PreparedPhoto[] = [];
  try {
    for (const entry of entries) {
      if (entry.uncompressedSize > PHOTO_MAX_BYTES) {
        errors.push(photoError(entry.fileName, 'Larger than 25 MB.'));
        continue;
      }
      const bytes = await readEntry(zip, entry).catch((error: unknown) => {
        errors.push(photoError(entry.fileName, `Could not be read: ${(error as Error).message}.`));
        return null;
      });
      if (!bytes) continue;
      const kind = await sniffPhoto(bytes);
      if (!kind) {
        errors.push(photoError(entry.fileName, 'Not a JPEG, PNG, WebP or HEIC photo.'));
        continue;
      }
      const hash = contentHashOf(bytes);
      if (hashes.has(hash)) continue;
      if (hashes.size >= MAX_PHOTOS_PER_LOT) {
        errors.push(photoError(entry.fileName, `The lot has ${MAX_PHOTOS_PER_LOT} photos already.`));
        continue;
      }
      hashes.add(hash);
      try {
        prepared.push(await preparePhoto(lot.id, bytes, kind, hash));
      } catch (error) {
        errors.push(
          photoError(entry.fileName, `Could not be processed as a photo: ${(error as Error).message}.`),
        );
      }
    }
    const added = await transaction(db, async (tx) => {
      await job.holdLease(tx);
      await lockLot(tx, lot.id);
      const current = await photoRowsOf(tx, lot.id);
      const known = new Set(current.map((row) => row.contentHash));
      const fresh = prepared
        .filter((photo) => !known.has(photo.contentHash))
        .slice(0, Math.max(0, MAX_PHOTOS_PER_LOT - current.length));
      if (fresh.length === 0) return fresh;
      await appendPhotos(tx, { staff, request: null }, lot.id, current, fresh);
      return fresh;
    });
    await discard(prepared.filter((photo) => !added.includes(photo)));
    if (added.length > 0) await photosChanged(lot);
    return errors;
  } catch (error) {
    await discard(prepared);
    throw error;
  }
}

const discard = (photos: readonly PreparedPhoto[]) =>
  Promise.all(photos.map((photo) => fileStorage().remove(photo.storagePrefix))).catch((error: unknown) =>
    log.error('removing the files of unused import photos failed', error),
  );

/**
 * The import's photo ZIP (yauzl), after its rows: entries named `{stock_number}-{n}.{ext}` go to the lot with that
 * stock number, lot by lot, in the order of `n`. Any other name, an unknown stock number or a file that is not a
 * photo is a row error (row 0, column `photos/{name}`); the rest still goes in. The ZIP is copied out of storage to
 * a temporary file first (a ZIP is read from its end). Run again (a resumed job), it adds nothing twice.
 */
export async function applyImportPhotos(
  importId: number,
  photosKey: string,
  staff: { id: string; email: string },
  job: Pick<JobContext, 'signal' | 'holdLease'>,
): Promise<void> {
  const opened = await fileStorage().open(photosKey);
  if (!opened) throw new ImportFileError('The uploaded photo ZIP is no longer stored.');
  const folder = await mkdtemp(path.join(tmpdir(), 'salvage-import-'));
  let zip: ZipFile | null = null;
  try {
    const copy = path.join(folder, 'photos.zip');
    await pipeline(opened.stream, createWriteStream(copy));
    zip = await yauzl.openPromise(copy, { lazyEntries: true, autoClose: false }).catch((error: unknown) => {
      throw new ImportFileError(`The photo ZIP cannot be read: ${(error as Error).message}`);
    });
    const errors: ImportRowError[] = [];
    const byLot = new Map<string, { n: number; entry: Entry }[]>();
    for await (const entry of zip.eachEntry()) {
      if (IGNORED.test(entry.fileName)) continue;
      const match = PHOTO_NAME.exec(entry.fileName);
      if (!match) {
        errors.push(photoError(entry.fileName, 'Not named {stock_number}-{n}.{jpg|png|webp|heic}.'));
        continue;
      }
      byLot.set(match[1]!, [...(byLot.get(match[1]!) ?? []), { n: Number(match[2]), entry }]);
    }
    for (const [stockNumber, list] of [...byLot].sort(([a], [b]) => a.localeCompare(b))) {
      job.signal.throwIfAborted();
      const entries = list.sort((a, b) => a.n - b.n).map((item) => item.entry);
      errors.push(...(await addLotPhotos(zip, stockNumber, entries, staff, job)));
    }
    if (errors.length > 0) {
      const db = await getDb();
      await db
        .insert(importRowErrors)
        .values(errors.map((e) => ({ importId, ...e })))
        .onConflictDoNothing();
    }
  } finally {
    zip?.close();
    await rm(folder, { recursive: true, force: true });
  }
}
