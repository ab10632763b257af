import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import type { FirstView, RenderFirstViewOptions } from '../src/entry-server.tsx';
import { FIRST_VIEW_STATE_ID } from '../src/lib/first-view-state.ts';
import { timeZoneFromCookies } from '../src/lib/time-zone-cookie.ts';
import { PAGE_CLIENT_HINTS, pageHintsOf, type PageHints } from './page-hints.ts';

/** The server render's entry (`src/entry-server.tsx`, built into `<dist>/server/entry-server.js`). */
export type RenderFirstView = (url: URL, options: RenderFirstViewOptions) => Promise<FirstView>;

/** How long a render may take, data included, before the shell is sent instead (ZONESCOPE_SERVER_RENDER_MS). */
export const DEFAULT_SERVER_RENDER_MS = 300;

/**
 * The most one render reads from the API, its answers together (bytes as sent). Past it the data
 * is more than a first view is worth waiting for on the server — two 50,000-record snapshots to
 * compare, every snapshot of a large zone for a record's history — and the browser fetches it
 * itself. One 50,000-record snapshot (about 9 MiB) is under it: its first rows are rendered.
 */
export const MAX_RENDER_READ_BYTES = 12 * 2 ** 20;
/** An answer this large (bytes) takes long enough to parse that the server's other work goes first. */
const YIELD_AFTER_BYTES = 2 ** 20;

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Loads the built server render from `<distDir>/server/entry-server.js`; null when the build has
 * none (a build from before it existed, or a test's folder), and the server then sends the shell.
 */
export async function loadFirstViewRenderer(distDir: string): Promise<RenderFirstView | null> {
  const file = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  if (typeof module !== 'object' || module === null || !('renderFirstView' in module)) return null;
  const { renderFirstView } = module;
  return typeof renderFirstView === 'function' ? (url, options) => renderFirstView(url, options) : null;
}

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.optional(z.array(z.string())),
    dynamicImports: z.optional(z.array(z.string())),
    css: z.optional(z.array(z.string())),
    isEntry: z.optional(z.boolean()),
  }),
);
export type BuildManifest = z.output<typeof manifestSchema>;

/** The client build's manifest (`<distDir>/.vite/manifest.json`): which chunks each screen needs. */
export function readBuildManifest(distDir: string): BuildManifest {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : {};
}

export type FirstViewPagesOptions = {
  render: RenderFirstView;
  /** The built `index.html`: the frame of every rendered page. */
  indexHtml: string;
  /** The shell as sent (`shellHtmlOf`), when a page cannot be rendered. */
  shellHtml: string;
  manifest: BuildManifest;
  /** The stylesheet a rendered page carries in itself (inlineStylesheetOf); null: it links it. */
  stylesheet?: InlineStylesheet | null;
  /** The server's own API, in process: `(request) => response`. */
  api: (request: Request) => Promise<Response>;
  /** How long to wait for a render before sending the shell. */
  budgetMs: number;
  /**
   * Headers of the navigation its API requests carry too. Only test mode names any: the fault a
   * test asked for with a cookie must reach the render's requests as it reaches the browser's.
   */
  forwardedHeaders?: readonly string[];
  /**
   * Test mode: a rendered page lists the API requests its render sent, in the header
   * `X-Zonescope-First-View-Requests` (path and query, space-separated), so that a journey can
   * count every request made for the page, by the browser and by the server on its behalf.
   */
  reportRequests?: boolean;
};

/**
 * Answers a navigation with its first view rendered on the server (see README, "How the first
 * view is served"): the page's rows in the HTML, the query cache they came from as JSON in a
 * `<script type="application/json">`, its screen's chunks preloaded. The shell — `index.html` as
 * built — whenever that cannot be done faithfully and in time: the render fails, the API answers a
 * first-view request with an error, or it all takes longer than `budgetMs`.
 */
