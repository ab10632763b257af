import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleReport = {
  /** JS the first page loads before anything else: the entry script and what it imports statically. */
  initialJsGzip: number;
  initialCssGzip: number;
  /** Each lazily loaded route chunk, gzipped, by file name without its hash. */
  routeChunksGzip: Record<string, number>;
};

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Sizes of the production build in `distDir`, read from what index.html loads. */
export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initialJs = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const initialCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/(assets\/[^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  const initialSet = new Set(initialJs);
  const routeChunksGzip: Record<string, number> = {};
  for (const file of readdirSync(join(distDir, 'assets'))) {
    if (!file.endsWith('.js') || initialSet.has(`assets/${file}`)) continue;
    routeChunksGzip[file.replace(/-[\w-]{8}\.js$/, '')] = gzipSize(join(distDir, 'assets', file));
  }
  return {
    initialJsGzip: initialJs.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0),
    initialCssGzip: initialCss.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0),
    routeChunksGzip,
  };
}
