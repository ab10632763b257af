import type { ServerResponse } from 'node:http';
import { format } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiRoutes } from './api-routes.ts';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import { startFakeUpstream, type FakeUpstream } from './test/fake-upstream.ts';

/**
 * The size bound on a successful data answer (MAX_DATA_ANSWER_BYTES), and what a data answer cut
 * midway prints: by the bound, the timeout, a failed upstream connection or a browser gone away.
 * Over the real Node adapter where what it prints or closes matters.
 */

const RECORDS = '/dns/v1/domains/example.com/records';
const OK_START = '{"status":"ok","response":"';

let upstream: FakeUpstream;
let server: ServerType | undefined;
const logLines: string[] = [];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  logLines.length = 0;
});
afterEach(async () => {
  server?.close();
  server = undefined;
  await upstream.close();
});

function proxyRoutes(options: { maxDataAnswerBytes?: number; timeoutMs?: number } = {}) {
  const url = new URL(upstream.origin);
  return createApiRoutes({
    kind: 'proxy',
    upstream: url,
    client: createNodeUpstreamClient(url),
    timeoutMs: options.timeoutMs ?? 5000,
    ...(options.maxDataAnswerBytes === undefined ? {} : { maxDataAnswerBytes: options.maxDataAnswerBytes }),
    log: (line) => logLines.push(line),
  });
}

/** The proxy behind the real Node adapter on a loopback port, as `npm start` serves it. */
async function startServer(options: Parameters<typeof proxyRoutes>[0]): Promise<string> {
  const routes = proxyRoutes(options);
  return new Promise((resolve) => {
    server = serve({ fetch: routes.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
}

/** Everything printed on the console from now on, each call as the console would print it. */
function consoleOutput(): string[] {
  const printed: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(format(...args)));
  }
  return printed;
}

/** How many timers the process holds. */
function timers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}

/** An ok envelope of exactly `bytes` bytes. */
function okAnswer(bytes: number): Buffer {
  return Buffer.from(`${OK_START}${'x'.repeat(bytes - OK_START.length - 2)}"}`);
}

/** Writes `body` in 64 KiB pieces as fast as it is taken, with `headers`; chunked unless they say a length. */
function writeInPieces(response: ServerResponse, body: Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'Content-Type': 'application/json', ...headers });
  let offset = 0;
  const write = () => {
    while (offset < body.length) {
      const piece = body.subarray(offset, offset + 65_536);
      offset += piece.length;
      if (!response.write(piece)) return void response.once('drain', write);
    }
    response.end();
  };
  write();
}

