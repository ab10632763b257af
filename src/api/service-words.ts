/**
 * What a service said about a problem, read from its answer's body within bounds. The real
 * service's error envelope is `{"status":"fail","error":{"code":3,"message":"Authorization failed",
 * "http_redirect":…},"details":"Payment required"}`; the Zonescope server's own is `{"status":"error",
 * "error":{"code":"upstream_timeout","message":…}}`; other services write `message`, `error` as text,
 * or a list in `errors`. Only those fields are read, at fixed places (no walk through the body, so
 * no depth to exhaust), each string cut to a length; nothing else from the body is kept (no links
 * from `http_redirect`, no extra fields).
 */

/** The service's own words: its short message, the details and its error code, each one line. */
export type ServiceWords = {
  message?: string;
  details?: string;
  code?: string;
};

/**
 * The result of reading an error body: the words found, or why the body could not be read, and
 * the envelope's `status` when the body has one.
 */
export type ServiceWordsReading = { words?: ServiceWords; unreadable?: string; envelopeStatus?: string };

/** Longest error body read, in characters: a reason fits in far less; more is not an explanation. */
export const MAX_ERROR_BODY_LENGTH = 64 * 1024;
/** Longest piece (message, details, code) kept; the rest is cut with an ellipsis. */
const MAX_PIECE_LENGTH = 300;
/** Entries of an `errors` list read. */
const MAX_LIST_ENTRIES = 5;

/**
 * Reads an error answer's body text. A body over {@link MAX_ERROR_BODY_LENGTH} characters is not
 * parsed at all, and is said to be unreadable, as is one that is not JSON (an empty body is simply
 * silent). `readServiceWords('{"status":"fail","error":{"code":3,"message":"Authorization failed"},"details":"Payment required"}')`
 * → `{ words: { message: 'Authorization failed', details: 'Payment required', code: '3' } }`.
 */
export function readServiceWords(text: string): ServiceWordsReading {
  if (text.trim() === '') return {};
  if (text.length > MAX_ERROR_BODY_LENGTH) {
    return { unreadable: `its body is too large to read (${text.length.toLocaleString('en')} characters)` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { unreadable: 'its body is not JSON' };
  }
  return wordsOf(body);
}

/**
 * The words of an already parsed body (a non-`ok` envelope on HTTP 200). When the body has
 * `message`, `error`, `errors` or `details` but none of them can be read as words (another shape,
 * a list nested in a list…), it is said to be unreadable rather than silently dropped.
 */
export function wordsOf(body: unknown): ServiceWordsReading {
  if (!isObject(body)) return {};
  const status = scalarText(body.status);
  return { ...wordsOfObject(body), ...(status === undefined ? {} : { envelopeStatus: status }) };
}

function wordsOfObject(body: Record<string, unknown>): ServiceWordsReading {
  const messages: string[] = [];
  let code: string | undefined;
  const { error } = body;
  if (isObject(error)) {
    pushText(messages, error.message);
    code = scalarText(error.code);
  } else {
    pushText(messages, error);
  }
  pushText(messages, body.message);
  if (Array.isArray(body.errors)) {
    for (const entry of body.errors.slice(0, MAX_LIST_ENTRIES)) {
      pushText(messages, isObject(entry) ? entry.message : entry);
    }
  } else {
    pushText(messages, body.errors);
  }
  code ??= scalarText(body.code);
  const details = scalarText(body.details);

  const message = messages.length === 0 ? undefined : cut([...new Set(messages)].join('; '));
  const words: ServiceWords = {
    ...(message === undefined ? {} : { message }),
    ...(details === undefined ? {} : { details: cut(details) }),
    ...(code === undefined ? {} : { code: cut(code) }),
  };
  if (words.message !== undefined || words.details !== undefined) return { words };
  const explained = ['message', 'error', 'errors', 'details'].some((field) => field in body);
  if (explained) {
    return { ...(code === undefined ? {} : { words }), unreadable: 'its explanation is in a form the app cannot read' };
  }
  return code === undefined ? {} : { words };
}

/**
 * The words in one line, as the issue tracker of the service would quote them:
 * `{ message: 'Authorization failed', details: 'Payment required', code: '3' }` →
 * `'Authorization failed — Payment required (code 3)'`.
 */
export function formatServiceWords(words: ServiceWords): string {
  const text = [words.message, words.details].filter((part) => part !== undefined).join(' — ');
  if (words.code === undefined) return text;
  return text === '' ? `code ${words.code}` : `${text} (code ${words.code})`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string (trimmed, one line, its start only when long) or a number as text; anything else → undefined. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const head = value.length > MAX_PIECE_LENGTH * 2 ? `${value.slice(0, MAX_PIECE_LENGTH * 2)}…` : value;
  const line = head.replace(/\s+/g, ' ').trim();
  return line === '' ? undefined : line;
}

function pushText(into: string[], value: unknown): void {
  const text = scalarText(value);
  if (text !== undefined) into.push(text);
}

function cut(text: string): string {
  return text.length > MAX_PIECE_LENGTH ? `${text.slice(0, MAX_PIECE_LENGTH - 1)}…` : text;
}
