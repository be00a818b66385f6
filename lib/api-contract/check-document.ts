import type { OpenAPIObject } from 'openapi3-ts/oas31';

/**
 * A structural check of an OpenAPI 3.1 document (no validator package): every `$ref` resolves, every operation has
 * an id (unique), responses with one success, error answers in the error shape, and exactly the path parameters its
 * template names. Returns the problems found (none: an empty list).
 */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = unknown;

function resolvePointer(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

function collectRefs(node: Json, at: string, out: { ref: string; at: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectRefs(item, `${at}/${i}`, out));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.push({ ref: value, at });
    else collectRefs(value, `${at}/${key}`, out);
  }
}

export function documentProblems(document: OpenAPIObject): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is ${document.openapi}, not 3.1.x`);
  if (!document.info?.title || !document.info.version) problems.push('info needs a title and a version');

  const refs: { ref: string; at: string }[] = [];
  collectRefs(document, '#', refs);
  for (const { ref, at } of refs) {
    if (resolvePointer(document, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve`);
  }

  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!).sort();
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.operationId) problems.push(`${where}: no operationId`);
      else if (ids.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} repeated`);
      else ids.add(op.operationId);

      const responses = Object.entries(op.responses ?? {});
      if (responses.length === 0) problems.push(`${where}: no responses`);
      if (!responses.some(([status]) => /^[23]\d\d$/.test(status)))
        problems.push(`${where}: no success answer`);
      for (const [status, response] of responses) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const schema = (response as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.[
          'application/json'
        ]?.schema;
        if (schema?.$ref !== '#/components/schemas/ErrorBody') {
          problems.push(`${where}: ${status} is not in the error shape`);
        }
      }

      const parameters = (op.parameters ?? []) as { name: string; in: string; required?: boolean }[];
      const seen = new Set<string>();
      for (const p of parameters) {
        const key = `${p.in}:${p.name}`;
        if (seen.has(key)) problems.push(`${where}: parameter ${key} repeated`);
        seen.add(key);
        if (p.in === 'path' && p.required !== true)
          problems.push(`${where}: path parameter ${p.name} not required`);
      }
      const inPath = parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      if (inPath.join() !== templated.join()) {
        problems.push(`${where}: path parameters [${inPath}] differ from the template's [${templated}]`);
      }
    }
  }
  return problems;
}
