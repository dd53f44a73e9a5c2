// Lint: typescript-eslint (type-aware), React hooks, and the import boundaries of DESIGN.md:
// routes -> features -> api / ui / lib, one way; features do not reach into each other; routes and
// components never call fetch; the api layer has no React or UI.
import js from '@eslint/js';
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
    files: ['src/api/**'],
    rules: restrict(
      REACT_AND_UI,
      layer(
        ['../features/*', '../routes/*', '../ui/*', '../app/*'],
        'src/api sits below features, routes, ui and app.',
      ),
    ),
  },
  {
    files: ['src/lib/**'],
    rules: restrict(
      REACT_AND_UI,
      layer(
        ['../api/*', '../features/*', '../routes/*', '../ui/*', '../app/*'],
        'src/lib holds pure helpers only.',
      ),
    ),
  },
  {
    files: ['src/ui/**'],
    rules: {
      ...noFetch,
      ...restrict(
        layer(
          ['../api', '../api/*', '../features/*', '../routes/*', '../app/*'],
          'src/ui is presentational: data comes in as props.',
        ),
      ),
    },
  },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: restrict(layer(['../../routes/*', '../../app/*'], 'Features sit below routes and app.'), {
      regex: '^\\.\\./[a-z0-9-]+/',
      message:
        "A feature never imports another feature's internals: move what both need to ui/, lib/ or api/.",
    }),
  },
  {
    files: ['src/features/**/*.tsx', 'src/routes/**'],
    rules: noFetch,
  },
  {
    files: ['src/routes/**'],
    rules: restrict(
      layer(['../app/*', '../../app/*'], 'Routes compose features; the app wires routes, not the other way.'),
    ),
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: restrict(
      layer(['../src/*', '../server/*'], 'The service worker is built on its own: it imports only from sw/.'),
    ),
  },
  {
    files: ['server/**'],
    rules: restrict(
      layer(['react', 'react-dom', '@mantine/*', '@tanstack/*'], 'The reference API has no UI.'),
      {
        regex:
          '^(\\.\\./)+src/(?!api/signature$|lib/capability-names$|lib/content-visibility$|lib/account-rules$|lib/form-messages$)',
        message:
          'The server shares only the signature, capability names, content visibility, account rules and form messages with the PWA.',
      },
    ),
  },
);
