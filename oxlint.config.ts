/**
 * Lint rules, and the import arrows between the rooms of the code (STYLE.md: shared → features →
 * app). The arrows are generated: one block per room, the feature blocks from the folders under
 * src/features, so a new feature is fenced in like the others without writing its block by hand.
 *
 * oxlint reads this file itself (its TypeScript config, run through Node); `npm run lint` runs it.
 */
import { readdirSync } from 'node:fs';
import { defineConfig, type OxlintOverride } from 'oxlint';

type Fence = { group: string[]; message: string };

const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const NOT_APP: Fence = {
  group: ['**/app/**'],
  message: 'Only the app shell imports the app shell: imports flow shared → features → app.',
};
const NOT_FEATURES: Fence = {
  group: ['**/features/**'],
  message: 'Shared code must not import a feature: imports flow shared → features → app.',
};
const NOT_API: Fence = {
  group: ['**/api/**'],
  message: 'lib holds pure helpers: the network (src/api) is for features and hooks; types come from src/contract.',
};
const NOT_UI: Fence = {
  group: ['**/components/**', '**/hooks/**'],
  message: 'lib holds pure helpers, below components and hooks.',
};
const CONTRACT_ALONE: Fence = {
  group: ['../**'],
  message: 'The contract stands alone: the SPA and the server both import it, so it imports neither.',
};
const otherFeatures = (feature: string): Fence => ({
  group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
    `**/features/${other}/**`,
    `../${other}/**`,
  ]),
  message: 'A feature must not import another feature; share through lib, hooks or components.',
});
/** What the Node server may not reach into: the SPA's network layer and screens (the contract and lib are shared). */
const serverFence = (withFeatures: boolean): Fence => ({
  group: [
    '**/src/api/**',
    '**/src/app/**',
    '**/src/components/**',
    '**/src/hooks/**',
    ...(withFeatures ? ['**/src/features/**'] : []),
  ],
  message: 'The server shares only src/contract and src/lib with the SPA.',
});
const WEB_ONLY: Fence = {
  group: ['node:*'],
  message: 'The demo API runs in Vite, msw and Node alike: web-standard APIs only.',
};

const fenced = (files: string[], ...fences: Fence[]): OxlintOverride => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: fences }] },
});

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  plugins: ['typescript', 'react', 'import', 'jsx-a11y', 'vitest', 'unicorn', 'oxc'],
  categories: {
    correctness: 'error',
    suspicious: 'error',
  },
  env: {
    browser: true,
    node: true,
    es2024: true,
  },
  ignorePatterns: ['dist/**', 'node_modules/**', 'public/theme.js', 'test-results/**', 'playwright-report/**'],
  rules: {
    'typescript/no-explicit-any': 'error',
    'typescript/consistent-type-imports': 'error',
    'import/no-cycle': 'error',
    'react/rules-of-hooks': 'error',
    'react/exhaustive-deps': 'error',
    'react/no-danger': 'error',
    'react/jsx-no-target-blank': 'error',
    'no-eval': 'error',
    'no-implied-eval': 'error',
    'no-script-url': 'error',
    'unicorn/filename-case': ['error', { case: 'kebabCase' }],
    'react/react-in-jsx-scope': 'off',
    'eslint/no-underscore-dangle': 'off',
    'import/no-named-as-default-member': 'off',
    'import/no-unassigned-import': ['error', { allow: ['**/*.css', '@testing-library/jest-dom/vitest'] }],
    'eslint/no-control-regex': 'off',
    'jsx-a11y/prefer-tag-over-role': 'off',
    'unicorn/no-array-sort': 'off',
    'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'fc.assert', 'expect*'] }],
  },
  overrides: [
    fenced(['src/contract/**'], CONTRACT_ALONE),
    fenced(['src/lib/**'], NOT_FEATURES, NOT_APP, NOT_API, NOT_UI),
    fenced(['src/api/**', 'src/hooks/**', 'src/components/**'], NOT_FEATURES, NOT_APP),
    ...FEATURES.map((feature) => fenced([`src/features/${feature}/**`], otherFeatures(feature), NOT_APP)),
    // Later blocks win for the files they match: demo code, then tests (which may load a screen's
    // export writer, as the BIND test does), each with every fence that applies to it.
    fenced(['server/**'], serverFence(true)),
    fenced(['server/demo/**'], serverFence(true), WEB_ONLY),
    fenced(
      TESTS.map((glob) => `server/${glob}`),
      serverFence(false),
    ),
    fenced(
      TESTS.map((glob) => `server/demo/${glob}`),
      serverFence(false),
      WEB_ONLY,
    ),
    {
      files: [...TESTS, 'e2e/**', 'bench/**', 'scripts/**'],
      rules: {
        'no-console': 'off',
        'react-hooks/rules-of-hooks': 'off',
        'react/rules-of-hooks': 'off',
      },
    },
  ],
});
