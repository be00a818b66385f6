import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const empty = pathToFileURL(require.resolve('server-only/empty.js')).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: empty, shortCircuit: true };
  return nextResolve(specifier, context);
}
