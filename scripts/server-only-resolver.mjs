import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
// The package exports only its entry; empty.js sits beside it.
const empty = pathToFileURL(path.join(path.dirname(require.resolve('server-only')), 'empty.js')).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: empty, shortCircuit: true };
  return nextResolve(specifier, context);
}