export function createFirstViewPages(options: FirstViewPagesOptions): (request: Request) => Promise<Response> {
  const {
    render,
    indexHtml,
    shellHtml,
    manifest,
    api,
    budgetMs,
    forwardedHeaders = [],
    reportRequests = false,
    stylesheet = null,
  } = options;
  const shell = () => shellResponse(shellHtml);
  const entryChunks = chunksOf(manifest, entriesOf(manifest));
  const appChunks = chunksOf(manifest, appOf(manifest));

  return async (request) => {
    const url = new URL(request.url);
    const hints = pageHintsOf(request.headers);
    const forwarded = new Headers();
    for (const name of forwardedHeaders) {
      const value = request.headers.get(name);
      if (value !== null) forwarded.set(name, value);
    }
    const sent: string[] = [];
    const controller = new AbortController();
    const giveUp = (reason: string) => {
      if (!controller.signal.aborted) controller.abort(reason);
      return new Error(`The render gave up: ${reason}.`);
    };
    const timer = setTimeout(() => giveUp('it took too long'), budgetMs);
    const deadline = performance.now() + budgetMs;
    const checkTime = () => {
      if (controller.signal.aborted || performance.now() > deadline) throw giveUp('it took too long');
    };
    const allowance = { bytes: MAX_RENDER_READ_BYTES };
    let view: FirstView;
    try {
      view = await Promise.race([
        render(url, {
          // Every answer is checked against the bound, in time and in bytes, for the timer alone
          // cannot hold it: the demo's API answers in process, and a render reading and parsing
          // megabytes in one run of promise callbacks gave the timer no turn for a second and
          // more, every other request of the server waiting with it.
          api: async (target, init) => {
            checkTime();
            const headers = new Headers(init.headers);
            for (const [name, value] of forwarded) headers.set(name, value);
            // The server's own key (or the demo's) is added by its API routes; the browser's never
            // reaches a render.
            headers.delete('X-Auth-Key');
            sent.push(target);
            const response = await api(new Request(new URL(target, url.origin), { headers, signal: init.signal }));
            const body = await readBodyWithin(response, allowance);
            if (body === null) throw giveUp('its data is larger than a first view reads');
            // Before a large answer is parsed, a turn for the timer and the server's other requests.
            // Not after every answer: under load each turn waits for all the server has queued (with a
            // turn after every answer, a small zone's page came as the shell once in a journey run).
            if (body.byteLength > YIELD_AFTER_BYTES) await nextMacrotask();
            checkTime();
            const { status, statusText, headers: answerHeaders } = response;
            return new Response(response.body === null ? null : body, { status, statusText, headers: answerHeaders });
          },
          timeZone: timeZoneFromCookies(request.headers.get('Cookie')),
          windowHeight: hints.windowHeight,
          signal: controller.signal,
        }),
        new Promise<FirstView>((resolve) =>
          controller.signal.addEventListener(
            'abort',
            () => resolve({ kind: 'shell', reason: String(controller.signal.reason) }),
            { once: true },
          ),
        ),
      ]);
    } catch {
      // The built renderer never rejects; a broken build must not cost the page all the same.
      view = { kind: 'shell', reason: 'the render failed' };
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
    if (view.kind === 'shell') return shell();
    if (view.kind === 'redirect')
      return new Response(null, { status: view.status, headers: { Location: view.location } });
    const chunks = [...new Set([...appChunks, ...chunksOf(manifest, view.screens)])].filter(
      (file) => !entryChunks.includes(file),
    );
    const page = htmlResponse(pageHtml(indexHtml, view, { chunks, hints, stylesheet }), 'first-view');
    if (reportRequests) page.headers.set('X-Zonescope-First-View-Requests', sent.join(' '));
    return page;
  };
}

/**
 * `response`'s body, each chunk taken from `allowance` as it arrives (bodies read at once share
 * one); null, the stream cancelled, once the allowance is spent.
 */
export async function readBodyWithin(
  response: Response,
  allowance: { bytes: number },
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = response.body?.getReader();
  if (reader === undefined) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    allowance.bytes -= value.byteLength;
    if (allowance.bytes < 0) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** Whether `indexHtml` has the places a rendered first view goes (its root element and title). */
export function canHoldFirstView(indexHtml: string): boolean {
  return indexHtml.includes(ROOT) && TITLE.test(indexHtml);
}

/**
 * A rendered page: the view's head and root, its state, and the chunks the app and its screen need
 * named in `data-preload` on the root, not as `<link rel=modulepreload>`: fetched and compiled with
 * the page, they held its first paint back (about 100 ms, bench #2), so the entry preloads them
 * once the page is painted (src/main.tsx). The first paint waits for public/early-input.js alone
 * (nothing may be clicked before it listens): the stylesheet is in the page (the CSP names its
 * hash), and where the theme is known (page-hints.ts) the page comes in it, without public/theme.js.
 */
function pageHtml(
  indexHtml: string,
  view: Extract<FirstView, { kind: 'page' }>,
  { chunks, hints, stylesheet }: { chunks: readonly string[]; hints: PageHints; stylesheet: InlineStylesheet | null },
): string {
  const preload = chunks.filter((file) => CHUNK_FILE.test(file)).map((file) => `/${file}`);
  // Each text goes in through a function: a replacement string would read `$&`, `$'` or `` $` `` in
  // a record value as a pattern and put parts of the page there instead.
  let html = indexHtml
    .replace(TITLE, (title) => (view.head.includes('<title>') ? view.head : `${view.head}${title}`))
    .replace(
      ROOT,
      () =>
        `<div id="root" data-preload="${preload.join(' ')}">${view.root}</div><script type="application/json" id="${FIRST_VIEW_STATE_ID}">${view.state}</script>`,
    );
  if (stylesheet !== null) html = html.replace(stylesheet.link, () => `<style>${stylesheet.text}</style>`);
  if (hints.theme !== null) {
    html = html.replace(THEME_SCRIPT, '');
    if (hints.theme !== 'light') html = html.replace(HTML_START, `<html$1 class="${THEME_CLASS[hints.theme]}">`);
  }
  return html;
}

/** public/theme.js as index.html names it: the theme applied before the first paint where the server cannot. */
const THEME_SCRIPT = '<script src="/theme.js"></script>';
const HTML_START = /<html\b([^>]*)>/;
/** The class <html> comes with (src/index.css): dark, or the system's theme followed by the CSS alone. */
const THEME_CLASS = { dark: 'dark', system: 'system-theme' } as const;

/** The built stylesheet, for rendered pages to carry in a `<style>` element. */
export type InlineStylesheet = {
  /** The `<link rel="stylesheet">` of index.html it replaces. */
  link: string;
  text: string;
  /** `sha256-…` of its text, for the CSP's `style-src`. */
  hash: string;
};

/** Above this size a stylesheet stays a file (it would weigh on every page more than it saves). */
const MAX_INLINE_STYLESHEET = 256 * 1024;

/**
 * The stylesheet index.html links (the build's one CSS file, `<distDir>/assets/…`) as a rendered
 * page carries it; null when there is none, it is too large, or its text could end a `<style>`.
 */
export function inlineStylesheetOf(indexHtml: string, distDir: string): InlineStylesheet | null {
  const found = /<link rel="stylesheet"[^>]*? href="\/(assets\/[\w.-]+\.css)"[^>]*>/.exec(indexHtml);
  if (found === null || found[1] === undefined) return null;
  const file = join(distDir, found[1]);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (text.length > MAX_INLINE_STYLESHEET || /<\/style/i.test(text)) return null;
  return { link: found[0], text, hash: `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` };
}

/** A built chunk's path as the manifest names it: nothing an attribute would have to escape. */
const CHUNK_FILE = /^[\w./-]+$/;

const entriesOf = (manifest: BuildManifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
/** What the entry imports once it runs: the app (src/app/start-app.tsx). */
const appOf = (manifest: BuildManifest) => entriesOf(manifest).flatMap((key) => manifest[key]?.dynamicImports ?? []);

/**
 * The shell: `index.html` as built, with the app preloaded. The entry (src/main.tsx) is small and
 * imports the app only once it runs, so that a rendered page is painted before the app's code is
 * compiled; the shell has nothing to paint, so its HTML names the app's chunks for the browser to
 * fetch with the entry instead of after it.
 */
export function shellHtmlOf(indexHtml: string, manifest: BuildManifest): string {
  const entryChunks = chunksOf(manifest, entriesOf(manifest));
  const app = chunksOf(manifest, appOf(manifest)).filter((file) => !entryChunks.includes(file));
  const preloads = app.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return indexHtml.replace('</head>', `${preloads}</head>`);
}

/** The files of `keys` and of every chunk they import, in order, once each (CSS is in the entry's). */
function chunksOf(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The app's shell (`shellHtmlOf`): the browser renders the page. */
export function shellResponse(shellHtml: string): Response {
  return htmlResponse(shellHtml, 'shell');
}

/**
 * A page, revalidated by the browser; a rendered one is kept from shared caches (it holds the zone's
 * data as the server read it). `Vary`: the cookies (time zone, theme) and the window's height
 * (a client hint every page asks for, page-hints.ts) shape what is rendered.
 * `X-Zonescope-First-View` says which it is, for tests and for people looking at a response.
 */
function htmlResponse(html: string, kind: 'shell' | 'first-view'): Response {
  const hints = PAGE_CLIENT_HINTS.join(', ');
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': kind === 'shell' ? 'no-cache' : 'private, no-cache',
      Vary: `Accept-Encoding, Cookie, ${hints}`,
      'Accept-CH': hints,
      'X-Zonescope-First-View': kind === 'shell' ? 'shell' : 'rendered',
    },
  });
}
