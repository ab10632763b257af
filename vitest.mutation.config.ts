import { defineConfig } from 'vitest/config';

/** The core's tests that need a browser-like page (DOM, storage) or the demo API behind msw. */
const NEEDS_THE_PAGE = [
  'src/lib/diff-records.test.ts',
  'src/lib/keyboard-navigation.test.ts',
  'src/lib/recent-items.test.ts',
  'src/lib/template-plan.test.ts',
];

/** Stryker's instrumented code runs the property tests several times slower than `npm run test:unit`. */
const INSTRUMENTED_TEST_TIMEOUT_MS = 30_000;

/**
 * The tests `npm run test:mutation` runs against each mutant of `src/lib`: the pure core's own unit
 * tests. The component and server tests are left out on purpose: a mutant of the core must be
 * caught by the core's tests, and running every screen's tests per mutant would take hours on two
 * cores. Tests run in Node unless they need the page, which then get `npm run test:unit`'s jsdom and
 * setup; a new core test that needs them fails here with "document is not defined" until listed.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'lib',
          include: ['src/lib/**/*.test.ts'],
          exclude: NEEDS_THE_PAGE,
          environment: 'node',
          restoreMocks: true,
          testTimeout: INSTRUMENTED_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'lib-page',
          include: NEEDS_THE_PAGE,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
          testTimeout: INSTRUMENTED_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
