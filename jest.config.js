// Unit and component tests of the libs, the web apps and the tools (the API has its own config in api/).
// Compiled to CommonJS by swc: styled-components and friends ship CommonJS for Node.
// swc hoists `jest.mock(...)` above the imports only when `jest` is the global, so a spec that mocks
// a module uses the global `jest` (typed by @types/jest), not the one from @jest/globals, and then
// imports what it tests like any other module.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@studyhub/contracts/web$': '<rootDir>/libs/contracts/src/web.ts',
    '^@studyhub/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^\\./build-env\\.js$': '<rootDir>/libs/testing/src/build-env.stub.cjs',
    '\\.(svg|png|jpe?g|gif|webp|avif|css)$': '<rootDir>/libs/testing/src/file-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/libs/contracts/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tools/src/**/*.spec.ts', '<rootDir>/libs/auth-emulator/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'web',
      // jsdom with Node's fetch, Request, Response and streams, which MSW and RTK Query need.
      testEnvironment: 'jest-fixed-jsdom',
      // MSW's dependencies that ship ES modules only, compiled to CommonJS like our own code.
      transform: { ...shared.transform, '^.+\\.mjs$': swc },
      transformIgnorePatterns: [
        '/node_modules/(?!(msw|rettime|until-async|@open-draft|@mswjs|outvariant|strict-event-emitter|headers-polyfill|is-node-process|tough-cookie|cookie)/)',
      ],
      setupFiles: ['<rootDir>/libs/testing/src/jsdom-globals.cjs'],
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest-dom.setup.ts'],
      testMatch: [
        '<rootDir>/libs/{auth,api-client,ui,forms,mf-config}/src/**/*.spec.ts?(x)',
        '<rootDir>/{shell,mf-marketing,mf-assignments,mf-grading,mf-account,mf-groups}/src/**/*.spec.ts?(x)',
      ],
    },
  ],
};
