import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

// The committed SQL in drizzle/ must describe the schema exactly: generating again into a copy finds nothing to add.
test('the schema and the committed migrations agree', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const work = mkdtempSync(path.join(tmpdir(), 'salvage-migrations-'));
  try {
    cpSync(path.join(root, 'drizzle'), path.join(work, 'drizzle'), { recursive: true });
    const config = path.join(work, 'drizzle.config.mjs');
    writeFileSync(
      config,
      `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.relative(work, path.join(root, 'lib/db/schema/index.ts')))}, out: 'drizzle' };\n`,
    );
    const before = readdirSync(path.join(work, 'drizzle')).sort();
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/drizzle-kit'),
      ['generate', '--config', config],
      {
        cwd: work, // drizzle-kit reads `out` relative to the working folder
        encoding: 'utf8',
      },
    );
    expect(`${run.stdout}${run.stderr}`).toContain('No schema changes');
    expect(run.status).toBe(0);
    expect(readdirSync(path.join(work, 'drizzle')).sort()).toEqual(before);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
