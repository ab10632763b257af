import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import devServer from '@hono/vite-dev-server';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every built script, style sheet and SVG,
 * which the server sends to browsers that accept them (serveStatic's `precompressed`), so that no
 * asset is compressed again on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'zonescope-precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After writing: only then is every chunk final (Vite fills in the preload lists last).
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css|svg)$/.test(fileName)) continue;
        const source = readFileSync(join(dir, fileName));
        writeFileSync(
          join(dir, `${fileName}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * `vite build` builds two environments: the browser's app into `dist/` (with the manifest that maps
 * each screen's source module to its chunk, `dist/.vite/manifest.json`) and the server's render of
 * first views, `src/entry-server.tsx`, into `dist/server/` (for Node; never served). The second
 * follows the first's folder, so `vite build --outDir elsewhere` keeps them together.
 */
function serverRenderBuild(): Plugin {
  let clientOutDir = 'dist';
  return {
    name: 'zonescope-server-render-build',
    apply: 'build',
    config(config) {
      clientOutDir = config.build?.outDir ?? clientOutDir;
    },
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        // React and the libraries bundled in, as production builds: left external, Node would load
        // the builds `process.env.NODE_ENV` picks when the server runs (unset: development builds,
        // several times slower to render).
        resolve: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: join(clientOutDir, 'server'),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rollupOptions: { input: 'src/entry-server.tsx' },
        },
      };
    },
  };
}

/** The entry (index.html's script) and the app's own module, which it imports once it runs (src/main.tsx). */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const START_APP = fileURLToPath(new URL('./src/app/start-app.tsx', import.meta.url));
type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[] } | null };

/**
 * One chunk, `app`, for what the app's module imports statically at any depth, less what the entry
 * itself imports (the entry stays small: src/main.tsx). The first page loads all of it anyway; left
 * to itself the bundler split it into sixteen chunks, most of them shared with the screens, each
 * compressed on its own and each a request: 149.7 KiB of gzip, where one chunk is 144.3 KiB
 * (`npm run check:bundle`), and no screen's chunks grew.
 */
function appChunk(): Plugin {
  let appModules: Set<string> | null = null;
  const name = (id: string, graph: ModuleGraph) => {
    appModules ??= staticImports(graph, START_APP).difference(staticImports(graph, ENTRY));
    // Not start-app.tsx itself: it awaits its screen's chunk before it hydrates (top-level await),
    // and that chunk, importing from the chunk that held it, would wait for it to finish: never.
    return id !== START_APP && appModules.has(id) ? 'app' : null;
  };
  return {
    name: 'zonescope-app-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      appModules = null;
    },
    configEnvironment(environmentName) {
      if (environmentName !== 'client') return;
      // Only the captured modules themselves: their own imports (the entry's, among them) stay where
      // the bundler puts them, so that the entry does not import the app's chunk.
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name, debugName: 'app', includeDependenciesRecursively: false }] } },
          },
        },
      };
    },
  };
}

/** `from` and every module it imports statically, at any depth. */
function staticImports(graph: ModuleGraph, from: string): Set<string> {
  const found = new Set<string>();
  const queue = [from];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

export default defineConfig({
  // `vite build` builds both environments (see serverRenderBuild).
  builder: {},
  environments: { client: {}, ssr: {} },
  plugins: [
    react(),
    tailwindcss(),
    // `npm run dev`: the demo API (and /zonescope/config) inside Vite's dev server, on one port.
    // Everything but those paths stays with Vite, so the SPA's routes and hot reload work.
    devServer({
      entry: 'server/dev-entry.ts',
      exclude: [/^(?!\/(?:dns\/v1|zonescope)(?:\/|$)).*/],
      injectClientScript: false,
    }),
    appChunk(),
    precompressAssets(),
    serverRenderBuild(),
  ],
  build: {
    target: 'es2023',
    sourcemap: true,
    manifest: true,
  },
});
