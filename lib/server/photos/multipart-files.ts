import 'server-only';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError } from '../http/api-error';

export interface MultipartLimits {
  /** The field the files come in (others are skipped). */
  field: string;
  /** Largest file: 413 naming the field past it. */
  fileBytes: number;
  /** Largest request body: 413 past it (by Content-Length at once, else as it streams). */
  requestBytes: number;
}

type FilePart = { field: string; stream: Readable & { truncated?: boolean } };

const badBody = () => new ApiError(400, 'bad_request', 'The multipart body could not be read.');

/**
 * The files of a multipart/form-data request, one at a time while the body streams (busboy): the next file is not
 * read before the caller asks for it, so a request of many photos holds one in memory, and work on one file holds the
 * upload back. Each file is capped (`fileBytes`) and so is the whole body (`requestBytes`); stopping early (an error
 * of the caller's) stops reading the body.
 */
export async function* multipartFiles(request: Request, limits: MultipartLimits): AsyncGenerator<Uint8Array> {
  const { field } = limits;
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    throw ApiError.invalid({ [field]: 'fileRequired' }, 'Send the files as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const requestTooLarge = () => ApiError.tooLarge('The upload is larger than one request may be.');
  if (Number.isFinite(declared) && declared > limits.requestBytes) throw requestTooLarge();
  let parser: busboy.Busboy;
  try {
    // busboy marks a file truncated when it reaches its limit: one byte more, so a file of exactly fileBytes passes.
    parser = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: limits.fileBytes + 1, fields: 20 },
    });
  } catch {
    throw badBody();
  }

  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > limits.requestBytes) done(requestTooLarge());
      else done(null, chunk);
    },
  });
  const parts: FilePart[] = [];
  let current: FilePart | null = null;
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const fail = (error: unknown) => {
    failure ??= error instanceof ApiError ? error : badBody();
    current?.stream.destroy(failure as Error);
    signal();
  };
  parser.on('file', (name, stream) => {
    parts.push({ field: name, stream });
    signal();
  });
  parser.on('close', () => {
    finished = true;
    signal();
  });
  parser.on('error', fail);
  counter.on('error', fail);
  source.on('error', fail);
  source.pipe(counter).pipe(parser);

  const tooLarge = () => ApiError.tooLarge('A file is larger than the limit.', { [field]: 'fileTooLarge' });
  try {
    for (;;) {
      if (failure) throw failure;
      const part = parts.shift();
      if (part && part.field !== field) {
        part.stream.resume();
      } else if (part) {
        current = part;
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of part.stream) chunks.push(chunk as Buffer);
        } catch (error) {
          // The body broke off mid-file (busboy ends the file with its error) or went past its cap.
          throw failure ?? (error instanceof ApiError ? error : badBody());
        }
        current = null;
        if (part.stream.truncated) throw tooLarge();
        yield new Uint8Array(Buffer.concat(chunks));
      } else if (finished) {
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    if (!finished) {
      source.unpipe();
      source.destroy();
      counter.destroy();
      parser.destroy();
      for (const part of parts) part.stream.resume();
    }
  }
}
