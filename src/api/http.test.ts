import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../test/msw-server.ts';
import { parseDomainName, type DomainName } from '../lib/domain-name.ts';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { apiGet, browserTransport, setApiTransport } from './http.ts';
import { saveApiKey } from './key-store.ts';
import { listRecords } from './records.ts';
import { DEMO_UNPAID_API_KEY } from '../../server/demo/demo-api.ts';
import { dnsRecordListSchema, geoDefaultsSchema, SERVER_ERROR_HEADER } from '../contract/schemas.ts';

function domain(name: string): DomainName {
  const result = parseDomainName(name);
  if (!result.ok) throw new Error(result.reason);
  return result.domain;
}

const PATH = '/dns/v1/domains/example.com/records';

/** Answers the records path with `response` for this test only. */
function answer(response: () => Response | Promise<Response>) {
  mswServer.use(http.get(`*${PATH}`, response));
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

const get = (options: { timeoutMs?: number; signal?: AbortSignal } = {}) => apiGet(PATH, dnsRecordListSchema, options);

/** A body that never ends, 1 MiB a read (what a compression bomb unpacks to), and how much of it was read. */
function endlessBody(start: string) {
  const piece = new Uint8Array(2 ** 20).fill(0x61);
  const read = { mebibytes: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
    },
    pull(controller) {
      read.mebibytes += 1;
      controller.enqueue(piece);
    },
    cancel() {
      read.cancelled = true;
    },
  });
  return { body, read };
}

