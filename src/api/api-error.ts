import * as z from 'zod/mini';
import { formatServiceWords, type ServiceWords } from './service-words.ts';

export const API_ERROR_KINDS = [
  'network',
  'timeout',
  'unauthorized',
  'account-refused',
  'not-found',
  'rate-limited',
  'server',
  'bad-response',
  'not-ok',
  'unexpected-shape',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export type ApiErrorDetails = {
  /** HTTP status when the service answered. */
  status?: number;
  /** What the service said about the problem: its message, details and error code (see `service-words.ts`). */
  said?: ServiceWords;
  /** Said by the Zonescope server in front of the DNS API (its own answer, SERVER_ERROR_HEADER), not by the service. */
  saidByServer?: true;
  /** Why the answer's body could not be read (`its body is not JSON`), when it could not. */
  unreadable?: string;
  /** First path in the answer that did not fit the contract, e.g. `response[3].record_name`. */
  path?: string;
  /** What was wrong at that path, e.g. `expected string, received undefined`. */
  problem?: string;
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfterSeconds?: number;
  /** The envelope's status when it was not `ok`. */
  envelopeStatus?: string;
};

const TITLES: Record<ApiErrorKind, string> = {
  network: 'Cannot reach the DNS API',
  timeout: 'The DNS API took too long',
  unauthorized: 'The API key was refused',
  'account-refused': 'The DNS API refused the account',
  'not-found': 'Not found',
  'rate-limited': 'Too many requests',
  server: 'The DNS API failed',
  'bad-response': 'Unreadable answer',
  'not-ok': 'The DNS API reported an error',
  'unexpected-shape': 'Unexpected answer',
};

const UNAUTHORIZED_ADVICE: Record<KeySource, string> = {
  browser: ' Enter a valid key to continue.',
  server:
    ' The Zonescope server sends its own key (DNS_API_KEY): ask whoever runs it to replace the key; one entered in this browser is not used.',
  unknown: '',
};

/**
 * What to do when the key was accepted but its account may not use the API, by the service's code
 * (3 "Authorization failed": blocked, e.g. for an overdue payment; 9 "Tariff limitation": the plan
 * has no API access) and by who holds the key. Never "replace the key": it is not the key's fault.
 */
const ACCOUNT_ADVICE: Record<KeySource, string> = {
  browser:
    " Settle the account's payment or plan with the DNS provider; entering another key of the same account will not help.",
  server:
    " The Zonescope server sends its own key (DNS_API_KEY): ask whoever runs it to settle the payment or plan of that key's account with the DNS provider.",
  unknown: " The account's payment or plan at the DNS provider has to be settled.",
};

/**
 * The service's codes for a request whose key it knows but whose account may not use the API
 * (zilore.com/en/help/api/common/errors): 3 "Authorization failed" (the example: "Payment required",
 * an account blocked for an overdue payment) and 9 "Tariff limitation" (API access is not in the
 * plan). Code 2 "Authentication failed" is a wrong or missing key.
 */
export const ACCOUNT_REFUSAL_CODES: readonly string[] = ['3', '9'];

/**
 * Whether an answer is the service refusing the account rather than the key: its own `fail`
 * envelope (not the Zonescope server's) with one of {@link ACCOUNT_REFUSAL_CODES}, sent with HTTP
 * 401 or 403, or on HTTP 200 (which the service may also do). Any other status keeps its meaning.
 */
export function isAccountRefusal(answer: {
  httpStatus: number;
  envelopeStatus?: string | undefined;
  code?: string | undefined;
  saidByServer?: boolean;
}): boolean {
  return (
    answer.saidByServer !== true &&
    answer.envelopeStatus === 'fail' &&
    answer.code !== undefined &&
    ACCOUNT_REFUSAL_CODES.includes(answer.code) &&
    [200, 401, 403].includes(answer.httpStatus)
  );
}

/** The one error the API module throws; `kind` says what went wrong, `message` says it to a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly details: ApiErrorDetails;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}, options?: { cause?: unknown }) {
    super(describe(kind, details), options);
    this.kind = kind;
    this.details = details;
  }

  /** A short heading for the message. */
  get title(): string {
    return TITLES[this.kind];
  }

  /** Whether trying the same request again may help. */
  get retryable(): boolean {
    return this.kind !== 'not-found' && this.kind !== 'unexpected-shape';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * An {@link ApiError} as JSON, for a server-rendered page to carry (src/lib/first-view-state.ts):
 * its kind and details, from which the browser builds the same error, message and all.
 */
export type ApiErrorJson = { kind: ApiErrorKind; details: ApiErrorDetails };

export function apiErrorToJson(error: ApiError): ApiErrorJson {
  return { kind: error.kind, details: error.details };
}

const apiErrorJsonSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  details: z.object({
    status: z.optional(z.number()),
    said: z.optional(
      z.object({ message: z.optional(z.string()), details: z.optional(z.string()), code: z.optional(z.string()) }),
    ),
    saidByServer: z.optional(z.literal(true)),
    unreadable: z.optional(z.string()),
    path: z.optional(z.string()),
    problem: z.optional(z.string()),
    retryAfterSeconds: z.optional(z.number()),
    envelopeStatus: z.optional(z.string()),
  }),
});