/** Status and body of an answer: `the answer, byte for byte` when it is `sent`, or why the read failed. */
async function outcome(response: Response, sent: Buffer): Promise<{ status: number; body: string }> {
  try {
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: body.equals(sent) ? 'the answer, byte for byte' : body.toString() };
  } catch (error) {
    return { status: response.status, body: `failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Reads `response`'s body as a browser would, giving up past `limit` bytes: whether the read failed,
 * and the bytes read.
 */
async function readBody(response: Response, limit: number): Promise<{ failed: boolean; bytes: number }> {
  const reader = response.body?.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) return { failed: false, bytes };
      bytes += value.length;
      if (bytes > limit) {
        await reader?.cancel();
        return { failed: false, bytes };
      }
    }
  } catch {
    return { failed: true, bytes };
  }
}

/**
 * Writes an ok envelope's start, then `total` bytes in all, chunked, as fast as they are taken;
 * resolves with the bytes written when the connection closed, or when all were written.
 */
function writeChunked(response: ServerResponse, total: number): Promise<{ written: number; ended: boolean }> {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  const piece = Buffer.alloc(65_536, 'x');
  let written = OK_START.length;
  response.write(OK_START);
  return new Promise((resolve) => {
    response.on('close', () => resolve({ written, ended: written >= total }));
    const write = () => {
      while (!response.destroyed && written < total) {
        written += piece.length;
        if (!response.write(piece)) return void response.once('drain', write);
      }
      if (!response.destroyed) response.end();
    };
    write();
  });
}

/** The proxy's answer to an upstream answer over the default bound. */
const TOO_LARGE_FOR_64_MIB = {
  status: 'error',
  error: {
    code: 'upstream_too_large',
    message: "The DNS API's answer is larger than 64 MiB, more than the server relays.",
  },
};

/**
 * The upstream answers 200 declaring `declared` bytes, writes `first` of them and no more; the
 * promise settles when the proxy closes that connection.
 */
function answerDeclaring(declared: number, first: Buffer | string, headers: Record<string, string> = {}) {
  return new Promise<void>((resolve) => {
    upstream.respondWith((_request, response) => {
      response.on('close', () => resolve());
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(declared), ...headers });
      response.write(first);
    });
  });
}

describe('proxy: a data answer larger than the bound is refused or cut', () => {
  it.each(['identity', 'gzip'] as const)(
    'refuses a data answer whose Content-Length is over 64 MiB (%s): 502 upstream_too_large, nothing relayed, the connection closed',
    async (coding) => {
      const start = Buffer.from(`{"status":"ok","response":[${'{"record_name":"www"},'.repeat(500)}`);
      // QA's answer: 200 MB declared, and sent as fast as it was taken.
      const closed = answerDeclaring(
        209749034,
        coding === 'gzip' ? gzipSync(start) : start,
        coding === 'gzip' ? { 'Content-Encoding': 'gzip' } : {},
      );
      const response = await proxyRoutes().request(RECORDS, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual(TOO_LARGE_FOR_64_MIB);
      await closed;
      expect(logLines).toEqual([
        'upstream answer 200 refused, its Content-Length 209749034 over 64 MiB: GET /dns/v1/domains/example.com/records',
      ]);
    },
  );

  it.each([
    ['the start of a data answer', '{"status":"ok","response":['],
    ['the start of a fail envelope', '{"status":"fail","error":{"code":3'],
  ])(
    'refuses a 2xx whose Content-Length is over 64 MiB at once, though it sends only %s and stalls',
    async (_what, start) => {
      // Fewer bytes than the proxy peeks at to tell a data answer, then nothing more.
      const closed = answerDeclaring(100 * 2 ** 20, start);
      // A deadline far past the test's own: waiting for the body would fail the test, not answer 504.
      const response = await proxyRoutes({ timeoutMs: 600_000 }).request(RECORDS);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(TOO_LARGE_FOR_64_MIB);
      await closed;
      expect(logLines).toEqual([
        'upstream answer 200 refused, its Content-Length 104857600 over 64 MiB: GET /dns/v1/domains/example.com/records',
      ]);
    },
  );

  it('cuts a chunked data answer once past the bound: the body read fails, the upstream is closed early, one line printed, no stack', async () => {
    const printed = consoleOutput();
    const origin = await startServer({ maxDataAnswerBytes: 2 << 20 });
    let upstreamDone: Promise<{ written: number; ended: boolean }> = Promise.resolve({ written: 0, ended: false });
    upstream.respondWith((_request, response) => {
      upstreamDone = writeChunked(response, 64 << 20);
    });

    const response = await fetch(`${origin}${RECORDS}`);
    expect(response.status).toBe(200);
    const read = await readBody(response, 16 << 20);
    expect(read.failed).toBe(true);
    expect(read.bytes).toBeLessThanOrEqual(2 << 20);
    const { written, ended } = await upstreamDone;
    expect(ended).toBe(false);
    // Whatever sat in socket buffers aside, stopped soon after the bound, far before its 64 MiB.
    expect(written).toBeLessThan(16 << 20);
    expect(logLines).toEqual(['upstream answer 200 cut, its body over 2 MiB: GET /dns/v1/domains/example.com/records']);
    // The Node adapter prints the reason of a failed body: one line, no stack.
    await expect.poll(() => printed.length).toBe(1);
    expect(printed).toEqual([
      "[AnswerCutError: The DNS API's answer is larger than 2 MiB, more than the server relays.]",
    ]);

    // The server answers on.
    upstream.respondWith((_request, answer) => void writeInPieces(answer, okAnswer(1000)));
    const next = await fetch(`${origin}${RECORDS}`);
    expect(next.status).toBe(200);
    expect(Buffer.from(await next.arrayBuffer()).equals(okAnswer(1000))).toBe(true);
  });

  it('a streamed data answer keeps no timer once it is over, read to its end or cancelled', async () => {
    const routes = proxyRoutes({ timeoutMs: 30_000 });
    upstream.respondWith((_request, response) => void writeInPieces(response, okAnswer(2 << 20)));
    const before = timers();
    for (let round = 0; round < 10; round += 1) {
      const read = await routes.request(RECORDS);
      expect((await read.arrayBuffer()).byteLength).toBe(2 << 20);
      const cancelled = await routes.request(RECORDS);
      await cancelled.body?.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Each of the twenty kept its 30 s deadline before; a timer or two of the test's own may come and go.
    expect(timers() - before).toBeLessThan(5);
  });

  // 256 KiB: a body the client reads whole; 2 MiB: one it streams.
  const edges = [256 << 10, 2 << 20].flatMap((bound) =>
    (['chunked', 'Content-Length'] as const).map((framing) => [bound, framing] as const),
  );

  it.each(edges)(
    'the bound is exact (%i bytes, %s): at it, passed whole and byte for byte; a byte over, not',
    async (bound, framing) => {
      const routes = proxyRoutes({ maxDataAnswerBytes: bound });
      const outcomes = [];
      for (const size of [bound, bound + 1]) {
        const body = okAnswer(size);
        upstream.respondWith((_request, response) =>
          writeInPieces(response, body, framing === 'chunked' ? {} : { 'Content-Length': String(size) }),
        );
        outcomes.push(await outcome(await routes.request(RECORDS), body));
      }
      const limit = bound === 2 << 20 ? '2 MiB' : '256 KiB';
      const path = 'GET /dns/v1/domains/example.com/records';
      expect(outcomes).toEqual([
        { status: 200, body: 'the answer, byte for byte' },
        framing === 'chunked'
          ? { status: 200, body: `failed: The DNS API's answer is larger than ${limit}, more than the server relays.` }
          : {
              status: 502,
              body: JSON.stringify({
                status: 'error',
                error: {
                  code: 'upstream_too_large',
                  message: `The DNS API's answer is larger than ${limit}, more than the server relays.`,
                },
              }),
            },
      ]);
      expect(logLines).toEqual([
        framing === 'chunked'
          ? `upstream answer 200 cut, its body over ${limit}: ${path}`
          : `upstream answer 200 refused, its Content-Length ${bound + 1} over ${limit}: ${path}`,
      ]);
    },
  );
});

