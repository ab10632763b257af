import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiRoutes } from './api-routes.ts';
import { gzipSync, gunzipSync } from 'node:zlib';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import {
  AnswerCutError,
  CHECKED_BODY_LIMITS,
  checkApiPath,
  upstreamAcceptEncoding,
  type RelayBound,
  type UpstreamAnswer,
} from './proxy.ts';
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from './test/fake-upstream.ts';

let upstream: FakeUpstream;
let other: FakeUpstream;
const logLines: string[] = [];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  other = await startFakeUpstream();
  logLines.length = 0;
});
afterEach(async () => {
  await upstream.close();
  await other.close();
});

function proxyRoutes(options: { apiKey?: string; prefix?: string; timeoutMs?: number } = {}) {
  const url = new URL(`${upstream.origin}${options.prefix ?? ''}`);
  return createApiRoutes({
    kind: 'proxy',
    upstream: url,
    client: createNodeUpstreamClient(url),
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    timeoutMs: options.timeoutMs ?? 2000,
    log: (line) => logLines.push(line),
  });
}

const RECORDS =
  '/dns/v1/domains/xn--e1afmkfd.xn--p1ai/records?offset=100&limit=50&search_text=www%20a&order_by=record_ttl';

describe('proxy: what is forwarded', () => {
  it('forwards a GET with its path and query string to the upstream', async () => {
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.method).toBe('GET');
    expect(upstream.requests[0]?.url).toBe(RECORDS);
    expect(await response.json()).toEqual({ status: 'ok', response: { path: RECORDS } });
  });

  it('keeps the upstream path prefix', async () => {
    await proxyRoutes({ prefix: '/api/' }).request('/dns/v1/templates/1001/records?domain_name=example.com');
    expect(upstream.requests[0]?.url).toBe('/api/dns/v1/templates/1001/records?domain_name=example.com');
  });

  it("forwards the browser's X-Auth-Key when the server holds none", async () => {
    await proxyRoutes().request(RECORDS, { headers: { 'X-Auth-Key': 'browser-key' } });
    expect(upstream.requests[0]?.headers['x-auth-key']).toBe('browser-key');
  });

  it("sends DNS_API_KEY and drops the browser's key when the server holds one", async () => {
    const response = await proxyRoutes({ apiKey: 'server-secret' }).request(RECORDS, {
      headers: { 'X-Auth-Key': 'browser-key' },
    });
    expect(upstream.requests[0]?.headers['x-auth-key']).toBe('server-secret');
    expect(JSON.stringify([...response.headers])).not.toContain('server-secret');
    expect(await response.text()).not.toContain('server-secret');
  });

  it('does not pass cookies, authorization or other browser headers on', async () => {
    await proxyRoutes().request(RECORDS, {
      headers: { Cookie: 'session=1', Authorization: 'Basic eDp5', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(upstream.requests).toHaveLength(1);
    const headers = upstream.requests[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])(
    'answers %s with 405 and never forwards it',
    async (method) => {
      const response = await proxyRoutes().request(RECORDS, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET');
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it.each<Record<string, string>>([
    { 'Content-Length': '5' },
    { 'Transfer-Encoding': 'chunked' },
    { 'Transfer-Encoding': 'gzip, chunked' },
  ])('refuses a GET that carries a body (%o)', async (headers) => {
    const response = await proxyRoutes().request(RECORDS, { headers });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 'error', error: { code: 'body_not_allowed' } });
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses an oversized URL', async () => {
    const response = await proxyRoutes().request(`/dns/v1/domains/example.com/records?search_text=${'a'.repeat(9000)}`);
    expect(response.status).toBe(414);
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    '/dns/v1/domains/a%2Fb/records',
    '/dns/v1//evil.example/records',
    '/dns/v1/domains/a%5Cb/records',
    '/dns/v1/domains/%00/records',
    '/dns/v1/domains/%zz/records',
  ])('refuses %s and sends it nowhere', async (path) => {
    const response = await proxyRoutes().request(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(upstream.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(0);
  });

  it('does not forward paths outside /dns/v1/', async () => {
    const routes = proxyRoutes();
    for (const path of [
      '/dns/v2/domains/x/records',
      '/dns/v1',
      '/admin',
      '/dns/v1/../admin',
      '/dns/v1/%2e%2e/x',
      '/dns/v1/..;/..;/admin',
      '/dns/v1/%252e%252e/%252e%252e/admin',
    ]) {
      expect((await routes.request(path)).status).toBeGreaterThanOrEqual(400);
    }
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('proxy: what comes back', () => {
  it('passes status and body, but not Set-Cookie or the upstream security headers', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(404, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'tracking=1',
        'Content-Security-Policy': 'default-src *',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(JSON.stringify({ status: 'error', message: 'no such domain' }));
    });
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'no such domain' });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('keeps no caching header of the upstream: every answer is no-store, whichever key asked', async () => {
    for (const status of [200, 404]) {
      upstream.respondWith((_request, response) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Cache-Control': 'public, max-age=86400',
          ETag: '"v1"',
          'Last-Modified': 'Sun, 01 Nov 2026 00:00:00 GMT',
          Expires: 'Tue, 01 Dec 2026 00:00:00 GMT',
        });
        response.end(JSON.stringify({ status: status === 200 ? 'ok' : 'fail', response: [] }));
      });
      // Browser-key mode: one person's answer must not be kept where another's request finds it.
      const response = await proxyRoutes().request(RECORDS, { headers: { 'X-Auth-Key': 'alice-key' } });
      expect(response.status).toBe(status);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      for (const name of ['ETag', 'Last-Modified', 'Expires']) expect(response.headers.get(name)).toBeNull();
    }
  });

  it('passes Retry-After of a 429', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '7' });
      response.end('{}');
    });
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
  });

  it('does not follow an upstream redirect to another host', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(302, { Location: `${other.origin}/steal` });
      response.end();
    });
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe('upstream_redirect');
    expect(response.headers.get('Location')).toBeNull();
    expect(other.requests).toHaveLength(0);
  });

  it('maps an upstream that does not answer in time to 504 with an error envelope', async () => {
    upstream.respondWith(() => {
      // Never answers.
    });
    const response = await proxyRoutes({ timeoutMs: 150 }).request(RECORDS);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ status: 'error', error: { code: 'upstream_timeout' } });
  });

  it('stops its timeout once a whole answer is read, and keeps none per request', async () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    const response = await proxyRoutes({ timeoutMs: 4321 }).request(RECORDS);
    expect(await response.json()).toEqual({ status: 'ok', response: { path: RECORDS } });
    const timers = set.mock.results.filter((_, call) => set.mock.calls[call]?.[1] === 4321).map(({ value }) => value);
    expect(timers).toHaveLength(1);
    expect(cleared.mock.calls.map(([timer]) => timer)).toContain(timers[0]);
  });

  it('maps an unreachable upstream to 502 with an error envelope', async () => {
    await upstream.close();
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status: 'error', error: { code: 'upstream_unreachable' } });
  });

  it('stops waiting for the upstream when the browser goes away, and logs nothing', async () => {
    const started = Date.now();
    const upstreamClosed = new Promise<number>((resolve) => {
      // Never answers; notes when the proxy hangs up.
      upstream.respondWith((_request, response) => response.once('close', () => resolve(Date.now() - started)));
    });
    const controller = new AbortController();
    const pending = proxyRoutes({ timeoutMs: 3000 }).request(RECORDS, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const response = await pending;
    expect(response.status).toBe(499);
    expect(logLines).toEqual([]);
    // Cut then, not at the timeout.
    expect(await upstreamClosed).toBeLessThan(1000);
  });
});

