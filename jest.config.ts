/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  // both cores: jest's default leaves one to its parent process, which on a 2-core machine ran every file in turn
  maxWorkers: 2,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // next/jest does not resolve the react-server condition that makes 'server-only' empty
    '^server-only$': '<rootDir>/__tests__/mocks/serverOnly.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'],
  modulePathIgnorePatterns: [
    '<rootDir>/.next/',
    '<rootDir>/.next-',
    '<rootDir>/bench/blank/.next',
    '<rootDir>/bench/stack/.next',
  ],
  testEnvironmentOptions: { customExportConditions: [''] },
  // the served photos and their manifest, which data/products/*.json are read with (issue 30), and the tests' store
  globalSetup: '<rootDir>/__tests__/globalSetup.mjs',
};

// msw 2 pulls in ESM-only packages; next/jest only appends to transformIgnorePatterns, so replace it.
const esm = ['rettime', 'until-async', '@open-draft/deferred-promise'];
export default async function jestConfig() {
  const c = await createJestConfig(config)();
  c.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  // products get their photos' pictures as the bundler gives them (lib/catalogue/photoLoader.cjs)
  c.transform = {
    '/data/products/[^/]+\\.json$': '<rootDir>/lib/catalogue/photoJestTransform.cjs',
    ...c.transform,
  };
  return c;
}
