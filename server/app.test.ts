import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from './api-routes.ts';
import { checkRequestTarget, collapseEmptySegments, createServer } from './app.ts';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import { startFakeUpstream, type FakeUpstream } from './test/fake-upstream.ts';
import { rawExchange } from './test/raw-exchange.ts';

const INDEX_HTML =
  '<!doctype html><title>Zonescope</title><div id="root"></div><script type="module" src="/assets/app-abc.js"></script>';
let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'zonescope-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-abc.js'), 'console.log("app")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** Starts the real server on a loopback port. */
async function startServer(
  backend: Backend,
  allowedHosts: string[] = [],
): Promise<{ origin: string; port: number; server: ServerType }> {
  const app = createServer({ backend, distDir, allowedHosts });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ origin: `http://127.0.0.1:${info.port}`, port: info.port, server }),
    );
  });
}

/** Sends exactly these bytes, so that nothing normalises the request target or the Host on the way. */
function rawRequest(port: number, requestTarget: string, host = '127.0.0.1'): Promise<string> {
  return rawExchange(port, `GET ${requestTarget} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
}

/** The value of the header `name` (lower case) in a raw answer; undefined where there is none. */
function headerOf(answer: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)\r$`, 'im').exec(answer)?.[1];
}

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=15552000');
}

