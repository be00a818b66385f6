import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The two walls between the layers that import/no-restricted-paths cannot hold (eslint.config.mjs holds the others):
 * it only sees imports it can resolve to a file, so a Node built-in or a package slipping into lib/domain would pass,
 * and it cannot tell a 'use client' file from a server one.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The project-relative path an import names ('lib/server/x'), or null for a package or a built-in. */
function projectPath(specifier, filename) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) {
    return path
      .relative(ROOT, path.resolve(path.dirname(filename), specifier))
      .split(path.sep)
      .join('/');
  }
  return null;
}

/** Calls `check(sourceNode, importKind)` for every import, re-export, dynamic import() and require() with a literal. */
function eachImport(check) {
  const fromDeclaration = (node) => {
    if (!node.source) return;
    const kind = node.importKind ?? node.exportKind ?? 'value';
    // `import { type A, type B }` is type-only too.
    const inlineTypes =
      node.specifiers?.length > 0 && node.specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type');
    check(node.source, inlineTypes ? 'type' : kind);
  };
  return {
    ImportDeclaration: fromDeclaration,
    ExportNamedDeclaration: fromDeclaration,
    ExportAllDeclaration: fromDeclaration,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        check(node.source, 'value');
    },
    CallExpression(node) {
      const [first] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') {
        check(first, 'value');
      }
    },
  };
}

const isInside = (relative, folder) => relative === folder || relative.startsWith(`${folder}/`);

/** lib/domain: pure rules, safe in the browser. It imports only itself and zod (type-only imports count too). */
const domainPure = {
  meta: {
    type: 'problem',
    docs: { description: 'lib/domain imports only lib/domain and zod' },
    schema: [
      {
        type: 'object',
        properties: { typeOnlyPackages: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      outside:
        "lib/domain holds pure rules: it imports only lib/domain and zod, not '{{source}}'. Move the shared piece into lib/domain, or the code that needs '{{source}}' out of it.",
    },
  },
  create(context) {
    const typeOnlyPackages = new Set(context.options[0]?.typeOnlyPackages ?? []);
    const filename = context.physicalFilename ?? context.filename;
    return eachImport((source, importKind) => {
      const specifier = String(source.value);
      if (specifier === 'zod' || specifier.startsWith('zod/')) return;
      if (importKind === 'type' && typeOnlyPackages.has(specifier)) return;
      const relative = projectPath(specifier, filename);
      if (relative !== null && isInside(relative, 'lib/domain')) return;
      context.report({ node: source, messageId: 'outside', data: { source: specifier } });
    });
  },
};

const SERVER_FOLDERS = ['lib/server', 'lib/db'];

/** A 'use client' file is sent to the browser: it must not import lib/server or lib/db (type-only imports too). */
const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use client' file imports neither lib/server nor lib/db" },
    schema: [],
    messages: {
      server:
        "'{{source}}' is server code and this is a 'use client' file: call it through an API route or pass its result down from a server component.",
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    let client = false;
    const imports = eachImport((source) => {
      if (!client) return;
      const relative = projectPath(String(source.value), filename);
      if (relative !== null && SERVER_FOLDERS.some((folder) => isInside(relative, folder))) {
        context.report({ node: source, messageId: 'server', data: { source: String(source.value) } });
      }
    });
    return {
      Program(node) {
        // The directive prologue: the string-literal statements the file opens with.
        for (const statement of node.body) {
          const literal = statement.type === 'ExpressionStatement' ? statement.expression : null;
          if (literal?.type !== 'Literal' || typeof literal.value !== 'string') break;
          if (literal.value === 'use client') client = true;
        }
      },
      ...imports,
    };
  },
};

const walls = {
  meta: { name: 'walls' },
  rules: { 'domain-pure': domainPure, 'no-server-in-client': noServerInClient },
};

export default walls;