describe('proxy: a data answer cut midway prints one line at most, never a stack', () => {
  it('cut by the timeout: the body read fails, one line logged, one printed by the adapter, without a stack', async () => {
    const printed = consoleOutput();
    const origin = await startServer({ timeoutMs: 500 });
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      // Over what the client reads whole, then nothing more.
      response.write(okAnswer(2 << 20).subarray(0, 1.5 * 2 ** 20));
    });
    const response = await fetch(`${origin}${RECORDS}`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow('terminated');
    expect(logLines).toEqual([
      'upstream timeout after 500 ms, its answer cut: GET /dns/v1/domains/example.com/records',
    ]);
    await expect.poll(() => printed.length).toBe(1);
    expect(printed).toEqual(['[AnswerCutError: The DNS API did not finish its answer within 0.5 s.]']);
  });

  it('cut by the upstream closing the connection: the body read fails, one line logged, one printed, without a stack', async () => {
    const printed = consoleOutput();
    const origin = await startServer({});
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write(okAnswer(2 << 20).subarray(0, 1.5 * 2 ** 20), () => response.destroy());
    });
    const response = await fetch(`${origin}${RECORDS}`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow('terminated');
    expect(logLines).toEqual([
      'upstream answer 200 cut, its connection failed before the end: GET /dns/v1/domains/example.com/records',
    ]);
    await expect.poll(() => printed.length).toBe(1);
    expect(printed).toEqual(["[AnswerCutError: The DNS API's connection failed before the end of its answer.]"]);
  });

  it('cut by the browser going away: the upstream closed, nothing logged or printed', async () => {
    const printed = consoleOutput();
    const origin = await startServer({});
    const upstreamClosed = new Promise<void>((resolve) => {
      upstream.respondWith((_request, response) => {
        response.on('close', () => resolve());
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.write(okAnswer(2 << 20).subarray(0, 1.5 * 2 ** 20));
      });
    });
    const controller = new AbortController();
    const response = await fetch(`${origin}${RECORDS}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    await upstreamClosed;
    // Time for anything the server would print or log.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines).toEqual([]);
    expect(printed).toEqual([]);
  });
});
