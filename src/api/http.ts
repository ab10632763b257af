import type * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { ApiError, isAccountRefusal, type ApiErrorKind } from './api-error.ts';
import { readApiKey } from './key-store.ts';
import { readBodyWithin } from '../lib/read-body-within.ts';
import { envelopeSchema, SERVER_ERROR_HEADER } from '../contract/schemas.ts';
import { readServiceWords, wordsOf, type ServiceWords, type ServiceWordsReading } from './service-words.ts';

/**
 * How long a request may take before it is abandoned as a `timeout`: a little longer than the
 * server's own upstream timeout (30 s by default), so that when it proxies, its 504 arrives first.
 */
export const REQUEST_TIMEOUT_MS = 35_000;
/**
 * The most an answer may be once unpacked: 128 MiB, where a 50,000-record snapshot is about 9 MiB.
 * The server bounds what it relays as sent, not unpacked (docs/server.md), so a small compressed
 * body can unpack to gigabytes; past this bound it is refused, before it takes the tab down.
 */
export const MAX_ANSWER_BYTES = 128 * 2 ** 20;
/** Why an answer past {@link MAX_ANSWER_BYTES} is not read. */
const TOO_LARGE = `it is larger than ${MAX_ANSWER_BYTES / 2 ** 20} MiB unpacked, more than the app reads`;
/** Where the API lives; empty means the page's own origin (the Zonescope server). */
const API_BASE_URL: string = import.meta.env?.VITE_API_BASE_URL ?? '';

/**
 * How a request reaches the API: `target` is the path and query string (`/dns/v1/…?…`). In the
 * browser, `fetch` to the page's origin with the key the person entered ({@link browserTransport});
 * on the server, while it renders a first view, a call into its own API routes with the key the
 * server holds (see `src/entry-server.tsx`), never the browser's.
 */
export type ApiTransport = (target: string, init: { headers: Headers; signal: AbortSignal }) => Promise<Response>;

/** The browser's way: `fetch` to {@link API_BASE_URL} (or the page's origin), with the stored key. */
export const browserTransport: ApiTransport = (target, { headers, signal }) => {
  const key = readApiKey();
  if (key) headers.set('X-Auth-Key', key.key);
  return fetch(new URL(`${API_BASE_URL}${target}`, globalThis.location?.origin), {
    headers,
    signal,
    credentials: 'same-origin',
  });
};

/**
 * Called between the steps of reading an answer — after it is parsed, after it is validated —
 * with its size in characters: where the server renders a first view, the render's look at its
 * clock (and a turn for the server's other work after a large answer), which rejects once the
 * render has given up, so that a hostile answer slow to parse or check stops it at the next step
 * rather than after all of them. None in the browser.
 */
export type ApiCheckpoint = (answerLength: number) => Promise<void>;

let transport: ApiTransport = browserTransport;
let checkpoint: ApiCheckpoint | null = null;

/**
 * Sends every later request through `next`, with `nextCheckpoint` between the steps of reading
 * each answer: called once by the server-render bundle, whose requests go to the server's own API
 * routes. The browser never calls it.
 */
export function setApiTransport(next: ApiTransport, nextCheckpoint: ApiCheckpoint | null = null): void {
  transport = next;
  checkpoint = nextCheckpoint;
}

export type RequestOptions = {
  /** The query's signal: aborting it cancels the request (not an error the user sees). */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * GET a path of the API, unwrap the `{status, response}` envelope and check `response` against
 * `schema`. The only code in the SPA that sends requests (through its {@link ApiTransport}). Every failure is an {@link ApiError}
 * except cancellation through `signal`, which rethrows the abort reason.
 *
 * `fastParse`, for responses of tens of thousands of records, is tried first: a parser that gives
 * what `schema` gives, or `undefined` where `schema` would reject the input, so that the schema
 * then runs and names the problem (see `fast-record-parsers.ts`).
 */
export async function apiGet<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions & {
    query?: URLSearchParams;
    fastParse?: (response: unknown) => z.output<Schema> | undefined;
  } = {},
): Promise<z.output<Schema>> {
  const { json: body, length } = await getJson(path, options);
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw shapeError(envelope.error, []);
  if (envelope.data.status !== 'ok') {
    // A refusal on HTTP 200, as the real service may send (`fail`): its words, read within bounds.
    const reading = wordsOf(body);
    const kind = isAccountRefusal({ httpStatus: 200, envelopeStatus: envelope.data.status, code: reading.words?.code })
      ? 'account-refused'
      : 'not-ok';
    throw new ApiError(kind, { envelopeStatus: envelope.data.status, ...readingDetails(reading) });
  }
  const fast = options.fastParse?.(envelope.data.response);
  if (fast !== undefined) {
    if (checkpoint !== null) await checkpoint(length);
    return fast;
  }
  const parsed = schema.safeParse(envelope.data.response);
  if (!parsed.success) throw shapeError(parsed.error, ['response']);
  if (checkpoint !== null) await checkpoint(length);
  return parsed.data;
}

