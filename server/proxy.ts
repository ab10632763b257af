import { errorResponse } from './error-envelope.ts';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export type ProxyOptions = {
  /** `https://host[/prefix]`; requests go to `<upstream><path>?<query>`. */
  upstream: URL;
  /** When set, sent as X-Auth-Key and any key from the browser is dropped. */
  apiKey?: string;
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** One line per upstream failure; never carries headers or keys. */
  log?: (line: string) => void;
};

/** Upstream response headers worth passing on; everything else (Set-Cookie, its CSP…) stays behind. */
const PASSED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'etag', 'last-modified'];

const API_PREFIX = '/dns/v1/';

/**
 * Forwards a GET under `/dns/v1/` to the configured upstream, path and query kept. The caller has
 * already refused other methods and request bodies; this checks the path again, so that nothing a
 * client sends can point the request at another host or outside the upstream's `/dns/v1/`.
 */
export function createProxyHandler(options: ProxyOptions): (request: Request) => Promise<Response> {
  const upstream = new URL(options.upstream.href);
  const prefix = upstream.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const fetchUpstream = options.fetch ?? fetch;
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

    const headers = new Headers({ Accept: 'application/json' });
    const key = options.apiKey ?? request.headers.get('X-Auth-Key');
    if (key) headers.set('X-Auth-Key', key);

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchUpstream(target, {
        method: 'GET',
        headers,
        redirect: 'manual',
        signal: AbortSignal.any([request.signal, timeout]),
      });
    } catch {
      // The browser went away (navigated, cancelled a stale request): nobody to answer, nothing to log.
      if (request.signal.aborted) return new Response(null, { status: 499 });
      if (timeout.aborted) {
        log(`upstream timeout after ${timeoutMs} ms: GET ${incoming.pathname}`);
        return errorResponse(504, 'upstream_timeout', `The DNS API did not answer within ${timeoutMs / 1000} s.`);
      }
      log(`upstream unreachable: GET ${incoming.pathname}`);
      return errorResponse(502, 'upstream_unreachable', 'The DNS API could not be reached.');
    }

    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      log(`upstream redirect ${response.status} refused: GET ${incoming.pathname}`);
      return errorResponse(502, 'upstream_redirect', 'The DNS API answered with a redirect, which is not followed.');
    }

    const passed = new Headers();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) passed.set(name, value);
    }
    return new Response(response.body, { status: response.status, headers: passed });
  };
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
