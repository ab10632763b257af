import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
    precompressAssets(),
    serverRenderBuild(),
  ],
  build: {
    target: 'es2023',
    sourcemap: true,
    manifest: true,
  },
});
