import { DEMO_BILLING_URL, DEMO_UNPAID_API_KEY } from './demo/demo-api.ts';
import { failResponse, type DemoErrorName } from './demo/demo-errors.ts';
import { MAX_LIMIT } from './demo/records-query.ts';
import { errorResponse } from './error-envelope.ts';
import { readCookie } from '../src/lib/cookies.ts';

/**
 * Faults the demo API can be told to produce per request, for tests of how the app copes. Only a
 * server started with ZONESCOPE_TEST_MODE=1 in demo mode honours them; a normal start and proxy mode
 * never do. A request asks for one with the header `X-Zonescope-Fault` or the cookie
 * `zonescope-fault` (what a browser test sets), value `<fault>` or `<fault>@<path part>` to hit only
 * requests whose path contains that part: `503`, `timeout@/records`, `latency-800`.
 */
export const FAULT_NAMES = [
  '401',
  '403',
  '404',
  '429',
  '500',
  '502',
  '503',
  'timeout',
  'non-json',
  'truncated-json',
  'not-ok',
  'payment-required',
  'payment-required-200',
  'payment-required-401',
  'tariff-limitation',
  'ignore-filters',
  'ignore-paging',
  'ignore-offset',
  'ignore-sort',
  'drift-missing',
  'drift-type',
  'drift-extra',
] as const;
export type FaultName = (typeof FAULT_NAMES)[number] | `latency-${number}`;

export type Fault = { name: FaultName; pathPart?: string };

export const FAULT_HEADER = 'X-Zonescope-Fault';
export const FAULT_COOKIE = 'zonescope-fault';

const MAX_LATENCY_MS = 60_000;

export function parseFault(value: string | null | undefined): Fault | null {
  if (!value) return null;
  const [name = '', pathPart] = decodeURIComponent(value).split('@', 2);
  const latency = /^latency-(\d{1,5})$/.exec(name);
  if (latency) {
    const ms = Math.min(Number(latency[1]), MAX_LATENCY_MS);
    return { name: `latency-${ms}`, ...(pathPart ? { pathPart } : {}) };
  }
  const known = FAULT_NAMES.find((fault) => fault === name);
  return known ? { name: known, ...(pathPart ? { pathPart } : {}) } : null;
}

export function faultOf(request: Request): Fault | null {
  return (
    parseFault(request.headers.get(FAULT_HEADER)) ?? parseFault(readCookie(request.headers.get('Cookie'), FAULT_COOKIE))
  );
}

/**
 * The cookie with which a journey sets the bound of its own page's server render, in milliseconds
 * (test mode only, as the faults): the journeys' servers render without a bound that the machine's
 * load could reach, and a journey about the bound sets a short one and answers slower than it.
 */
export const RENDER_BOUND_COOKIE = 'zonescope-render-bound';

/** The render bound a request's cookie sets (`RENDER_BOUND_COOKIE`), or null. */
export function renderBoundOf(request: Request): number | null {
  const value = readCookie(request.headers.get('Cookie'), RENDER_BOUND_COOKIE);
  return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : null;
}

/** HTTP status faults, answered as the service answers errors (the demo's `fail` envelope). */
const STATUS_FAULTS: Record<string, [DemoErrorName, string]> = {
  '401': ['missingKey', 'Simulated: no API key.'],
  '403': ['invalidKey', 'Simulated: the API key is not valid.'],
  '404': ['notFound', 'Simulated: no such resource.'],
  '429': ['rateLimited', 'Simulated: too many requests.'],
  '500': ['internal', 'Simulated: internal error.'],
  '502': ['badGateway', 'Simulated: bad gateway.'],
  '503': ['unavailable', 'Simulated: service unavailable.'],
};

/**
 * How each `ignore-…` fault rewrites a request's query, as a service that does not apply those
 * parameters would answer: without the filters; without `offset` and with the demo's largest
 * `limit` (a request without paging gets the whole zone, observed-service.md); without `offset`
 * alone (every page begins with the first record); without the order (by id, ascending, as the
 * service answers a request without one).
 */
const IGNORING: Partial<Record<FaultName, (params: URLSearchParams) => void>> = {
  'ignore-filters': (params) => {
    for (const parameter of ['search_text', 'strict_search', 'search_record_type']) params.delete(parameter);
  },
  'ignore-paging': (params) => {
    params.delete('offset');
    params.set('limit', String(MAX_LIMIT));
  },
  'ignore-offset': (params) => params.delete('offset'),
  'ignore-sort': (params) => {
    params.delete('order_by');
    params.delete('order_param');
  },
};

