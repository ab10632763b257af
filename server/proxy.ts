import { errorResponse } from './error-envelope.ts';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export type ProxyOptions = {
  /** `https://host[/prefix]`; requests go to `<upstream><path>?<query>`. */
  upstream: URL;
  /** When set, sent as X-Auth-Key and any key from the browser is dropped. */
  apiKey?: string;
  timeoutMs?: number;
  /** Sends the forwarded GET (`createNodeUpstreamClient` in node-upstream-client.ts). */
  client: UpstreamClient;
  /** One line per upstream failure; never carries headers or keys. */
  log?: (line: string) => void;
};

/**
 * What the proxy needs of an HTTP client: one GET to `target` with exactly `headers`, no redirect
 * followed, the answer's body as it was sent (not decoded). Rejects when the upstream cannot be
 * reached or `signal` aborts. Kept web-standard here, so this module also runs where Node's own
 * modules are not typed (the SPA's tests reach it through the API routes).
 */
export type UpstreamClient = (
  target: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<UpstreamAnswer>;

export type UpstreamAnswer = {
  status: number;
  /** A response header, several values joined with `, `. */
  header: (name: string) => string | undefined;
  /** The body as sent: whole when short, else a stream. Rejects when the connection fails or aborts. */
  body: () => Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>>;
  /** Reads the body and drops it (a redirect, a status without body). */
  discard: () => void;
};

/**
 * Upstream response headers worth passing on; everything else (Set-Cookie, its CSP…) stays behind.
 * The body is passed on as the upstream encoded it, so its Content-Encoding and Vary go with it.
 */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-encoding',
  'vary',
  'cache-control',
  'retry-after',
  'etag',
  'last-modified',
];

/** One content coding of an Accept-Encoding list, with an optional weight: `gzip`, `br;q=0.8`. */
const ACCEPTED_CODING = /^(gzip|deflate|br|zstd|identity|\*)(\s*;\s*q=[01](\.\d{0,3})?)?$/i;

/** Statuses whose responses have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const API_PREFIX = '/dns/v1/';

/**
 * The browser's Accept-Encoding as sent upstream: only well-formed codings the browser can decode
 * (the upstream's encoded body is passed through untouched); `identity` when none is left.
 */
export function upstreamAcceptEncoding(header: string | null): string {
  const codings = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ACCEPTED_CODING.test(part));
  return codings.length > 0 ? codings.join(', ') : 'identity';
}

/**
 * Forwards a GET under `/dns/v1/` to the configured upstream, path and query kept. The caller has
 * already refused other methods and request bodies; this checks the path again, so that nothing a
 * client sends can point the request at another host or outside the upstream's `/dns/v1/`.
 *
 * The browser's Accept-Encoding goes upstream and the body comes back byte for byte: a gzipped
 * answer is not unpacked here and packed again for the browser (which `fetch` would force, since it
 * always decodes; hence a client of Node's own, see node-upstream-client.ts).
 */
