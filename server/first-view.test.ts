import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_VIEW_STATE_ID,
  readFirstViewState,
  scriptSafeJson,
  SERVED_AS_META,
  type FirstViewState,
} from '../src/lib/first-view-state.ts';
import { THEME_COOKIE } from '../src/lib/theme-cookie.ts';
import { TIME_ZONE_COOKIE } from '../src/lib/time-zone-cookie.ts';
import { isNotFoundPath, renderFirstView, type RenderFirstViewOptions } from '../src/entry-server.tsx';
import { createApiRoutes, type Backend } from './api-routes.ts';
import { createServer } from './app.ts';
import { HOSTILE_PAYLOADS } from './demo/data/hostile-zone.ts';
import { DEMO_API_KEY } from './demo/demo-api.ts';
import { inlineStylesheetOf, MAX_RENDER_READ_BYTES, type RenderFirstView } from './first-view.ts';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from './test/fake-upstream.ts';
import { manyRegionsGeoDefaults } from './test/hostile-answers.ts';

/** The built index.html's shape: where the title, the preloads and the root go. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Zonescope</title><script src="/theme.js"></script><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div><noscript>Zonescope needs JavaScript.</noscript></body></html>`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_shared-abc.js'],
    dynamicImports: ['src/app/start-app.tsx'],
  },
  '_shared-abc.js': { file: 'assets/shared-abc.js' },
  // The app, which the entry imports once it has run (src/main.tsx).
  'src/app/start-app.tsx': { file: 'assets/start-app-abc.js', imports: ['_shared-abc.js', '_react-abc.js'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  'src/features/records/records-page.tsx': {
    file: 'assets/records-page-abc.js',
    imports: ['_shared-abc.js', '_table-abc.js'],
  },
  '_table-abc.js': { file: 'assets/table-abc.js' },
};

/** The build's stylesheet (with a character outside ASCII: its hash is of its UTF-8 text). */
const STYLESHEET = `body{margin:0}.x::before{content:"→"}`;
const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';

/** The app's chunks the entry does not import itself, preloaded by the shell. */
const APP_PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/start-app-abc.js"><link rel="modulepreload" crossorigin href="/assets/react-abc.js">';

/** The shell where the server renders nothing: index.html as built, marked, with the app preloaded. */
const SHELL_HTML = INDEX_HTML.replace(
  '</head>',
  `<meta name="${SERVED_AS_META}" content="shell">${APP_PRELOADS}</head>`,
);

/**
 * The shell a page turns into when its render gives up after its head has gone: the title, the
 * mark and the app's preloads end that head, and the body is the shell's, with nothing in the root.
 */
function expectShellAfterHead(html: string): void {
  expect(servedAs(html)).toBe('shell');
  expect(html).toContain(
    `<title>Zonescope</title><meta name="${SERVED_AS_META}" content="shell">${APP_PRELOADS}</head><body><div id="root"></div><noscript>`,
  );
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).not.toContain(FIRST_VIEW_STATE_ID);
}

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'zonescope-first-view-'));
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-abc.css'), STYLESHEET);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const demo: Backend = { kind: 'demo' };
const demoApi = createApiRoutes(demo);

/** The first view of `path` from the demo, rendered for a browser that told `timeZone` (or not). */
const UTC_TIMELINE = '/domains/example.com/snapshots?tz=utc';
const renderFromDemo = (path: string, timeZone: string | null) =>
  renderFirstView(new URL(`http://127.0.0.1${path}`), {
    api: async (target, { headers, signal }) =>
      demoApi.fetch(new Request(new URL(target, 'http://127.0.0.1'), { headers, signal })),
    timeZone,
    windowHeight: null,
    signal: AbortSignal.timeout(5000),
  });

function serverWith(backend: Backend, render: RenderFirstView = renderFirstView, budgetMs = 5000) {
  return createServer({ backend, distDir, allowedHosts: [], serverRender: { render, budgetMs }, isNotFoundPath });
}

/** `test` against a server in browser-key mode (a proxy without DNS_API_KEY) before a fake upstream. */
async function withBrowserKeyServer(
  test: (app: ReturnType<typeof serverWith>, upstream: FakeUpstream) => Promise<void>,
) {
  const upstream = await startFakeUpstream();
  try {
    const origin = new URL(upstream.origin);
    await test(serverWith({ kind: 'proxy', upstream: origin, client: createNodeUpstreamClient(origin) }), upstream);
  } finally {
    await upstream.close();
  }
}

/** A navigation as a browser sends it (Europe/Berlin told in the time zone cookie, unless `cookie` says otherwise). */
async function navigate(
  app: ReturnType<typeof createServer>,
  path: string,
  cookie = `${TIME_ZONE_COOKIE}=Europe%2FBerlin`,
  headers: Record<string, string> = {},
) {
  const response = await app.request(`http://127.0.0.1:4173${path}`, {
    headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', Cookie: cookie, ...headers },
  });
  const html = await response.text();
  return { response, html, kind: servedAs(html) };
}

/** How the page says it was served (`rendered` or `shell`); null unless it says so exactly once. */
function servedAs(html: string): string | null {
  const marks = [...html.matchAll(new RegExp(`<meta name="${SERVED_AS_META}" content="([a-z]+)">`, 'g'))];
  return marks.length === 1 ? (marks[0]?.[1] ?? null) : null;
}

/** The page's text as a person reads it: tags dropped, entities decoded (React writes only these). */
function textOf(html: string): string {
  return html
    .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

/** The state the page carries: the text of its JSON script up to the first `</script>` the HTML parser would see. */
function stateOf(html: string): FirstViewState {
  const start = html.indexOf(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}">`);
  expect(start).toBeGreaterThan(-1);
  const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script', start));
  const state = readFirstViewState(text);
  if (state === null) throw new Error('the page carries no readable state');
  return state;
}

/** The data of the successful query the page carries whose key starts with `first`. */
function carriedData(html: string, first: string): unknown {
  const state = stateOf(html).queries.find((query) => query.queryKey[0] === first)?.state;
  return state?.status === 'success' ? state.data : undefined;
}

/** How many table rows a page's HTML holds. */
const rowsOf = (html: string) => html.match(/<tr [^>]*data-row-index=/g)?.length ?? 0;

/** Every script element of the page: only files (`src`, empty) and the JSON state may be there. */
function expectNoExecutableInlineScript(html: string): void {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', body = ''] of scripts) {
    if (/\btype="application\/json"/.test(attributes)) continue;
    expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
    expect(body).toBe('');
  }
  // Inline handlers and style attributes: the CSP would refuse them (and log it).
  expect(html).not.toMatch(/<[a-z][^>]*\s(?:on[a-z]+|style)=/i);
}

