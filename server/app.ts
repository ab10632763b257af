import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { allowedHostsOnly } from './allowed-hosts.ts';
import { createApiRoutes, MAX_URL_LENGTH, type Backend } from './api-routes.ts';
import { errorResponse } from './error-envelope.ts';
import { linkTooLongPage } from './error-page.ts';
import { renderBoundOf } from './fault-injection.ts';
import {
  canHoldFirstView,
  createFirstViewPages,
  inlineStylesheetOf,
  stylesheetLinkOf,
  readBuildManifest,
  shellHtmlOf,
  shellResponse,
  type IsNotFoundPath,
  type RenderFirstView,
} from './first-view.ts';
import { UPSTREAM_MEMBER_NAMES_BOUND } from './json-member-names.ts';
import { canonicalPath } from '../src/lib/paths.ts';
import { isApiPath, securityHeaders } from './security-headers.ts';

export type ServerOptions = {
  backend: Backend;
  /** The built SPA (`dist/`). */
  distDir: string;
  /** Host names answered besides the loopback ones (allowed-hosts.ts). */
  allowedHosts: readonly string[];
  /**
   * Navigations answered with their first view rendered here (first-view.ts), within `budgetMs`;
   * absent, or where the server cannot read the API itself (a proxy without DNS_API_KEY), every
   * navigation gets the shell.
   */
  serverRender?: { render: RenderFirstView; budgetMs: number } | undefined;
  /**
   * Whether the app answers a path with its not-found page (the built entry's route table,
   * loadServerEntry): such a navigation is answered 404, rendered or the shell. Absent (a build
   * without the entry), every page is 200.
   */
  isNotFoundPath?: IsNotFoundPath | undefined;
};

/**
 * The whole Zonescope server: security headers on every response, requests for other host names
 * refused, the API routes, the built SPA with long-lived caching for hashed assets, and for
 * navigations (deep links; see isNavigation) the page: its first view rendered here where the
 * server can read the API (first-view.ts), else `index.html`, the shell. A file that does not exist
 * is 404.
 */
