import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // The scripts' own helpers, and the documentation's links.
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Some tests build the 50,000-record demo zone (about half a second on an idle core).
          testTimeout: 30_000,
          restoreMocks: true,
        },
      },
    ],
  },
});
