// Lint: typescript-eslint (type-aware), React hooks, and the boundaries of DESIGN.md as path zones:
// contract/ imports nothing of the project; the PWA, the worker and the server meet only there;
// inside src/, routes -> features -> api / ui / lib, one way, and a feature never reaches into
// another; routes and components never call fetch; the api layer has no React or UI.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Calls go through src/api (the request convention).' },
  ],
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (group, message) => ({ group, message, allowTypeImports: true });
const REACT_AND_UI = layer(
  ['react', 'react-dom', 'react/*', '@mantine/*', '@tanstack/react-*'],
  'This layer has no React or UI.',
);
// The schemas carry zod, which the PWA and the worker do not ship: they import the types only.
const SCHEMAS = layer(
  ['**/contract/schemas/*'],
  'contract/schemas carry zod: import their types only (the rules and texts are in contract/ beside them).',
);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const PROJECT = ['./src', './server', './sw', './tests', './bench', './scripts'];
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SRC_BELOW_TESTING = './src/{api,app,features,lib,routes,ui}/**';

const ZONES = [
  zone(
    './contract',
    PROJECT,
    'contract/ is what the PWA, the worker and the server agree on: it imports nothing of theirs.',
  ),
  zone('./server', ['./src', './sw'], 'The server imports contract/ only, never the PWA or the worker.'),
  zone(
    './sw',
    ['./src', './server'],
    'The service worker is built on its own: it imports sw/ and contract/ only.',
  ),
  zone(
    [SRC_BELOW_TESTING, './src/*'],
    './server',
    'The PWA reaches the reference API over HTTP; only src/testing runs it in process.',
  ),
  zone(
    './src/api',
    ['./src/features', './src/routes', './src/ui', './src/app'],
    'src/api sits below features, routes, ui and app.',
  ),
  zone(
    './src/lib',
    ['./src/api', './src/features', './src/routes', './src/ui', './src/app'],
    'src/lib holds pure helpers only.',
  ),
  zone(
    './src/ui',
    ['./src/api', './src/features', './src/routes', './src/app'],
    'src/ui is presentational: data comes in as props (the form hook reads the error catalogue only).',
    ['./errors.ts'],
  ),
  zone('./src/features', ['./src/routes', './src/app'], 'Features sit below routes and app.'),
  zone('./src/routes', './src/app', 'Routes compose features; the app wires routes, not the other way.'),
  ...FEATURES.map((feature) =>
    zone(
      `./src/features/${feature}`,
      './src/features',
      "A feature never imports another feature's internals: move what both need to ui/, lib/, api/ or contract/.",
      [`./${feature}`],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/route-tree.gen.ts',
      'bench/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's redirect() and notFound() are meant to be thrown.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
    },
  },
  {
    // Tests hand vi.fn() mocks to expect(); they are never called unbound. Playwright fixtures
    // without dependencies must destructure an empty object.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/unbound-method': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/api/**', 'src/lib/**'],
    rules: restrict(REACT_AND_UI, SCHEMAS),
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**'],
    ignores: ['src/api/**', 'src/lib/**', '**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: restrict(SCHEMAS),
  },
  {
    files: ['src/ui/**', 'src/features/**/*.tsx', 'src/routes/**'],
    rules: noFetch,
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['server/**'],
    rules: restrict(
      layer(['react', 'react-dom', '@mantine/*', '@tanstack/*'], 'The reference API has no UI.'),
    ),
  },
);
