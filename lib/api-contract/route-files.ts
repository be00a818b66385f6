import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route handlers on disk, for the test that holds the contract equal to them: each `route.ts` under app/ with the
 * HTTP methods it exports, its folder path written as an OpenAPI path template (`[id]` -> `{id}`).
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof HTTP_METHODS)[number];

export interface RouteFile {
  file: string;
  path: string;
  methods: RouteMethod[];
}

/** `export const GET =`, `export async function POST(`, `export { GET, POST }` and `export { x as GET }`. */
export function exportedMethods(source: string): RouteMethod[] {
  const found = new Set<RouteMethod>();
  const declared = /export\s+(?:const|let|var|(?:async\s+)?function)\s+([A-Z]+)\b/g;
  for (const match of source.matchAll(declared)) {
    if ((HTTP_METHODS as readonly string[]).includes(match[1]!)) found.add(match[1] as RouteMethod);
  }
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list[1]!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && (HTTP_METHODS as readonly string[]).includes(name)) found.add(name as RouteMethod);
    }
  }
  return HTTP_METHODS.filter((m) => found.has(m));
}

/** `rest-api/v2/bids/[x]` -> `/rest-api/v2/bids/{x}`; route groups `(x)` vanish; a catch-all is refused. */
export function openApiPathOf(folder: string): string {
  const segments = folder
    .split(/[\\/]/)
    .filter((s) => s !== '' && !/^\(.*\)$/.test(s))
    .map((segment) => {
      if (segment.startsWith('[...') || segment.startsWith('[[...')) {
        throw new Error(`catch-all segment ${segment}: describe it by hand`);
      }
      const dynamic = /^\[(.+)\]$/.exec(segment);
      return dynamic ? `{${dynamic[1]}}` : segment;
    });
  return `/${segments.join('/')}`;
}

/** Every route.ts under `appDir`, except those whose path starts with one of `except` (`/og/`). */
export function routeFilesUnder(appDir: string, except: readonly string[] = []): RouteFile[] {
  const entries = readdirSync(appDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'route.ts')
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const folder = path.relative(appDir, entry.parentPath);
      return { file, path: openApiPathOf(folder), methods: exportedMethods(readFileSync(file, 'utf8')) };
    })
    .filter((route) => !except.some((prefix) => `${route.path}/`.startsWith(prefix)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** `METHOD path` pairs present on one side and not the other. */
export function contractGaps(
  routes: readonly { path: string; methods: readonly string[] }[],
  documented: readonly { path: string; methods: readonly string[] }[],
): { undocumented: string[]; withoutRoute: string[] } {
  const pairs = (list: typeof routes) => new Set(list.flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)));
  const onDisk = pairs(routes);
  const inContract = pairs(documented);
  return {
    undocumented: [...onDisk].filter((p) => !inContract.has(p)).sort(),
    withoutRoute: [...inContract].filter((p) => !onDisk.has(p)).sort(),
  };
}