/** GET a JSON document without an envelope (the Zonescope server's own endpoints). */
export async function getPlainJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse((await getJson(path, options)).json);
  if (!parsed.success) throw shapeError(parsed.error, []);
  return parsed.data;
}

/** The answer's JSON, and its length in characters (for the checkpoint). */
async function getJson(
  path: string,
  options: RequestOptions & { query?: URLSearchParams },
): Promise<{ json: unknown; length: number }> {
  const search = options.query?.toString() ?? '';
  const target = search === '' ? path : `${path}?${search}`;
  const headers = new Headers({ Accept: 'application/json' });

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  let text: string | null;
  try {
    // A request given up on is not sent, nor its answer read on, whether or not the transport heeds
    // the signal: the demo's, answering in the server's own process, answers all the same, and a
    // cancelled reading of a whole zone went on asking for every page.
    options.signal?.throwIfAborted();
    response = await transport(target, { headers, signal });
    const body = await readBodyWithin(response, { bytes: MAX_ANSWER_BYTES });
    options.signal?.throwIfAborted();
    // Decoded once, whole: as fast as `text()`, where decoding chunk by chunk took twice as long.
    text = body === null ? null : new TextDecoder().decode(body);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.aborted) throw new ApiError('timeout', {}, { cause: error });
    throw new ApiError('network', {}, { cause: error });
  }

  if (!response.ok) {
    // An error answer is read within bounds (size, fixed places): a hostile or broken body is
    // reported as unreadable, never allowed to take the page down.
    const reading: ServiceWordsReading = text === null ? { unreadable: TOO_LARGE } : readServiceWords(text);
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    const saidByServer = response.headers.has(SERVER_ERROR_HEADER);
    const refusesAccount = isAccountRefusal({
      httpStatus: response.status,
      envelopeStatus: reading.envelopeStatus,
      code: reading.words?.code,
      saidByServer,
    });
    throw new ApiError(refusesAccount ? 'account-refused' : kindOfStatus(response.status), {
      status: response.status,
      ...readingDetails(reading),
      ...(saidByServer ? { saidByServer: true } : {}),
      ...(reading.envelopeStatus === undefined ? {} : { envelopeStatus: reading.envelopeStatus }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  if (text === null) throw new ApiError('bad-response', { status: response.status, unreadable: TOO_LARGE });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('bad-response', { status: response.status });
  }
  if (checkpoint !== null) await checkpoint(text.length);
  return { json, length: text.length };
}

/** What an error gets from the reading of its body: the service's words, or why there are none. */
function readingDetails(reading: ServiceWordsReading): { said?: ServiceWords; unreadable?: string } {
  return {
    ...(reading.words === undefined ? {} : { said: reading.words }),
    ...(reading.unreadable === undefined ? {} : { unreadable: reading.unreadable }),
  };
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  // A gateway (our proxy, or one in front of the service) gave up waiting: a timeout all the same.
  if (status === 504) return 'timeout';
  if (status >= 500) return 'server';
  return 'not-ok';
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

type Issue = $ZodError['issues'][number];

function shapeError(error: $ZodError, prefix: PropertyKey[]): ApiError {
  const first = error.issues[0];
  const issue = first && furthestIssue(first);
  const path = formatPath([...prefix, ...(issue?.path ?? [])]);
  return new ApiError('unexpected-shape', {
    ...(path === '' ? {} : { path }),
    ...(issue ? { problem: describeIssue(issue) } : {}),
  });
}

/**
 * The issue to report for `issue`: itself, or for a union where some form got past the top of the
 * value, the issue of the form that got furthest (the longest path, the first of equals), its path
 * from the root. So one malformed country names itself, not the whole `geo_regions` it sits in.
 */
function furthestIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue;
  let furthest: Issue | undefined;
  for (const inner of issue.errors.flat()) {
    if (inner.path.length > (furthest?.path.length ?? 0)) furthest = inner;
  }
  return furthest ? furthestIssue({ ...furthest, path: [...issue.path, ...furthest.path] }) : issue;
}

/**
 * A short English account of a schema issue. zod/mini ships no messages (its locale would cost
 * bundle), so the common cases are worded here.
 */
function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_union': {
      // No form got past the top (see furthestIssue). Each form the value could take, where each
      // failed on its type: `expected number or string`.
      const types = issue.errors.map((form) => (form[0]?.code === 'invalid_type' ? form[0].expected : null));
      return types.length > 0 && types.every((type) => type !== null)
        ? `expected ${[...new Set(types)].join(' or ')}`
        : 'not any of the accepted forms';
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`;
    default:
      return issue.code.replaceAll('_', ' ');
  }
}

/** `['response', 3, 'record_name']` → `response[3].record_name`. */
function formatPath(path: PropertyKey[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const key = String(segment);
    return text === '' ? key : `${text}.${key}`;
  }, '');
}
