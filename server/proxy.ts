import { errorResponse } from './error-envelope.ts';
import { namesMoreMembersThan, UPSTREAM_MEMBER_NAMES_BOUND } from './json-member-names.ts';
import { keyMaskingStream, keyMaskOf, keyQuotesOf, redactKey, type KeyMask, type KeyQuotes } from './key-redaction.ts';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * The largest data answer the proxy relays, in bytes as sent (as the upstream encoded them: the
 * proxy does not decode a data answer, so it bounds what it reads). The largest legitimate answer is
 * a snapshot of a whole zone, about 180 bytes a record uncompressed: 64 MiB is a zone of some
 * 350,000 records sent plain, and many more compressed. A larger answer is refused when its
 * Content-Length says so, and cut (its stream fails) once past the bound otherwise.
 */
export const MAX_DATA_ANSWER_BYTES = 64 * 2 ** 20;

export type ProxyOptions = {
  /** `https://host[/prefix]`; requests go to `<upstream><path>?<query>`. */
  upstream: URL;
  /** When set, sent as X-Auth-Key and any key from the browser is dropped. */
  apiKey?: string;
  /** For the whole answer: waiting, reading and checking it (a data answer until its last byte). */
  timeoutMs?: number;
  /** Sends the forwarded GET (`createNodeUpstreamClient` in node-upstream-client.ts). */
  client: UpstreamClient;
  /** One line per upstream failure or rewritten answer; never carries headers or keys. */
  log?: (line: string) => void;
  /** {@link MAX_DATA_ANSWER_BYTES} unless given: a smaller one keeps tests fast. */
  maxDataAnswerBytes?: number;
};

/**
 * What the proxy needs of an HTTP client: one GET to `target` with exactly `headers`, no redirect
 * followed, the answer's body as it was sent (not decoded) and, to check it, decoded within
 * limits. Rejects when the upstream cannot be reached or `signal` aborts, and with
 * {@link UpstreamBusyError} when too many requests wait for it already. Kept web-standard here, so
 * this module also runs where Node's own modules are not typed (the SPA's tests reach it through
 * the API routes).
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
  /**
   * The first `bytes` bytes of the body decoded per its Content-Encoding (fewer if it ends sooner
   * or has not produced them within {@link CHECKED_BODY_LIMITS}' `sentBytes`), read without using
   * the body up: `body()` and `readChecked()` still get all of it. Null for an encoding the client
   * does not decode.
   */
  peek: (bytes: number) => Promise<Uint8Array | null>;
  /**
   * The body as sent: whole when short (and within `bound.maxBytes`), else a stream that counts the
   * bytes it relays. Once past `bound.maxBytes`, or when the connection fails or aborts midway, the
   * connection is closed and the stream errors with `bound.cut`'s reason (the stream's reader
   * cancelling it closes the connection too). Rejects when the connection fails or aborts before.
   */
  body: (bound: RelayBound) => Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>>;
  /**
   * The body decoded per its Content-Encoding (as sent when plain), as `body` gives it: whole when
   * short, else a stream that counts what it reads and what it gives, each within `bound.maxBytes`.
   * A whole body past that bound, or that does not decode, is only said to be so (`'too-large'`,
   * `'undecodable'`); a stream is cut as `body`'s is, and also when what it reads does not decode.
   */
  decodedBody: (
    bound: RelayBound,
  ) => Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>> | 'too-large' | 'undecodable'>;
  /**
   * The body as sent and decoded, read and decoded no further than `limits` (streamed, never
   * whole first); past them, or in an encoding the client does not decode, the connection is
   * closed and only that is said. Rejects when the connection fails or aborts.
   */
  readChecked: (limits: BodyLimits) => Promise<CheckedBody>;
  /** Drops the body (a redirect, a status without body): drained if it has ended, else closed. */
  discard: () => void;
};

export type BodyLimits = { sentBytes: number; decodedBytes: number };

/**
 * Why a relayed body was cut: it went past `maxBytes`, its connection failed or was aborted, or
 * (decoded as it was relayed) it did not decode.
 */
export type RelayCut = 'too-large' | 'failed' | 'undecodable';
/**
 * A relayed body's bound (`maxBytes`, and `cut` for the reason it fails with past it), and
 * `settled`, called once when the relay is over: ended, cut or cancelled.
 */
export type RelayBound = { maxBytes: number; cut: (why: RelayCut) => AnswerCutError; settled: () => void };

