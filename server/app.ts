import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { allowedHostsOnly } from './allowed-hosts.ts';
import { createApiRoutes, MAX_URL_LENGTH, type Backend } from './api-routes.ts';
import { errorResponse } from './error-envelope.ts';
import { securityHeaders } from './security-headers.ts';

export type ServerOptions = {
  backend: Backend;
  /** The built SPA (`dist/`). */
  distDir: string;
  /** Host names answered besides the loopback ones (allowed-hosts.ts). */
  allowedHosts: readonly string[];
};

/**
 * The whole Zonescope server: security headers on every response, requests for other host names
 * refused, the API routes, the built SPA with long-lived caching for hashed assets, and
 * `index.html` for navigations (deep links; see isNavigation). A file that does not exist is 404.
 */
export function createServer(options: ServerOptions): Hono<{ Bindings: HttpBindings }> {
  const indexHtml = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(securityHeaders());
  app.use(allowedHostsOnly(options.allowedHosts));
  app.use(async (c, next) => {
    const raw = c.env?.incoming?.url;
    if (raw !== undefined) {
      const problem = checkRequestTarget(raw);
      if (problem) return errorResponse(400, 'invalid_request_target', problem);
    }
    await next();
  });
  app.use(compress());
  // compress() adds `Vary: Accept-Encoding` to compressible responses it leaves alone with
  // c.header(), which turns the Node adapter's whole-body response into a stream (a copy and a
  // stream per answer). Saying it here, on the headers directly, keeps the fast path.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Vary')) c.res.headers.set('Vary', 'Accept-Encoding');
  });
  app.route('/', createApiRoutes(options.backend));

  // The build writes .br and .gz copies of the assets (vite.config.ts): sent as they are.
  app.use(
    '*',
    serveStatic({
      root: options.distDir,
      precompressed: true,
      onFound: (_path, c) => void c.header('Cache-Control', cacheControlOf(c.req.path)),
    }),
  );
  // After a deploy, an old tab may ask for a chunk that is gone: a 404 it can report, never the
  // page (which its browser would cache as that chunk for a year).
  app.get('*', (c) => {
    if (!isNavigation(c.req.raw)) return errorResponse(404, 'not_found', 'There is no such file here.');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  app.all('*', () => errorResponse(405, 'method_not_allowed', 'Only GET is served here.', { Allow: 'GET' }));

  return app;
}

/**
 * Hashed file names under /assets/ never change; every other file (index.html for `/`, theme.js,
 * the icon) is revalidated, so that a deploy reaches every tab.
 */
function cacheControlOf(path: string): string {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Whether a GET for a path that is no file gets the app's page: never under `/assets/` (only built
 * files live there); elsewhere when the browser says it navigates (`Sec-Fetch-Mode: navigate`, or
 * an `Accept` naming `text/html`), or when the last path segment has no file extension, so that
 * clients that say neither (curl, a health check) still get the page for `/` and deep links.
 * `/domains/example.com` is a page for a browser; `/favicon.ico` or `/app-old.js` asked for by
 * an `<img>` or `<script>` is a missing file.
 */
export function isNavigation(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/assets/')) return false;
  if (request.headers.get('Sec-Fetch-Mode') === 'navigate') return true;
  if ((request.headers.get('Accept') ?? '').includes('text/html')) return true;
  return !(pathname.split('/').at(-1) ?? '').includes('.');
}

/**
 * Refuses request targets a browser never sends, before URL parsing quietly rewrites them:
 * absolute-form targets (`GET http://elsewhere/x HTTP/1.1`) and paths that are not in normal form
 * (`..` or `%2e%2e` segments, `//`, backslashes), which would otherwise resolve somewhere else.
 */
export function checkRequestTarget(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return 'Request targets must be paths.';
  const path = raw.split('?', 1)[0] ?? '';
  if (path.length > MAX_URL_LENGTH) return 'The request path is too long.';
  let normalised: string;
  try {
    normalised = new URL(path, 'http://zonescope.invalid').pathname;
  } catch {
    return 'The request path cannot be read.';
  }
  if (normalised !== path || path.includes('//')) {
    return 'The request path must be in normal form: no “.” or “..” segments, no “//”, no backslashes.';
  }
  return null;
}