/** The proxy's client asking the fake upstream for RECORDS, given up on when `signal` aborts. */
const ask = (signal: AbortSignal, headers: Record<string, string> = {}) =>
  createNodeUpstreamClient(new URL(upstream.origin))(new URL(RECORDS, upstream.origin), headers, signal);

describe('the proxy’s client: an answer given up on before its body is read', () => {
  // Node throws away what an aborted request's answer holds unread, then ends it as if whole: read
  // on after that, a 2 KB gzipped answer came out as its 10-byte header, and the proxy logged an
  // upstream answer "in an encoding the server does not read, or corrupt" each time a browser
  // went away during a read (found in a bench run; by hand, 59 such lines in 600 requests whose
  // clients gave up after 10–500 ms).
  const body = gzipSync(JSON.stringify({ status: 'ok', response: Array.from({ length: 100 }, (_, id) => ({ id })) }));
  const givenUpOn = async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      // The header alone first, as a compressing server sends it, then the rest.
      response.write(body.subarray(0, 10));
      response.end(body.subarray(10));
    });
    const controller = new AbortController();
    const answer = await ask(controller.signal, { 'Accept-Encoding': 'gzip' });
    // The whole body has arrived and waits unread; then the browser goes away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return answer;
  };

  const bound: RelayBound = { maxBytes: 2 ** 26, cut: () => new AnswerCutError('cut'), settled: () => {} };
  it.each([
    ['checked whole', (answer: UpstreamAnswer) => answer.readChecked(CHECKED_BODY_LIMITS)],
    ['peeked at', (answer: UpstreamAnswer) => answer.peek(256)],
    ['read whole as sent', (answer: UpstreamAnswer) => answer.body(bound)],
    ['read whole unpacked', (answer: UpstreamAnswer) => answer.decodedBody(bound)],
  ])('is not taken for a whole answer when %s: the read fails', async (_, read) => {
    await expect(read(await givenUpOn())).rejects.toThrow('given up on');
  });

  it('fails a relayed answer whose rest the request gave up on, rather than ending it short', async () => {
    // Past what is read whole (1 MiB), then a tail that arrives, whole, while the relay waits.
    const large = JSON.stringify({ status: 'ok', response: 'x'.repeat(2 ** 20 + 100) });
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write(large.slice(0, -50));
      setTimeout(() => response.end(large.slice(-50)), 10);
    });
    const controller = new AbortController();
    const answer = await ask(controller.signal);
    const relayed = await answer.body(bound);
    if (!(relayed instanceof ReadableStream)) throw new Error('expected a relayed answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(new Response(relayed).text()).rejects.toThrow('cut');
  });

  it('keeps a body read to its end before the request was given up on', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.write(body.subarray(0, 10));
      setTimeout(() => response.end(body.subarray(10)), 30);
    });
    const controller = new AbortController();
    const answer = await ask(controller.signal, { 'Accept-Encoding': 'gzip' });
    const reading = answer.readChecked(CHECKED_BODY_LIMITS);
    await new Promise((resolve) => setTimeout(resolve, 60));
    controller.abort();
    expect(await reading).toMatchObject({ kind: 'read' });
  });
});

