import { defineConfig } from 'vitest/config';
import { coreTests } from './scripts/mutation-core.ts';

/** The core's tests that need a browser-like page (DOM, storage) or the demo API behind msw. */
const NEEDS_THE_PAGE = [
  'src/lib/keyboard-navigation.test.ts',
  'src/lib/recent-items.test.ts',
  'src/lib/first-view-state.test.ts',
  'src/lib/time-zone-cookie.test.ts',
  'src/lib/theme-cookie.test.ts',
  'src/features/templates/template-plan.test.ts',
  // The diffs of the demo zones, through the demo API: diff-records.ts and managed-soa.ts at work.
  'src/features/snapshots/rollback-diffs.test.ts',
];

/** The property tests' inputs, the same in every mutation run (scripts/fast-check-seed.ts). */
const FAST_CHECK_SEED = 'scripts/fast-check-seed.ts';

/** Stryker's instrumented code runs the property tests several times slower than `npm run test:unit`. */
const INSTRUMENTED_TEST_TIMEOUT_MS = 30_000;

/**
 * The tests `npm run test:mutation` runs against each mutant of the pure core (scripts/mutation-core.ts):
 * the core's own unit tests. The component and server tests are left out on purpose: a mutant of the core must be
 * caught by the core's tests, and running every screen's tests per mutant would take hours on two
 * cores. Tests run in Node unless they need the page, which then get `npm run test:unit`'s jsdom and
 * setup; a new core test that needs them fails here with "document is not defined" until listed.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: coreTests(),
          exclude: NEEDS_THE_PAGE,
          environment: 'node',
          setupFiles: [FAST_CHECK_SEED],
          restoreMocks: true,
          testTimeout: INSTRUMENTED_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'core-page',
          include: NEEDS_THE_PAGE,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts', FAST_CHECK_SEED],
          restoreMocks: true,
          testTimeout: INSTRUMENTED_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
