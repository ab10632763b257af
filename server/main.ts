// `npm start` / `npm run serve`: the Zonescope server on one port (see README for the settings).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServer } from './app.ts';
import { readServerSettings, startupMessage } from './settings.ts';

const distDir = process.env.ZONESCOPE_DIST_DIR
  ? resolve(process.env.ZONESCOPE_DIST_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));
const result = readServerSettings(process.env);
if (!result.ok) {
  for (const error of result.errors) console.error(`Zonescope: ${error}`);
  process.exit(1);
}
if (!existsSync(`${distDir}/index.html`)) {
  console.error('Zonescope: the app is not built. Run `npm run build` first (`npm start` does it for you).');
  process.exit(1);
}

const { host, port, backend } = result.settings;
const app = createServer({ backend, distDir });
const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  console.log(startupMessage({ host, backend }, info.port));
  // The demo builds its 50,000-record zone on first use (about half a second): do it now rather
  // than on the first person's request.
  if (backend.kind === 'demo') void app.request('/dns/v1/domains/large.example.net/records?limit=1');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
