import 'server-only';
import type { Readable } from 'node:stream';

/**
 * One storage interface for the files the back office keeps (ARCHITECTURE "Files"): photos and their renditions,
 * import files. Keys are relative POSIX paths of safe segments (`lot-photos/300000001/ab12/640.avif`); the file system
 * under DATA_DIR is the default (./local-storage.ts), and an object store can stand in for it behind this interface.
 */
export interface FileStorage {
  /** Writes `bytes` at `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Streams `source` to `key`; the write is whole or absent (written aside, then moved in place). Returns the size. */
  putStream(key: string, source: Readable | AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes at `key`, or null when nothing is there. */
  get(key: string): Promise<Uint8Array | null>;
  /** A stream of the bytes at `key` and their size, or null when nothing is there. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes `key`, or every key under `key/` when it names a folder; nothing there is fine. */
  remove(key: string): Promise<void>;
}

/** Keys: 1 to 8 segments of letters, digits, dot, dash and underscore, none of them `.` or `..`. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$/;

export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length >= 1 && segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
