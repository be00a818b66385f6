// @ts-check
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Tests print warnings and errors only (not every mail the integration tests write to the outbox); the workers
// inherit this. LOG_LEVEL=info npm run test:unit shows everything.
process.env.LOG_LEVEL ??= 'warn';

// Two projects: domain and server code under node, React components under jsdom.
const common = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^next/root-params$': '<rootDir>/test/root-params.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

export default async function config() {
  const node = await createJestConfig({
    ...common,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
    // better-auth and next-intl ship ES modules only: run these tests as ES modules too.
    extensionsToTreatAsEsm: ['.ts'],
  })();
  const dom = await createJestConfig({
    ...common,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.tsx'],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
  })();
  // These ship ES modules only: let SWC compile them for jest.
  const esmPackages = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar'];
  const transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
    // Our plain ES modules (Next's cache handler) run as they are, as Next loads them.
    '^.+/lib/server/cache/.+\\.mjs$',
  ];
  // Two workers even on a 2-core CI machine (jest would take one there): the integration tests wait mostly on
  // scrypt and the databases, and the suite runs in about half the time.
  return {
    maxWorkers: 2,
    projects: [node, dom].map((project) => ({ ...project, transformIgnorePatterns })),
  };
}
