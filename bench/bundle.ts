import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuildManifest, shellHtmlOf } from '../server/first-view.ts';

export type BundleReport = {
  /**
   * JS the first page loads before anything else: the entry script and what the shell preloads (the
   * app, which the entry imports at once; a rendered page preloads the same once painted).
   */
  initialJsGzip: number;
  /** Those scripts' names without their hashes: `index`, `app`, `start-app`… */
  initialJsChunks: string[];
  initialCssGzip: number;
  /**
   * Each lazily loaded screen (`…-page` chunk), gzipped: its own chunk plus every chunk it imports
   * statically that the first page has not loaded (shared chunks count in each screen that needs them).
   */
  routeChunksGzip: Record<string, number>;
  /** Every lazily loaded chunk on its own, gzipped, by file name without its hash. */
  lazyChunksGzip: Record<string, number>;
};

/** Bench #1's target, which `npm test` also checks on every build (scripts/check-bundle.ts). */
export const INITIAL_JS_BUDGET = 150 * 1024;

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const nameOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
/** Static imports of a built chunk: `import{…}from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;

/** Sizes of the production build in `distDir`, read from what the shell (index.html as the server sends it) loads. */
export function measureBundle(distDir: string): BundleReport {
  const assets = join(distDir, 'assets');
  const html = shellHtmlOf(readFileSync(join(distDir, 'index.html'), 'utf8'), readBuildManifest(distDir));
  const initialJs = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const initialCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  const initial = new Set(initialJs);
  const lazy = readdirSync(assets)
    .filter((file) => file.endsWith('.js') && !initial.has(file))
    .sort();
  const sizes = new Map(lazy.map((file) => [file, gzipSize(join(assets, file))]));
  const importsOf = (file: string) =>
    [...readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');

  const routeChunksGzip: Record<string, number> = {};
  for (const file of lazy.filter((each) => nameOf(each).endsWith('-page'))) {
    const closure = new Set<string>();
    const visit = (chunk: string) => {
      if (closure.has(chunk) || initial.has(chunk) || !sizes.has(chunk)) return;
      closure.add(chunk);
      importsOf(chunk).forEach(visit);
    };
    visit(file);
    routeChunksGzip[nameOf(file)] = [...closure].reduce((sum, chunk) => sum + (sizes.get(chunk) ?? 0), 0);
  }
  return {
    initialJsGzip: initialJs.reduce((sum, file) => sum + gzipSize(join(assets, file)), 0),
    initialJsChunks: initialJs.map(nameOf),
    initialCssGzip: initialCss.reduce((sum, file) => sum + gzipSize(join(assets, file)), 0),
    routeChunksGzip,
    lazyChunksGzip: Object.fromEntries(lazy.map((file) => [nameOf(file), sizes.get(file) ?? 0])),
  };
}
