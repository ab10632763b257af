import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import * as z from 'zod/mini';
import type { FirstView, RenderFirstViewOptions } from '../src/entry-server.tsx';
import { FIRST_VIEW_STATE_ID, SERVED_AS_META } from '../src/lib/first-view-state.ts';
import { readBodyWithin } from '../src/lib/read-body-within.ts';
import { timeZoneFromCookies } from '../src/lib/time-zone-cookie.ts';
import { namesMoreMembersThan } from './json-member-names.ts';
import { keyMaskOf, type KeyMask } from './key-redaction.ts';
import { PAGE_CLIENT_HINTS, pageHintsOf, type PageHints } from './page-hints.ts';
import { DECODED_CODINGS } from './proxy.ts';

/** The server render's entry (`src/entry-server.tsx`, built into `<dist>/server/entry-server.js`). */
export type RenderFirstView = (url: URL, options: RenderFirstViewOptions) => Promise<FirstView>;

/** Whether the app answers a path with its not-found page (`isNotFoundPath` of the same entry). */
export type IsNotFoundPath = (pathname: string) => boolean;

/**
 * A page's HTTP status: 404 where its path is no page of the app (IsNotFoundPath). Not for data the
 * API does not have (an unknown domain, snapshot or template): the status goes with the page's head,
 * before the render has read the API.
 */
export type PageStatus = 200 | 404;