export type CheckedBody =
  | { kind: 'read'; sent: Uint8Array<ArrayBuffer>; decoded: Uint8Array<ArrayBuffer> }
  | { kind: 'too-large' }
  | { kind: 'undecodable' };

/** Thrown by an {@link UpstreamClient} that already has as many requests in flight as it takes. */
export class UpstreamBusyError extends Error {
  constructor() {
    super('Too many requests are waiting for the upstream.');
    this.name = 'UpstreamBusyError';
  }
}

/**
 * Why a relayed answer's stream failed, for its reader. One line and no stack: the Node adapter
 * prints the reason of a response body that fails (`console.error`), and the proxy has logged its
 * own line already.
 */
export class AnswerCutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerCutError';
    this.stack = `${this.name}: ${message}`;
  }
}

/**
 * How much of an answer that is not a successful data answer is read to check it: an error
 * envelope is a few hundred bytes; anything larger is not passed on.
 */
export const CHECKED_BODY_LIMITS: BodyLimits = { sentBytes: 64 * 1024, decodedBytes: 1024 * 1024 };

/** The content codings the proxy can check, hence the only ones it asks the upstream for. */
export const DECODED_CODINGS = ['gzip', 'deflate', 'br'] as const;
export type DecodedCoding = (typeof DECODED_CODINGS)[number];

/**
 * Upstream response headers worth passing on; everything else (Set-Cookie, its CSP, its
 * Content-Type: see JSON_TYPE…) stays behind. A body passed on as the upstream encoded it keeps its
 * Content-Encoding and Vary (one unpacked, with the server's key, leaves its Content-Encoding). Not
 * its caching headers: an answer depends on the key it was asked with, and an upstream's
 * `Cache-Control: public` (or a `Last-Modified`, from which a cache may guess a lifetime) could let
 * a shared cache give one person's zones to another; every
 * `/dns/v1/` answer is `no-store` (api-routes.ts), and no conditional request is forwarded, so an
 * `ETag` would serve nothing.
 */
const PASSED_RESPONSE_HEADERS = ['content-encoding', 'vary', 'retry-after'];

/**
 * Every answer with a body under /dns/v1/ is JSON, whatever the upstream calls it: nothing it sends
 * can become markup or script on this origin (with `nosniff` and the API's `sandbox` CSP).
 */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * How a successful data answer begins: `{"status":"ok"` as its first member (JSON whitespace
 * allowed). Read from the first {@link OK_PREFIX_BYTES} decoded bytes.
 */
const OK_ENVELOPE_START = /^[ \t\n\r]*\{[ \t\n\r]*"status"[ \t\n\r]*:[ \t\n\r]*"ok"[ \t\n\r]*[,}]/;
const OK_PREFIX_BYTES = 256;

/** One content coding of an Accept-Encoding list, with an optional weight: `gzip`, `br;q=0.8`. */
const ACCEPTED_CODING = new RegExp(`^(${DECODED_CODINGS.join('|')}|identity)(\\s*;\\s*q=[01](\\.\\d{0,3})?)?$`, 'i');

/**
 * Statuses whose responses have no body (the Response constructor refuses one). 304 is refused as
 * a 3xx: no conditional request is forwarded, so it cannot be a real answer.
 */
const NULL_BODY_STATUSES = new Set([204, 205]);

const API_PREFIX = '/dns/v1/';

/**
 * The browser's Accept-Encoding as sent upstream: only well-formed codings the browser can decode
 * and the proxy can check ({@link DECODED_CODINGS}; the upstream's encoded body is passed through
 * untouched); `identity` when none is left.
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
 * The browser's Accept-Encoding goes upstream. Without a server-held key, a successful data answer
 * (`{"status":"ok",…` with a 2xx status) comes back byte for byte and streamed: a gzipped answer
 * is not unpacked here and packed again for the browser (which `fetch` would force, since it always
 * decodes; hence a client of Node's own, see node-upstream-client.ts). With one, the answer is
 * streamed with every quote of the key masked (keyMaskOf): the key reaches no answer, a record's
 * text included. A compressed one is unpacked as it streams to be masked (the real service gzips
 * its larger answers; asking for them plain would send a 50,000-record zone over the network
 * several times over), then packed again for the browser by the server's own compress. It is
 * bounded by {@link MAX_DATA_ANSWER_BYTES} as sent, and unpacked too when unpacked here: refused
 * when its Content-Length is larger, cut (its stream fails, so the browser sees a failed body, not
 * a short one) once past it otherwise. Every other answer is read within
 * {@link CHECKED_BODY_LIMITS} and checked: it must be JSON, and with a server-held key, the key is
 * removed wherever it is quoted and the answer leaves unpacked (see checkAnswer).
 */
