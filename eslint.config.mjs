import { createRequire } from 'node:module';
import Module from 'node:module';

// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 does not ship (it returns in 7.1). As the
// TypeScript team advises, the TS 6 API runs side by side: the project's `typescript` stays 7 (tsc, next build) and
// only typescript-eslint's own `require('typescript')` is pointed at @typescript/typescript6.
const require = createRequire(import.meta.url);
const typescript6 = require.resolve('@typescript/typescript6');
const LINT_PACKAGES = /[\\/]node_modules[\\/](?:@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/;
// eslint-plugin-drizzle expects @typescript-eslint/utils beside it; it is installed with eslint-config-next's copy.
const typescriptEslintDir = require.resolve('typescript-eslint', {
  paths: [require.resolve('eslint-config-next')],
});
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const from = parent?.filename ?? '';
  if (request === 'typescript' && LINT_PACKAGES.test(from)) return typescript6;
  if (request.startsWith('@typescript-eslint/') && from.includes('eslint-plugin-drizzle')) {
    return require.resolve(request, { paths: [typescriptEslintDir] });
  }
  return resolveFilename.call(this, request, parent, ...rest);
};

const { default: nextVitals } = await import('eslint-config-next/core-web-vitals');
const { default: nextTs } = await import('eslint-config-next/typescript');
const { default: drizzle } = await import('eslint-plugin-drizzle');
const { default: walls } = await import('./lint/walls.mjs');

const SOURCES = ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'];
// Tests and tooling: outside the walls below (they may open the database and import test kits).
const TOOLING = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'test/**',
  'scripts/**',
  'bench/**',
  'e2e/**',
  'drizzle.config.ts',
  'playwright.config.ts',
  'jest.config.mjs',
];
// Only lib/server and lib/db touch the database (and the composition roots: server.ts, TOOLING).
const DB_WALL = {
  target: '.',
  from: './lib/db',
  message:
    'Only lib/server and lib/db reach the database: call a service in lib/server (types: lib/domain, lib/schemas).',
};
// Test kits and fixtures live in test/ and only tests and tooling import them.
const TEST_WALL = {
  target: '.',
  from: './test',
  message: 'test/ is for tests and tooling, not production code.',
};
// auctions and bids depend one way: a bid moves its auction's countdown and is published to its room
// (bids -> auctions); the auction clock never reaches into bidding (it locks the lot through lots/lot-lock.ts).
const AUCTIONS_OVER_BIDS = {
  target: './lib/server/auctions',
  from: './lib/server/bids',
  message: 'lib/server/bids depends on lib/server/auctions, never the other way.',
};

const MONEY_UNITS =
  'Units change in lib/domain/money.ts only: use Cents and the codecs of lib/schemas/money.ts (a non-money hundred is a named constant).';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      '.data-*/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'scratch/**',
      'next-env.d.ts',
    ],
  },
  {
    plugins: { drizzle },
    rules: {
      // An update or delete without where() would touch every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The walls between the layers (README "Architecture"). Tests and tooling stand outside them: they are the
  // composition roots that set up databases and fakes. server.ts (the process's composition root) opens the database
  // too, but is production code: it may not import test/.
  {
    files: SOURCES,
    ignores: [...TOOLING, 'server.ts', 'lib/server/**', 'lib/db/**'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [DB_WALL, TEST_WALL] }],
    },
  },
  {
    files: ['server.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [TEST_WALL] }] },
  },
  {
    files: ['lib/server/**', 'lib/db/**'],
    ignores: TOOLING,
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [TEST_WALL, AUCTIONS_OVER_BIDS] },
      ],
    },
  },
  {
    files: ['lib/domain/**'],
    ignores: TOOLING,
    plugins: { walls },
    // schema-dts is a vocabulary of types with no code (json-ld.ts, lot-json-ld.ts): allowed as `import type` only.
    rules: { 'walls/domain-pure': ['error', { typeOnlyPackages: ['schema-dts'] }] },
  },
  {
    files: SOURCES,
    plugins: { walls },
    rules: { 'walls/no-server-in-client': 'error' },
  },
  // Money changes units in lib/domain/money.ts alone (README "Money"): dollars become Cents through the codecs of
  // lib/schemas/money.ts, so a literal `* 100` or `/ 100` anywhere else is a unit flip waiting to be a 100x slip. A
  // hundred that is not money (a percentage of basis points, a ratio) is a named constant.
  {
    files: SOURCES,
    ignores: ['lib/domain/money.ts', 'lib/domain/money.test.ts', 'bench/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['left', 'right'].map((side) => ({
          selector: `BinaryExpression[operator=/^[*/]$/][${side}.value=100]`,
          message: MONEY_UNITS,
        })),
        { selector: 'AssignmentExpression[operator=/^[*/]=$/][right.value=100]', message: MONEY_UNITS },
      ],
    },
  },
];

export default config;