/** What the server takes from the built entry: the render, and the route table's answer to a path. */
export type ServerEntry = { render: RenderFirstView; isNotFoundPath: IsNotFoundPath };

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
/** How long a step of reading a large answer may hold the thread before the server's other work gets a turn. */
const HELD_BEFORE_TURN_MS = 50;

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Loads the built server entry from `<distDir>/server/entry-server.js`; null when the build has
 * none (a build from before it existed, or a test's folder), and the server then sends the shell,
 * with 200 for every path.
 */
export async function loadServerEntry(distDir: string): Promise<ServerEntry | null> {
  const file = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  if (typeof module !== 'object' || module === null) return null;
  const render: unknown = Reflect.get(module, 'renderFirstView');
  const isNotFoundPath: unknown = Reflect.get(module, 'isNotFoundPath');
  if (typeof render !== 'function' || typeof isNotFoundPath !== 'function') return null;
  return {
    render: (url, options) => render(url, options),
    isNotFoundPath: (pathname) => isNotFoundPath(pathname) === true,
  };
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
  manifest: BuildManifest;
  /** The stylesheet a rendered page carries in itself (inlineStylesheetOf); null: it links it. */
  stylesheet?: InlineStylesheet | null;
  /** The server's own API, in process: `(request) => response`. */
  api: (request: Request) => Promise<Response>;
  /** How long to wait for a render before sending the shell. */
  budgetMs: number;
  /** Test mode: the bound a request sets for its own page instead (a journey about the bound), or null. */
  budgetOf?: (request: Request) => number | null;
  /**
   * Headers of the navigation its API requests carry too. Only test mode names any: the fault a
   * test asked for with a cookie must reach the render's requests as it reaches the browser's.
   */
  forwardedHeaders?: readonly string[];
  /**
   * Test mode: a rendered page lists the API requests its render sent, in the header
   * `X-Zonescope-First-View-Requests` (path and query, space-separated), so that a journey can
   * count every request made for the page, by the browser and by the server on its behalf; the
   * shell says why it is not rendered, in `X-Zonescope-First-View-Shell`.
   */
  reportRequests?: boolean;
  /**
   * The key the server holds (DNS_API_KEY): a page that would quote it, in its HTML or its state,
   * is sent as the shell, and the browser reads the data through the proxy, which masks it.
   */
  serverKey?: string;
  /**
   * Where the API is an upstream: the most distinct member names one of its answers may name
   * (UPSTREAM_MEMBER_NAMES_BOUND in json-member-names.ts), counted before the render parses it; an answer naming
   * more is left to the browser (the shell). None for the demo, whose answers are the server's own.
   */
  memberNamesBound?: number;
  /** One line when a page is sent as the shell for quoting the server key (never the key). */
  log?: (line: string) => void;
};

/**
 * Answers a navigation with its first view rendered on the server (see README, "How the first
 * view is served"): the page's rows in the HTML, the query cache they came from as JSON in a
 * `<script type="application/json">`, its screen's chunks named for the entry to preload. The
 * shell instead — an empty root, the app preloaded — whenever that cannot be done faithfully and in
 * time: the render fails, the API answers a first-view request with an error, or it all takes
 * longer than `budgetMs`.
 *
 * The page is streamed: its head, all of it but the title (the stylesheet, the scripts the first
 * paint waits for, the entry), goes before the render starts, so that the browser sets up the
 * page, fetches `early-input.js` and the entry, and parses the style while the server reads the
 * API and renders; the title and the body follow once the render is done or given up. Test mode
 * holds the head until then, to list the render's requests in a header (`reportRequests`).
 */
export function createFirstViewPages(
  options: FirstViewPagesOptions,
): (request: Request, status?: PageStatus) => Promise<Response> {
  const {
    render,
    indexHtml,
    manifest,
    api,
    budgetMs,
    budgetOf = () => null,
    forwardedHeaders = [],
    reportRequests = false,
    stylesheet = null,
    serverKey,
    memberNamesBound,
    log = (line: string) => console.error(line),
  } = options;
  const keyMask = serverKey === undefined ? undefined : keyMaskOf(serverKey);
  const parts = pagePartsOf(indexHtml);
  const entryChunks = chunksOf(manifest, entriesOf(manifest));
  const appChunks = chunksOf(manifest, appOf(manifest));
  const shellEnd = shellEndOf(parts, shellPreloadsOf(manifest));
  const shell = (reason: string) => ({ html: shellEnd, shellBecause: reason });

  return async (request, pageStatus = 200) => {
    const url = new URL(request.url);
    const hints = pageHintsOf(request.headers);
    const forwarded = new Headers();
    for (const name of forwardedHeaders) {
      const value = request.headers.get(name);
      if (value !== null) forwarded.set(name, value);
    }
    const sent: string[] = [];
    const budget = budgetOf(request) ?? budgetMs;
    const controller = new AbortController();
    const giveUp = (reason: string) => {
      if (!controller.signal.aborted) controller.abort(reason);
      return new Error(`The render gave up: ${reason}.`);
    };
    const firstView = async (): Promise<FirstView> => {
      // The head is written before the render starts: its first stretch, the demo's API answering in
      // process, would otherwise run before the server gets to write anything.
      await nextMacrotask();
      const timer = setTimeout(() => giveUp('it took too long'), budget);
      const deadline = performance.now() + budget;
      const checkTime = () => {
        if (controller.signal.aborted || performance.now() > deadline) throw giveUp('it took too long');
      };
      const allowance = { bytes: MAX_RENDER_READ_BYTES };
      let lastTurn = performance.now();
      try {
        return await Promise.race([
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
              // A proxy holding the key asks its upstream for these and hands the answer over unpacked:
              // a 50,000-record snapshot crosses the network as 0.9 MB instead of 9 (docs/server.md).
              headers.set('Accept-Encoding', DECODED_CODINGS.join(', '));
              sent.push(target);
              const response = await api(new Request(new URL(target, url.origin), { headers, signal: init.signal }));
              const body = await readBodyWithin(response, allowance);
              if (body === null) throw giveUp('its data is larger than a first view reads');
              // Before a large answer is parsed, a turn for the timer and the server's other requests.
              // Not after every answer: under load each turn waits for all the server has queued (with a
              // turn after every answer, a small zone's page came as the shell once in a journey run).
              if (body.byteLength > YIELD_AFTER_BYTES) {
                await nextMacrotask();
                lastTurn = performance.now();
              }
              checkTime();
              // V8 parses an answer naming many distinct members far slower than its bytes say, in
              // one step the clock cannot stop: counted first, in a pass costing 2–3 ms a megabyte.
              if (memberNamesBound !== undefined && namesMoreMembersThan(body, memberNamesBound))
                throw giveUp('its data names more distinct fields than a first view parses');
              const { status, statusText, headers: answerHeaders } = response;
              return new Response(response.body === null ? null : body, { status, statusText, headers: answerHeaders });
            },
            // Parsing and checking an answer run after the look above: a hostile answer of a few
            // megabytes (a GEO table of 240,000 subdivisions) took over a second to parse and as
            // long to check, the server answering nothing else meanwhile. Between the steps, the
            // same look at the clock; then a turn for the server's other work only where the step
            // held the thread a while (under load each turn waits for all that is queued, and a
            // turn after every step of a large answer cost the large zone's GEO page its render).
            checkpoint: async (answerLength) => {
              checkTime();
              if (answerLength <= YIELD_AFTER_BYTES || performance.now() - lastTurn < HELD_BEFORE_TURN_MS) return;
              await nextMacrotask();
              lastTurn = performance.now();
              checkTime();
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
        return { kind: 'shell', reason: 'the render failed' };
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    };
    const end = firstView()
      .then((view) => {
        if (view.kind === 'shell') return shell(view.reason);
        const chunks = [...new Set([...appChunks, ...chunksOf(manifest, view.screens)])].filter(
          (file) => !entryChunks.includes(file),
        );
        const html = renderedEnd(parts, view, chunks);
        if (keyMask !== undefined && pageQuotesKey(html, keyMask)) {
          log(`first view sent as the shell, its page quoted the server key: GET ${url.pathname}`);
          return shell('the page would quote the server key');
        }
        return { html, shellBecause: null };
      })
      .catch(() => shell('the page could not be put together'));
    const headers = pageHeaders('private, no-cache');
    if (reportRequests) {
      const ended = await end;
      // Only a rendered page lists them: the journeys count what the browser asks again of a page it
      // gets as the shell by itself (docs/testing.md). A shell says why instead, so that a journey
      // about a rendered page can tell the bound, under the machine's load, from a fault.
      if (ended.shellBecause === null) headers.set('X-Zonescope-First-View-Requests', sent.join(' '));
      else headers.set('X-Zonescope-First-View-Shell', ended.shellBecause.replaceAll(/[^\x20-\x7e]/gu, '?'));
    }
    const { body, encoding } = streamedPage(
      request,
      pageStart(parts, { hints, stylesheet }),
      end.then(({ html }) => html),
      () => giveUp('the browser went away'),
    );
    if (encoding !== null) headers.set('Content-Encoding', encoding);
    // Said, as Hono's own streaming helpers do, so that the Node adapter writes the head at once
    // instead of reading ahead for a whole body (and so that the compress middleware leaves it).
    headers.set('Transfer-Encoding', 'chunked');
    return new Response(body, { status: pageStatus, headers });
  };
}

/**
 * `start` at once, then `end` once it settles, as one body: gzip, flushed after `start`, where the
 * browser accepts it. `onCancel` when the browser goes away before the end.
 */
function streamedPage(
  request: Request,
  start: string,
  end: Promise<string>,
  onCancel: () => void,
): { body: ReadableStream<Uint8Array>; encoding: 'gzip' | null } {
  const gzip = acceptsGzip(request.headers.get('Accept-Encoding')) ? createGzip() : null;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (gzip === null) {
        controller.enqueue(Buffer.from(start));
        void end.then((text) => {
          if (cancelled) return;
          controller.enqueue(Buffer.from(text));
          controller.close();
        });
        return;
      }
      gzip.on('data', (chunk: Buffer) => {
        if (!cancelled) controller.enqueue(chunk);
      });
      gzip.on('end', () => controller.close());
      gzip.on('error', (error) => controller.error(error));
      gzip.write(start);
      gzip.flush(zlibConstants.Z_SYNC_FLUSH);
      void end.then((text) => {
        if (!cancelled) gzip.end(text);
      });
    },
    cancel() {
      cancelled = true;
      gzip?.destroy();
      onCancel();
    },
  });
  return { body, encoding: gzip === null ? null : 'gzip' };
}

/**
 * Whether a rendered page quotes the server's key in a form {@link keyMaskOf} knows (as itself in
 * any letter case, in JSON's escapes, percent-encoded): in its HTML as written, its state's JSON
 * included, and with its character references read (React writes `&amp;`, `&lt;`, `&gt;`,
 * `&quot;`, `&#x27;`). The state is searched as written, not parsed again: it is JSON the render has
 * just written, whose strings differ from their text only by JSON's escapes, which are among those
 * forms (a `\u` escape, `\/`, `\"`, `\\`).
 */
function pageQuotesKey(html: string, mask: KeyMask): boolean {
  return mask.found(html) || mask.found(readCharacterReferences(html));
}

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `&amp;`, `&#x27;`, `&#39;` and the like read as the characters they stand for; others left. */
function readCharacterReferences(html: string): string {
  return html.replaceAll(
    /&(?:#x([\da-f]{1,6})|#(\d{1,7})|([a-z]+));/gi,
    (reference, hex?: string, decimal?: string, name?: string) => {
      const code = hex === undefined ? (decimal === undefined ? undefined : Number(decimal)) : Number.parseInt(hex, 16);
      if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
      return NAMED_REFERENCES[name?.toLowerCase() ?? ''] ?? reference;
    },
  );
}

/** Whether `Accept-Encoding` allows gzip (by name, else by `*`, with a weight above 0). */
function acceptsGzip(header: string | null): boolean {
  const accepts = parseAccept(header ?? '');
  const gzip = accepts.find(({ type }) => type.toLowerCase() === 'gzip') ?? accepts.find(({ type }) => type === '*');
  return (gzip?.q ?? 0) > 0;
}

/** Whether `indexHtml` has the places a rendered first view goes (its title, the head's end, its root element). */
export function canHoldFirstView(indexHtml: string): boolean {
  const headEnd = indexHtml.indexOf(HEAD_END);
  return headEnd !== -1 && TITLE.test(indexHtml.slice(0, headEnd)) && indexHtml.indexOf(ROOT, headEnd) !== -1;
}

/** index.html in the parts a streamed page is made of: its head without the title, the title, the rest from `</head>`. */
type PageParts = { head: string; title: string; rest: string };

function pagePartsOf(indexHtml: string): PageParts {
  const headEnd = indexHtml.indexOf(HEAD_END);
  const head = indexHtml.slice(0, headEnd);
  return { head: head.replace(TITLE, ''), title: TITLE.exec(head)?.[0] ?? '', rest: indexHtml.slice(headEnd) };
}

/**
 * What a page sends before its render: the head up to its end, less the title. The first paint
 * waits for public/early-input.js alone (nothing may be clicked before it listens): the stylesheet
 * is in the page (the CSP names its hash), and where the theme is known (page-hints.ts) the page
 * comes in it, without public/theme.js. The app's chunks are not preloaded here: fetched and
 * compiled with the page, they held its first paint back (about 100 ms, bench #2); a rendered page
 * names them in its root's `data-preload` for the entry to preload once painted (src/main.tsx).
 */
function pageStart(parts: PageParts, { hints, stylesheet }: { hints: PageHints; stylesheet: InlineStylesheet | null }) {
  let html = parts.head;
  // Each text goes in through a function, here and below: a replacement string would read `$&`,
  // `$'` or `` $` `` in it as a pattern and put parts of the page there instead.
  if (stylesheet !== null) html = html.replace(stylesheet.link, () => `<style>${stylesheet.text}</style>`);
  if (hints.theme !== null) {
    html = html.replace(THEME_SCRIPT, '');
    if (hints.theme !== 'light') html = html.replace(HTML_START, `<html$1 class="${THEME_CLASS[hints.theme]}">`);
  }
  return html;
}

/**
 * The rest of a rendered page: the view's title (and anything else React hoisted), the page's
 * `rendered` mark, and the body with the view in its root, the state after it, and the chunks the
 * app and its screen need in `data-preload`.
 */
function renderedEnd(parts: PageParts, view: Extract<FirstView, { kind: 'page' }>, chunks: readonly string[]): string {
  const preload = chunks.filter((file) => CHUNK_FILE.test(file)).map((file) => `/${file}`);
  const head = view.head.includes('<title>') ? view.head : `${view.head}${parts.title}`;
  return `${head}${servedAs('rendered')}${parts.rest.replace(
    ROOT,
    () =>
      `<div id="root" data-preload="${preload.join(' ')}">${view.root}</div><script type="application/json" id="${FIRST_VIEW_STATE_ID}">${view.state}</script>`,
  )}`;
}

/**
 * The rest of a page sent as the shell after its head: the app's title, the `shell` mark, the app's
 * chunks preloaded (the entry imports the app at once over an empty root), the body as built.
 */
function shellEndOf(parts: PageParts, appChunks: readonly string[]): string {
  return `${parts.title}${servedAs('shell')}${modulePreloads(appChunks)}${parts.rest}`;
}

const servedAs = (kind: 'rendered' | 'shell') => `<meta name="${SERVED_AS_META}" content="${kind}">`;
const modulePreloads = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

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
  const found = stylesheetLinkOf(indexHtml);
  if (found === null) return null;
  const file = join(distDir, found.file);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (text.length > MAX_INLINE_STYLESHEET || /<\/style/i.test(text)) return null;
  return { link: found.link, text, hash: `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` };
}

/**
 * The `<link rel="stylesheet">` of index.html (the build's one CSS file) and its file under the
 * build folder; null when index.html links none (a build without styles, a test's page).
 */
export function stylesheetLinkOf(indexHtml: string): { link: string; file: string } | null {
  const found = /<link rel="stylesheet"[^>]*? href="\/(assets\/[\w.-]+\.css)"[^>]*>/.exec(indexHtml);
  return found?.[1] === undefined ? null : { link: found[0], file: found[1] };
}

/** A built chunk's path as the manifest names it: nothing an attribute would have to escape. */
const CHUNK_FILE = /^[\w./-]+$/;

const entriesOf = (manifest: BuildManifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
/** What the entry imports once it runs: the app (src/app/start-app.tsx). */
const appOf = (manifest: BuildManifest) => entriesOf(manifest).flatMap((key) => manifest[key]?.dynamicImports ?? []);

/**
 * The shell: `index.html` as built, marked `shell`, with the app preloaded. The entry
 * (src/main.tsx) is small and imports the app only once it runs, so that a rendered page is painted
 * before the app's code is compiled; the shell has nothing to paint, so its HTML names the app's
 * chunks for the browser to fetch with the entry instead of after it.
 */
export function shellHtmlOf(indexHtml: string, manifest: BuildManifest): string {
  return indexHtml.replace(
    HEAD_END,
    () => `${servedAs('shell')}${modulePreloads(shellPreloadsOf(manifest))}${HEAD_END}`,
  );
}

/** What a shell preloads: the app's chunks that the entry does not import itself. */
function shellPreloadsOf(manifest: BuildManifest): string[] {
  const entryChunks = chunksOf(manifest, entriesOf(manifest));
  return chunksOf(manifest, appOf(manifest)).filter((file) => !entryChunks.includes(file));
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

/** The app's shell (`shellHtmlOf`) where the server renders nothing: the browser draws the page. */
export function shellResponse(shellHtml: string, status: PageStatus = 200): Response {
  return new Response(shellHtml, { status, headers: pageHeaders('no-cache') });
}

/**
 * A page's headers: revalidated by the browser, and one the server may render kept from shared
 * caches (it holds the zone's data as the server read it). `Vary`: the cookies (time zone, theme)
 * and the window's height (a client hint every page asks for, page-hints.ts) shape what is rendered.
 */
function pageHeaders(cacheControl: 'no-cache' | 'private, no-cache'): Headers {
  const hints = PAGE_CLIENT_HINTS.join(', ');
  return new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    Vary: `Accept-Encoding, Cookie, ${hints}`,
    'Accept-CH': hints,
  });
}
