// `npm start` / `npm run serve`: the Zonescope server on one port (see README for the settings).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { canRenderFirstViews, createServer } from './app.ts';
import { loadServerEntry } from './first-view.ts';
import { nodeErrorAnswers } from './node-errors.ts';
import { apiSecurityHeaders } from './security-headers.ts';
import {
  CONNECTIONS_CHECK_INTERVAL_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  readServerSettings,
  REQUEST_TIMEOUT_MS,
  startupLines,
  startupWarnings,
} from './settings.ts';

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

const { host, port, backend, allowedHosts, limits, serverRenderMs } = result.settings;
for (const warning of startupWarnings(result.settings)) console.error(warning);
// Loaded even where nothing is rendered (browser-key mode, ZONESCOPE_SERVER_RENDER_MS=0): its route
// table tells the paths that are no page of the app, answered 404.
const entry = await loadServerEntry(distDir);
const render = serverRenderMs > 0 && canRenderFirstViews(backend) ? (entry?.render ?? null) : null;
if (serverRenderMs > 0 && canRenderFirstViews(backend) && render === null) {
  console.error(
    'Zonescope: the build has no server render (dist/server/entry-server.js): pages are sent as the shell. Run `npm run build`.',
  );
}
const app = createServer({
  backend,
  distDir,
  allowedHosts,
  serverRender: render ? { render, budgetMs: serverRenderMs } : undefined,
  isNotFoundPath: entry?.isNotFoundPath,
});
const serverOptions = {
  // A socket that has not sent a whole request's headers within headersTimeoutMs (an idle one
  // included) is answered 408 and closed; Node checks every CONNECTIONS_CHECK_INTERVAL_MS.
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS,
};
// The answers Node and its adapter make themselves (a malformed Host, headers too large) carry the
// security headers too.
const { errorHandler, onClientError } = await nodeErrorAnswers(await apiSecurityHeaders());
const server = createHttpServer(serverOptions, getRequestListener(app.fetch, { hostname: host, errorHandler }));
server.on('clientError', onClientError);
server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  for (const line of startupLines({ host, backend }, listening)) console.log(line);
  // The demo builds its 50,000-record zone on first use (about half a second): do it now rather
  // than on the first person's request.
  if (backend.kind === 'demo') void app.request('/dns/v1/domains/large.example.net/records?limit=1');
});

// Connections beyond it are closed as they arrive, so idle sockets cannot use up file handles.
server.maxConnections = limits.maxConnections;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
