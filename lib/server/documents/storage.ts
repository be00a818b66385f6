import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * Stored files live under `$DATA_DIR/documents/<member>/<random name>`: outside `public/`, never named after what the
 * member uploaded (that name is metadata only), reached only through the owner-checked download route. The database
 * keeps the path relative to DATA_DIR, so the folder can move.
 */
const FOLDER = 'documents';

function dataRoot(): string {
  return path.resolve(env().DATA_DIR);
}

/** A member id as a folder name: ids are URL-safe already; anything else is replaced by its hash. */
function memberFolder(memberId: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(memberId)
    ? memberId
    : createHash('sha256').update(memberId).digest('hex').slice(0, 32);
}

/** The absolute path of a stored file; throws when a stored path would leave the documents folder. */
function absolute(storagePath: string): string {
  const root = path.join(dataRoot(), FOLDER);
  const full = path.resolve(dataRoot(), storagePath);
  if (!full.startsWith(root + path.sep))
    throw new Error(`stored path outside the documents folder: ${storagePath}`);
  return full;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface StoredFile {
  storagePath: string;
  sha256: string;
  sizeBytes: number;
}

/** Write the bytes under a new random name in the member's folder (never overwriting), with their hash. */
export async function storeFile(memberId: string, bytes: Uint8Array): Promise<StoredFile> {
  const storagePath = path.posix.join(FOLDER, memberFolder(memberId), randomBytes(18).toString('base64url'));
  const full = absolute(storagePath);
  await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
  await writeFile(full, bytes, { flag: 'wx', mode: 0o600 });
  return { storagePath, sha256: sha256Of(bytes), sizeBytes: bytes.byteLength };
}

/** The bytes of a stored file. */
export async function readStoredFile(storagePath: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(absolute(storagePath)));
}

/** Remove a stored file; a file already gone is fine. */
export async function removeStoredFile(storagePath: string): Promise<void> {
  await rm(absolute(storagePath), { force: true });
}
