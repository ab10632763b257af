import type { Config } from 'tailwindcss';

// Used through `@config` in src/index.css, which also defines the `dark:` variant (a class on
// <html>, see there).
export default {
  // server/error-page.ts: the too-long page, drawn with the app's classes.
  content: ['./index.html', './src/**/*.{ts,tsx}', './server/error-page.ts'],
  theme: {
    extend: {
      fontFamily: {
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'Liberation Mono', 'monospace'],
      },
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          // Links on dark backgrounds: plainly blue, not the near-white 100.
          300: '#82b6f6',
          500: '#2f7ae5',
          600: '#1f63c9',
          700: '#1a50a3',
        },
      },
    },
  },
} satisfies Config;
