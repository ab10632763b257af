import devServer from '@hono/vite-dev-server';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  ],
  build: {
    target: 'es2023',
    sourcemap: true,
  },
});
