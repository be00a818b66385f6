import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { env } from '@/lib/env';
import { assertSafeKey, type FileStorage } from './file-storage';

/** The file system under `root` (default `$DATA_DIR/files`): one file per key. */
export function localStorage(root = path.resolve(env().DATA_DIR, 'files')): FileStorage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  async function moveIn(target: string, write: (aside: string) => Promise<void>): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const aside = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(aside);
      await rename(aside, target);
    } catch (error) {
      await rm(aside, { force: true });
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      await moveIn(full(key), (aside) => writeFile(aside, bytes));
    },
    async putStream(key, source) {
      let size = 0;
      await moveIn(full(key), async (aside) => {
        const counted = Readable.from(source).on('data', (chunk: Uint8Array) => (size += chunk.byteLength));
        await pipeline(counted, createWriteStream(aside));
      });
      return size;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(full(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const { size, isFile } = await stat(full(key)).then((s) => ({ size: s.size, isFile: s.isFile() }));
        return isFile ? { stream: createReadStream(full(key)), size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(full(key), { recursive: true, force: true });
    },
  };
}

let shared: FileStorage | undefined;

/** The process's storage: the file system under DATA_DIR (tests may swap it with setFileStorage). */
export function fileStorage(): FileStorage {
  shared ??= localStorage();
  return shared;
}

export function setFileStorage(storage: FileStorage | undefined): void {
  shared = storage;
}
