// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const TS = ['**/*.{ts,tsx,mts,cts}'];
const rootPath = fileURLToPath(new URL('.', import.meta.url));
// Resolves imports the way tsc does (`@/`, `@evidence/shared/<area>`); see the file for why.
const tsResolver = fileURLToPath(new URL('./scripts/eslint/resolve-ts.cjs', import.meta.url));

/** Architecture layers (docs: ../shared/ARCHITECTURE.md, "Layout"). The first matching pattern wins. */
const elements = [
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-route', pattern: 'apps/web/src/routes' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-component', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-root', pattern: 'apps/web/src' }, // main.tsx and friends
  { type: 'server-route', pattern: 'apps/server/src/routes' },
  { type: 'server-service', pattern: 'apps/server/src/services' },
  { type: 'server-ledger', pattern: 'apps/server/src/ledger' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-root', pattern: 'apps/server/src' }, // app.ts, plugins/, providers/, ...
  { type: 'shared', pattern: 'packages/shared/src' },
  // partialMatch:false anchors each pattern at the repo root, so `src/routes` of one app is never
  // mistaken for the other's.
].map((e) => ({ ...e, partialMatch: false }));

/** `layer('web-app', 'web-root')` selects files of any of those layers (types are globs: 'web-*'). */
const layer = (...types) => ({ element: { type: types } });
const forbid = (from, to, message) => ({ from: layer(...from), disallow: { to }, message });

const policies = [
  // Features are independent business areas; a route composes them. Imports inside one feature are
  // "internal" to that element and never checked, but the capture makes the intent explicit.
  forbid(['web-feature'], { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    'features/{{ from.element.captured.feature }} must not import features/{{ to.element.captured.feature }}: compose them in a route (routes/) instead.'),
  forbid(['web-feature'], layer('web-route', 'web-app', 'web-root'),
    'features/ must not import routes/ or app/: code flows shared → features → routes → app.'),
  forbid(['web-component', 'web-lib'], layer('web-feature', 'web-route', 'web-app', 'web-root'),
    'components/ and lib/ are shared code and must not import features/, routes/ or app/.'),
  forbid(['web-route'], layer('web-app', 'web-root'),
    'routes/ may import features/, components/ and lib/, but not app/ (app/ imports the routes).'),
  forbid(['shared'], layer('web-*', 'server-*'), 'packages/shared must not import from apps/.'),
  forbid(['web-*'], layer('server-*'), 'The web app must not import server code; share it through packages/shared.'),
  forbid(['server-*'], layer('web-*'), 'The server must not import web code; share it through packages/shared.'),
  forbid(['server-service'], layer('server-route'),
    'services/ must not import routes/: routes call services, never the other way round.'),
  forbid(['server-ledger', 'server-db'], layer('server-route', 'server-service'),
    'ledger/ and db/ are lower layers and must not import routes/ or services/.'),
];

export default defineConfig([
  globalIgnores(['**/dist/', '**/node_modules/', 'data/', 'apps/server/data/', '**/test-results/', '**/playwright-report/', '**/.vite/', 'tmp/']),

  js.configs.recommended,
  { files: TS, extends: [tseslint.configs.recommended] },
  {
    rules: {
      // A leading underscore marks a parameter that must exist for its position (e.g. Fastify handlers).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
    files: TS,
  },

  // Everything runs on Node except the web app's browser code.
  { ignores: ['apps/web/src/**'], languageOptions: { globals: globals.node } },
  { files: ['apps/web/src/**'], languageOptions: { globals: globals.browser } },
  // Only src/: Playwright fixtures in e2e/ call a parameter named `use`, which the hooks rules
  // would take for React's use().
  { files: ['apps/web/src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },
  // Playwright reads a fixture's dependencies from its destructuring pattern, so `({}, use)` is required.
  { files: ['apps/web/e2e/**'], rules: { 'no-empty-pattern': 'off' } },

  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': rootPath,
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { [tsResolver]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
    },
  },
]);