/** The error {@link apiErrorToJson} wrote; null for anything else. */
export function apiErrorFromJson(json: unknown): ApiError | null {
  const parsed = apiErrorJsonSchema.safeParse(json);
  return parsed.success ? new ApiError(parsed.data.kind, parsed.data.details) : null;
}

/** Whether the DNS API answered that what was asked for does not exist (HTTP 404). */
export function isNotFoundError(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'not-found';
}

/**
 * Where the API key comes from: this browser (its key dialog), the Zonescope server (its
 * DNS_API_KEY, which replaces any key the browser sends), or not known yet (the server has not said).
 */
export type KeySource = 'browser' | 'server' | 'unknown';

/**
 * `error`'s message as the person can act on it: a refused key is theirs to replace only when it is
 * this browser's; the server's own is for whoever runs the server; until it is known which, the
 * message gives no advice.
 */
export function describeApiError(error: ApiError, keySource: KeySource): string {
  return error.kind === 'unauthorized' || error.kind === 'account-refused'
    ? describe(error.kind, error.details, keySource)
    : error.message;
}

/**
 * The service's words as a sentence of the app: `The service said: “Authorization failed — Payment
 * required (code 3)”.` — or `The Zonescope server said: …` for the server's own answer (a timeout,
 * an upstream answer it refused). The quote ends the sentence; a full stop only when it has none.
 */
export function serviceSaidSentence(said: ServiceWords, saidByServer?: true): string {
  const quoted = formatServiceWords(said);
  const speaker = saidByServer ? 'The Zonescope server' : 'The service';
  return `${speaker} said: “${quoted}”${/[.!?…]$/.test(quoted) ? '' : '.'}`;
}

/** What the service (or the Zonescope server) said about `error`, as {@link serviceSaidSentence} puts it; undefined when nothing. */
export function saidSentenceOf(error: Pick<ApiError, 'details'>): string | undefined {
  const { said, saidByServer } = error.details;
  return said === undefined ? undefined : serviceSaidSentence(said, saidByServer);
}

function describe(kind: ApiErrorKind, details: ApiErrorDetails, keySource: KeySource = 'browser'): string {
  const sentence = saidSentenceOf({ details });
  const words = sentence === undefined ? '' : ` ${sentence}`;
  const unreadable = details.unreadable === undefined ? '' : ` Its answer could not be read: ${details.unreadable}.`;
  const said = `${words}${unreadable}`;
  const http = details.status === undefined ? '' : ` (HTTP ${details.status})`;
  switch (kind) {
    case 'network':
      return 'Could not reach the DNS API. Check the network connection and that the Zonescope server is running.';
    case 'timeout':
      return `The DNS API did not answer in time${http}. It may be overloaded; try again in a moment.${said}`;
    case 'unauthorized':
      return `The DNS API refused the API key${http}.${UNAUTHORIZED_ADVICE[keySource]}${said}`;
    case 'account-refused':
      return `The DNS API accepted the API key but refused its account${http}: the account may not use the API.${said}${ACCOUNT_ADVICE[keySource]}`;
    case 'not-found':
      return `The DNS API has no such resource${http}: check the domain, snapshot or template id.${said}`;
    case 'rate-limited': {
      const wait = details.retryAfterSeconds === undefined ? 'Wait a moment' : `Wait ${details.retryAfterSeconds} s`;
      return `The DNS API is limiting requests${http}. ${wait} before trying again.${said}`;
    }
    case 'server':
      return `The DNS API failed to answer${http}. The problem is on the service's side; try again later.${said}`;
    case 'bad-response':
      return details.unreadable === undefined
        ? `The DNS API answered with something that is not JSON${http}.`
        : `The DNS API's answer could not be read${http}: ${details.unreadable}.`;
    case 'not-ok':
      // An HTTP refusal (400, 405, …) may come without an envelope; then there is no status to quote.
      return details.envelopeStatus === undefined
        ? `The DNS API refused the request${http}.${said}`
        : `The DNS API answered with status “${details.envelopeStatus}”${http} instead of “ok”.${said}`;
    case 'unexpected-shape':
      return `The DNS API's answer does not have the expected shape${details.path ? ` at ${details.path}` : ''}${details.problem ? `: ${details.problem}` : ''}.`;
  }
}
