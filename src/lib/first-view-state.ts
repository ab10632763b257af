import type { DehydratedState } from '@tanstack/react-query';
import * as z from 'zod/mini';

/**
 * What a server-rendered page carries besides its HTML, for the browser to hydrate the same first
 * view: the react-query cache the server rendered from (dehydrated), the router's loader data, and
 * the time facts of the render (see `hooks/use-page-time.ts`). It sits in the page as JSON in a
 * `<script type="application/json">`, which never runs (the CSP allows no inline script anyway).
 */
export const FIRST_VIEW_STATE_ID = 'zonescope-first-view';

/**
 * Every page says how it was served, in `<meta name="zonescope-served" content="…">`: `rendered`
 * (its first view in the HTML, this state beside it) or `shell` (the browser draws everything). A
 * page is streamed, its head sent before the server knows which it will be, so no header can say.
 */
export const SERVED_AS_META = 'zonescope-served';

/** The counts and times of a query's state, as react-query's `dehydrate` writes them. */
const queryStateCommon = {
  dataUpdateCount: z.number(),
  dataUpdatedAt: z.number(),
  errorUpdateCount: z.number(),
  errorUpdatedAt: z.number(),
  fetchFailureCount: z.number(),
  fetchFailureReason: z.null(),
  fetchMeta: z.null(),
  isInvalidated: z.boolean(),
  fetchStatus: z.enum(['fetching', 'paused', 'idle']),
};

/**
 * A query as react-query's `dehydrate` writes it: successful, with its data, or failed with an
 * answer that asking again would not change (an unknown domain's 404), its error as the API
 * module wrote it (`apiErrorToJson`) and without data. Anything else is refused.
 */
const dehydratedQuerySchema = z.object({
  queryHash: z.string(),
  queryKey: z.array(z.unknown()),
  state: z.union([
    z.object({ ...queryStateCommon, data: z.unknown(), error: z.null(), status: z.literal('success') }),
    z.object({ ...queryStateCommon, error: z.looseObject({ kind: z.string() }), status: z.literal('error') }),
  ]),
  dehydratedAt: z.number(),
});

const firstViewStateSchema = z.object({
  /** When the server rendered the page (ms since the epoch): "now" for relative times. */
  renderedAt: z.number(),
  /**
   * The IANA zone the server drew "local time" in; null where the browser had not told it (a first
   * visit), and the page drew no local time.
   */
  timeZone: z.nullable(z.string()),
  /** The window the server drew the first view for (how many rows it holds). */
  window: z.object({ width: z.number(), height: z.number() }),
  /** The router's loader data (every loader returns null: data lives in the query cache). */
  loaderData: z.record(z.string(), z.null()),
  queries: z.array(dehydratedQuerySchema),
  /**
   * Keys of queries the server rendered from but left out of the page for their size (a
   * 50,000-record snapshot): the browser fetches them itself before it hydrates.
   */
  leftOut: z.array(z.array(z.unknown())),
});

export type FirstViewState = z.output<typeof firstViewStateSchema>;

/**
 * The dehydrated queries in the shape react-query's `hydrate` takes, each failed one's error built
 * again by `reviveError`; null when one cannot be (the page is then rendered afresh).
 */
export function dehydratedQueries(
  state: FirstViewState,
  reviveError: (json: unknown) => Error | null,
): Pick<DehydratedState, 'queries'> | null {
  const queries: DehydratedState['queries'] = [];
  for (const query of state.queries) {
    if (query.state.status === 'success') {
      queries.push({ ...query, state: query.state });
      continue;
    }
    const error = reviveError(query.state.error);
    if (error === null) return null;
    queries.push({ ...query, state: { ...query.state, data: undefined, error } });
  }
  return { queries };
}

/** The keys of the queries the page carries as failed. */
export function settledErrorKeys(state: FirstViewState): unknown[][] {
  return state.queries.filter((query) => query.state.status === 'error').map((query) => query.queryKey);
}

/**
 * `value` as JSON that can sit inside a `<script>` element: `<`, `>` and `&` are written as
 * `\u003c`, `\u003e`, `\u0026` (and U+2028/U+2029 escaped too), so no text in it — a record value
 * such as `</script><script>alert(1)</script>` or `<!--` — can end the element or change how
 * the HTML parser reads it. `JSON.parse` gives the same value back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Reads the state a page carries; `null` when its text is not JSON or not of this shape. */
export function readFirstViewState(text: string): FirstViewState | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = firstViewStateSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
