import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function start(extraEnv: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', './scripts/node-hooks.mjs', 'scripts/start.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
    env: { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME, ...extraEnv },
  });
}

jest.setTimeout(60_000);

describe('npm start with a bad environment', () => {
  test.each([
    ['PORT', 'eighty', /PORT: /],
    ['DATABASE_URL', 'mysql://localhost/x', /DATABASE_URL: must start with postgres/],
    ['DEMO_MODE', 'maybe', /DEMO_MODE: /],
  ])('%s=%s stops the start with a message naming it', (name, value, message) => {
    const run = start({ [name]: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid environment/);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).not.toMatch(/next build|ready on/);
  });
});
