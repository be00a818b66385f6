import 'server-only';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { parse as parseSync } from 'csv-parse/sync';
import {
  IMPORT_CSV_MAX_BYTES,
  IMPORT_HEADER_MAX_BYTES,
  IMPORT_MULTIPART_OVERHEAD_BYTES,
  IMPORT_TOTAL_MAX_BYTES,
} from '@/lib/domain/imports';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { fileStorage } from '../storage/local-storage';
import { headerFault } from './import-file';

const log = logger('imports');

export interface ReceivedImport {
  /** The CSV's name as the browser sent it (metadata only). */
  fileName: string;
  /** Whether a (non-empty) photo ZIP came and was stored at its key. */
  photos: boolean;
}

const REQUEST_MAX = IMPORT_TOTAL_MAX_BYTES + IMPORT_MULTIPART_OVERHEAD_BYTES;
const badBody = () => new ApiError(400, 'bad_request', 'The multipart body could not be read.');
const totalTooLarge = () => ApiError.tooLarge('The upload is larger than 2 GB.', { photos: 'fileTooLarge' });
const csvTooLarge = () => ApiError.tooLarge('The CSV file is larger than 200 MB.', { file: 'fileTooLarge' });
const LINE_BREAK = /\r|\n/;

/**
 * The header line of the CSV's first bytes (UTF-8, a BOM allowed), checked: 422 naming `file` with what it lacks
 * (missing, unknown or repeated columns), or when it is empty or its first line is too long or not UTF-8.
 */
function checkHeader(head: Buffer): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head);
  } catch {
    throw ApiError.invalid({ file: 'notUtf8' }, 'The CSV file must be UTF-8 text.');
  }
  const line = text.split(LINE_BREAK)[0] ?? '';
  if (line.trim() === '') throw ApiError.invalid({ file: 'fileRequired' }, 'The CSV file is empty.');
  let header: string[];
  try {
    header = (parseSync(line, { relax_column_count: true }) as string[][])[0] ?? [];
  } catch {
    throw ApiError.invalid({ file: 'badHeader' }, 'The header row is not valid CSV.');
  }
  const fault = headerFault(header);
  if (fault) throw ApiError.invalid({ file: fault }, fault);
}

/** The chunks of a file part: the first ones, read ahead to check, then the rest as it streams. */
async function* chunks(
  read: AsyncIterator<Buffer>,
  first: readonly Buffer[],
  count: (chunk: Buffer) => void,
): AsyncGenerator<Buffer> {
  yield* first;
  for (let next = await read.next(); !next.done; next = await read.next()) {
    count(next.value);
    yield next.value;
  }
}

/** Reads ahead until `enough` says so (or the part ends): the chunks read, or null for an empty part. */
async function readAhead(
  read: AsyncIterator<Buffer>,
  count: (chunk: Buffer) => void,
  enough: (head: Buffer) => boolean,
) {
  const first: Buffer[] = [];
  for (;;) {
    const next = await read.next();
    if (next.done) break;
    count(next.value);
    first.push(next.value);
    if (enough(Buffer.concat(first))) break;
  }
  return first.length === 0 ? null : first;
}

/**
 * The files of POST /rest-api/v2/admin/imports, streamed to storage as they arrive (busboy): `file`, the CSV, whose
 * header is checked from its first line before anything is stored (422 naming the columns it lacks), and `photos`,
 * an optional ZIP (422 unless it starts like one). Capped while streaming: 200 MB of CSV, 2 GB in all (413; a
 * Content-Length past it is refused before reading). Each file is written whole or not at all
 * (FileStorage.putStream); when anything is refused, nothing of the request stays stored.
 */
export async function receiveImport(
  request: Request,
  keys: { file: string; photos: string },
): Promise<ReceivedImport> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body)
    throw ApiError.invalid({ file: 'fileRequired' }, 'Send the CSV file as multipart/form-data.');
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > REQUEST_MAX) throw totalTooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { files: 4, fields: 20 } });
  } catch {
    throw badBody();
  }

  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > REQUEST_MAX) done(totalTooLarge());
      else done(null, chunk);
    },
  });
  const stored: string[] = [];
  const tasks: Promise<void>[] = [];
  const received: ReceivedImport = { fileName: '', photos: false };
  const seen = new Set<string>();
  let failure: unknown = null;
  let fail: (error: unknown) => void = () => undefined;
  const finished = new Promise<void>((resolve, reject) => {
    fail = (error) => {
      failure ??= error instanceof ApiError ? error : badBody();
      reject(failure as Error);
    };
    parser.on('close', resolve);
    parser.on('error', fail);
    counter.on('error', fail);
    source.on('error', fail);
  });

  let csvBytes = 0;
  const storeCsv = async (read: AsyncIterator<Buffer>, name: string) => {
    const count = (chunk: Buffer) => {
      csvBytes += chunk.byteLength;
      if (csvBytes > IMPORT_CSV_MAX_BYTES) throw csvTooLarge();
    };
    const first = await readAhead(
      read,
      count,
      (head) => LINE_BREAK.test(head.toString('latin1')) || head.byteLength > IMPORT_HEADER_MAX_BYTES,
    );
    if (!first) throw ApiError.invalid({ file: 'fileRequired' }, 'The CSV file is empty.');
    const head = Buffer.concat(first);
    if (!LINE_BREAK.test(head.toString('latin1')) && head.byteLength > IMPORT_HEADER_MAX_BYTES)
      throw ApiError.invalid({ file: 'badHeader' }, 'The header row is too long.');
    checkHeader(head);
    received.fileName = name;
    await fileStorage().putStream(keys.file, chunks(read, first, count));
    stored.push(keys.file);
  };
  const storePhotos = async (read: AsyncIterator<Buffer>) => {
    const first = await readAhead(
      read,
      () => undefined,
      (head) => head.byteLength >= 4,
    );
    if (!first) return; // no file chosen: browsers send an empty part
    const head = Buffer.concat(first);
    if (head.subarray(0, 2).toString('latin1') !== 'PK')
      throw ApiError.invalid({ photos: 'notAZip' }, 'The photos must come as one ZIP file.');
    await fileStorage().putStream(
      keys.photos,
      chunks(read, first, () => undefined),
    );
    stored.push(keys.photos);
    received.photos = true;
  };

  parser.on('file', (field, stream, info) => {
    const read = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    const task =
      field === 'file' && !seen.has(field)
        ? storeCsv(read, info.filename ?? '')
        : field === 'photos' && !seen.has(field)
          ? storePhotos(read)
          : null;
    seen.add(field);
    if (!task) {
      stream.resume();
      return;
    }
    tasks.push(task.catch((error: unknown) => fail(error)));
  });
  source.pipe(counter).pipe(parser);

  try {
    await finished;
    await Promise.all(tasks);
    if (failure) throw failure;
    if (!stored.includes(keys.file))
      throw ApiError.invalid({ file: 'fileRequired' }, 'Send the CSV file as `file`.');
    return received;
  } catch (error) {
    source.unpipe();
    source.destroy();
    counter.destroy();
    parser.destroy();
    await Promise.allSettled(tasks);
    await Promise.all(stored.map((key) => fileStorage().remove(key))).catch((e: unknown) =>
      log.error('removing a refused import’s files failed', e),
    );
    throw error;
  }
}
