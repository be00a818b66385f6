import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-connection: exactly one process may own the data folder. The owner writes its pid into
 * `<dir>/owner.pid`; a second process finds a live pid there and refuses to open the folder.
 */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'owner.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && (owner === process.pid || isAlive(owner))) {
        throw new DataDirInUseError(
          `The database folder ${dir} is in use by process ${owner}. Stop that process first (PGlite allows one owner).`,
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the database folder ${dir}.`);
}
