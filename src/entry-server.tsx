// The server's render of a first view: `npm run build` bundles this module for Node
// (dist/server/entry-server.js), and server/first-view.ts calls it for every navigation it can
// render. It is the SPA itself — the same routes, screens, query factories and API module — run
// once on the server with the data fetched through the server's own API routes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { apiErrorToJson, isApiError, type ApiError } from './api/api-error.ts';
import { setApiTransport, type ApiCheckpoint, type ApiTransport } from './api/http.ts';
import { scriptSafeJson, type FirstViewState } from './lib/first-view-state.ts';
import { nextTask } from './lib/next-task.ts';
import { AppProviders, createServerQueryClient } from './app/providers.tsx';
import { appRoutes, isRouteHandle } from './app/router.tsx';
import { PageTimeContext, type PageTime } from './hooks/use-page-time.ts';
import {
  DEFAULT_RENDER_WINDOW,
  MAX_RENDER_WINDOW_HEIGHT,
  RenderWindowContext,
  type RenderWindow,
} from './hooks/use-server-render.ts';

/** A query's data goes into the page up to this size (JSON characters, estimated)… */
export const MAX_QUERY_IN_PAGE = 256 * 1024;
/** …and all of them together up to this; larger ones are left for the browser to fetch. */
export const MAX_QUERIES_IN_PAGE = 512 * 1024;

// Each render's requests go to the API it was given (the server that called it), never anywhere
// else: the API module's transport asks the render it runs in.
const renders = new AsyncLocalStorage<Pick<RenderFirstViewOptions, 'api' | 'checkpoint'>>();
setApiTransport(
  (target, init) => {
    const api = renders.getStore()?.api;
    return api ? api(target, init) : Promise.reject(new Error('An API request outside a server render.'));
  },
  async (answerLength) => {
    await renders.getStore()?.checkpoint?.(answerLength);
  },
);

export type RenderFirstViewOptions = {
  /** The server's own API routes, with the key the server holds (never the browser's). */
  api: ApiTransport;
  /**
   * Between the steps of reading each answer (parsed, validated): rejects once the render has
   * given up, so that an answer slow to parse or check stops it at the next step.
   */
  checkpoint?: ApiCheckpoint;
  /** The browser's IANA time zone, as it said in a cookie; null when it has not said. */
  timeZone: string | null;
  /** The height of the browser's window, as it said (server/page-hints.ts); null when it has not said. */
  windowHeight: number | null;
  /** Aborted when the server stops waiting for this render. */
  signal: AbortSignal;
};

export type FirstView =
  /**
   * The first view: `head` (the page's `<title>`, as React hoists it), `root` (the markup of
   * `#root`), `state` (the {@link FirstViewState} as script-safe JSON), `screens` (the source
   * modules of the lazy screens it shows, for the page to preload).
   */
  | { kind: 'page'; head: string; root: string; state: string; screens: string[] }
  /** Nothing to render faithfully: the server sends the app's shell, and the browser does the rest. */
  | { kind: 'shell'; reason: string };

/**
 * The app's routes for matching a path alone (isNotFoundPath): their loaders, the only users of
 * the query client, never run.
 */
const ROUTES = appRoutes(createServerQueryClient());

/**
 * Whether the app answers `pathname` (decoded or not, as a request has it) with its not-found page:
 * the route table's catch-all, found without rendering, so that the server answers 404 whether it
 * renders the page or sends the shell. An invalid domain or id in a route's place is not this: its
 * screen explains it.
 *
 * @example isNotFoundPath('/nowhere') // → true; isNotFoundPath('/domains/example.com/records') // → false
 */
export function isNotFoundPath(pathname: string): boolean {
  const matches = matchRoutes(ROUTES, pathname);
  if (matches === null) return true;
  const handle: unknown = matches.at(-1)?.route.handle;
  return isRouteHandle(handle) && handle.notFound === true;
}

const LOCAL_TIMES_UNKNOWN = 'the page shows local times and the time zone is not known yet';