/** Everything a browser gets back, headers and body, as one text to search. */
async function answerText(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${response.status}\n${headers}\n\n${await response.text()}`;
}

/** An error body quoting the key it received, as a careless upstream might. */
function quotingTheKey(request: RecordedRequest): string {
  return JSON.stringify({
    status: 'error',
    message: `invalid key ${String(request.headers['x-auth-key'])}, try again`,
  });
}

/** An upstream that echoes the key it received in every header it can, as a careless one might. */
function echoKey(request: RecordedRequest): Record<string, string> {
  const key = String(request.headers['x-auth-key']);
  return {
    'X-Auth-Key': key,
    'Set-Cookie': `key=${key}`,
    'WWW-Authenticate': `Key realm="${key}"`,
    'X-Debug': key,
  };
}

describe('proxy: DNS_API_KEY never appears in a response or a log line', () => {
  const KEY = 'zs-server-secret-7f3a91';
  const BROWSER_KEY = 'zs-browser-key-19c2d4';
  const keys = new RegExp(`${KEY}|${BROWSER_KEY}`);

  // Every path on which the proxy logs, each with the line it must log.
  const failures: [string, () => Promise<void> | void, number, string, RegExp][] = [
    [
      'upstream unreachable',
      () => upstream.close(),
      502,
      'upstream_unreachable',
      /^upstream unreachable: GET \/dns\/v1\/domains\//,
    ],
    [
      'upstream timeout',
      () =>
        upstream.respondWith(() => {
          // Never answers.
        }),
      504,
      'upstream_timeout',
      /^upstream timeout after 150 ms: GET \/dns\/v1\/domains\//,
    ],
    [
      'upstream redirect refused',
      () =>
        upstream.respondWith((request, response) => {
          const key = String(request.headers['x-auth-key']);
          response.writeHead(302, { ...echoKey(request), Location: `${other.origin}/steal?key=${key}` });
          response.end(`moved, key ${key}`);
        }),
      502,
      'upstream_redirect',
      /^upstream redirect 302 refused: GET \/dns\/v1\/domains\//,
    ],
  ];

  it.each(failures)(
    '%s: one log line without the key; the answer carries none',
    async (_name, arrange, status, code, line) => {
      await arrange();
      const response = await proxyRoutes({ apiKey: KEY, timeoutMs: 150 }).request(RECORDS, {
        headers: { 'X-Auth-Key': BROWSER_KEY },
      });
      const text = await answerText(response);
      expect(response.status).toBe(status);
      expect(text).toContain(`"code":"${code}"`);
      expect(text).not.toMatch(keys);
      expect(logLines).toEqual([expect.stringMatching(line)]);
      expect(logLines.join('\n')).not.toMatch(keys);
      expect(other.requests).toHaveLength(0);
    },
  );

  it.each(failures)(
    '%s: logged to the console without the key when no logger is given',
    async (_name, arrange, status, _code, line) => {
      await arrange();
      const printed: string[] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
        vi
          .spyOn(console, method)
          .mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' '))),
      );
      try {
        const url = new URL(upstream.origin);
        const routes = createApiRoutes({
          kind: 'proxy',
          upstream: url,
          client: createNodeUpstreamClient(url),
          apiKey: KEY,
          timeoutMs: 150,
        });
        const response = await routes.request(RECORDS, { headers: { 'X-Auth-Key': BROWSER_KEY } });
        expect(response.status).toBe(status);
        expect(await answerText(response)).not.toMatch(keys);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      expect(printed).toEqual([expect.stringMatching(line)]);
      expect(printed.join('\n')).not.toMatch(keys);
    },
  );

  it('passes no echoed key on from a successful answer, nor from an error status, and logs nothing', async () => {
    const routes = proxyRoutes({ apiKey: KEY });
    for (const status of [200, 401, 403, 429, 500]) {
      upstream.respondWith((request, response) => {
        response.writeHead(status, { ...echoKey(request), 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ status: status === 200 ? 'ok' : 'error', response: [] }));
      });
      const response = await routes.request(RECORDS, { headers: { 'X-Auth-Key': BROWSER_KEY } });
      expect(response.status).toBe(status);
      expect(await answerText(response)).not.toMatch(keys);
    }
    expect(upstream.requests.map((request) => request.headers['x-auth-key'])).toEqual(Array(5).fill(KEY));
    expect(logLines).toEqual([]);
  });

  it('removes a key an error answer quotes, in plain or gzipped text; other error bodies pass unpacked, their words kept', async () => {
    const routes = proxyRoutes({ apiKey: KEY });

    upstream.respondWith((request, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(quotingTheKey(request));
    });
    let answer = await routes.request(RECORDS);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({ status: 'error', message: 'invalid key [server key removed], try again' });

    upstream.respondWith((request, response) => {
      response.writeHead(403, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(gzipSync(quotingTheKey(request)));
    });
    answer = await routes.request(RECORDS, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-encoding')).toBeNull();
    const text = await answerText(answer);
    expect(text).toContain('invalid key [server key removed], try again');
    expect(text).not.toMatch(keys);

    const untouched = gzipSync(JSON.stringify({ status: 'error', message: 'busy' }));
    upstream.respondWith((_request, response) => {
      response.writeHead(500, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(untouched);
    });
    answer = await routes.request(RECORDS, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(500);
    // Unpacked, as every answer with the server's key: its own render reads them as they are.
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(JSON.stringify({ status: 'error', message: 'busy' }));
  });

  it('answers its own envelope for an error body in an encoding it cannot read', async () => {
    upstream.respondWith((request, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' });
      response.end(`compressed ${String(request.headers['x-auth-key'])}`);
    });
    const response = await proxyRoutes({ apiKey: KEY }).request(RECORDS, { headers: { 'Accept-Encoding': 'zstd' } });
    const text = await answerText(response);
    expect(response.status).toBe(401);
    expect(text).toContain('"code":"upstream_error"');
    expect(text).not.toMatch(keys);
  });

  it('does not tell the browser the key in /zonescope/config', async () => {
    const response = await proxyRoutes({ apiKey: KEY }).request('/zonescope/config');
    const text = await answerText(response);
    expect(text).toContain('"serverSuppliesKey":true');
    expect(text).not.toMatch(keys);
  });
});

describe('proxy: bodies and encodings', () => {
  it("asks the upstream for the browser's encodings it can check and passes the encoded body on untouched", async () => {
    const json = JSON.stringify({ status: 'ok', response: [{ record_name: 'www' }] });
    const gzipped = gzipSync(json);
    upstream.respondWith((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
      });
      response.end(gzipped);
    });
    const response = await proxyRoutes().request(RECORDS, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(upstream.requests[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(gzipped)).toBe(true);
    expect(gunzipSync(bytes).toString()).toBe(json);
  });

  it('asks for an unencoded body when the browser accepts no encoding', async () => {
    await proxyRoutes().request(RECORDS);
    expect(upstream.requests[0]?.headers['accept-encoding']).toBe('identity');
  });

  it('relays a data answer longer than it reads whole, in order and complete', async () => {
    // Three megabytes in 64 KiB pieces, each piece numbered, so that a lost or reordered one shows;
    // an ok envelope, as only those are relayed without being read first.
    const pieces = Array.from({ length: 48 }, (_, index) => `${String(index).padStart(4, '0')}${'x'.repeat(65_532)}`);
    pieces.unshift('{"status":"ok","response":"');
    pieces.push('"}');
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      let next = 0;
      const write = () => {
        while (next < pieces.length) {
          if (!response.write(pieces[next++])) return void response.once('drain', write);
        }
        response.end();
      };
      write();
    });
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(pieces.join(''));
  });

  it('passes a body-less answer on without a body', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const response = await proxyRoutes().request(RECORDS);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });
});

describe('upstreamAcceptEncoding', () => {
  it('keeps well-formed codings a browser decodes and the proxy can check, and drops the rest', () => {
    // zstd and `*` would let the upstream answer in a coding the proxy cannot check for the key.
    expect(upstreamAcceptEncoding('gzip, deflate, br, zstd')).toBe('gzip, deflate, br');
    expect(upstreamAcceptEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br;q=1.0, gzip;q=0.8');
    expect(upstreamAcceptEncoding('gzip, sdch, x-evil;q=1, br; q=2')).toBe('gzip');
  });

  it('asks for identity when nothing usable is left', () => {
    expect(upstreamAcceptEncoding(null)).toBe('identity');
    expect(upstreamAcceptEncoding('')).toBe('identity');
    expect(upstreamAcceptEncoding('compress, sdch')).toBe('identity');
    expect(upstreamAcceptEncoding('zstd, *')).toBe('identity');
  });
});

describe('checkApiPath', () => {
  it('accepts ordinary API paths', () => {
    expect(checkApiPath('/dns/v1/domains/example.com/records')).toBeNull();
    expect(checkApiPath('/dns/v1/domains/xn--e1afmkfd.xn--p1ai/snapshots/9050/records')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(checkApiPath('/etc/passwd')).toMatch(/only paths under \/dns\/v1\//i);
    expect(checkApiPath('/dns/v1/a//b')).toMatch(/empty/i);
    expect(checkApiPath('/dns/v1/%2e%2e/x')).toMatch(/dot/i);
    expect(checkApiPath('/dns/v1/a%2fb')).toMatch(/slash/i);
  });
  it('refuses what an upstream’s own stack might read as a way out of /dns/v1/', () => {
    for (const path of [
      '/dns/v1/..;/..;/admin', // Java servers strip `;…` path parameters: `../../admin`
      '/dns/v1/%2e%2e;/admin',
      '/dns/v1/..%3b/admin',
      '/dns/v1/%252e%252e/%252e%252e/admin', // decoded twice
      '/dns/v1/%EF%BC%8E%EF%BC%8E/admin', // full-width dots, normalized by some
      '/dns/v1/..%20/admin',
      '/dns/v1/%20../admin',
      '/dns/v1/domains/пример.рф/records',
      '/dns/v1/domains/a%00b/records',
    ]) {
      expect({ path, problem: checkApiPath(path) }).toEqual({
        path,
        problem: expect.stringMatching(/only letters, digits/),
      });
    }
    expect(checkApiPath('/dns/v1/.../admin')).toMatch(/dots alone/);
    expect(checkApiPath('/dns/v1/a%5cb')).toMatch(/backslash/);
    // What the app sends: names in Punycode, ids as parseResourceId allows them.
    expect(checkApiPath('/dns/v1/templates/tpl_2.v1~x-y/records')).toBeNull();
    expect(checkApiPath('/dns/v1/domains/_dmarc.Example.COM./records')).toBeNull();
  });
});
