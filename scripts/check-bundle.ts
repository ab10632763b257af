// `npm run check:bundle`, after `npm run build` in `npm test`: the first page's JS within bench #1's
// budget. Bench runs are occasional and often partial (BENCH_ONLY); the budget was once exceeded by
// 7.6 KiB for three days, a module of the zone-file writer having joined the first page through an
// import, before a full run saw it. Sizes are not timings: the same build gives the same bytes.
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET, measureBundle } from '../bench/bundle.ts';

const dist = process.env.ZONESCOPE_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const { initialJsGzip, initialJsChunks } = measureBundle(dist);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
if (initialJsGzip > INITIAL_JS_BUDGET) {
  console.error(
    `check:bundle: the first page loads ${kib(initialJsGzip)} of JS (gzip), over its ${kib(INITIAL_JS_BUDGET)} budget. ` +
      'See what joined it with `npm run bench` (#1) or by comparing the modulepreload list of the shell before and after.',
  );
  process.exit(1);
}
// The build puts the app's modules in one chunk (appChunk in vite.config.ts, through a Rolldown option);
// split up again, they weigh about 5 KiB more, still under the budget: said here, not found out later.
if (!initialJsChunks.includes('app')) {
  console.error(
    `check:bundle: the first page has no \`app\` chunk (${initialJsChunks.join(', ')}): appChunk in vite.config.ts ` +
      'no longer groups the app’s modules; has the bundler option it sets changed?',
  );
  process.exit(1);
}
console.log(`check:bundle: the first page loads ${kib(initialJsGzip)} of JS (gzip), within ${kib(INITIAL_JS_BUDGET)}.`);
