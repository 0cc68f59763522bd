// API suite: Jest in ESM mode (NestJS 12 is ESM-only), real HTTP, the real Auth emulator, and
// PGlite or PostgreSQL (DATABASE_URL). Run through `npm run test -w @studyhub/api`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export default {
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@studyhub/contracts/web$': '<rootDir>/../libs/contracts/src/web.ts',
    '^@studyhub/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@studyhub/auth-emulator$': '<rootDir>/../libs/auth-emulator/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30_000,
  maxWorkers: 1,
};
