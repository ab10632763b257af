import type * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { readApiKey } from './key-store.ts';
import { envelopeSchema } from './schemas.ts';

/**
 * How long a request may take before it is abandoned as a `timeout`: a little longer than the
 * server's own upstream timeout (30 s by default), so that when it proxies, its 504 arrives first.
 */
export const REQUEST_TIMEOUT_MS = 35_000;
/** Where the API lives; empty means the page's own origin (the Zonescope server). */
const API_BASE_URL: string = import.meta.env?.VITE_API_BASE_URL ?? '';

export type RequestOptions = {
  /** The query's signal: aborting it cancels the request (not an error the user sees). */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * GET a path of the API, unwrap the `{status, response}` envelope and check `response` against
 * `schema`. The only code in the SPA that calls `fetch`. Every failure is an {@link ApiError}
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
  const body = await getJson(path, options);
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw shapeError(envelope.error, []);
  if (envelope.data.status !== 'ok') {
    const serviceMessage = messageOf(envelope.data);
    throw new ApiError('not-ok', {
      envelopeStatus: envelope.data.status,
      ...(serviceMessage === undefined ? {} : { serviceMessage }),
    });
  }
  const fast = options.fastParse?.(envelope.data.response);
  if (fast !== undefined) return fast;
  const parsed = schema.safeParse(envelope.data.response);
  if (!parsed.success) throw shapeError(parsed.error, ['response']);
  return parsed.data;
}

/** GET a JSON document without an envelope (the Zonescope server's own endpoints). */
export async function getPlainJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await getJson(path, options));
  if (!parsed.success) throw shapeError(parsed.error, []);
  return parsed.data;
}

async function getJson(path: string, options: RequestOptions & { query?: URLSearchParams }): Promise<unknown> {
  const url = new URL(`${API_BASE_URL}${path}`, globalThis.location?.origin);
  if (options.query) url.search = options.query.toString();

  const headers = new Headers({ Accept: 'application/json' });
  const key = readApiKey();
  if (key) headers.set('X-Auth-Key', key.key);

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers, signal, credentials: 'same-origin' });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.aborted) throw new ApiError('timeout', {}, { cause: error });
    throw new ApiError('network', {}, { cause: error });
  }

  let body: unknown;
  let isJson = true;
  try {
    body = JSON.parse(text);
  } catch {
    isJson = false;
  }

  if (!response.ok) {
    const serviceMessage = isJson ? messageOf(body) : undefined;
    const envelopeStatus = isJson ? statusOf(body) : undefined;
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    throw new ApiError(kindOfStatus(response.status), {
      status: response.status,
      ...(serviceMessage === undefined ? {} : { serviceMessage }),
      ...(envelopeStatus === undefined ? {} : { envelopeStatus }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  if (!isJson) throw new ApiError('bad-response', { status: response.status });
  return body;
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

function statusOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string') {
    return body.status;
  }
  return undefined;
}

const MAX_SERVICE_MESSAGE = 300;

/** Whatever a body says about a problem, in `message`, `error` or `errors`, as one line of text. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const parts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.trim() !== '') parts.push(value.trim());
    else if (typeof value === 'number') parts.push(String(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      if ('message' in value) collect(value.message);
      else if ('error' in value) collect(value.error);
      else if ('code' in value) collect(value.code);
    }
  };
  for (const [field, value] of Object.entries(body)) {
    if (field === 'message' || field === 'error' || field === 'errors') collect(value);
  }
  if (parts.length === 0) return undefined;
  const text = [...new Set(parts)].join('; ');
  return text.length > MAX_SERVICE_MESSAGE ? `${text.slice(0, MAX_SERVICE_MESSAGE - 1)}…` : text;
}

function shapeError(error: $ZodError, prefix: PropertyKey[]): ApiError {
  const issue = error.issues[0];
  const path = formatPath([...prefix, ...(issue?.path ?? [])]);
  return new ApiError('unexpected-shape', {
    ...(path === '' ? {} : { path }),
    ...(issue ? { problem: describeIssue(issue) } : {}),
  });
}

/**
 * A short English account of a schema issue. zod/mini ships no messages (its locale would cost
 * bundle), so the common cases are worded here.
 */
function describeIssue(issue: $ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_union':
      return 'not any of the accepted forms';
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
