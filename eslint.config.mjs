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
];

export default config;