export function createProxyHandler(options: ProxyOptions): (request: Request) => Promise<Response> {
  const upstream = new URL(options.upstream.href);
  const prefix = upstream.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const log = options.log ?? ((line: string) => console.error(line));

  return async (request) => {
    if (request.method !== 'GET') {
      return errorResponse(405, 'method_not_allowed', 'Only GET requests are forwarded.', { Allow: 'GET' });
    }
    const incoming = new URL(request.url);
    const problem = checkApiPath(incoming.pathname);
    if (problem) return errorResponse(400, 'invalid_path', problem);

    const target = new URL(upstream.origin);
    target.pathname = `${prefix}${incoming.pathname}`;
    target.search = incoming.search;
    if (target.origin !== upstream.origin || !target.pathname.startsWith(`${prefix}${API_PREFIX}`)) {
      return errorResponse(400, 'invalid_path', 'The request path cannot be forwarded.');
    }

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Encoding': upstreamAcceptEncoding(request.headers.get('Accept-Encoding')),
    };
    const key = options.apiKey ?? request.headers.get('X-Auth-Key');
    if (key) headers['X-Auth-Key'] = key;

    const timeout = AbortSignal.timeout(timeoutMs);
    const failed = (): Response => {
      // The browser went away (navigated, cancelled a stale request): nobody to answer, nothing to log.
      if (request.signal.aborted) return new Response(null, { status: 499 });
      if (timeout.aborted) {
        log(`upstream timeout after ${timeoutMs} ms: GET ${incoming.pathname}`);
        return errorResponse(504, 'upstream_timeout', `The DNS API did not answer within ${timeoutMs / 1000} s.`);
      }
      log(`upstream unreachable: GET ${incoming.pathname}`);
      return errorResponse(502, 'upstream_unreachable', 'The DNS API could not be reached.');
    };

    let response: UpstreamAnswer;
    try {
      response = await options.client(target, headers, AbortSignal.any([request.signal, timeout]));
    } catch {
      return failed();
    }
    const { status } = response;

    if (status >= 300 && status < 400) {
      response.discard();
      log(`upstream redirect ${status} refused: GET ${incoming.pathname}`);
      return errorResponse(502, 'upstream_redirect', 'The DNS API answered with a redirect, which is not followed.');
    }

    const passed = new Headers();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = response.header(name);
      if (value !== undefined) passed.set(name, value);
    }
    if (NULL_BODY_STATUSES.has(status)) {
      response.discard();
      return new Response(null, { status, headers: passed });
    }
    let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>;
    try {
      body = await response.body();
    } catch {
      return failed();
    }
    // An error answer may quote the key it refused ("invalid key zs-…"); a key the server holds
    // must not reach the browser that way. Data answers are passed untouched.
    if (options.apiKey !== undefined && status >= 400) {
      let checked: CheckedBody;
      try {
        checked = await checkForKey(body, passed.get('content-encoding'), options.apiKey);
      } catch {
        return failed();
      }
      if (checked.kind === 'unreadable') {
        return errorResponse(status, 'upstream_error', `The DNS API answered HTTP ${status}.`);
      }
      if (checked.kind === 'redacted') passed.delete('content-encoding');
      return new Response(checked.bytes, { status, headers: passed });
    }
    return new Response(body, { status, headers: passed });
  };
}

const REDACTED = '[server key removed]';
/**
 * Codings read here to check an error body, by their Content-Encoding names (Node 24 also reads
 * brotli, but TypeScript's CompressionFormat does not know it yet: a `br` error body is replaced).
 */
const DECODERS: Partial<Record<string, CompressionFormat>> = {
  gzip: 'gzip',
  'x-gzip': 'gzip',
  deflate: 'deflate',
};

/**
 * An error body checked for a key: `clean` (the bytes as sent, encoding kept), `redacted` (decoded
 * text with every occurrence of the key replaced), or `unreadable` (an encoding not read here).
 */
type CheckedBody = { kind: 'clean' | 'redacted'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'unreadable' };

async function checkForKey(
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>,
  contentEncoding: string | null,
  key: string,
): Promise<CheckedBody> {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
  const coding = (contentEncoding ?? '').trim().toLowerCase();
  let plain = bytes;
  if (coding !== '' && coding !== 'identity') {
    const format = DECODERS[coding];
    if (format === undefined) return { kind: 'unreadable' };
    const decoded = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(format));
    plain = new Uint8Array(await new Response(decoded).arrayBuffer());
  }
  const text = new TextDecoder().decode(plain);
  if (!text.includes(key)) return { kind: 'clean', bytes };
  return { kind: 'redacted', bytes: new TextEncoder().encode(text.replaceAll(key, REDACTED)) };
}

/**
 * Why a path may not be forwarded, or null when it may. Only `/dns/v1/` and below; no empty
 * segments (`//`), no `.` or `..` segments, no segment that decodes to a slash, backslash or
 * control character (`%2F`, `%5C`, `%00`), no malformed percent-encoding.
 */
export function checkApiPath(pathname: string): string | null {
  if (!pathname.startsWith(API_PREFIX)) return 'Only paths under /dns/v1/ are forwarded.';
  const segments = pathname.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '') return 'Empty path segments are not allowed.';
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'The path has malformed percent-encoding.';
    }
    if (decoded === '.' || decoded === '..') return 'Dot segments are not allowed.';
    if (/[/\\\x00-\x1f\x7f]/.test(decoded)) return 'Encoded slashes and control characters are not allowed.';
  }
  return null;
}
