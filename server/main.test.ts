import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from './test/fake-upstream.ts';
import { rawExchange } from './test/raw-exchange.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KEY = 'zs-process-secret-5b1e08';

/** `node server/main.ts` as `npm start` runs it, everything it prints kept. */
type Started = { child: ChildProcess; output: () => string; origin: string };

async function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    // Only what the server needs: no key the test runner's own environment may hold.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(match[1]);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, output: () => output, origin };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Everything a browser gets back, headers and body, as one text to search. */
async function answerText(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${response.status}\n${headers}\n\n${await response.text()}`;
}

describe('npm start in proxy mode with DNS_API_KEY', () => {
  let distDir: string;
  let upstream: FakeUpstream;
  let started: Started | undefined;

  beforeEach(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'zonescope-main-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Zonescope</title>');
    upstream = await startFakeUpstream();
  });
  afterEach(async () => {
    if (started) await stop(started.child);
    started = undefined;
    await upstream.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('prints the key in no line, at start or on any upstream failure, and sends it to no browser', async () => {
    // A careless upstream: it echoes the key it received in headers (never in the body, which the
    // proxy passes on as sent), redirects on /moved/, and never answers on /hang/.
    upstream.respondWith((request: RecordedRequest, response) => {
      const key = String(request.headers['x-auth-key']);
      const echoed = { 'X-Auth-Key': key, 'Set-Cookie': `key=${key}`, 'X-Debug': key };
      if (request.url.includes('/moved/')) {
        response.writeHead(302, { ...echoed, Location: `http://127.0.0.1:1/steal?key=${key}` });
        response.end();
      } else if (!request.url.includes('/hang/')) {
        response.writeHead(200, { ...echoed, 'Content-Type': 'application/json' });
        response.end('{"status":"ok","response":[]}');
      }
    });
    started = await startMain({
      ZONESCOPE_DIST_DIR: distDir,
      DNS_API_UPSTREAM: upstream.origin,
      DNS_API_KEY: KEY,
      DNS_API_TIMEOUT_MS: '300',
    });
    const { origin } = started;
    const answers: string[] = [];
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { headers: { 'X-Auth-Key': 'browser-key' } });
      answers.push(await answerText(response));
      return `${response.status} ${path}`;
    };

    const statuses = [
      await get('/'),
      await get('/zonescope/config'),
      await get('/dns/v1/domains/example.com/records'),
      await get('/dns/v1/domains/moved/records'),
      await get('/dns/v1/domains/hang/records'),
    ];
    await upstream.close();
    statuses.push(await get('/dns/v1/domains/example.com/records'));
    await stop(started.child);

    expect(statuses).toEqual([
      '200 /',
      '200 /zonescope/config',
      '200 /dns/v1/domains/example.com/records',
      '502 /dns/v1/domains/moved/records',
      '504 /dns/v1/domains/hang/records',
      '502 /dns/v1/domains/example.com/records',
    ]);
    // The key went upstream, so it was there to leak.
    expect(upstream.requests.map((request) => request.headers['x-auth-key'])).toEqual(Array(3).fill(KEY));
    expect(answers.join('\n')).toContain('"code":"upstream_redirect"');
    expect(answers.join('\n')).toContain('"code":"upstream_timeout"');
    expect(answers.join('\n')).toContain('"code":"upstream_unreachable"');
    expect(answers.join('\n')).not.toContain(KEY);

    const lines = started.output().trim().split('\n');
    expect(lines).toEqual([
      // The test's build is an index.html alone (server/first-view.test.ts renders with the key).
      'Zonescope: the build has no server render (dist/server/entry-server.js): pages are sent as the shell. Run `npm run build`.',
      `Zonescope: data from the DNS API at ${upstream.origin}`,
      `Zonescope is running at ${origin}/`,
      'upstream redirect 302 refused: GET /dns/v1/domains/moved/records',
      'upstream timeout after 300 ms: GET /dns/v1/domains/hang/records',
      'upstream unreachable: GET /dns/v1/domains/example.com/records',
    ]);
    expect(started.output()).not.toContain(KEY);
  });

  it('does not print the key when its settings are refused', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DNS_API_UPSTREAM: 'not a url', DNS_API_KEY: KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/^Zonescope: PORT must be/m);
    expect(output).toMatch(/^Zonescope: DNS_API_UPSTREAM must be a URL/m);
    expect(output).not.toContain(KEY);
  });
});