export function createProxyHandler(options: ProxyOptions): (request: Request) => Promise<Response> {
  const upstream = new URL(options.upstream.href);
  const prefix = upstream.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const maxDataAnswerBytes = options.maxDataAnswerBytes ?? MAX_DATA_ANSWER_BYTES;
  const log = options.log ?? ((line: string) => console.error(line));
  // The ways an answer may quote the server's key: worked out once, looked for in every answer.
  const keyQuotes = options.apiKey === undefined ? undefined : keyQuotesOf(options.apiKey);
  const keyMask = options.apiKey === undefined ? undefined : keyMaskOf(options.apiKey);

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
      // A compressed answer passes through as sent, but for a data answer with the server's key:
      // unpacked as it streams, masked, and packed again by the server's compress (checkAnswer).
      'Accept-Encoding': upstreamAcceptEncoding(request.headers.get('Accept-Encoding')),
    };
    const key = options.apiKey ?? request.headers.get('X-Auth-Key');
    if (key) headers['X-Auth-Key'] = key;

    const deadline = upstreamDeadline(request.signal, timeoutMs);
    const failed = (): Response => {
      // The browser went away (navigated, cancelled a stale request): nobody to answer, nothing to log.
      if (request.signal.aborted) return new Response(null, { status: 499 });
      if (deadline.timedOut()) {
        log(`upstream timeout after ${timeoutMs} ms: GET ${incoming.pathname}`);
        return errorResponse(504, 'upstream_timeout', `The DNS API did not answer within ${timeoutMs / 1000} s.`);
      }
      log(`upstream unreachable: GET ${incoming.pathname}`);
      return errorResponse(502, 'upstream_unreachable', 'The DNS API could not be reached.');
    };

    let response: UpstreamAnswer;
    try {
      response = await answerWithin(options.client(target, headers, deadline.signal), deadline.signal);
    } catch (error) {
      deadline.release();
      if (error instanceof UpstreamBusyError) {
        return errorResponse(
          503,
          'upstream_busy',
          'Too many requests are waiting for the DNS API already. Try again in a moment.',
          { 'Retry-After': '1' },
        );
      }
      return failed();
    }
    const logged = (what: string) => log(`${what}: GET ${incoming.pathname}`);
    // A relayed data answer cut midway: one line, as for a failure before it, but none when the
    // browser went away (its reader cancelled the stream already, or nobody reads it).
    const cut = (why: RelayCut, status: number): AnswerCutError => {
      if (request.signal.aborted) return new AnswerCutError('The browser went away.');
      if (why === 'too-large') {
        logged(`upstream answer ${status} cut, its body over ${sizeText(maxDataAnswerBytes)}`);
        return new AnswerCutError(tooLargeMessage(maxDataAnswerBytes));
      }
      if (why === 'undecodable') {
        logged(`upstream answer ${status} cut, its body could not be unpacked`);
        return new AnswerCutError("The DNS API's answer could not be unpacked: it is corrupt.");
      }
      if (deadline.timedOut()) {
        logged(`upstream timeout after ${timeoutMs} ms, its answer cut`);
        return new AnswerCutError(`The DNS API did not finish its answer within ${timeoutMs / 1000} s.`);
      }
      logged(`upstream answer ${status} cut, its connection failed before the end`);
      return new AnswerCutError("The DNS API's connection failed before the end of its answer.");
    };
    try {
      return await checkAnswer(response, {
        keyQuotes,
        keyMask,
        log: logged,
        streaming: deadline.keep,
        streamed: deadline.end,
        maxDataAnswerBytes,
        cut,
      });
    } catch {
      response.discard();
      return failed();
    } finally {
      deadline.release();
    }
  };
}

/**
 * The client's answer, or a rejection once `signal` aborts (the deadline, or the browser gone):
 * the client is asked to give up on the signal, and this holds the time bound even if it does not
 * (a request Node had already dropped, say). An answer arriving after that is discarded.
 */
