// Lint for the whole workspace. Module boundaries follow the Nx tags in each package.json:
// an app (shell or remote) may use libs only, so a remote can never import another remote.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const onlyLibs = ['scope:web', 'scope:shared'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      'test-results/**',
      '.data/**',
      '**/*.cjs',
      '**/migrations/meta/**',
      '**/.test-build/**',
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { '@nx': nx } },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The contracts' schema modules import the zod-free half by its package name on purpose, so a
          // web build shares one copy of it (libs/contracts/src/index.ts).
          allow: ['@studyhub/contracts/web'],
          // Public form pages import the schemas on first focus (importSchema), other forms with the page:
          // one shared module either way, so a static import beside a dynamic one is fine here.
          checkDynamicDependenciesExceptions: ['@studyhub/contracts'],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: onlyLibs },
            { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: onlyLibs },
            { sourceTag: 'scope:assignments', onlyDependOnLibsWithTags: onlyLibs },
            { sourceTag: 'scope:grading', onlyDependOnLibsWithTags: onlyLibs },
            { sourceTag: 'scope:account', onlyDependOnLibsWithTags: onlyLibs },
            { sourceTag: 'scope:groups', onlyDependOnLibsWithTags: onlyLibs },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: onlyLibs },
            // The contracts are read by the API, the web and the tools alike: they depend on nothing of the web.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The browser tests find the apps by the web's own table of names and ports (libs/mf-config).
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            // The release tests' fixture builds (e2e/fixtures/mf-grading, mf-assignments) build those remotes' own screens.
            {
              sourceTag: 'scope:e2e-fixture',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:web', 'scope:grading', 'scope:assignments'],
            },
            // The web server serves the web's builds, reading the same apps table and registry format.
            { sourceTag: 'scope:web-server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            // The tools start and release what the others build: the web server, the web's apps table, the API's tooling export.
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web', 'scope:web-server', 'scope:api'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:testing'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:fixture', onlyDependOnLibsWithTags: ['type:app', 'type:ui', 'type:util'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:app'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // What the web's pages import, and from where (tests may import anything):
    // - React Router only through @studyhub/router, the shared module the shell provides
    //   (libs/router/src/index.ts says why): a direct import bundles a second router.
    // - The contracts' zod-free half from @studyhub/contracts/web; from @studyhub/contracts only a
    //   form's schema (libs/contracts/src/web.ts says why): anything else from there makes a page
    //   that shows no form download zod and build every schema.
    files: ['{shell,mf-*,libs}/**/*.{ts,tsx}'],
    // Build configs (libs/mf-config's rsbuild.ts and api-calls.ts) run in Node, never in a page.
    ignores: ['libs/router/**', 'libs/testing/**', 'libs/contracts/**', '**/*.spec.{ts,tsx}', 'libs/mf-config/src/{rsbuild,api-calls}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import it from @studyhub/router: a direct import bundles a second router that cannot see the shell's.",
            allowTypeImports: true,
          })),
          patterns: [
            {
              regex: '^@studyhub/contracts$',
              allowImportNamePattern: 'Schema$',
              message: "Import it from @studyhub/contracts/web: only a form's schema comes from @studyhub/contracts.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['tools/**', 'web-server/src/main.ts', 'api/src/seed.ts', 'api/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  // Layout is Prettier's (npm run lint runs prettier --check): no lint rule argues with it.
  prettier,
);
