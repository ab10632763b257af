import type { ServiceFailEnvelope } from '../../src/contract/schemas.ts';

/**
 * The demo's errors, in the real service's envelope (see `serviceFailEnvelopeSchema`):
 * `{"status":"fail","error":{"code":<integer>,"message":"<short title>"},"details":"<the reason>"}`.
 * Each error has the HTTP status it is sent with. The key and account codes are the real service's
 * (zilore.com/en/help/api/common/errors): 2 "Authentication failed" (403, a wrong or missing key),
 * 3 "Authorization failed" (403, an account blocked, e.g. "Payment required"), 9 "Tariff limitation"
 * (403, API access not in the plan); a client tells the key from the account by them. The other
 * numbers are the demo's own, chosen not to collide with those three.
 */
export const DEMO_ERRORS = {
  invalidParameter: { status: 400, code: 1, message: 'Invalid parameter' },
  invalidDomain: { status: 400, code: 7, message: 'Invalid domain name' },
  missingKey: { status: 403, code: 2, message: 'Authentication failed' },
  invalidKey: { status: 403, code: 2, message: 'Authentication failed' },
  /** An account blocked for an overdue payment (a fault also sends it on HTTP 200 or 401, as the service may). */
  paymentRequired: { status: 403, code: 3, message: 'Authorization failed' },
  /** An account whose plan has no API access (sent only by a test fault). */
  tariffLimitation: { status: 403, code: 9, message: 'Tariff limitation' },
  domainNotFound: { status: 404, code: 4, message: 'Domain not found' },
  snapshotNotFound: { status: 404, code: 5, message: 'Snapshot not found' },
  templateNotFound: { status: 404, code: 6, message: 'Template not found' },
  notFound: { status: 404, code: 7, message: 'Not found' },
  methodNotAllowed: { status: 405, code: 8, message: 'Method not allowed' },
  /** Sent only by test faults (`server/fault-injection.ts`), like the two below. */
  rateLimited: { status: 429, code: 13, message: 'Too many requests' },
  internal: { status: 500, code: 10, message: 'Internal error' },
  badGateway: { status: 502, code: 11, message: 'Bad gateway' },
  unavailable: { status: 503, code: 12, message: 'Service unavailable' },
} as const satisfies Record<string, { status: number; code: number; message: string }>;

export type DemoErrorName = keyof typeof DEMO_ERRORS;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * A `fail` answer: `failResponse('snapshotNotFound', 'The domain “example.com” has no snapshot “1”.')`
 * → HTTP 404 `{"status":"fail","error":{"code":5,"message":"Snapshot not found"},"details":"The domain …"}`.
 * `errorFields` go inside `error` after code and message (the service adds such fields, e.g. `http_redirect`);
 * `status` sends it with another HTTP status than its own (the service's are not always the same).
 */
export function failResponse(
  name: DemoErrorName,
  details: string,
  options: { headers?: Record<string, string>; errorFields?: Record<string, string>; status?: number } = {},
): Response {
  const { code, message } = DEMO_ERRORS[name];
  const status = options.status ?? DEMO_ERRORS[name].status;
  const body: ServiceFailEnvelope = { status: 'fail', error: { code, message, ...options.errorFields }, details };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...options.headers } });
}