function answerWithin(answer: Promise<UpstreamAnswer>, signal: AbortSignal): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new Error('The upstream did not answer in time.'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    answer.then(
      (response) => {
        signal.removeEventListener('abort', abort);
        if (signal.aborted) response.discard();
        else resolve(response);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/**
 * The upstream call's signal: aborted when the browser goes away or after `timeoutMs`, whichever
 * comes first. `release()` stops both watches once the answer has been read, unless `keep()` said
 * its body streams on: then they stay, so that the stream too ends with the browser or the time,
 * until `end()` when the stream is over (else each streamed answer kept its timer, and through it
 * its upstream request, for the whole timeout).
 * Made by hand, one controller and one timer: `AbortSignal.any` over `AbortSignal.timeout` cost the
 * proxy a quarter of its CPU per request (docs/benchmarks.md, #8).
 */
function upstreamDeadline(browser: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  let timedOut = false;
  let kept = false;
  const end = () => {
    clearTimeout(timer);
    browser.removeEventListener('abort', abort);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    abort();
  }, timeoutMs);
  if (browser.aborted) abort();
  else browser.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    keep: () => {
      kept = true;
    },
    release: () => {
      if (!kept) end();
    },
    end,
  };
}

/**
 * The browser's answer to an upstream answer. Successful data answers stream through (headers
 * checked), with `keyMask` every quote of the key masked in their bytes; every other answer, whatever its status (a `fail` envelope on 200 too), is read within
 * the limits and must be JSON, and with `keyQuotes` (how the server's key may be quoted) is checked for the key in its bytes as sent and
 * in every string of its JSON: found, it is removed. A body that cannot be checked so is replaced
 * by the server's own envelope, with the upstream's status (502 for a 2xx).
 *
 * A data answer is known by its first member, `"status":"ok"`, so that a large one is streamed
 * rather than read whole first, within `maxDataAnswerBytes` as sent (refused up front when its
 * Content-Length says more, as is any 2xx that declares more, else cut by the relay's count). JSON does not fix the order of members:
 * an answer with another first member is read and checked instead, and is a data answer if its
 * `status` is `ok` after all (when larger than the limits, it cannot be told from an error answer
 * and is replaced).
 */
async function checkAnswer(
  response: UpstreamAnswer,
  context: {
    keyQuotes: KeyQuotes | undefined;
    /** The same key, to mask in a data answer's bytes as they stream. */
    keyMask: KeyMask | undefined;
    log: (what: string) => void;
    /** The body is a stream: the deadline stays until `streamed`, once it is over. */
    streaming: () => void;
    streamed: () => void;
    maxDataAnswerBytes: number;
    cut: (why: RelayCut, status: number) => AnswerCutError;
  },
): Promise<Response> {
  const { status } = response;
  const { keyQuotes, keyMask, log } = context;
  if (status >= 300 && status < 400) {
    response.discard();
    log(`upstream redirect ${status} refused`);
    return errorResponse(502, 'upstream_redirect', 'The DNS API answered with a redirect, which is not followed.');
  }
  const success = status >= 200 && status < 300;
  if (!success && (status < 400 || status > 599)) {
    response.discard();
    log(`upstream status ${status} refused`);
    return errorResponse(502, 'upstream_invalid_answer', `The DNS API answered with HTTP status ${status}.`);
  }

  const passed = new Headers();
  let keyInHeaders = false;
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = response.header(name);
    if (value === undefined) continue;
    if (keyQuotes?.found(value)) keyInHeaders = true;
    else passed.set(name, value);
  }
  const answer = (body: BodyInit | null, keyInBody = false): Response => {
    if (keyInHeaders || keyInBody) log('server key removed from an upstream answer');
    return new Response(body, { status, headers: passed });
  };
  if (NULL_BODY_STATUSES.has(status)) {
    response.discard();
    return answer(null);
  }
  passed.set('Content-Type', JSON_TYPE);

  const replaced = (why: string): Response => {
    log(`upstream answer ${status} replaced, its body ${why}`);
    const retryAfter = passed.get('retry-after');
    const headers = retryAfter === null ? undefined : { 'Retry-After': retryAfter };
    return success
      ? errorResponse(
          502,
          'upstream_invalid_answer',
          `The DNS API answered HTTP ${status}, but its body ${why}.`,
          headers,
        )
      : errorResponse(status, 'upstream_error', `The DNS API answered HTTP ${status}; its body ${why}.`, headers);
  };

  if (success) {
    const { maxDataAnswerBytes: maxBytes } = context;
    // Before the body is peeked at: an upstream that declares too much and then stalls is refused
    // now, not at the deadline. A 2xx this large would be refused whatever its first member: a data
    // answer by this bound, any other by the 64 KiB that an answer read whole may have.
    // Number(undefined) is NaN: no Content-Length (chunked) is left to the relay's count.
    const declared = Number(response.header('content-length'));
    if (declared > maxBytes) {
      response.discard();
      log(`upstream answer ${status} refused, its Content-Length ${declared} over ${sizeText(maxBytes)}`);
      return errorResponse(502, 'upstream_too_large', tooLargeMessage(maxBytes));
    }
    const start = await response.peek(OK_PREFIX_BYTES);
    if (start !== null && OK_ENVELOPE_START.test(new TextDecoder().decode(start))) {
      const bound: RelayBound = { maxBytes, cut: (why) => context.cut(why, status), settled: context.streamed };
      if (keyMask === undefined) {
        const body = await response.body(bound);
        if (body instanceof ReadableStream) context.streaming();
        return answer(body);
      }
      // With the server's key, the bytes are masked as they go: unpacked first when compressed.
      const body = await response.decodedBody(bound);
      if (body === 'too-large') {
        log(`upstream answer ${status} refused, its body over ${sizeText(maxBytes)} unpacked`);
        return errorResponse(502, 'upstream_too_large', tooLargeMessage(maxBytes));
      }
      if (body === 'undecodable') return replaced('was corrupt: it could not be unpacked');
      passed.delete('content-encoding');
      if (body instanceof ReadableStream) {
        context.streaming();
        return answer(
          body.pipeThrough(keyMaskingStream(keyMask, () => log('server key removed from an upstream answer'))),
        );
      }
      return answer(body, keyMask.mask(body));
    }
  }

  const read = await response.readChecked(CHECKED_BODY_LIMITS);
  if (read.kind === 'too-large') return replaced('was too large to check (over 64 KiB sent or 1 MiB unpacked)');
  // Not the header's value: the upstream wrote it.
  if (read.kind === 'undecodable') return replaced('was in an encoding the server does not read, or corrupt');
  // Counted before it is parsed: 1 MiB naming 96,000 members held the thread for up to 180 ms.
  if (namesMoreMembersThan(read.decoded, UPSTREAM_MEMBER_NAMES_BOUND))
    return replaced(
      `named more than ${UPSTREAM_MEMBER_NAMES_BOUND.toLocaleString('en')} members, more than the server parses`,
    );
  const text = new TextDecoder().decode(read.decoded);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return replaced('was not JSON');
  }
  // Data answers too: a record's text may quote the key (an upstream that echoes it, say), and the
  // key goes into no answer to the browser.
  if (keyQuotes !== undefined) {
    const checked = redactKey(parsed, text, keyQuotes);
    if (checked.kind === 'uncheckable') return replaced('quoted the server key and could not be rewritten');
    if (checked.kind === 'redacted') {
      passed.delete('content-encoding');
      return answer(checked.json, true);
    }
    // With the server's key every answer leaves unpacked, as its data answers do: the server's own
    // render reads them too, and the server's compress packs them for the browser.
    passed.delete('content-encoding');
    return answer(read.decoded);
  }
  return answer(read.sent);
}