describe('apiGet: every fault has its kind', () => {
  const cases: [ApiErrorKind, string, () => Response | Promise<Response>, RegExp][] = [
    ['network', 'the connection fails', () => HttpResponse.error(), /could not reach/i],
    [
      'unauthorized',
      'HTTP 401',
      () => HttpResponse.json({ status: 'error' }, { status: 401 }),
      /refused the API key \(HTTP 401\)/,
    ],
    ['unauthorized', 'HTTP 403', () => HttpResponse.json({}, { status: 403 }), /HTTP 403/],
    [
      'not-found',
      'HTTP 404',
      () => HttpResponse.json({ status: 'error', message: 'no such domain' }, { status: 404 }),
      /no such domain/,
    ],
    [
      'rate-limited',
      'HTTP 429',
      () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '7' } }),
      /wait 7 s/i,
    ],
    [
      'server',
      'HTTP 500',
      () => new HttpResponse('boom', { status: 500 }),
      /HTTP 500\).*Its answer could not be read: its body is not JSON\.$/,
    ],
    [
      'timeout',
      'HTTP 504 from a gateway',
      () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'upstream_timeout', message: 'did not answer within 30 s' } },
          { status: 504 },
        ),
      /did not answer in time \(HTTP 504\)/,
    ],
    [
      'server',
      'the Zonescope server’s own answer (it refused what the DNS API sent)',
      () =>
        HttpResponse.json(
          {
            status: 'error',
            error: { code: 'upstream_error', message: 'The DNS API answered HTTP 502; its body was not JSON.' },
          },
          { status: 502, headers: { [SERVER_ERROR_HEADER]: 'server' } },
        ),
      /\(HTTP 502\)\. .* The Zonescope server said: “The DNS API answered HTTP 502; its body was not JSON\. \(code upstream_error\)”\.$/,
    ],
    [
      'server',
      'the same envelope without the server’s header: the DNS API’s, passed on',
      () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'upstream_error', message: 'Bad gateway.' } },
          { status: 502 },
        ),
      /\(HTTP 502\)\. .* The service said: “Bad gateway\. \(code upstream_error\)”\.$/,
    ],
    ['server', 'HTTP 503', () => HttpResponse.json({ status: 'error' }, { status: 503 }), /HTTP 503/],
    ['bad-response', 'an HTML body', () => HttpResponse.html('<html>login</html>'), /not JSON/],
    [
      'bad-response',
      'truncated JSON',
      () => new HttpResponse('{"status":"ok","respo', { headers: { 'Content-Type': 'application/json' } }),
      /not JSON/,
    ],
    [
      'not-ok',
      'a non-ok envelope',
      () => HttpResponse.json({ status: 'error', errors: [{ message: 'quota exceeded' }, 'try later'] }),
      /“error”.*quota exceeded; try later/,
    ],
    [
      'not-ok',
      'HTTP 400 with an envelope',
      () => HttpResponse.json({ status: 'error', error: { code: 'x', message: 'bad limit' } }, { status: 400 }),
      /bad limit \(code x\)/,
    ],
    [
      'not-ok',
      'the service’s fail envelope on HTTP 200 with a code not about the account',
      () => HttpResponse.json({ status: 'fail', error: { code: 1, message: 'Bad request' } }),
      /^The DNS API answered with status “fail” instead of “ok”\. The service said: “Bad request \(code 1\)”\.$/,
    ],
    [
      'account-refused',
      'the service’s payment refusal on HTTP 200',
      () =>
        HttpResponse.json({
          status: 'fail',
          error: { code: 3, message: 'Authorization failed', http_redirect: 'https://billing.example/pay' },
          details: 'Payment required',
        }),
      /^The DNS API accepted the API key but refused its account: the account may not use the API\. The service said: “Authorization failed — Payment required \(code 3\)”\. Settle the account's payment or plan/,
    ],
    [
      'account-refused',
      'the service’s payment refusal on HTTP 403 (its help page)',
      () =>
        HttpResponse.json(
          {
            status: 'fail',
            error: { code: 3, message: 'Authorization failed', http_redirect: '/account/billing' },
            details: 'Payment required',
          },
          { status: 403 },
        ),
      /refused its account \(HTTP 403\).*“Authorization failed — Payment required \(code 3\)”/,
    ],
    [
      'account-refused',
      'the service’s payment refusal on HTTP 401 (lego’s client test)',
      () =>
        HttpResponse.json(
          { status: 'fail', error: { code: 3, message: 'Authorization failed' }, details: 'Payment required' },
          { status: 401 },
        ),
      /refused its account \(HTTP 401\)/,
    ],
    [
      'account-refused',
      'a plan without API access: code 9 on HTTP 403, its code as a string',
      () => HttpResponse.json({ status: 'fail', error: { code: '9', message: 'Tariff limitation' } }, { status: 403 }),
      /refused its account \(HTTP 403\).*“Tariff limitation \(code 9\)”/,
    ],
    [
      'unauthorized',
      'a wrong or missing key: code 2 on HTTP 403',
      () =>
        HttpResponse.json({ status: 'fail', error: { code: 2, message: 'Authentication failed' } }, { status: 403 }),
      /refused the API key \(HTTP 403\)\..*“Authentication failed \(code 2\)”\.$/,
    ],
    [
      'unauthorized',
      'code 3 in an envelope that is not the service’s fail envelope',
      () =>
        HttpResponse.json({ status: 'error', error: { code: 3, message: 'Authorization failed' } }, { status: 401 }),
      /refused the API key \(HTTP 401\)/,
    ],
    [
      'unauthorized',
      'code 3 from the Zonescope server itself',
      () =>
        HttpResponse.json(
          { status: 'fail', error: { code: 3, message: 'Authorization failed' } },
          { status: 403, headers: { [SERVER_ERROR_HEADER]: 'server' } },
        ),
      /refused the API key \(HTTP 403\)/,
    ],
    [
      'server',
      'code 3 on HTTP 500: the status keeps its meaning',
      () => HttpResponse.json({ status: 'fail', error: { code: 3, message: 'Authorization failed' } }, { status: 500 }),
      /failed to answer \(HTTP 500\)/,
    ],
    [
      'server',
      'an error body nested too deeply to read',
      () =>
        new HttpResponse(`{"status":"fail","error":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
      /\(HTTP 500\)\..*Its answer could not be read: its explanation is in a form the app cannot read\.$/,
    ],
    [
      'server',
      'an error body too large to read',
      () => HttpResponse.json({ status: 'fail', details: 'x'.repeat(200_000) }, { status: 502 }),
      /Its answer could not be read: its body is too large to read \(200,\d{3} characters\)\.$/,
    ],
    [
      'not-ok',
      'a fail envelope on HTTP 200 nested too deeply to read',
      () => new HttpResponse(`{"status":"fail","error":${'{"error":'.repeat(100_000)}1${'}'.repeat(100_000)}}`),
      /status “fail” instead of “ok”\. Its answer could not be read: its explanation is in a form the app cannot read\.$/,
    ],
    [
      'not-ok',
      'HTTP 400 without an envelope',
      () => new HttpResponse('Bad Request', { status: 400 }),
      /^The DNS API refused the request \(HTTP 400\)\. Its answer could not be read: its body is not JSON\.$/,
    ],
    [
      'unexpected-shape',
      'a body without status',
      () => HttpResponse.json({ response: [] }),
      /at status: expected string/,
    ],
    [
      'unexpected-shape',
      'a record without a name',
      () =>
        HttpResponse.json({
          status: 'ok',
          response: [{ record_id: '1', record_type: 'A', record_value: '192.0.2.1', record_ttl: '60' }],
        }),
      /at response\[0\]\.record_name: expected string/,
    ],
    [
      'unexpected-shape',
      'a record whose id is neither of the forms it may take',
      () =>
        HttpResponse.json({
          status: 'ok',
          response: [{ record_id: true, record_name: 'a.example.com', record_type: 'A', record_value: '192.0.2.1' }],
        }),
      /at response\[0\]\.record_id: expected string or number\.$/,
    ],
    [
      'unexpected-shape',
      'a response of the wrong type',
      () => HttpResponse.json({ status: 'ok', response: { records: [] } }),
      /at response: expected array/,
    ],
  ];

  it.each(cases)('%s when %s', async (kind, _fault, response, message) => {
    answer(response);
    const error = await errorOf(get());
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
  });

  it('timeout when the answer takes longer than allowed', async () => {
    answer(async () => {
      await delay(1000);
      return HttpResponse.json({ status: 'ok', response: [] });
    });
    const error = await errorOf(get({ timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
  });

  it('keeps the retry-after seconds and the HTTP status', async () => {
    answer(() => new HttpResponse('', { status: 429, headers: { 'Retry-After': '12' } }));
    const error = await errorOf(get());
    expect(error.details).toMatchObject({ status: 429, retryAfterSeconds: 12 });
  });

  it.each([
    [
      'an answer',
      200,
      'bad-response',
      "The DNS API's answer could not be read (HTTP 200): it is larger than 128 MiB unpacked, more than the app reads.",
    ],
    [
      'an error answer',
      500,
      'server',
      'The DNS API failed to answer (HTTP 500). The problem is on the service’s side; try again later. Its answer could not be read: it is larger than 128 MiB unpacked, more than the app reads.',
    ],
  ] as const)(
    '%s that unpacks past 128 MiB is refused there, the rest not read',
    async (_what, status, kind, message) => {
      const { body, read } = endlessBody('{"status":"ok","response":["');
      answer(() => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } }));
      const error = await errorOf(get());
      expect(error.kind).toBe(kind);
      expect(error.message).toBe(message.replace('’', "'"));
      await expect.poll(() => read.cancelled).toBe(true);
      // The reader stops at the bound, give or take what the stream had queued.
      expect(read.mebibytes).toBeGreaterThanOrEqual(128);
      expect(read.mebibytes).toBeLessThan(140);
    },
  );

  it('rethrows cancellation as the abort reason, not as an API error', async () => {
    answer(async () => {
      await delay(1000);
      return HttpResponse.json({ status: 'ok', response: [] });
    });
    const controller = new AbortController();
    const pending = get({ signal: controller.signal });
    controller.abort(new DOMException('moved on', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiGet: what the API receives', () => {
  it('reads null as missing where a field may be missing, and names a null where it may not', async () => {
    const record = { record_id: '7', record_name: 'a.example.com', record_type: 'A', record_value: '192.0.2.1' };
    const nulls = { record_ttl: '300', record_status: null, is_geo: null, is_failover: null };
    answer(() => HttpResponse.json({ status: 'ok', response: [{ ...record, ...nulls }] }));
    expect(await get()).toEqual([
      { ...record, record_status: 'enabled', record_ttl: '300', is_geo: 'no', is_failover: 'no' },
    ]);
    answer(() => HttpResponse.json({ status: 'ok', response: [{ ...record, ...nulls, record_value: null }] }));
    expect((await errorOf(get())).message).toMatch(/at response\[0\]\.record_value: expected string\.$/);
  });

  it('sends X-Auth-Key only when a key is stored', async () => {
    const keys: (string | null)[] = [];
    answer(() => HttpResponse.json({ status: 'ok', response: [] }));
    mswServer.events.on('request:start', ({ request }) => keys.push(request.headers.get('X-Auth-Key')));
    await get();
    saveApiKey('my-key', false);
    await get();
    mswServer.events.removeAllListeners();
    expect(keys).toEqual([null, 'my-key']);
  });

  it('accepts unknown fields and numbers for ids and TTLs', async () => {
    answer(() =>
      HttpResponse.json({
        status: 'ok',
        extra: true,
        response: [
          {
            record_id: 7,
            record_name: 'a.example.com',
            record_type: 'A',
            record_value: '192.0.2.1',
            record_ttl: 300,
            new_field: 'x',
          },
        ],
      }),
    );
    expect(await get()).toEqual([
      {
        record_id: '7',
        record_status: 'enabled',
        record_name: 'a.example.com',
        record_type: 'A',
        record_value: '192.0.2.1',
        record_ttl: '300',
        is_geo: 'no',
        is_failover: 'no',
      },
    ]);
  });
});

const getGeo = () => apiGet(PATH, geoDefaultsSchema);

/** A GEO defaults envelope whose one continent has `countries`. */
function europe(countries: unknown) {
  return {
    status: 'ok',
    response: { geo_records: [], geo_regions: { _EU: { continent_name: 'Europe', countries } } },
  };
}

describe('apiGet: a value none of whose forms fit', () => {
  it('names the place in the form that got furthest, not the union around it', async () => {
    answer(() =>
      HttpResponse.json(
        europe({ FR: { country_name: 'France', subdivisions: [] }, DE: { country_name: 7, subdivisions: [] } }),
      ),
    );
    expect((await errorOf(getGeo())).message).toMatch(
      /at response\.geo_regions\._EU\.countries\.DE\.country_name: expected string\.$/,
    );
  });

  it('names a map entry of the wrong type, not the types the map may take', async () => {
    answer(() => HttpResponse.json(europe({ DE: 'Germany' })));
    expect((await errorOf(getGeo())).message).toMatch(
      /at response\.geo_regions\._EU\.countries\.DE: expected object\.$/,
    );
  });

  it('still lists the types when the value itself is of none of them', async () => {
    answer(() => HttpResponse.json(europe('none')));
    expect((await errorOf(getGeo())).message).toMatch(
      /at response\.geo_regions\._EU\.countries: expected record or tuple\.$/,
    );
  });
});

describe('against the demo API', () => {
  it('a refused key is unauthorized', async () => {
    saveApiKey('not-the-demo-key', false);
    const error = await errorOf(listRecords(domain('example.com'), {}));
    expect(error.kind).toBe('unauthorized');
  });

  it('an unknown domain is not-found', async () => {
    const error = await errorOf(listRecords(domain('no-such-domain.example'), {}));
    expect(error.kind).toBe('not-found');
  });

  it('a parameter the service refuses is not-ok, in the service’s words', async () => {
    const error = await errorOf(listRecords(domain('example.com'), { limit: 0 }));
    expect(error.kind).toBe('not-ok');
    expect(error.details.status).toBe(400);
    expect(error.details.said).toEqual({
      message: 'Invalid parameter',
      details: 'The parameter limit must be a whole number of 1 or more, not “0”.',
      code: '1',
    });
    expect(error.message).toBe(
      'The DNS API answered with status “fail” (HTTP 400) instead of “ok”. The service said: “Invalid parameter — The parameter limit must be a whole number of 1 or more, not “0”. (code 1)”.',
    );
  });

  it('a key without API access: the account refused on HTTP 403, Payment required, no link', async () => {
    saveApiKey(DEMO_UNPAID_API_KEY, false);
    const error = await errorOf(listRecords(domain('example.com'), {}));
    expect(error.kind).toBe('account-refused');
    expect(error.details.status).toBe(403);
    expect(error.message).toContain('The service said: “Authorization failed — Payment required (code 3)”.');
    expect(JSON.stringify(error.details)).not.toContain('http');
  });
});

describe('apiGet with a checkpoint between its steps (the server render’s)', () => {
  const body = JSON.stringify({ status: 'ok', response: [] });
  const local = (): Promise<Response> => Promise.resolve(new Response(body));

  it('calls it after the answer is parsed and after it is validated, with the answer’s length', async () => {
    const calls: number[] = [];
    setApiTransport(local, (length) => {
      calls.push(length);
      return Promise.resolve();
    });
    try {
      await expect(apiGet(PATH, dnsRecordListSchema)).resolves.toEqual([]);
      expect(calls).toEqual([body.length, body.length]);
    } finally {
      setApiTransport(browserTransport);
    }
  });

  it('gives up on a request cancelled while a transport that does not heed the signal answers, and sends none once cancelled', async () => {
    // The demo's transport in the server answers in process, whatever the signal says.
    const asked: string[] = [];
    const controller = new AbortController();
    const reason = new DOMException('the render moved on', 'AbortError');
    setApiTransport((target) => {
      asked.push(target);
      controller.abort(reason);
      return local();
    });
    try {
      await expect(get({ signal: controller.signal })).rejects.toBe(reason);
      await expect(get({ signal: controller.signal })).rejects.toBe(reason);
      expect(asked).toEqual([PATH]);
    } finally {
      setApiTransport(browserTransport);
    }
  });

  it('stops at the first checkpoint that rejects: an answer slow to parse is not checked as well', async () => {
    let checked = 0;
    setApiTransport(local, () => Promise.reject(new Error('The render gave up: it took too long.')));
    try {
      await expect(
        apiGet(PATH, dnsRecordListSchema, {
          fastParse: () => {
            checked += 1;
            return undefined;
          },
        }),
      ).rejects.toThrow('took too long');
      expect(checked).toBe(0);
    } finally {
      setApiTransport(browserTransport);
    }
  });
});