async function demoJson(path: string): Promise<unknown> {
  const response = await demoApi.fetch(new Request(`http://127.0.0.1${path}`));
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('response' in body)) throw new Error(`${path}: no envelope`);
  return body.response;
}

function fieldsOf(list: unknown, field: string): string[] {
  if (!Array.isArray(list)) throw new Error('not a list');
  return list.map((item: unknown) => String(typeof item === 'object' && item !== null ? Reflect.get(item, field) : ''));
}

describe('a navigation in demo mode gets its first view rendered on the server', () => {
  let app: ReturnType<typeof createServer>;
  beforeAll(() => {
    app = serverWith(demo);
  });

  it('records: the first rows in the HTML, the query they came from in the state, the chunks to preload once painted', async () => {
    const { response, html, kind } = await navigate(app, '/domains/large.example.net/records');
    expect(response.status).toBe(200);
    expect(kind).toBe('rendered');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    const first = await demoJson(
      '/dns/v1/domains/large.example.net/records?offset=0&limit=101&order_by=record_id&order_param=asc',
    );
    const text = textOf(html);
    // The rows a tall window shows first, in the API's order; not all 100 (the browser adds the rest).
    const names = fieldsOf(first, 'record_name');
    const values = fieldsOf(first, 'record_value');
    let from = 0;
    for (const [index, value] of values.slice(0, 20).entries()) {
      const at = text.indexOf(value, from);
      expect(at, `row ${index + 1} (${names[index]} ${value})`).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(html.match(/<tr [^>]*data-row-index=/g)?.length).toBeLessThan(100);
    expect(html).toContain('<title>Records of large.example.net · Zonescope</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);

    const state = stateOf(html);
    expect(state.queries.map((query) => query.queryKey)).toContainEqual([
      'records',
      'large.example.net',
      'list',
      { offset: 0, limit: 101, order_by: 'record_id', order_param: 'asc' },
    ]);
    expect(state.leftOut).toEqual([]);
    expect(state.timeZone).toBe('Europe/Berlin');
    // The app's chunks and the screen's, which the entry does not import itself, named for the
    // entry to preload once the page is painted; no preload in the head competes with that paint.
    expect(html).toContain(
      '<div id="root" data-preload="/assets/start-app-abc.js /assets/react-abc.js /assets/records-page-abc.js /assets/table-abc.js">',
    );
    expect(html).not.toContain('modulepreload');
    expectNoExecutableInlineScript(html);
  });

  it.each([
    ['/', ['Demo data', 'large.example.net', 'Template 1001']],
    ['/domains/example.com/snapshots', ['Snapshots of example.com', '9050', '9010']],
    ['/domains/example.com/snapshots/9050', ['Snapshot 9050 of example.com', 'Records (', 'www.example.com']],
    ['/domains/example.com/snapshots/9050/compare?with=9040', ['Compare snapshot 9050 with snapshot 9040']],
    ['/domains/example.com/snapshots/9050/compare?with=current', ['Compare snapshot 9050 with the current zone']],
    ['/domains/example.com/geo', ['GEO for example.com', 'Eligible records', 'api.example.com', 'Europe']],
    [
      '/domains/example.com/geo?record=www.example.com&record_type=A&region=DE.BY',
      ['GEO for example.com', 'Who gets which answer', 'Answer in the live zone'],
    ],
    ['/domains/example.com/history?id=986', ['History of record 986', 'Live zone', 'Snapshot 9050', '192.0.2.24']],
    ['/templates/1001?domain_name=example.com', ['Template 1001 for example.com', 'www.example.com']],
    ['/domains/пример.рф/records', ['Records of пример.рф', 'xn--e1afmkfd.xn--p1ai']],
  ])('%s: rendered with its data', async (path, texts) => {
    const { html, kind } = await navigate(app, encodeURI(path));
    expect(kind).toBe('rendered');
    const text = textOf(html);
    for (const expected of texts) expect(text).toContain(expected);
    expect(text).not.toMatch(/Loading (records|snapshots?|template|both snapshots)/);
    expectNoExecutableInlineScript(html);
  });

  it('a 50,000-record snapshot: its first rows in the HTML, the snapshot itself left for the browser', async () => {
    const { html, kind } = await navigate(app, '/domains/large.example.net/snapshots/7300');
    expect(kind).toBe('rendered');
    const records = await demoJson('/dns/v1/domains/large.example.net/snapshots/7300/records');
    const first =
      typeof records === 'object' && records !== null ? Reflect.get(Reflect.get(records, 'snapshot'), 'records') : [];
    const text = textOf(html);
    for (const value of fieldsOf(first, 'record_value').slice(0, 10)) expect(text).toContain(value);
    expect(html.match(/data-row-index=/g)?.length).toBeLessThan(100);
    // Nothing megabyte-sized: the page is its first rows, and the state names what it left out.
    expect(html.length).toBeLessThan(400_000);
    const state = stateOf(html);
    expect(state.leftOut).toEqual([['snapshots', 'large.example.net', 'detail', '7300']]);
    expect(JSON.stringify(state.queries)).not.toContain('host-49');
  });

  it('hostile record values are text in the HTML and inert in the state: none can close the JSON script', async () => {
    const { html, kind } = await navigate(app, '/domains/hostile.example/records');
    expect(kind).toBe('rendered');
    const text = textOf(html);
    expect(text).toContain(HOSTILE_PAYLOADS.SCRIPT);
    expect(text).toContain(HOSTILE_PAYLOADS.IMG);
    expect(html).not.toContain(HOSTILE_PAYLOADS.SCRIPT);
    expect(html).not.toContain('<img src=x');
    // The state is read whole up to the first `</script`: the payloads did not end it early.
    const records = carriedData(html, 'records');
    expect(fieldsOf(records, 'record_value')).toEqual(
      expect.arrayContaining([HOSTILE_PAYLOADS.SCRIPT, `10 ${HOSTILE_PAYLOADS.SCRIPT}`, HOSTILE_PAYLOADS.IMG]),
    );
    expectNoExecutableInlineScript(html);
  });

  it('records of a small zone: the page says its count, as the browser will once hydrated (no change of the pager)', async () => {
    const { html, kind } = await navigate(app, '/domains/example.com/records');
    expect(kind).toBe('rendered');
    expect(textOf(html)).toContain('Records 1–39 of 39');
    expect(textOf(html)).toContain('of 1');
    // Both pages are in the state: the browser asks for neither again.
    expect(stateOf(html).queries.map((query) => JSON.stringify(query.queryKey))).toEqual(
      expect.arrayContaining([expect.stringContaining('"offset":0'), expect.stringContaining('"offset":39')]),
    );
  });

  it('an unknown domain, snapshot or template: its notice in the HTML, the 404 in the state, so that the browser does not ask again', async () => {
    const screens = [
      ['/domains/nosuch.example/records', 'nosuch.example is not a domain of this account', 'Domain not found'],
      ['/domains/nosuch.example/geo', 'nosuch.example is not a domain of this account', 'Domain not found'],
      ['/domains/example.com/snapshots/4242', 'Snapshot 4242 was not found', 'Snapshot not found'],
      ['/templates/9999', 'Template 9999 does not exist', 'Template not found'],
    ] as const;
    for (const [path, notice, said] of screens) {
      const { response, html, kind } = await navigate(app, path);
      expect([path, response.status, kind]).toEqual([path, 200, 'rendered']);
      const text = textOf(html);
      expect(text).toContain(notice);
      expect(text).toContain(`The service said: “${said}`);
      // No Retry: asking again would get the same answer.
      expect(html).not.toMatch(/>Retry</);
      const failed = stateOf(html).queries.flatMap((query) =>
        query.state.status === 'error' ? [query.state.error] : [],
      );
      expect(failed.length).toBeGreaterThan(0);
      for (const error of failed)
        expect(error).toEqual({
          kind: 'not-found',
          details: expect.objectContaining({ status: 404, said: expect.objectContaining({ message: said }) }),
        });
    }
  });

  it('local times in the zone the browser told; without it, the shell (the browser draws them itself)', async () => {
    const told = await navigate(app, '/domains/example.com/snapshots/9050');
    expect(told.kind).toBe('rendered');
    expect(textOf(told.html)).toContain('18 Nov 2026, 17:27:35 CET');
    expect(stateOf(told.html).timeZone).toBe('Europe/Berlin');

    const untold = await navigate(app, '/domains/example.com/snapshots/9050', '');
    expect(untold.kind).toBe('shell');
    // Screens without local times do not need it.
    expect((await navigate(app, '/domains/example.com/records', '')).kind).toBe('rendered');
  });

  it.each([
    {
      what: 'a comparison with a snapshot',
      path: '/domains/large.example.net/snapshots/4242/compare?with=current',
      said: ['Snapshot 4242 was not found', 'large.example.net has no snapshot with the id “4242”.'],
      // The domain is told known by its list of snapshots instead.
      alsoAsked: ['/dns/v1/domains/large.example.net/snapshots'],
    },
    {
      what: 'a comparison of a template',
      path: '/templates/9999?domain_name=large.example.net&compare=yes',
      said: ['Template 9999 does not exist'],
      alsoAsked: [],
    },
  ])('$what that is not there: its notice drawn without reading the live zone', async ({ path, said, alsoAsked }) => {
    // The live zone's pages after the first wait until their request is given up on (or for two
    // seconds, then read on): a render that reads the whole zone asks for all 50.
    const asked: string[] = [];
    const api: RenderFirstViewOptions['api'] = async (target, { headers, signal }) => {
      asked.push(target);
      const url = new URL(target, 'http://127.0.0.1');
      if (url.pathname === '/dns/v1/domains/large.example.net/records' && url.searchParams.get('offset') !== '0')
        await Promise.race([once(signal, 'abort'), new Promise((resolve) => setTimeout(resolve, 2000))]);
      return demoApi.fetch(new Request(url, { headers }));
    };
    const view = await renderFirstView(new URL(`http://127.0.0.1${path}`), {
      api,
      timeZone: 'Europe/Berlin',
      windowHeight: null,
      signal: AbortSignal.timeout(10_000),
    });
    if (view.kind !== 'page') throw new Error(`not rendered: ${view.reason}`);
    for (const words of said) expect(textOf(view.root)).toContain(words);
    // Of the live zone's 50 pages, the first and the one held while the 404 came.
    const livePages = asked.filter((target) => target.startsWith('/dns/v1/domains/large.example.net/records?'));
    expect(livePages.length).toBeGreaterThan(0);
    expect(livePages.length).toBeLessThanOrEqual(2);
    expect(asked).toEqual(expect.arrayContaining(alsoAsked));
    // The page carries the 404; nothing of the live zone is left for the browser to read.
    expect(readFirstViewState(view.state)?.leftOut).toEqual([]);
  });

  it('a screen that shows local times (always, or for its link), on a first visit: the shell at once, nothing asked of the API', async () => {
    const asked: string[] = [];
    const api: RenderFirstViewOptions['api'] = async (target, { headers, signal }) => {
      asked.push(target);
      return demoApi.fetch(new Request(new URL(target, 'http://127.0.0.1'), { headers, signal }));
    };
    const render = (path: string, timeZone: string | null) =>
      renderFirstView(new URL(`http://127.0.0.1${path}`), {
        api,
        timeZone,
        windowHeight: null,
        signal: AbortSignal.timeout(5000),
      });
    for (const path of [
      '/domains/example.com/snapshots',
      '/domains/example.com/snapshots/9050',
      '/domains/example.com/snapshots/9050/compare?with=9040',
      '/domains/example.com/history?id=1',
      // GEO with a record set picked: its coverage offers the snapshots with their times.
      '/domains/example.com/geo?record=www.example.com&record_type=A',
    ]) {
      asked.length = 0;
      expect(await render(path, null)).toEqual({ kind: 'shell', reason: expect.stringContaining('local times') });
      expect(asked).toEqual([]);
      // Once the browser has told its zone, the same screen is drawn from the API's answers.
      expect((await render(path, 'Europe/Berlin')).kind).toBe('page');
      expect(asked.length).toBeGreaterThan(0);
    }
    // Screens without local times are drawn on a first visit, GEO without a record set among them.
    expect((await render('/domains/example.com/records', null)).kind).toBe('page');
    expect((await render('/domains/example.com/geo?name=www', null)).kind).toBe('page');
  });

  it('a timeline of 2,163 snapshots: the days of the window drawn, not the years', async () => {
    const view = await renderFromDemo('/domains/daily.example.org/snapshots', 'UTC');
    if (view.kind !== 'page') throw new Error(`not rendered: ${view.reason}`);
    const entries = view.root.match(/aria-label="Snapshot \d+"/g) ?? [];
    expect(entries[0]).toBe('aria-label="Snapshot 32163"');
    expect(entries.length).toBeLessThanOrEqual(10);
    // The chart's points are not drawn either (a link each): its line and the current zone's point only.
    expect(view.root).not.toMatch(/aria-label="Snapshot \d+, /);
    expect(view.root.length).toBeLessThan(100_000);
  });

  it('a timeline linked in UTC, on a first visit: drawn, its switch naming no zone it does not know', async () => {
    const untold = await renderFromDemo(UTC_TIMELINE, null);
    if (untold.kind !== 'page') throw new Error(`not rendered: ${untold.reason}`);
    const text = textOf(untold.root);
    expect(text).toContain('Wednesday, 18 November 2026Snapshot 905016:27:35 UTC');
    expect(text).toContain('Local time');
    expect(text).not.toContain('Local time (');
    // The browser hydrates it without a zone, then names its own (src/app/start-app.tsx).
    expect(readFirstViewState(untold.state)?.timeZone).toBeNull();

    const told = await renderFromDemo(UTC_TIMELINE, 'Europe/Berlin');
    if (told.kind !== 'page') throw new Error(`not rendered: ${told.reason}`);
    expect(textOf(told.root)).toContain('Local time (Europe/Berlin)');
    expect(readFirstViewState(told.state)?.timeZone).toBe('Europe/Berlin');
  });
});

describe('a rendered page fetches nothing its first paint waits for', () => {
  let app: ReturnType<typeof createServer>;
  beforeAll(() => {
    app = serverWith(demo);
  });
  const RECORDS = '/domains/large.example.net/records';
  const styleSource = `'sha256-${createHash('sha256').update(STYLESHEET, 'utf8').digest('base64')}'`;

  it('the stylesheet is in the page, allowed by the CSP through its hash alone; the shell without a render links it', async () => {
    const { response, html } = await navigate(app, RECORDS);
    expect(html).toContain(`<style>${STYLESHEET}</style>`);
    expect(html).not.toContain(STYLESHEET_LINK);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(`style-src 'self' ${styleSource};`);
    expect(policy).not.toMatch(/unsafe/);
    // The API's answers carry the same policy, sandboxed.
    const api = await app.request('http://127.0.0.1:4173/dns/v1/domains/example.com/records');
    expect(api.headers.get('Content-Security-Policy')).toBe(`${policy}; sandbox`);

    // A render that fails after the head has gone leaves the stylesheet in the page.
    const failing = await navigate(
      serverWith(demo, () => Promise.reject(new Error('boom'))),
      RECORDS,
    );
    expectShellAfterHead(failing.html);
    expect(failing.html).toContain(`<style>${STYLESHEET}</style>`);
    const withoutRender = createServer({ backend: demo, distDir, allowedHosts: [] });
    const shell = await navigate(withoutRender, RECORDS);
    expect(shell.html).toBe(SHELL_HTML);
    expect(shell.html).toContain(STYLESHEET_LINK);
    expect(shell.response.headers.get('Content-Security-Policy')).toContain("style-src 'self';");
  });

  it("record values with `$&`, `$'` or `` $` `` are in the page as they are, not read as replacement patterns", async () => {
    const value = "$& $' $` $$ $1";
    const render: RenderFirstView = () =>
      Promise.resolve({
        kind: 'page',
        head: '<title>$& · Zonescope</title>',
        root: `<p>${value}</p>`,
        state: JSON.stringify({ value }),
        screens: [],
      });
    const { html, kind } = await navigate(serverWith(demo, render), RECORDS);
    expect(kind).toBe('rendered');
    expect(html).toContain(`<p>${value}</p></div><script type="application/json" id="${FIRST_VIEW_STATE_ID}">`);
    expect(html).toContain(`{"value":"${value}"}</script>`);
    expect(html).toContain('<title>$& · Zonescope</title>');
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it('a stylesheet is carried only when it is there, not too large, and cannot end its element', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zonescope-stylesheet-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const link = '<link rel="stylesheet" crossorigin href="/assets/a.css">';
      const page = `<head>${link}</head>`;
      expect(inlineStylesheetOf(page, dir)).toBeNull();
      writeFileSync(join(dir, 'assets', 'a.css'), 'a{color:red}');
      expect(inlineStylesheetOf(page, dir)).toEqual({
        link,
        text: 'a{color:red}',
        hash: `sha256-${createHash('sha256').update('a{color:red}').digest('base64')}`,
      });
      expect(inlineStylesheetOf('<head></head>', dir)).toBeNull();
      writeFileSync(join(dir, 'assets', 'a.css'), 'a{}</STYLE ><script>alert(1)</script>');
      expect(inlineStylesheetOf(page, dir)).toBeNull();
      writeFileSync(join(dir, 'assets', 'a.css'), `a{content:"${'x'.repeat(256 * 1024)}"}`);
      expect(inlineStylesheetOf(page, dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a first visit (no cookie of ours): the system theme, which the CSS follows', '', 'class="system-theme"'],
    ['dark chosen', `${THEME_COOKIE}=dark; ${TIME_ZONE_COOKIE}=UTC`, 'class="dark"'],
    ['light chosen', `${THEME_COOKIE}=light; ${TIME_ZONE_COOKIE}=UTC`, ''],
    ['the system theme chosen', `${TIME_ZONE_COOKIE}=UTC; ${THEME_COOKIE}=system`, 'class="system-theme"'],
  ])('%s: drawn in it, without theme.js', async (_, cookie, htmlClass) => {
    const { html, kind } = await navigate(app, RECORDS, cookie);
    expect(kind).toBe('rendered');
    expect(html).toContain(htmlClass === '' ? '<html lang="en">' : `<html lang="en" ${htmlClass}>`);
    expect(html).not.toContain('theme.js');
  });

  it.each([
    ['the app ran before the theme cookie existed (a choice may be in its storage)', `${TIME_ZONE_COOKIE}=UTC`],
    ['a theme cookie the app never writes', `${TIME_ZONE_COOKIE}=UTC; ${THEME_COOKIE}=%3Cscript%3E`],
  ])('%s: theme.js applies it before the first paint', async (_, cookie) => {
    const { html, kind } = await navigate(app, RECORDS, cookie);
    expect(kind).toBe('rendered');
    expect(html).toContain('<html lang="en"><head>');
    expect(html).toContain('<script src="/theme.js"></script>');
  });

  it('the rows of the window the browser says it has (Sec-CH-Viewport-Height), else of a tall one', async () => {
    const tall = await navigate(app, RECORDS);
    // 1080 px, less the 240 px above the rows at the least, at 33 px a row.
    expect(rowsOf(tall.html)).toBe(26);
    expect(stateOf(tall.html).window).toEqual({ width: 1280, height: 1080 });
    expect(tall.response.headers.get('Accept-CH')).toBe('Sec-CH-Viewport-Height');
    expect(tall.response.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Sec-CH-Viewport-Height');

    const short = await navigate(app, RECORDS, undefined, { 'Sec-CH-Viewport-Height': '600' });
    expect(rowsOf(short.html)).toBe(11);
    expect(stateOf(short.html).window).toEqual({ width: 1280, height: 600 });
    // Never fewer than ten, never more than a 2160 px window holds.
    expect(rowsOf((await navigate(app, RECORDS, undefined, { 'Sec-CH-Viewport-Height': '200' })).html)).toBe(10);
    const huge = await navigate(app, RECORDS, undefined, { 'Sec-CH-Viewport-Height': '99999' });
    expect(rowsOf(huge.html)).toBe(59);
    expect(stateOf(huge.html).window.height).toBe(2160);
    const junk = ['0', '-600', '600.5', '6e2', '123456', 'tall', '600, 700'];
    const heights = await Promise.all(
      junk.map(async (value) => {
        const { html } = await navigate(app, RECORDS, undefined, { 'Sec-CH-Viewport-Height': value });
        return stateOf(html).window.height;
      }),
    );
    expect(heights).toEqual(junk.map(() => 1080));
  });
});

/**
 * A render held until the test lets it go; `started`: the signal it was given, and how many bytes
 * of the answer the server had written by then (`written`, set by `listen`).
 */
function heldRender() {
  const released = Promise.withResolvers<void>();
  const started = Promise.withResolvers<{ signal: AbortSignal; bytesWritten: number }>();
  const held = { written: () => 0 };
  const render: RenderFirstView = async (_url, { signal }) => {
    started.resolve({ signal, bytesWritten: held.written() });
    await released.promise;
    return {
      kind: 'page',
      head: '<title>Held · Zonescope</title>',
      root: '<p>The first view</p>',
      state: '{}',
      screens: [],
    };
  };
  return { render, release: () => released.resolve(), started: started.promise, held };
}

/** The app on a real Node server, as `npm start` serves it, rendering with `held`. */
async function listen({ render, held }: ReturnType<typeof heldRender>) {
  const server = serve({ fetch: serverWith(demo, render).fetch, hostname: '127.0.0.1', port: 0 });
  server.on('request', (_request, response: ServerResponse) => {
    held.written = () => response.socket?.bytesWritten ?? 0;
  });
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** A navigation whose body is read as it comes (gunzipped where it is gzip). */
async function openPage(url: string, acceptEncoding: string) {
  const { promise: answered, resolve, reject } = Promise.withResolvers<IncomingMessage>();
  const request = get(url, { headers: { Accept: 'text/html', 'Accept-Encoding': acceptEncoding } }, resolve);
  request.on('error', reject);
  const response = await answered;
  const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
  let text = '';
  body.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const ended = once(body, 'end');
  return { request, response, text: () => text, ended };
}

/** Waits (10 ms at a time, 2 s at most) until `condition` holds. */
const waitUntil = async (condition: () => boolean) => {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the page is streamed: its head goes before the render', () => {
  it.each(['gzip, deflate, br', 'identity'])(
    'Accept-Encoding %s: the head, stylesheet and scripts included, arrives while the render runs; the rest when it ends',
    async (acceptEncoding) => {
      const held = heldRender();
      const { server, origin } = await listen(held);
      try {
        const page = await openPage(`${origin}/domains/example.com/records`, acceptEncoding);
        expect(page.response.headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : 'gzip');
        // Written before the render started: its first stretch (the demo's API answering in
        // process) would otherwise hold the head back.
        expect((await held.started).bytesWritten).toBeGreaterThan(0);
        await waitUntil(() => page.text().includes('<style>'));
        // Everything up to the head's end but its title, before the render has ended.
        const head = page.text();
        expect(head).toContain(`<style>${STYLESHEET}</style>`);
        expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
        expect(head).not.toContain('<title>');
        expect(head).not.toContain('</head>');
        held.release();
        await page.ended;
        expect(page.text().startsWith(head)).toBe(true);
        expect(page.text().slice(head.length)).toMatch(
          new RegExp(
            `^<title>Held · Zonescope</title><meta name="${SERVED_AS_META}" content="rendered"></head><body><div id="root" data-preload="[^"]*"><p>The first view</p></div>`,
          ),
        );
      } finally {
        server.close();
      }
    },
  );

  it('a browser that goes away before the render ends stops it', async () => {
    const held = heldRender();
    const { server, origin } = await listen(held);
    try {
      const page = await openPage(`${origin}/domains/example.com/records`, 'gzip');
      const { signal } = await held.started;
      await waitUntil(() => page.text().includes('<style>'));
      expect(signal.aborted).toBe(false);
      page.request.destroy();
      await waitUntil(() => signal.aborted);
      expect(String(signal.reason)).toBe('the browser went away');
    } finally {
      server.close();
    }
  });
});

describe('in test mode', () => {
  it('a rendered page lists the API requests its render sent, for journeys that count them', async () => {
    const app = serverWith({ kind: 'demo', faults: { timeoutMs: 1000 } });
    const { response, kind } = await navigate(app, '/domains/example.com/records');
    expect(kind).toBe('rendered');
    expect(response.headers.get('X-Zonescope-First-View-Requests')?.split(' ')).toEqual([
      '/zonescope/config',
      '/dns/v1/domains/example.com/records?offset=0&limit=101&order_by=record_id&order_param=asc',
      // The first page is short (39 records): the next tells whether it is the last.
      '/dns/v1/domains/example.com/records?offset=39&limit=101&order_by=record_id&order_param=asc',
    ]);
    // A page that ends as the shell lists none: the browser asks for what it shows itself.
    const shell = await navigate(app, '/domains/example.com/records', 'zonescope-fault=500@/records');
    expect(shell.kind).toBe('shell');
    expect(shell.response.headers.get('X-Zonescope-First-View-Requests')).toBeNull();
    // Outside test mode, nothing about the server's requests reaches the browser.
    const plain = await navigate(serverWith(demo), '/domains/example.com/records');
    expect(plain.kind).toBe('rendered');
    expect(plain.response.headers.get('X-Zonescope-First-View-Requests')).toBeNull();
  });

  it('the shell says why it is not rendered, so that a journey can tell the bound from a fault', async () => {
    const app = serverWith({ kind: 'demo', faults: { timeoutMs: 1000 } });
    const rendered = await navigate(app, '/domains/example.com/records');
    expect(rendered.response.headers.get('X-Zonescope-First-View-Shell')).toBeNull();
    const refused = await navigate(app, '/domains/example.com/records', 'zonescope-fault=500@/records');
    expect(refused.response.headers.get('X-Zonescope-First-View-Shell')).toBe(
      'the DNS API answered a first-view request with an error',
    );
    // Outside test mode, the browser is not told.
    const plain = await navigate(
      serverWith(demo, () => Promise.reject(new Error('boom'))),
      '/domains/example.com/records',
    );
    expect(plain.kind).toBe('shell');
    expect(plain.response.headers.get('X-Zonescope-First-View-Shell')).toBeNull();
  });

  it("a journey sets its own page's render bound with a cookie (a shell that says so), only in test mode", async () => {
    const slowAnswers = 'zonescope-fault=latency-600@/records';
    const app = serverWith({ kind: 'demo', faults: { timeoutMs: 1000 } });
    expect((await navigate(app, '/domains/example.com/records', slowAnswers)).kind).toBe('rendered');
    const bounded = await navigate(app, '/domains/example.com/records', `${slowAnswers}; zonescope-render-bound=200`);
    expect(bounded.kind).toBe('shell');
    expect(bounded.response.headers.get('X-Zonescope-First-View-Shell')).toBe('it took too long');
    // A cookie that is no number of milliseconds is not read.
    const unread = await navigate(app, '/domains/example.com/records', `${slowAnswers}; zonescope-render-bound=2e2`);
    expect(unread.kind).toBe('rendered');
    // A normal start does not read it: a page there is rendered within the server's own bound.
    const plain = await navigate(serverWith(demo), '/domains/example.com/records', 'zonescope-render-bound=0');
    expect(plain.kind).toBe('rendered');
  });
});

describe('the shell instead of a first view', () => {
  it('when the render fails', async () => {
    const app = serverWith(demo, () => Promise.reject(new Error('boom')));
    const { html, kind } = await navigate(app, '/domains/example.com/records');
    expect(kind).toBe('shell');
    expectShellAfterHead(html);
  });

  it('not for an answer of an unexpected shape: asked again it is the same, so its notice is drawn on the server', async () => {
    const result = await renderFirstView(new URL('http://127.0.0.1/domains/example.com/records'), {
      api: (target) =>
        Promise.resolve(
          new Response(
            target.startsWith('/zonescope/')
              ? '{"mode":"demo","serverSuppliesKey":false,"serverOverridesKey":false}'
              : '{"status":"ok","response":[{"record_id":"1"}]}',
          ),
        ),
      timeZone: null,
      windowHeight: null,
      signal: AbortSignal.timeout(5000),
    });
    if (result.kind !== 'page') throw new Error(`sent as the shell: ${result.reason}`);
    expect(textOf(result.root)).toContain("The DNS API's answer does not have the expected shape at response[0].");
    const failed = readFirstViewState(result.state)?.queries.filter((query) => query.state.status === 'error');
    expect(failed?.map((query) => query.state.error)).toEqual([
      expect.objectContaining({
        kind: 'unexpected-shape',
        details: expect.objectContaining({ path: expect.stringMatching(/^response\[0\]\./) }),
      }),
    ]);
  });

  it('when the API answers a first-view request with an error asking again may mend: the browser shows it, with Retry', async () => {
    const app = serverWith({ kind: 'demo', faults: { timeoutMs: 1000 } });
    for (const fault of ['500', '429', '401', '403', 'not-ok', 'non-json', 'timeout'])
      expect([
        fault,
        (await navigate(app, '/domains/example.com/records', `zonescope-fault=${fault}@/records`)).kind,
      ]).toEqual([fault, 'shell']);
    expect((await navigate(app, '/domains/example.com/geo', 'zonescope-fault=500@/records')).kind).toBe('rendered');
    // A 404 is the same answer when asked again: drawn on the server.
    expect((await navigate(app, '/domains/example.com/records', 'zonescope-fault=404@/records')).kind).toBe('rendered');
  });

  it('when its path cannot be decoded: the router would log three warnings quoting it for every such request', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const app = serverWith(demo);
      for (const path of ['/domains/x%zz/records', `/domains/${'a'.repeat(4000)}%E0%A4/records`]) {
        const { kind, html } = await navigate(app, path);
        expect(kind).toBe('shell');
        expect(html).not.toContain(FIRST_VIEW_STATE_ID);
      }
      expect(warned).not.toHaveBeenCalled();
      // Its page in the browser says what is wrong with the domain; a valid one is still rendered.
      expect((await navigate(app, '/domains/example.com/records')).kind).toBe('rendered');
    } finally {
      warned.mockRestore();
    }
  });

  it('when it takes longer than the bound', async () => {
    // The API answers after the bound: the render would hold the rows, had it been waited for.
    const app = serverWith({ kind: 'demo', faults: { timeoutMs: 1000 } }, renderFirstView, 100);
    const { kind, html } = await navigate(app, '/domains/example.com/records', 'zonescope-fault=latency-2000@/records');
    expect(kind).toBe('shell');
    expectShellAfterHead(html);
  });

  it('when its data is more than a first view reads: two 50,000-record snapshots to compare, a large zone’s history', async () => {
    // Each answers well within the test's bound; the render gives up at the bytes, not the clock.
    const app = serverWith(demo);
    for (const path of [
      '/domains/large.example.net/snapshots/7300/compare?with=7200',
      '/domains/large.example.net/history?id=1',
    ])
      expect((await navigate(app, path)).kind).toBe('shell');
    // The same screens of a small zone are rendered.
    expect((await navigate(app, '/domains/example.com/snapshots/9050/compare?with=9040')).kind).toBe('rendered');
    expect((await navigate(app, '/domains/example.com/history?id=1')).kind).toBe('rendered');
  });

  it('when its work holds the thread past the bound: the answers it asks for next are refused', async () => {
    // The demo's API answers in process, without giving the server's timer a turn: a render that
    // parses and computes between its requests is held to the bound by the requests themselves.
    let answered = 0;
    let spins = 0;
    let refused: unknown = null;
    const busyRender: RenderFirstView = async (_url, { api }) => {
      for (let step = 0; step < 20 && refused === null; step += 1) {
        const until = performance.now() + 30;
        while (performance.now() < until) spins += 1;
        try {
          await api('/zonescope/config', { headers: new Headers(), signal: AbortSignal.timeout(5000) });
          answered += 1;
        } catch (error) {
          refused = error;
        }
      }
      return { kind: 'page', head: '', root: '<p>Too late</p>', state: '{}', screens: [] };
    };
    const { kind, html } = await navigate(serverWith(demo, busyRender, 100), '/domains/example.com/records');
    expect(kind).toBe('shell');
    expectShellAfterHead(html);
    expect(String(refused)).toContain('took too long');
    expect(spins).toBeGreaterThan(0);
    expect(answered).toBeLessThan(5);
  });

  it('when parsing an answer takes it past the bound: the render gives up before checking it', async () => {
    // A fake clock: parsing the GEO answer "takes" ten seconds (a hostile table of 240,000
    // subdivisions took over one to parse and as long to check), with no request after it.
    const now = performance.now.bind(performance);
    const parse = JSON.parse.bind(JSON);
    let skew = 0;
    let parsedAfter = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now() + skew);
    const parser = vi.spyOn(JSON, 'parse').mockImplementation((text: string) => {
      const value: unknown = parse(text);
      if (text.includes('"geo_regions"')) skew += 10_000;
      else if (skew > 0) parsedAfter += 1;
      return value;
    });
    try {
      const { kind, html } = await navigate(serverWith(demo), '/domains/example.com/geo');
      expect(kind).toBe('shell');
      expectShellAfterHead(html);
      expect(parsedAfter).toBe(0);
    } finally {
      parser.mockRestore();
      clock.mockRestore();
    }
    // The same page, its parsing in time, is rendered.
    expect((await navigate(serverWith(demo), '/domains/example.com/geo')).kind).toBe('rendered');
  });

  it('reads at most one 50,000-record snapshot of the demo as sent, with some room', () => {
    expect(MAX_RENDER_READ_BYTES).toBeGreaterThan(9_202_040);
  });

  it('when the render never ends: the bound answers for it', async () => {
    const app = serverWith(demo, () => new Promise(() => {}), 100);
    const { kind, html } = await navigate(app, '/domains/example.com/records');
    expect(kind).toBe('shell');
    expectShellAfterHead(html);
  });

  it('in browser-key mode (a proxy without DNS_API_KEY): the server cannot read the API', async () => {
    await withBrowserKeyServer(async (app, upstream) => {
      const { kind, html, response } = await navigate(app, '/domains/example.com/records');
      expect(kind).toBe('shell');
      expect(html).toBe(SHELL_HTML);
      expect(upstream.requests).toEqual([]);
      // No page of this server carries a stylesheet: the CSP allows none inline.
      expect(response.headers.get('Content-Security-Policy')).toContain("style-src 'self';");
    });
  });
});

describe('a path that is no page of the app is answered 404, with the page as for any other', () => {
  const NO_PAGE = [
    '/nowhere',
    '/domains/',
    '/domains/example.com/unknown-screen',
    '/domains/example.com/snapshots/9050/compare/extra',
  ];

  it('rendered: the not-found page in the HTML, under the headers every page has', async () => {
    const app = serverWith(demo);
    const known = await navigate(app, '/domains/example.com/records');
    expect(known.response.status).toBe(200);
    expect(known.response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const pages = [];
    for (const path of NO_PAGE) {
      const { response, html, kind } = await navigate(app, path);
      pages.push({ path, status: response.status, kind, text: textOf(html), headers: [...response.headers] });
    }
    expect(pages).toEqual(
      NO_PAGE.map((path) => ({
        path,
        status: 404,
        kind: 'rendered',
        text: expect.stringContaining('There is no page at this address'),
        headers: [...known.response.headers],
      })),
    );
  });

  it('the pages of the app stay 200: an invalid domain or id, and one the API does not know, are said on their screen', async () => {
    const app = serverWith(demo);
    const paths = [
      '/',
      '/domains/example.com/snapshots/9050',
      '/templates/1001',
      '/domains/exa_mple.com/records',
      '/templates/%3Cscript%3E',
      '/domains/nosuch.example/records',
      '/templates/9999',
    ];
    const statuses = [];
    for (const path of paths) statuses.push([path, (await navigate(app, path)).response.status]);
    expect(statuses).toEqual(paths.map((path) => [path, 200]));
  });

  it('in browser-key mode, the shell: 404 from the route table alone, nothing asked of the API', async () => {
    await withBrowserKeyServer(async (app, upstream) => {
      const known = await navigate(app, '/domains/example.com/records');
      expect(known.response.status).toBe(200);
      const pages = [];
      for (const path of NO_PAGE) {
        const { response, html } = await navigate(app, path);
        pages.push({ path, status: response.status, html, headers: [...response.headers] });
      }
      expect(pages).toEqual(
        NO_PAGE.map((path) => ({ path, status: 404, html: SHELL_HTML, headers: [...known.response.headers] })),
      );
      expect(upstream.requests).toEqual([]);
    });
  });

  it('a build without the server entry cannot tell: every page is 200', async () => {
    const app = createServer({ backend: demo, distDir, allowedHosts: [] });
    expect((await navigate(app, '/nowhere')).response.status).toBe(200);
  });
});

/** A rendered page without the server's key. */
const cleanPage: RenderFirstView = () =>
  Promise.resolve({ kind: 'page', head: '', root: '<td>server-held</td>', state: '{"v":"key"}', screens: [] });

describe('behind a proxy holding DNS_API_KEY', () => {
  const KEY = 'server-held-key-4f1c9';
  let upstream: FakeUpstream;
  // The real service's double: answers with the demo's data when the request carries the server's
  // key, gzipped when the request takes gzip, error answers too (the real one gzips its larger
  // answers, docs/server.md; where its threshold lies is not known).
  const realServiceDouble = (request: RecordedRequest, response: ServerResponse) => {
    if (request.headers['x-auth-key'] !== KEY) {
      response.writeHead(403, { 'Content-Type': 'application/json' });
      response.end('{"status":"fail","error":{"code":2,"message":"Authentication failed"}}');
      return;
    }
    void Promise.resolve(
      demoApi.fetch(new Request(`http://127.0.0.1${request.url}`, { headers: { 'X-Auth-Key': DEMO_API_KEY } })),
    ).then(async (answer) => {
      const body = Buffer.from(await answer.arrayBuffer());
      const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(answer.status, {
        'Content-Type': 'application/json',
        ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(gzipped ? gzipSync(body) : body);
    });
  };
  const proxyWithServerKey = (): Extract<Backend, { kind: 'proxy' }> => ({
    kind: 'proxy',
    upstream: new URL(upstream.origin),
    client: createNodeUpstreamClient(new URL(upstream.origin)),
    apiKey: KEY,
  });
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    upstream.respondWith(realServiceDouble);
  });
  afterEach(() => upstream.requests.splice(0));
  afterAll(() => upstream.close());

  it('renders the first view through the proxy with the server key, which the page never carries', async () => {
    const app = serverWith(proxyWithServerKey());
    const response = await app.request('http://127.0.0.1:4173/domains/example.com/records', {
      headers: { Accept: 'text/html', 'X-Auth-Key': 'a-browser-key', Cookie: `${TIME_ZONE_COOKIE}=UTC` },
    });
    const html = await response.text();
    expect(servedAs(html)).toBe('rendered');
    expect(textOf(html)).toContain('www.example.com');
    expect(upstream.requests.map((request) => request.headers['x-auth-key'])).toEqual(upstream.requests.map(() => KEY));
    expect(upstream.requests.length).toBeGreaterThan(0);
    expect(html).not.toContain(KEY);
    expect(html).not.toContain('a-browser-key');
    expect(carriedData(html, 'server-config')).toEqual({
      mode: 'proxy',
      serverSuppliesKey: true,
      serverOverridesKey: true,
    });
  });

  it('asks the API for its answers compressed and reads them unpacked: a 50,000-record snapshot, an unknown domain', async () => {
    const backend = proxyWithServerKey();
    const snapshot = await navigate(
      serverWith(backend),
      '/domains/large.example.net/snapshots/7300',
      `${TIME_ZONE_COOKIE}=UTC`,
    );
    expect(snapshot.kind).toBe('rendered');
    expect(textOf(snapshot.html)).toMatch(/49,960 records/);
    const unknown = await navigate(serverWith(backend), '/domains/nosuch.example/records', `${TIME_ZONE_COOKIE}=UTC`);
    expect(unknown.kind).toBe('rendered');
    expect(textOf(unknown.html)).toContain('nosuch.example is not a domain of this account');
    expect(upstream.requests.map((request) => request.headers['accept-encoding'])).toEqual(
      upstream.requests.map(() => 'gzip, deflate, br'),
    );
  });
  it('leaves to the browser an answer naming more distinct fields than the server parses for a first view', async () => {
    // A region table naming every region apart parses slowly in V8, in one step the render's clock
    // cannot stop (a hostile one of 246,000 names in 5 MB: 0.3–0.8 s, docs/server.md). Counted first.
    const backend = proxyWithServerKey();
    const geoPageWith = async (geoDefaults: string) => {
      upstream.respondWith((request, response) => {
        if (!request.url.endsWith('/geo/defaults')) return realServiceDouble(request, response);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(geoDefaults);
      });
      return navigate(serverWith(backend), '/domains/example.com/geo', `${TIME_ZONE_COOKIE}=UTC`);
    };
    try {
      // 25,101 names: parsed in tens of milliseconds, well within the test's bound, and still left.
      const many = await geoPageWith(manyRegionsGeoDefaults(1, 100, 250));
      expect(many.kind).toBe('shell');
      expectShellAfterHead(many.html);
      expect(upstream.requests.map((request) => new URL(request.url, upstream.origin).pathname)).toContain(
        '/dns/v1/domains/example.com/geo/defaults',
      );
      // 4,101 names: rendered, its regions in the page.
      const fewer = await geoPageWith(manyRegionsGeoDefaults(1, 100, 40));
      expect(fewer.kind).toBe('rendered');
      expect(textOf(fewer.html)).toContain('Continent 0');
    } finally {
      upstream.respondWith(realServiceDouble);
    }
  });

  it('sends the shell, and logs one line without the key, when the page would quote the server key', async () => {
    const logged: string[] = [];
    const backend: Backend = { ...proxyWithServerKey(), log: (line) => logged.push(line) };
    const escaped = [...KEY].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const pages: { root: string; state: string; head?: string }[] = [
      { root: `<td>${KEY}</td>`, state: '{}' },
      { root: `<td>${KEY.toUpperCase()}</td>`, state: '{}' },
      { root: `<td>${KEY.replaceAll('-', '&#x2d;')}</td>`, state: '{}' },
      { root: `<td>${encodeURIComponent(KEY).replaceAll('-', '%2D')}</td>`, state: '{}' },
      { root: '<td>ok</td>', state: `{"queries":[{"value":"${escaped}"}]}` },
      { root: '<td>ok</td>', state: '{}', head: `<title>${KEY}</title>` },
    ];
    for (const page of pages) {
      logged.length = 0;
      const render: RenderFirstView = () =>
        Promise.resolve({ kind: 'page', head: page.head ?? '', root: page.root, state: page.state, screens: [] });
      const { html, kind } = await navigate(serverWith(backend, render), '/domains/example.com/records');
      expect(kind).toBe('shell');
      expectShellAfterHead(html);
      expect(logged).toEqual([
        'first view sent as the shell, its page quoted the server key: GET /domains/example.com/records',
      ]);
    }
    // The same page without the key is sent as rendered.
    expect((await navigate(serverWith(backend, cleanPage), '/domains/example.com/records')).kind).toBe('rendered');
  });

  it('sends the shell for a key holding a slash, a quote, a backslash or markup, quoted in the state as JSON writes it', async () => {
    const key = 'k/e"y\\<7';
    const backend: Backend = {
      kind: 'proxy',
      upstream: new URL(upstream.origin),
      client: createNodeUpstreamClient(new URL(upstream.origin)),
      apiKey: key,
      log: () => {},
    };
    const states = [
      scriptSafeJson({ v: key }),
      scriptSafeJson({ [key.toUpperCase()]: 1 }),
      '{"v":"k\\/e\\"y\\\\\\u003C7"}',
    ];
    const kinds = [];
    for (const state of states) {
      const render: RenderFirstView = () =>
        Promise.resolve({ kind: 'page', head: '', root: '<td>ok</td>', state, screens: [] });
      kinds.push((await navigate(serverWith(backend, render), '/domains/example.com/records')).kind);
    }
    expect(kinds).toEqual(states.map(() => 'shell'));
    expect((await navigate(serverWith(backend, cleanPage), '/domains/example.com/records')).kind).toBe('rendered');
  });

  it('a record that quotes the server key reaches the page masked, through the proxy', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          status: 'ok',
          response: [
            {
              record_id: '1',
              record_status: 'enabled',
              record_name: 'txt.example.com',
              record_type: 'TXT',
              record_value: `"${KEY}"`,
              record_ttl: '3600',
              is_geo: 'no',
              is_failover: 'no',
            },
          ],
        }),
      );
    });
    const app = serverWith({
      kind: 'proxy',
      upstream: new URL(upstream.origin),
      client: createNodeUpstreamClient(new URL(upstream.origin)),
      apiKey: KEY,
      log: () => {},
    });
    const { html } = await navigate(app, '/domains/example.com/records', `${TIME_ZONE_COOKIE}=UTC`);
    expect(html.toLowerCase()).not.toContain(KEY.toLowerCase());
  });
});