function tooLargeMessage(maxBytes: number): string {
  return `The DNS API's answer is larger than ${sizeText(maxBytes)}, more than the server relays.`;
}

/** `64 MiB`, `256 KiB`, `1000 bytes`. */
function sizeText(bytes: number): string {
  if (bytes % 2 ** 20 === 0) return `${bytes / 2 ** 20} MiB`;
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/** What a forwarded path segment may hold once decoded: what the app's paths are made of (ASCII domain names, resource ids). */
const SAFE_SEGMENT = /^[A-Za-z0-9_.~-]+$/;

/**
 * Why a path may not be forwarded, or null when it may. Only `/dns/v1/` and below; no empty
 * segments (`//`), no malformed percent-encoding, and each segment, decoded, of letters, digits,
 * `-`, `_`, `.` and `~` only, not of dots alone — all the app's paths need (domain names in
 * Punycode, resource ids as parseResourceId allows them). So nothing an upstream's stack might read
 * as a way out of `/dns/v1/` is forwarded with the key: `.` and `..`, encoded slashes and
 * backslashes, `..;` (path parameters, which Java servers strip), `%252e%252e` (read twice),
 * full-width dots, `...`, spaces and control characters.
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
    if (/^\.+$/.test(decoded)) return 'Segments of dots alone are not allowed.';
    if (/[/\\]/.test(decoded)) return 'Encoded slashes and backslashes are not allowed.';
    if (!SAFE_SEGMENT.test(decoded)) {
      return 'Path segments may hold only letters, digits, “-”, “_”, “.” and “~”.';
    }
  }
  return null;
}