/** Resident memory of a process, in MiB (Linux: /proc), as the server's own process.memoryUsage().rss. */
function residentMiB(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** A gzip body of 1 GiB of zeros sent as about 1 MiB: one small member, repeated. */
function gzipBomb(): Buffer {
  const member = gzipSync(Buffer.alloc(1 << 20));
  return Buffer.concat(Array.from({ length: 1024 }, () => member));
}

/** Writes as fast as it is taken, until the connection closes. */
function writeForever(response: ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, '[');
  const write = () => {
    while (!response.destroyed) if (!response.write(chunk)) return void response.once('drain', write);
  };
  write();
}

describe('npm start against a hostile upstream', () => {
  let distDir: string;
  let upstream: FakeUpstream;
  let started: Started | undefined;

  beforeEach(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'zonescope-main-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Zonescope</title>');
    upstream = await startFakeUpstream();
  });
  afterEach(async () => {
    if (started) await stop(started.child);
    started = undefined;
    await upstream.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('a gzip bomb and an endless body as error answers: memory bounded, answered within the timeout, others served meanwhile', async () => {
    const bomb = gzipBomb();
    upstream.respondWith((request, response) => {
      if (request.url.includes('/bomb/')) {
        response.writeHead(500, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        response.end(bomb);
      } else if (request.url.includes('/endless/')) {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        writeForever(response);
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ status: 'ok', response: [{ record_name: 'www.example.com' }] }));
      }
    });
    // Long enough that a server reading the endless bodies to the end would show it in its memory.
    const timeoutMs = 5000;
    started = await startMain({
      ZONESCOPE_DIST_DIR: distDir,
      DNS_API_UPSTREAM: upstream.origin,
      DNS_API_KEY: KEY,
      DNS_API_TIMEOUT_MS: String(timeoutMs),
    });
    const { child, origin } = started;
    const timed = async (path: string, headers: Record<string, string> = {}) => {
      const begun = Date.now();
      const response = await fetch(`${origin}${path}`, { headers });
      return { status: response.status, text: await response.text(), ms: Date.now() - begun };
    };
    // Warm up what a first request loads, so that the attack is all that is measured.
    expect((await timed('/dns/v1/domains/example.com/records')).status).toBe(200);
    const before = residentMiB(child);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(child))), 20);
    try {
      const attacks = [1, 2, 3].flatMap(() => [
        timed('/dns/v1/domains/bomb/records', { 'Accept-Encoding': 'gzip' }),
        timed('/dns/v1/domains/endless/records'),
      ]);
      const normal = await Promise.all([1, 2, 3].map(() => timed('/dns/v1/domains/example.com/records')));
      const hostile = await Promise.all(attacks);

      for (const answer of hostile) {
        expect(answer.status).toBe(500);
        expect(answer.text).toContain('"code":"upstream_error"');
        expect(answer.ms).toBeLessThan(timeoutMs + 1000);
      }
      for (const answer of normal) {
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('www.example.com');
        expect(answer.ms).toBeLessThan(timeoutMs + 1000);
      }
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(256);
    // And what it took is given back: nothing of the attack is kept.
    expect(residentMiB(child) - before).toBeLessThan(64);
  });
});

/**
 * A socket that connects and sends nothing, or half a request's headers: `connected` once it has
 * connected (or failed to), `told` with all the server said once the server closed it.
 */