describe('server with the demo API', () => {
  let running: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    running = await startServer({ kind: 'demo' });
  });
  afterAll(() => {
    running.server.close();
  });

  it.each([
    '/',
    '/domains/example.com/records?order_by=record_ttl',
    '/domains/%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84/geo',
    '/templates/1001',
    '/no/such/page',
  ])('serves the SPA for %s with the security headers, to be revalidated', async (path) => {
    const response = await fetch(`${running.origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
    expectSecurityHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).not.toContain('sandbox');
  });

  it.each([
    ['/templates/v1.2', 'Accept: text/html,application/xhtml+xml,*/*;q=0.8'],
    ['/templates/v1.2', 'Sec-Fetch-Mode: navigate'],
    ['/no-such-file.js', 'Accept: text/html'],
  ])('serves the SPA for a navigation to %s (%s), though its last segment has a dot', async (path, header) => {
    const answer = await rawExchange(
      running.port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${header}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/^cache-control: no-cache\r$/im);
    expect(answer).toContain(INDEX_HTML);
  });

  it.each([
    [
      '/domains/xn--e1afmkfd.xn--p1ai/records?order_by=record_ttl',
      '/domains/%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84/records?order_by=record_ttl',
    ],
    [
      '/domains/EXAMPLE.COM./geo?record=www.example.com&record_type=A',
      '/domains/example.com/geo?record=www.example.com&record_type=A',
    ],
    ['/domains/example.com', '/domains/example.com/records'],
    ['/domains/Example.com/', '/domains/example.com/records'],
    ['/DOMAINS/example.com/Records/?q=www', '/domains/example.com/records?q=www'],
    [
      '/domains/example.com/snapshots/9050/COMPARE/?with=current',
      '/domains/example.com/snapshots/9050/compare?with=current',
    ],
    ['/Templates/%201001/?domain_name=example.com', '/templates/1001?domain_name=example.com'],
  ])('sends a navigation to %s on to the one URL of its view, %s (308), which it renders', async (path, location) => {
    const response = await fetch(`${running.origin}${path}`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe(location);
    expectSecurityHeaders(response);
    const followed = await fetch(`${running.origin}${location}`, { headers: { Accept: 'text/html' } });
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe(INDEX_HTML);
  });

  it.each(['/domains/exa_mple..com/records', '/domains/%E0%A4%A/records'])(
    'leaves a navigation to an invalid domain, %s, to its page, which says why',
    async (path) => {
      const response = await fetch(`${running.origin}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each<[string, Record<string, string>]>([
    ['/assets/index-OLD.js', { Accept: '*/*', 'Sec-Fetch-Dest': 'script' }],
    ['/assets/index-OLD.css', { Accept: 'text/css,*/*;q=0.1' }],
    ['/assets/index-OLD.js', { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' }],
    ['/assets/no-extension', {}],
    ['/favicon.ico', { Accept: 'image/avif,image/webp,*/*' }],
    ['/app-old.js', { Accept: '*/*' }],
    ['/domains/example.com', { Accept: '*/*' }],
  ])('answers a missing file %s (%o) with 404, never the page, and no long cache', async (path, headers) => {
    const response = await fetch(`${running.origin}${path}`, { headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'error', error: { code: 'not_found' } });
    expectSecurityHeaders(response);
  });

  it('serves hashed assets with long-lived caching and the security headers', async () => {
    const response = await fetch(`${running.origin}/assets/app-abc.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expectSecurityHeaders(response);
  });

  it('serves other files to be revalidated', async () => {
    const response = await fetch(`${running.origin}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('describes itself at /zonescope/config', async () => {
    const response = await fetch(`${running.origin}/zonescope/config`);
    expect(await response.json()).toMatchObject({ mode: 'demo', serverSuppliesKey: true, serverOverridesKey: false });
    expectSecurityHeaders(response);
  });

  it('answers the API with a sandboxing policy (an answer is never a document) and kept by no cache', async () => {
    for (const path of ['/zonescope/config', '/dns/v1/domains/example.com/records?limit=1', '/dns/v1/nothing']) {
      const response = await fetch(`${running.origin}${path}`);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(response.headers.get('Content-Security-Policy')).toMatch(/; sandbox$/);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expectSecurityHeaders(response);
    }
  });

  it.each(['localhost', 'localhost:4173', '127.0.0.1', '[::1]:80', 'app.localhost'])(
    'answers requests for the loopback host %s',
    async (host) => {
      expect(await rawRequest(running.port, '/zonescope/config', host)).toMatch(/^HTTP\/1\.1 200 /);
    },
  );

  it.each(['attacker.example', 'attacker.example:4173', '127.0.0.1.attacker.example', '192.168.1.5'])(
    'refuses the page and the API to a request for the host %s (DNS rebinding): 403',
    async (host) => {
      for (const path of ['/', '/dns/v1/domains/example.com/records', '/zonescope/config', '/assets/app-abc.js']) {
        const answer = await rawRequest(running.port, path, host);
        expect(answer).toMatch(/^HTTP\/1\.1 403 /);
        expect(answer).toContain('"code":"host_not_allowed"');
        expect(answer).not.toContain('example.com');
      }
    },
  );

  it.each(['/dns/v1', '/dns/v1/', '/dns/v1/nothing/here', '/zonescope/nothing'])(
    'answers the unknown API path %s with JSON, never the SPA',
    async (path) => {
      const response = await fetch(`${running.origin}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      // Under /dns/v1 the demo API answers in the service's `fail` envelope, elsewhere the server in its own.
      expect(await response.json()).toMatchObject({ status: path.startsWith('/dns/') ? 'fail' : 'error' });
      expectSecurityHeaders(response);
    },
  );

  it('answers writes to the API with 405', async () => {
    const response = await fetch(`${running.origin}/dns/v1/domains/example.com/records`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expectSecurityHeaders(response);
  });
});

describe('a link whose path the server does not take as written', () => {
  let running: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    running = await startServer({ kind: 'demo' });
  });
  afterAll(() => {
    running.server.close();
  });

  /** What a browser sends for a link it opens: the path as the link has it, `..` segments resolved, `//` not. */
  function navigate(target: string, method = 'GET'): Promise<string> {
    return rawExchange(
      running.port,
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nSec-Fetch-Mode: navigate\r\nAccept: text/html,*/*;q=0.8\r\n\r\n`,
    );
  }

  it.each([
    ['/domains/example.com//records?x=1', '/domains/example.com/records?x=1'],
    ['/domains//records', '/domains/records'],
    ['/domains/example.com/snapshots//compare?with=current', '/domains/example.com/snapshots/compare?with=current'],
    ['/templates/1001//', '/templates/1001/'],
    ['/domains/example.com///geo?q=a//b', '/domains/example.com/geo?q=a//b'],
  ])('sends a navigation to %s on to the path without empty segments, %s (308)', async (target, location) => {
    const answer = await navigate(target);
    expect(answer).toMatch(/^HTTP\/1\.1 308 /);
    expect(headerOf(answer, 'location')).toBe(location);
    expect(headerOf(answer, 'content-security-policy')).toContain("script-src 'self'");
    expect(await navigate(target, 'HEAD')).toMatch(/^HTTP\/1\.1 308 /);
  });

  it('renders the page the redirect names', async () => {
    const location = headerOf(await navigate('/domains/example.com//records'), 'location');
    expect(location).toBe('/domains/example.com/records');
    const followed = await fetch(`${running.origin}${location ?? ''}`, { headers: { Accept: 'text/html' } });
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe(INDEX_HTML);
  });

  it.each([
    ['////evil.example', '/evil.example'],
    ['//evil.example/domains/example.com/records?x=1', '/evil.example/domains/example.com/records?x=1'],
    ['///evil.example//', '/evil.example/'],
  ])('never names another host: %s goes to %s on this one', async (target, location) => {
    const answer = await navigate(target);
    expect(answer).toMatch(/^HTTP\/1\.1 308 /);
    expect(headerOf(answer, 'location')).toBe(location);
  });

  it.each([
    '/domains/example.com/..//records',
    '/domains/%2e%2e//records',
    '/domains/./example.com//records',
    'http://evil.example//domains',
  ])('still refuses %s, whose fault a redirect would not mend: 400 JSON', async (target) => {
    const answer = await navigate(target);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"invalid_request_target"');
    expect(headerOf(answer, 'location')).toBeUndefined();
  });

  it.each([
    ['/dns/v1//domains/example.com/records', {}],
    ['//dns/v1/domains/example.com/records', {}],
    ['/zonescope//config', {}],
    ['/assets//app-abc.js', {}],
    ['/old//app.js', { Accept: '*/*' }],
    [`/dns/v1/domains/${'a'.repeat(9000)}/records`, {}],
    [`/assets/${'a'.repeat(9000)}.js`, {}],
  ])('answers the API or a file, %s, with its JSON refusal as before', async (target, headers) => {
    const answer = await rawExchange(
      running.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headerOf(answer, 'content-type')).toBe('application/json; charset=utf-8');
    expect(answer).toContain('"code":"invalid_request_target"');
  });

  it('refuses a write with //: 400 JSON, no redirect', async () => {
    const answer = await navigate('/domains//records', 'POST');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"invalid_request_target"');
  });

  it('answers a navigation to a path over 8,192 characters with a page saying so, under the page policy', async () => {
    const path = `/domains/${'a'.repeat(10_000)}/records`;
    const answer = await navigate(path);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headerOf(answer, 'content-type')).toBe('text/html; charset=utf-8');
    expect(headerOf(answer, 'cache-control')).toBe('no-store');
    const csp = headerOf(answer, 'content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('sandbox');
    expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
    expect(answer).toContain('This link is too long to be a Zonescope link');
    expect(answer).toMatch(/<a [^>]*href="\/">Go to the start page<\/a>/);
    expect(answer).not.toContain('"status":"error"');
    expect(answer).not.toContain('a'.repeat(100));
  });
});

describe('server in proxy mode', () => {
  let upstream: FakeUpstream;
  let running: Awaited<ReturnType<typeof startServer>>;
  beforeEach(async () => {
    upstream = await startFakeUpstream();
    const url = new URL(upstream.origin);
    running = await startServer({
      kind: 'proxy',
      upstream: url,
      client: createNodeUpstreamClient(url),
      apiKey: 'server-secret',
    });
  });
  afterEach(async () => {
    running.server.close();
    await upstream.close();
  });

  it('answers the names listed in its allowed hosts', async () => {
    const listed = await startServer({ kind: 'demo' }, ['dns.example.net']);
    try {
      expect(await rawRequest(listed.port, '/zonescope/config', 'dns.example.net:443')).toMatch(/^HTTP\/1\.1 200 /);
      expect(await rawRequest(listed.port, '/zonescope/config', 'other.example.net')).toMatch(/^HTTP\/1\.1 403 /);
    } finally {
      listed.server.close();
    }
  });

  it('forwards through the real HTTP stack and adds the security headers', async () => {
    const response = await fetch(`${running.origin}/dns/v1/domains/example.com/records?limit=5`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(upstream.requests.map((request) => request.url)).toEqual(['/dns/v1/domains/example.com/records?limit=5']);
    expect(upstream.requests[0]?.headers['x-auth-key']).toBe('server-secret');
  });

  it('forwards nothing for a foreign host: 403, and the upstream sees no request', async () => {
    const answer = await rawRequest(running.port, '/dns/v1/domains/example.com/records', 'rebound.attacker.example');
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers an upstream HTML page as JSON, not to be sniffed, in a sandbox', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<script>alert(localStorage.length)</script>');
    });
    const response = await fetch(`${running.origin}/dns/v1/domains/example.com/records`);
    expect(response.status).toBe(502);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/; sandbox$/);
    expect(await response.text()).not.toContain('<script>');
  });

  it('reports that the server supplies the key', async () => {
    const response = await fetch(`${running.origin}/zonescope/config`);
    expect(await response.json()).toEqual({ mode: 'proxy', serverSuppliesKey: true, serverOverridesKey: true });
  });

  it.each([
    'http://evil.example/dns/v1/domains/example.com/records',
    '/dns/v1/domains/%2e%2e/%2e%2e/admin',
    '/dns/v1/domains/example.com/../../../admin',
    '/dns/v1/domains/example.com/%2E%2E/records',
    '/dns/v1/domains\\example.com/records',
    '/dns/v1//domains/example.com/records',
  ])('refuses the request target %s and forwards nothing', async (target) => {
    const answer = await rawRequest(running.port, target);
    // Node's own HTTP parser already refuses some (a backslash); the rest are ours.
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(upstream.requests).toHaveLength(0);
  });

  it('sends //evil.example/dns/v1/… on to a page of this host, /evil.example/dns/v1/…, and forwards nothing', async () => {
    const answer = await rawRequest(running.port, '//evil.example/dns/v1/domains/example.com/records');
    expect(answer).toMatch(/^HTTP\/1\.1 308 /);
    expect(answer).toMatch(/^location: \/evil\.example\/dns\/v1\/domains\/example\.com\/records\r$/im);
    expect(upstream.requests).toHaveLength(0);
  });

  const RECORDS = '/dns/v1/domains/example.com/records';

  it.each([
    ['a chunked body', 'Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n'],
    ['an empty chunked body', 'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a Content-Length body', 'Content-Length: 5\r\n\r\nhello'],
  ])('refuses a GET with %s: 413, forwarded nowhere', async (_name, rest) => {
    const answer = await rawExchange(
      running.port,
      `GET ${RECORDS} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${rest}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"body_not_allowed"');
    expect(upstream.requests).toHaveLength(0);
  });

  it('leaves a GET with both Transfer-Encoding and Content-Length to Node, which refuses it: 400', async () => {
    const answer = await rawExchange(
      running.port,
      `GET ${RECORDS} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses about 20 KiB of headers: 431 from Node, forwarded nowhere', async () => {
    const headers = Array.from({ length: 20 }, (_, index) => `X-Filler-${index}: ${'a'.repeat(1024)}\r\n`).join('');
    const answer = await rawExchange(
      running.port,
      `GET ${RECORDS} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses one header of 20 KiB (an oversized cookie): 431, forwarded nowhere', async () => {
    const answer = await rawExchange(
      running.port,
      `GET ${RECORDS} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: a=${'b'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    ['a query over 8,192 characters', `${RECORDS}?search_text=${'a'.repeat(9000)}`, 414, 'uri_too_long'],
    ['a path over 8,192 characters', `/dns/v1/domains/${'a'.repeat(9000)}/records`, 400, 'invalid_request_target'],
  ])('refuses %s in the request line, forwarded nowhere', async (_name, target, status, code) => {
    const answer = await rawRequest(running.port, target);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toContain(`"code":"${code}"`);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a request line over 16 KiB: 431 from Node, forwarded nowhere', async () => {
    const answer = await rawRequest(running.port, `${RECORDS}?search_text=${'a'.repeat(17 * 1024)}`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(upstream.requests).toHaveLength(0);
  });

  it('explains its refusal in an error envelope, with the security headers', async () => {
    const answer = await rawRequest(running.port, '/dns/v1/domains/%2e%2e/%2e%2e/admin');
    expect(answer).toContain('"code":"invalid_request_target"');
    expect(answer).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
  });
});

describe('checkRequestTarget', () => {
  it('accepts normal paths and queries', () => {
    expect(checkRequestTarget('/dns/v1/domains/xn--e1afmkfd.xn--p1ai/records?search_text=a%2Fb')).toBeNull();
    expect(checkRequestTarget('/domains/%D0%BF%D1%80.%D1%80%D1%84/records')).toBeNull();
  });
});

describe('collapseEmptySegments', () => {
  it.each([
    ['/domains/example.com//records?q=a//b', '/domains/example.com/records?q=a//b'],
    ['////evil.example', '/evil.example'],
    ['//evil.example//x?y', '/evil.example/x?y'],
    ['/domains/example.com/records', '/domains/example.com/records'],
  ])('makes each run of / in the path of %s one: %s', (target, collapsed) => {
    expect(collapseEmptySegments(target)).toBe(collapsed);
  });
});