export function createServer(options: ServerOptions): Hono<{ Bindings: HttpBindings }> {
  const indexHtml = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(options.distDir);
  const shellHtml = shellHtmlOf(indexHtml, manifest);
  const stylesheet = inlineStylesheetOf(indexHtml, options.distDir);
  const stylesheetLink = stylesheetLinkOf(indexHtml)?.link ?? null;
  const app = new Hono<{ Bindings: HttpBindings }>();
  const apiRoutes = createApiRoutes(options.backend);
  const firstViewPages =
    options.serverRender && canRenderFirstViews(options.backend) && canHoldFirstView(indexHtml)
      ? createFirstViewPages({
          render: options.serverRender.render,
          budgetMs: options.serverRender.budgetMs,
          indexHtml,
          manifest,
          stylesheet,
          api: (request) => Promise.resolve(apiRoutes.fetch(request)),
          ...(options.backend.kind === 'proxy' && options.backend.apiKey !== undefined
            ? {
                serverKey: options.backend.apiKey,
                memberNamesBound: UPSTREAM_MEMBER_NAMES_BOUND,
                ...(options.backend.log === undefined ? {} : { log: options.backend.log }),
              }
            : {}),
          ...(options.backend.kind === 'demo' && options.backend.faults
            ? { forwardedHeaders: TEST_FAULT_HEADERS, reportRequests: true, budgetOf: renderBoundOf }
            : {}),
        })
      : null;

  app.use(securityHeaders({ styleHashes: firstViewPages && stylesheet ? [stylesheet.hash] : [] }));
  app.use(allowedHostsOnly(options.allowedHosts));
  app.use(async (c, next) => {
    const raw = c.env?.incoming?.url;
    if (raw !== undefined) {
      const problem = checkRequestTarget(raw);
      if (problem) return refuseRequestTarget(c, raw, problem, stylesheetLink);
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
  app.route('/', apiRoutes);

  // The build writes .br and .gz copies of the assets (vite.config.ts): sent as they are.
  const staticFiles = serveStatic({
    root: options.distDir,
    precompressed: true,
    onFound: (_path, c) => void c.header('Cache-Control', cacheControlOf(c.req.path)),
  });
  app.use('*', (c, next) => (SERVER_ONLY_PATH.test(c.req.path) ? next() : staticFiles(c, next)));
  // After a deploy, an old tab may ask for a chunk that is gone: a 404 it can report, never the
  // page (which its browser would cache as that chunk for a year).
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    if (!isNavigation(url.pathname, c.req.raw.headers)) {
      return errorResponse(404, 'not_found', 'There is no such file here.');
    }
    // A link in another form than its view's one path (the domain in Punycode, no screen named, the
    // path's words in capitals, a slash at its end…: canonicalPath): to that path, which is rendered
    // (the app would otherwise draw an empty page, then replace it).
    const canonical = canonicalPath(url.pathname);
    if (canonical !== null) return c.redirect(`${canonical}${url.search}`, 308);
    // A path the router cannot decode (`/domains/x%zz`): the browser's app says what is wrong with
    // it; rendered here, the router would write three warnings quoting the path (8 KiB at most) to
    // the log for every such request.
    const decodable = isDecodable(url.pathname);
    const status = decodable && options.isNotFoundPath?.(url.pathname) ? 404 : 200;
    if (firstViewPages && decodable) return firstViewPages(c.req.raw, status);
    return shellResponse(shellHtml, status);
  });
  app.all('*', () => errorResponse(405, 'method_not_allowed', 'Only GET is served here.', { Allow: 'GET' }));

  return app;
}

/**
 * Not answered as files: the server render (`server/`) and the build's manifest (`.vite/`), which
 * are the server's, and `/`, a navigation like any other (index.html is its shell).
 */
const SERVER_ONLY_PATH = /^\/(?:$|server(?:\/|$)|\.vite(?:\/|$))/;

/**
 * In test mode, the fault a test asks for reaches the server render's API requests too, and a
 * rendered page says which requests its render sent (first-view.ts).
 */
const TEST_FAULT_HEADERS = ['Cookie', 'X-Zonescope-Fault'];

/**
 * Where the server can read the API itself: the demo, or a proxy holding the key (DNS_API_KEY).
 * With the key in the browser, the server has nothing to render from.
 */
export function canRenderFirstViews(backend: Backend): boolean {
  return backend.kind === 'demo' || backend.apiKey !== undefined;
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
 * files live there) or the API's paths; elsewhere when the browser says it navigates
 * (`Sec-Fetch-Mode: navigate`, or an `Accept` naming `text/html`), or when the last path segment has
 * no file extension, so that clients that say neither (curl, a health check) still get the page for
 * `/` and deep links.
 * `/domains/example.com` is a page for a browser; `/favicon.ico` or `/app-old.js` asked for by
 * an `<img>` or `<script>` is a missing file.
 */
export function isNavigation(path: string, headers: Headers): boolean {
  if (path.startsWith('/assets/') || isApiPath(path)) return false;
  if (headers.get('Sec-Fetch-Mode') === 'navigate') return true;
  if ((headers.get('Accept') ?? '').includes('text/html')) return true;
  return !(path.split('/').at(-1) ?? '').includes('.');
}

/** Whether every segment of `path` decodes (no malformed percent-encoding such as `%zz` or `%E0%A4`). */
function isDecodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses request targets before URL parsing quietly rewrites them: absolute-form targets
 * (`GET http://elsewhere/x HTTP/1.1`), paths over `MAX_URL_LENGTH` and paths that are not in normal
 * form (`..` or `%2e%2e` segments, `//`, backslashes), which would otherwise resolve somewhere else.
 * A browser sends only `//` and a long path of these, as a link holds them: see refuseRequestTarget.
 */
export function checkRequestTarget(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return 'Request targets must be paths.';
  const path = pathOf(raw);
  if (path.length > MAX_URL_LENGTH) return PATH_TOO_LONG;
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

const PATH_TOO_LONG = 'The request path is too long.';

/**
 * A browser resolves a link's `.` and `..` segments but sends its `//` and its length as they are:
 * a navigation to such a link gets a page, not the JSON refusal, which it would show as bare text.
 * For `//`, a 308 to the target with its empty segments collapsed (the query kept), where that is
 * all that was wrong; for a path too long, a page saying so. Every other refusal, and every request
 * that is not a navigation (the API, files), stays the JSON error.
 */
function refuseRequestTarget(c: Context, raw: string, problem: string, stylesheetLink: string | null): Response {
  const method = c.req.raw.method;
  const collapsed = collapseEmptySegments(raw);
  if ((method === 'GET' || method === 'HEAD') && isNavigation(pathOf(collapsed), c.req.raw.headers)) {
    // Checked again, so that the Location is a path of this origin in normal form: collapsed, a
    // protocol-relative `//evil.example/x` is `/evil.example/x`, a page of ours like any other.
    if (checkRequestTarget(collapsed) === null) return c.redirect(collapsed, 308);
    if (problem === PATH_TOO_LONG) return linkTooLongPage(stylesheetLink);
  }
  return errorResponse(400, 'invalid_request_target', problem);
}

/**
 * `target` with each run of `/` in its path made one; the query is left as it is:
 * `/domains//example.com///records?q=a//b` → `/domains/example.com/records?q=a//b`.
 */
export function collapseEmptySegments(target: string): string {
  const path = pathOf(target);
  return `${path.replace(/\/{2,}/g, '/')}${target.slice(path.length)}`;
}

/** The path of a request target: all before its `?`. */
function pathOf(target: string): string {
  return target.split('?', 1)[0] ?? '';
}
