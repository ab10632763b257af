import type { ServiceFailEnvelope } from '../../src/contract/schemas.ts';

/**
 * The demo's errors, in the real service's envelope (see `serviceFailEnvelopeSchema`):
 * `{"status":"fail","error":{"code":<integer>,"message":"<short title>"},"details":"<the reason>"}`.
 * Code 3, "Authorization failed", is the real service's; the other numbers are the demo's own
 * (the service's full list is not published). Each error has the HTTP status it is sent with.
 */
export const DEMO_ERRORS = {
  invalidParameter: { status: 400, code: 1, message: 'Invalid parameter' },
  invalidDomain: { status: 400, code: 2, message: 'Invalid domain name' },
  missingKey: { status: 401, code: 3, message: 'Authorization failed' },
  invalidKey: { status: 403, code: 3, message: 'Authorization failed' },
  /** The one error sent on HTTP 200, as the real service may: an account without API access. */
  paymentRequired: { status: 200, code: 3, message: 'Authorization failed' },
  domainNotFound: { status: 404, code: 4, message: 'Domain not found' },
  snapshotNotFound: { status: 404, code: 5, message: 'Snapshot not found' },
  templateNotFound: { status: 404, code: 6, message: 'Template not found' },
  notFound: { status: 404, code: 7, message: 'Not found' },
  methodNotAllowed: { status: 405, code: 8, message: 'Method not allowed' },
  /** Sent only by test faults (`server/fault-injection.ts`), like the two below. */
  rateLimited: { status: 429, code: 9, message: 'Too many requests' },
  internal: { status: 500, code: 10, message: 'Internal error' },
  badGateway: { status: 502, code: 11, message: 'Bad gateway' },
  unavailable: { status: 503, code: 12, message: 'Service unavailable' },
} as const satisfies Record<string, { status: number; code: number; message: string }>;

export type DemoErrorName = keyof typeof DEMO_ERRORS;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * A `fail` answer: `failResponse('snapshotNotFound', 'The domain “example.com” has no snapshot “1”.')`
 * → HTTP 404 `{"status":"fail","error":{"code":5,"message":"Snapshot not found"},"details":"The domain …"}`.
 * `errorFields` go inside `error` after code and message (the service adds such fields, e.g. `http_redirect`).
 */
export function failResponse(
  name: DemoErrorName,
  details: string,
  options: { headers?: Record<string, string>; errorFields?: Record<string, string> } = {},
): Response {
  const { status, code, message } = DEMO_ERRORS[name];
  const body: ServiceFailEnvelope = { status: 'fail', error: { code, message, ...options.errorFields }, details };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...options.headers } });
}