/** Renders the first view of `url`; never throws (a failure is a `shell` with the reason). */
export async function renderFirstView(url: URL, options: RenderFirstViewOptions): Promise<FirstView> {
  try {
    return await renders.run(options, () => render(url, options));
  } catch (error) {
    return { kind: 'shell', reason: `the render failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function render(url: URL, { timeZone, windowHeight, signal }: RenderFirstViewOptions): Promise<FirstView> {
  const queryClient = createServerQueryClient();
  signal.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  const handler = createStaticHandler(appRoutes(queryClient, { waitForData: true }));
  // A screen that shows local times (always, or for its link's view) is drawn by the browser until it
  // has told its time zone (on its first visit): the shell goes at once, without fetching the data it
  // would not be drawn from. (A state the handle does not foresee is found out while it renders, below.)
  const showsLocalTimes = () =>
    (matchRoutes(handler.dataRoutes, url.pathname) ?? []).some(({ route }) => {
      const localTimes = isRouteHandle(route.handle) ? route.handle.localTimes : undefined;
      return typeof localTimes === 'function' ? localTimes(url) : localTimes === true;
    });
  if (timeZone === null && showsLocalTimes()) return { kind: 'shell', reason: LOCAL_TIMES_UNKNOWN };
  const context = await handler.query(new Request(url, { signal }));
  // A turn for the server's timer before the render, which runs to its end once started: the data
  // was parsed after the server's last look at the clock.
  await nextTask();
  if (signal.aborted) return { kind: 'shell', reason: 'the data took too long' };
  // A loader's redirect included: the page's head has gone by now, and the browser's router follows it.
  if (context instanceof Response) return { kind: 'shell', reason: `the router answered ${context.status}` };
  // An error that asking again may mend is the browser's to show, with its Retry: the server leaves
  // it the page. One that asking again would not change (an unknown domain's 404) is drawn here, and
  // carried in the page, so that the browser does not ask again.
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.some((query) => !isSettledError(query.state.error)))
    return { kind: 'shell', reason: 'the DNS API answered a first-view request with an error' };
  if (context.errors) return { kind: 'shell', reason: 'a route failed' };

  const renderedAt = Date.now();
  let needsTimeZone = false;
  const pageTime: PageTime = {
    renderedAt,
    localTimeZone: () => {
      if (timeZone !== null) return timeZone;
      needsTimeZone = true;
      return 'UTC';
    },
    localTimeZoneName: () => timeZone,
  };
  const renderWindow: RenderWindow =
    windowHeight === null
      ? DEFAULT_RENDER_WINDOW
      : { width: DEFAULT_RENDER_WINDOW.width, height: Math.min(windowHeight, MAX_RENDER_WINDOW_HEIGHT) };
  let renderError: unknown = null;
  const stream = await renderToReadableStream(
    <StrictMode>
      <PageTimeContext value={pageTime}>
        <RenderWindowContext value={renderWindow}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </RenderWindowContext>
      </PageTimeContext>
    </StrictMode>,
    {
      signal,
      onError: (error) => {
        renderError ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (renderError !== null) {
    return {
      kind: 'shell',
      reason: `the render failed: ${renderError instanceof Error ? renderError.message : String(renderError)}`,
    };
  }
  // Local times need the browser's zone; until it has said (on its first visit), it draws them itself.
  if (needsTimeZone) return { kind: 'shell', reason: LOCAL_TIMES_UNKNOWN };

  const { inPage, leftOut } = partitionQueries(queryClient.getQueryCache().getAll());
  const state: FirstViewState = {
    renderedAt,
    timeZone,
    window: renderWindow,
    loaderData: Object.fromEntries(Object.keys(context.loaderData).map((id) => [id, null])),
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => inPage.has(query) || isSettledError(query.state.error),
    }).queries.map(({ queryHash, queryKey, state: { error, ...queryState }, dehydratedAt }) => ({
      queryHash,
      queryKey: [...queryKey],
      state:
        isApiError(error) && queryState.status === 'error'
          ? { ...queryState, status: 'error', error: apiErrorToJson(error), fetchFailureReason: null, fetchMeta: null }
          : { ...queryState, status: 'success', error: null, fetchFailureReason: null, fetchMeta: null },
      dehydratedAt,
    })),
    leftOut: leftOut.map((query) => [...query.queryKey]),
  };
  const { head, root } = splitHoisted(html);
  const screens = context.matches.flatMap(({ route }) =>
    isRouteHandle(route.handle) && route.handle.screen !== undefined ? [route.handle.screen] : [],
  );
  return { kind: 'page', head, root, state: scriptSafeJson(state), screens };
}

/** An API error that asking again would not change ({@link ApiError.retryable}): the page can carry it. */
function isSettledError(error: unknown): error is ApiError {
  return isApiError(error) && !error.retryable;
}

/**
 * Which successful queries go into the page, smallest first, each up to {@link MAX_QUERY_IN_PAGE}
 * and all up to {@link MAX_QUERIES_IN_PAGE}; the rest are left for the browser to fetch.
 */
function partitionQueries(queries: readonly Query[]): { inPage: Set<Query>; leftOut: Query[] } {
  const sized = queries
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ query, size: jsonSizeUpTo(query.state.data, MAX_QUERY_IN_PAGE) }))
    .sort((a, b) => a.size - b.size);
  const inPage = new Set<Query>();
  const leftOut: Query[] = [];
  let total = 0;
  for (const { query, size } of sized) {
    if (size <= MAX_QUERY_IN_PAGE && total + size <= MAX_QUERIES_IN_PAGE) {
      inPage.add(query);
      total += size;
    } else {
      leftOut.push(query);
    }
  }
  return { inPage, leftOut };
}

/**
 * About how many characters `value` takes as JSON, counted until it passes `limit` (then
 * `Infinity`): a 50,000-record snapshot is not walked, let alone written out, to learn it is large.
 */
export function jsonSizeUpTo(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (typeof item === 'number' || typeof item === 'boolean') size += String(item).length;
    else if (item === null || item === undefined) size += 4;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object') {
      for (const [key, member] of Object.entries(item)) {
        size += key.length + 4;
        stack.push(member);
      }
      size += 2;
    }
    if (size > limit) return Number.POSITIVE_INFINITY;
  }
  return size;
}

/**
 * React hoists a screen's `<title>` (and any `<meta>` or `<link>`) to the start of its output; the
 * page puts them in its head, where the browser and React's hydration look for them, and the
 * rest in `#root`.
 */
function splitHoisted(html: string): { head: string; root: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^<>]*>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, root: html.slice(hoisted.length) };
}
