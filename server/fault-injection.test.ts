import { describe, expect, it } from 'vitest';
import {
  dnsRecordListSchema,
  geoDefaultsSchema,
  serviceFailEnvelopeSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
} from '../src/contract/schemas.ts';
import { createApiRoutes } from './api-routes.ts';
import { responseOf } from './test/demo-api-client.ts';
import { DEMO_BILLING_URL } from './demo/demo-api.ts';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import { FAULT_COOKIE, FAULT_HEADER, parseFault } from './fault-injection.ts';
import { startFakeUpstream } from './test/fake-upstream.ts';

const routes = createApiRoutes({ kind: 'demo', faults: { timeoutMs: 100 } });
const RECORDS = '/dns/v1/domains/example.com/records';

const withFault = (fault: string, path = RECORDS) => routes.request(path, { headers: { [FAULT_HEADER]: fault } });
const recordsOf = async (response: Response) =>
  dnsRecordListSchema.parse(responseOf(await response.json())).map((item) => item.record_id);

describe('test-mode faults', () => {
  it.each([401, 403, 404, 429, 500, 502, 503])('HTTP %i with the service’s fail envelope', async (status) => {
    const response = await withFault(String(status));
    expect(response.status).toBe(status);
    const body = serviceFailEnvelopeSchema.parse(await response.json());
    expect(body.details).toMatch(/^Simulated: /);
    expect(body.error.message).not.toBe('');
  });

  it.each([
    ['payment-required', 403],
    ['payment-required-401', 401],
    ['payment-required-200', 200],
  ])('%s answers as the service does for an account blocked for payment, on HTTP %i', async (fault, status) => {
    const response = await withFault(fault);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      status: 'fail',
      error: { code: 3, message: 'Authorization failed', http_redirect: DEMO_BILLING_URL },
      details: 'Payment required',
    });
  });

  it('tariff-limitation answers as the service does for a plan without API access: 403, code 9', async () => {
    const response = await withFault('tariff-limitation');
    expect(response.status).toBe(403);
    const body = serviceFailEnvelopeSchema.parse(await response.json());
    expect(body.error).toEqual({ code: 9, message: 'Tariff limitation' });
  });

  it('ignore-filters answers a filtered request with every record, as a service that does not apply filters', async () => {
    const filtered = `${RECORDS}?limit=1000&search_text=mail&search_record_type=MX`;
    const unfiltered = await recordsOf(await routes.request(`${RECORDS}?limit=1000`));
    const applied = await recordsOf(await routes.request(filtered));
    const ignored = await recordsOf(await withFault('ignore-filters', filtered));
    expect(applied.length).toBeLessThan(unfiltered.length);
    expect(ignored).toEqual(unfiltered);
  });

  it('ignore-paging answers a paged request with the whole zone; ignore-offset with the first page', async () => {
    const paged = `${RECORDS}?offset=10&limit=5`;
    const whole = await recordsOf(await routes.request(RECORDS));
    expect(whole.length).toBeGreaterThan(15);
    expect(await recordsOf(await routes.request(paged))).toEqual(whole.slice(10, 15));
    // The whole zone, as far as the demo's largest page goes (example.com's 39 records).
    expect(await recordsOf(await withFault('ignore-paging', paged))).toEqual(whole);
    expect(await recordsOf(await withFault('ignore-offset', paged))).toEqual(whole.slice(0, 5));
  });

  it('ignore-sort answers in the service’s own order, by id ascending', async () => {
    const sorted = `${RECORDS}?order_by=record_ttl&order_param=desc`;
    const byId = await recordsOf(await routes.request(RECORDS));
    expect(await recordsOf(await routes.request(sorted))).not.toEqual(byId);
    expect(await recordsOf(await withFault('ignore-sort', sorted))).toEqual(byId);
  });

  it('429 says when to retry', async () => {
    expect((await withFault('429')).headers.get('Retry-After')).toBe('5');
  });

  it('timeout holds the request, then answers 504 as the proxy would', async () => {
    const started = performance.now();
    const response = await withFault('timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(response.status).toBe(504);
    // The Zonescope server's own envelope, as its proxy answers when the upstream hangs.
    expect(await response.json()).toMatchObject({ status: 'error', error: { code: 'upstream_timeout' } });
  });

  it('latency delays a normal answer', async () => {
    const started = performance.now();
    const response = await withFault('latency-120');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(dnsRecordListSchema.safeParse((await response.json()).response).success).toBe(true);
  });

  it('non-json answers HTML with 200', async () => {
    const response = await withFault('non-json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('truncated-json cuts a real body in half', async () => {
    const response = await withFault('truncated-json');
    const text = await response.text();
    expect(text.startsWith('{"status":"ok"')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('not-ok answers an error envelope with 200', async () => {
    expect(await (await withFault('not-ok')).json()).toEqual({
      status: 'error',
      message: 'Simulated: the service reported a failure.',
    });
  });

  it.each([
    [RECORDS, dnsRecordListSchema],
    ['/dns/v1/domains/example.com/snapshots', snapshotSummaryListSchema],
    ['/dns/v1/domains/example.com/snapshots/9050/records', snapshotSchema],
    ['/dns/v1/domains/example.com/geo/defaults', geoDefaultsSchema],
    ['/dns/v1/domains/fresh.example.org/geo/defaults', geoDefaultsSchema],
  ])('drift breaks the contract of %s for missing and mistyped fields, not for extra ones', async (path, schema) => {
    const bodyOf = async (fault: string) => (await withFault(fault, path)).json();
    expect(schema.safeParse((await bodyOf('drift-missing')).response).success).toBe(false);
    expect(schema.safeParse((await bodyOf('drift-type')).response).success).toBe(false);
    const extra = await bodyOf('drift-extra');
    expect(JSON.stringify(extra)).toContain('zz_extra_field');
    expect(schema.safeParse(extra.response).success).toBe(true);
  });

  it('a path part limits the fault to matching requests', async () => {
    expect((await withFault('500@/snapshots')).status).toBe(200);
    expect((await withFault('500@/snapshots', '/dns/v1/domains/example.com/snapshots')).status).toBe(500);
  });

  it('is read from the cookie a browser test sets', async () => {
    const response = await routes.request(RECORDS, { headers: { Cookie: `theme=dark; ${FAULT_COOKIE}=503` } });
    expect(response.status).toBe(503);
  });

  it('unknown faults are ignored', async () => {
    expect(parseFault('explode')).toBeNull();
    expect((await withFault('explode')).status).toBe(200);
  });
});

describe('outside test mode', () => {
  it('a normal demo start ignores fault requests', async () => {
    const normal = createApiRoutes({ kind: 'demo' });
    const response = await normal.request(RECORDS, {
      headers: { [FAULT_HEADER]: '500', Cookie: `${FAULT_COOKIE}=500` },
    });
    expect(response.status).toBe(200);
  });

  it('the proxy neither honours nor forwards them', async () => {
    const upstream = await startFakeUpstream();
    try {
      const url = new URL(upstream.origin);
      const proxy = createApiRoutes({ kind: 'proxy', upstream: url, client: createNodeUpstreamClient(url) });
      const response = await proxy.request(RECORDS, {
        headers: { [FAULT_HEADER]: '500', Cookie: `${FAULT_COOKIE}=500` },
      });
      expect(response.status).toBe(200);
      // The request reached the upstream, without the fault header or the cookie.
      expect(upstream.requests).toHaveLength(1);
      expect(upstream.requests[0]?.headers['x-zonescope-fault']).toBeUndefined();
      expect(upstream.requests[0]?.headers.cookie).toBeUndefined();
    } finally {
      await upstream.close();
    }
  });
});