/**
 * Wraps a handler so that requests asking for a fault get it. `timeoutMs` is how long a `timeout`
 * fault holds the request before answering 504, as the proxy does when its upstream hangs.
 * `payment-required` sends the request with the demo's key of an account blocked for payment (the
 * demo API answers it as the service does: 403, `fail`, code 3); `payment-required-200` and `-401`
 * send that refusal on HTTP 200 and 401, `tariff-limitation` code 9 on 403; the `ignore-…` faults answer as if the
 * request lacked what IGNORING takes out of it.
 */
export function withFaults(
  handle: (request: Request) => Promise<Response>,
  options: { timeoutMs: number },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const fault = faultOf(request);
    if (!fault || (fault.pathPart && !new URL(request.url).pathname.includes(fault.pathPart))) return handle(request);
    const { name } = fault;

    if (name.startsWith('latency-')) {
      await sleep(Number(name.slice('latency-'.length)), request.signal);
      return handle(request);
    }
    const status = STATUS_FAULTS[name];
    if (status) {
      const [error, details] = status;
      if (name === '401') return failResponse(error, details, { status: 401 });
      return failResponse(error, details, error === 'rateLimited' ? { headers: { 'Retry-After': '5' } } : {});
    }
    const ignoring = IGNORING[name];
    if (ignoring) {
      const url = new URL(request.url);
      ignoring(url.searchParams);
      return handle(new Request(url, { method: request.method, headers: request.headers, signal: request.signal }));
    }
    switch (name) {
      case 'payment-required': {
        const headers = new Headers(request.headers);
        headers.set('X-Auth-Key', DEMO_UNPAID_API_KEY);
        return handle(new Request(request.url, { method: request.method, headers, signal: request.signal }));
      }
      // The same refusal on another status: the service may send a `fail` envelope on HTTP 200
      // (observed-service.md), and one client's tests have it on 401.
      case 'payment-required-200':
      case 'payment-required-401':
        return failResponse('paymentRequired', 'Payment required', {
          status: name === 'payment-required-200' ? 200 : 401,
          errorFields: { http_redirect: DEMO_BILLING_URL },
        });
      case 'tariff-limitation':
        return failResponse('tariffLimitation', 'Simulated: API access is not part of the plan.');
      // The proxy's own answer when its upstream hangs: the Zonescope server's envelope.
      case 'timeout':
        await sleep(options.timeoutMs, request.signal);
        return errorResponse(
          504,
          'upstream_timeout',
          `Simulated: the DNS API did not answer within ${options.timeoutMs / 1000} s.`,
        );
      case 'non-json':
        return new Response('<!doctype html><title>Maintenance</title><p>Back soon.</p>', {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      case 'not-ok':
        return Response.json({ status: 'error', message: 'Simulated: the service reported a failure.' });
      default: {
        const real = await handle(request);
        const text = await real.text();
        if (name === 'truncated-json')
          return jsonResponse(text.slice(0, Math.max(1, Math.floor(text.length / 2))), real.status);
        return jsonResponse(JSON.stringify(drift(JSON.parse(text), name)), real.status);
      }
    }
  };
}

/** Fields the contract requires; drifting one of them must be caught by the client. */
const REQUIRED_FIELDS = ['record_name', 'snapshot_records', 'country_name', 'continent_name', 'record_value'];

/** The body with its shape changed: a required field removed, given a wrong type, or extra fields added. */
function drift(body: unknown, name: string): unknown {
  if (name === 'drift-extra') return addExtraFields(body);
  const target = findObjectWithRequiredField(body);
  if (target) {
    const field = REQUIRED_FIELDS.find((key) => key in target.object) ?? '';
    if (name === 'drift-missing') delete target.object[field];
    else target.object[field] = true;
  }
  return body;
}

function findObjectWithRequiredField(value: unknown): { object: Record<string, unknown> } | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findObjectWithRequiredField(item);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  if (REQUIRED_FIELDS.some((key) => key in value)) return { object: value };
  for (const child of Object.values(value)) {
    const found = findObjectWithRequiredField(child);
    if (found) return found;
  }
  return null;
}

/** Keys that mark an object as a resource (or the envelope) rather than a map keyed by codes. */
const RESOURCE_KEYS = [
  'status',
  'record_id',
  'record_name',
  'snapshot_id',
  'geo_records',
  'continent_name',
  'country_name',
];

/** Extra, unknown fields on the envelope and every resource (maps such as `subdivisions` keep their keys). */
function addExtraFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(addExtraFields);
  if (!isRecord(value)) return value;
  const isResource = RESOURCE_KEYS.some((key) => key in value);
  const copy: Record<string, unknown> = isResource
    ? { zz_extra_field: 'added by the drift-extra fault', zz_extra_object: { nested: [1, 2] } }
    : {};
  for (const [key, child] of Object.entries(value)) copy[key] = addExtraFields(child);
  return copy;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonResponse(text: string, status: number): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
