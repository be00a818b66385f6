import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE = path.resolve('BENCHMARKS.md');

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replace (or append) this benchmark's section of BENCHMARKS.md, dated, and print it. */
export function writeSection(name: string, title: string, body: string): void {
  const date = new Date().toISOString().slice(0, 10);
  const section = `<!-- bench:${name} -->\n## ${title}\n\nMeasured ${date} on ${machine()}.\n\n${body.trim()}\n<!-- /bench:${name} -->`;
  console.log(`\n${section}\n`);
  const current = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nWritten by `npm run bench`; each section is replaced by its benchmark when it runs again.\n';
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
