// @ts-check
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Two projects: domain and server code under node, React components under jsdom.
const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/test/empty-module.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

export default async function config() {
  const node = await createJestConfig({
    ...common,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
  })();
  const dom = await createJestConfig({
    ...common,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
  })();
  return { projects: [node, dom] };
}
