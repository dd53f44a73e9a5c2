// Lint: typescript-eslint (type-aware), React hooks, and the boundaries of DESIGN.md as path zones:
// contract/ imports nothing of the project; the PWA, the worker and the server meet only there;
// inside src/, routes -> features -> api / ui / lib, one way, and a feature never reaches into
// another; routes and components never call fetch; the api layer has no React or UI.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import compat from 'eslint-plugin-compat';
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
  ['@contract/schemas/*', '**/contract/schemas/*'],
  'contract/schemas carry zod: import their types only (the rules and texts are in contract/ beside them).',
);

// The project's parts, for the boundary rules below. A folder pattern covers every file below it.
const ELEMENTS = [
  ['contract', 'contract'],
  // The server's layers (SERVER_LAYERS). The demo data is written by the rules (draws run,
  // giveaways drawn), so the seed sits above them, not in the data layer.
  ['server-seed', 'server/db/seed'],
  ['server-db', 'server/db'],
  ['server-domain', 'server/domain'],
  ['server-services', 'server/services'],
  ['server-http', 'server/http'],
  // The rest (the app, its clock, config and money, sign-in's tokens, the sandbox) any layer may use.
  ['server', 'server'],
  ['worker', 'sw'],
  ['testing', 'src/testing'],
  ['api', 'src/api'],
  ['lib', 'src/lib'],
  ['ui', 'src/ui'],
  ['app', 'src/app'],
  ['routes', 'src/routes'],
  ['pwa', 'src'],
].map(([type, pattern]) => ({ type, pattern, partialMatch: false }));
const FEATURE = { type: 'feature', pattern: 'src/features/*', capture: ['name'], partialMatch: false };

const element = (...types) => ({
  to: { element: types.length === 1 ? { type: types[0] } : { types: { anyOf: types } } },
});
const policy = (from, message, ...types) => ({
  from: { element: { type: from } },
  disallow: element(...types),
  message,
});
const PWA = ['testing', 'api', 'lib', 'ui', 'app', 'routes', 'pwa', 'feature'];
const SERVER = ['server', 'server-seed', 'server-db', 'server-domain', 'server-services', 'server-http'];

// Inside the server, one way: http and services -> domain -> db (server/ beside them: any may use it).
const SERVER_LAYERS = [
  policy(
    'server-db',
    'server/db keeps the data: it imports no rule (server/domain), handler or HTTP helper, and no demo data.',
    'server-domain',
    'server-seed',
    'server-services',
    'server-http',
  ),
  policy(
    'server-domain',
    'server/domain holds the rules, below the handlers: it imports server/db, never services/ or http/.',
    'server-seed',
    'server-services',
    'server-http',
  ),
];

const BOUNDARIES = [
  policy(
    'contract',
    'contract/ is what the PWA, the worker and the server agree on: it imports nothing of theirs.',
    ...SERVER,
    'worker',
    ...PWA,
  ),
  ...SERVER.map((from) =>
    policy(from, 'The server imports contract/ only, never the PWA or the worker.', 'worker', ...PWA),
  ),
  policy(
    'worker',
    'The service worker is built on its own: it imports sw/ and contract/ only.',
    ...SERVER,
    ...PWA,
  ),
  ...['api', 'lib', 'ui', 'app', 'routes', 'pwa', 'feature'].map((from) =>
    policy(
      from,
      'The PWA reaches the reference API over HTTP; only src/testing runs it in process.',
      ...SERVER,
    ),
  ),
  policy('api', 'src/api sits below features, routes, ui and app.', 'feature', 'routes', 'ui', 'app'),
  policy('lib', 'src/lib holds pure helpers only.', 'api', 'feature', 'routes', 'ui', 'app'),
  policy('ui', 'src/ui is presentational: data comes in as props.', 'feature', 'routes', 'app'),
  policy('feature', 'Features sit below routes and app.', 'routes', 'app'),
  policy('routes', 'Routes compose features; the app wires routes, not the other way.', 'app'),
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } },
    },
    message:
      "A feature never imports another feature's internals: move what both need to ui/, lib/, api/ or contract/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-en-gb/',
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
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [FEATURE, ...ELEMENTS],
      // The TypeScript resolver reads tsconfig.json's paths, so the zones hold through `@/` and
      // `@contract/` (src/app/lint-boundaries.test.ts shows an aliased import being refused).
      'import/resolver': {
        typescript: { project: 'tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
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
      'boundaries/dependencies': ['error', { default: 'allow', policies: [...BOUNDARIES, ...SERVER_LAYERS] }],
    },
  },
  {
    // A server test drives the layer it tests through the app and its demo data.
    files: ['server/**/*.test.ts'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: BOUNDARIES }] },
  },
  {
    // What runs in the browser uses only the APIs every supported browser has (package.json's
    // browserslist), or says in `polyfills` that it checks for the API before using it.
    files: ['src/**/*.{ts,tsx}', 'sw/**'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/prerender/render-page.tsx'],
    ...compat.configs['flat/recommended'],
    settings: {
      // The language's own newer APIs too (Array.prototype.findLast, Object.groupBy, …), not only the web's.
      lintAllEsApis: true,
      polyfills: [
        // Detected where used: requestIdleCallback (lib/when-idle), Web Locks (api/index), the
        // app badge (notifications/app-badge).
        'requestIdleCallback',
        'navigator.locks',
        'navigator.setAppBadge',
        'navigator.clearAppBadge',
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
    files: ['src/ui/**'],
    rules: restrict(SCHEMAS, {
      regex: '^(\\.\\.|@)/api(?!/errors$)(/.*)?$',
      message:
        'src/ui is presentational: of the api layer it reads the error catalogue only (the form hook).',
    }),
  },
  {
    // One locale for the whole site (src/lib/site-locale.ts): a locale written anywhere else is a
    // page the British site would show in Australian.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/site-locale.ts', '**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^en-(AU|GB)$/]',
          message:
            'Format in the site locale: SITE_LOCALE, formatCount (src/lib/site-locale.ts) or src/lib/money.',
        },
      ],
    },
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
