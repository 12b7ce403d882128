import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB = 'apps/web/src';
const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs/architecture.md, "Layers"): `app` → `features` → `components`, `lib`,
 * `stores`. Lower layers never import upper ones, and a feature is entered only through its
 * public `index.ts` (the router finds its `screens.ts` on its own).
 */
const webZones = [
  {
    target: [`${WEB}/components/**`, `${WEB}/lib/**`, `${WEB}/stores/**`],
    from: [`${WEB}/app/**`, `${WEB}/features/**`],
    message: 'components, lib and stores are shared by every screen: they never import app or features.',
  },
  {
    target: `${WEB}/features/**`,
    from: `${WEB}/app/**`,
    message: 'A feature never imports the app (the app imports features).',
  },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: `${WEB}/features/!(${feature})/**/!(index).{ts,tsx}`,
    message: 'Import another feature only through its public index.ts.',
  })),
  {
    target: `${WEB}/app/**`,
    from: `${WEB}/features/*/**/!(index).{ts,tsx}`,
    message: 'The app imports a feature only through its public index.ts.',
  },
];

const SERVER = 'apps/server/src';
const serverModules = readdirSync(new URL(`./${SERVER}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What puts the server together: no layer below imports it. */
const serverRoots = [`${SERVER}/@(app|server|composition|seed).ts`, `${SERVER}/cli/**`];

/**
 * The server's layers (docs/architecture.md, "Server"): `lib` (plain helpers) ← `db` ← `kit`
 * (the list kit, the audit log, gates) and `platform` (sessions, the throttle, the live channel)
 * ← `modules`; `plugins` serve every module and know none of them. A module is entered only
 * through its `index.ts`. `app.ts`, `composition.ts`, `seed.ts` and the CLIs put them together.
 */
const serverZones = [
  {
    target: `${SERVER}/lib/**`,
    from: [
      `${SERVER}/db/**`,
      `${SERVER}/kit/**`,
      `${SERVER}/platform/**`,
      `${SERVER}/modules/**`,
      `${SERVER}/plugins/**`,
    ],
    message: 'lib holds plain helpers: it imports no other layer of the server.',
  },
  {
    target: `${SERVER}/db/**`,
    from: [`${SERVER}/kit/**`, `${SERVER}/platform/**`, `${SERVER}/modules/**`, `${SERVER}/plugins/**`],
    message: 'db knows no module: a module seeds its own data.',
  },
  {
    target: `${SERVER}/plugins/**`,
    from: [`${SERVER}/modules/**`, `${SERVER}/kit/**`, `${SERVER}/platform/**`],
    message: 'Plugins serve every module and know none of them.',
  },
  {
    target: `${SERVER}/kit/**`,
    from: [`${SERVER}/modules/**`, `${SERVER}/platform/**`],
    message: 'The kit serves every module and knows none of them.',
  },
  {
    target: `${SERVER}/platform/**`,
    from: [`${SERVER}/modules/**`, `${SERVER}/plugins/**`, `${SERVER}/kit/**`],
    message: 'The platform stands on lib and db only: it knows no module.',
  },
  {
    target: [`${SERVER}/!(app|server|composition|seed).ts`, `${SERVER}/!(cli)/**/!(*.test).ts`],
    from: serverRoots,
    message: 'Only the roots (app, composition, seed, the CLIs) know the module list and the app.',
  },
  ...serverModules.map((module) => ({
    target: `${SERVER}/modules/${module}/**`,
    from: `${SERVER}/modules/!(${module})/**/!(index).ts`,
    message: 'Import another module only through its index.ts (its front door).',
  })),
  {
    target: serverRoots,
    from: `${SERVER}/modules/*/**/!(index).ts`,
    message: 'The roots import a module only through its index.ts (its front door).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Declaration merging (the typed i18n keys of each locales folder) extends an interface with no members of its own.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in apps/server/src/config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // External packages cannot import ours back: a cycle lies within the repository, and skipping
      // them keeps the rule from parsing node_modules (it was 80 % of the lint's time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // The web calls the server through the endpoint contract only (docs/decisions/037): a path
    // written here would compile whatever the server does with it.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/(api|member)\\//]', 'TemplateElement[value.raw=/^\\/(api|member)\\//]'].map(
          (selector) => ({ selector, message: 'Call an operation of a contract (`call(xApi.op)`), not a path.' }),
        ),
      ],
    },
  },
  {
    // Arco's Result imports its three illustrations (28 KiB gzip) wherever it is used (ADR 056).
    files: [`${WEB}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@arco-design/web-react',
              importNames: ['Result'],
              message: 'Use StatusResult (@/components/status-result), with the one illustration a page draws.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'scripts/**',
      'e2e/**',
      'playwright.config.ts',
      'vitest.config.ts',
      '**/*.test.ts',
      'apps/server/test/**',
      'bench/**',
      'ops/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The server's test files share loaded modules within a worker (vitest.config.ts): a mocked or
    // stubbed module, global or variable would leak into the files that run after.
    files: ['apps/server/**/*.test.ts', 'apps/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Server test files share modules (isolate: false): pass a dependency in instead of mocking or stubbing.',
        })),
      ],
    },
  },
);
