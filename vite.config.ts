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

export default defineConfig({
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
  ],
  build: {
    target: 'es2023',
    sourcemap: true,
  },
});