function openIdleSocket(port: number, sendHalf: boolean): { connected: Promise<void>; told: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const connected = new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('error', () => resolve());
  });
  const told = new Promise<string>((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
  if (sendHalf) socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  return { connected, told };
}

describe('npm start with its page alone built: a slowloris attack, requests Node refuses', () => {
  let distDir: string;
  let started: Started | undefined;

  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), 'zonescope-main-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Zonescope</title>');
  });
  afterEach(async () => {
    if (started) await stop(started.child);
    started = undefined;
    rmSync(distDir, { recursive: true, force: true });
  });

  it('2,000 idle sockets: those over the cap are closed at once, the rest after the headers timeout; then a request is answered at once', async () => {
    const cap = 100;
    const headersTimeoutMs = 1000;
    started = await startMain({
      ZONESCOPE_DIST_DIR: distDir,
      ZONESCOPE_MAX_CONNECTIONS: String(cap),
      ZONESCOPE_HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
    });
    const { origin } = started;
    const { port } = new URL(origin);

    // 2,000 sockets that send nothing or half a request line, opened 100 at a time, so that the listen
    // backlog never overflows (the kernel retries a dropped handshake for up to half a minute).
    const told: Promise<string>[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const sockets = Array.from({ length: 100 }, (_, index) => openIdleSocket(Number(port), index % 2 === 1));
      told.push(...sockets.map((socket) => socket.told));
      await Promise.all(sockets.map((socket) => socket.connected));
    }
    const answers = await Promise.all(told);
    // Every socket was closed by the server: unheard when over the cap, else told it took too long
    // once the headers timeout was up. Without the cap, each would have been held and told 408.
    const timedOut = answers.filter((answer) => answer.startsWith('HTTP/1.1 408 '));
    expect(answers.filter((answer) => answer !== '' && !answer.startsWith('HTTP/1.1 408 '))).toEqual([]);
    expect(timedOut.length).toBeGreaterThan(0);
    expect(answers.length - timedOut.length).toBeGreaterThan(1500);

    const response = await fetch(`${origin}/zonescope/config`, { signal: AbortSignal.timeout(2000) });
    expect(response.status).toBe(200);
  }, 60_000);

  it('answers what Node and its adapter refuse with the security headers and the server’s envelope, at Node’s statuses', async () => {
    started = await startMain({ ZONESCOPE_DIST_DIR: distDir, ZONESCOPE_HEADERS_TIMEOUT_MS: '1000' });
    const port = Number(new URL(started.origin).port);
    const cases: [string, string, number][] = [
      // Refused by the adapter, which cannot make a web Request of them.
      ['a malformed Host', 'GET / HTTP/1.1\r\nHost: local host\r\nConnection: close\r\n\r\n', 400],
      ['a Host with credentials', 'GET / HTTP/1.1\r\nHost: localhost@evil.example\r\nConnection: close\r\n\r\n', 400],
      ['a backslash in the path', 'GET /a\\b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
      ['an asterisk target', 'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
      // Refused by Node's parser before any handler.
      ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\n\r\n', 400],
      [
        'Content-Length with Transfer-Encoding',
        'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        400,
      ],
      ['headers too large', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['headers not sent in time', 'GET / HTTP/1.1\r\nHost: localhost\r\n', 408],
    ];
    for (const [name, request, status] of cases) {
      const answer = await rawExchange(port, request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const headers = new Headers(
        head
          .split('\r\n')
          .slice(1)
          .map((line): [string, string] => [
            line.slice(0, line.indexOf(':')),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      // The case's name beside what came back, so that a failure says which.
      expect({
        name,
        statusLine: head.split('\r\n')[0],
        csp: headers.get('Content-Security-Policy'),
        nosniff: headers.get('X-Content-Type-Options'),
        type: headers.get('Content-Type'),
        body: JSON.parse(body),
      }).toEqual({
        name,
        statusLine: `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        csp: expect.stringMatching(/script-src 'self';.*frame-ancestors 'none'/),
        nosniff: 'nosniff',
        type: 'application/json; charset=utf-8',
        body: { status: 'error', error: { code: expect.any(String), message: expect.any(String) } },
      });
    }
  }, 60_000);
});
