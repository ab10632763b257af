import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiRoutes } from './api-routes.ts';
import { createNodeUpstreamClient, type UpstreamClientOptions } from './node-upstream-client.ts';
import { startFakeUpstream, type FakeUpstream } from './test/fake-upstream.ts';

/**
 * The proxy against an upstream that misbehaves on purpose, each on a real socket: it quotes the
 * server-held key in every way JSON and HTTP allow, sends bombs and endless bodies, answers HTML
 * or script, and keeps requests waiting.
 */

// With a slash and a plus, as base64 keys have: `\/` is an escape JSON allows for a slash.
const KEY = 'zs-server/secret+7f3a91==';
const RECORDS = '/dns/v1/domains/example.com/records?limit=101';

let upstream: FakeUpstream;
const logLines: string[] = [];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  logLines.length = 0;
});
afterEach(async () => {
  await upstream.close();
});

function proxyRoutes(
  options: { apiKey?: string; timeoutMs?: number; client?: UpstreamClientOptions; maxDataAnswerBytes?: number } = {},
) {
  const url = new URL(upstream.origin);
  return createApiRoutes({
    kind: 'proxy',
    upstream: url,
    client: createNodeUpstreamClient(url, options.client),
    ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
    ...(options.maxDataAnswerBytes === undefined ? {} : { maxDataAnswerBytes: options.maxDataAnswerBytes }),
    timeoutMs: options.timeoutMs ?? 2000,
    log: (line) => logLines.push(line),
  });
}

const CODINGS = {
  identity: { encode: (text: string) => Buffer.from(text), decode: (bytes: Buffer) => bytes },
  gzip: { encode: (text: string) => gzipSync(text), decode: (bytes: Buffer) => gunzipSync(bytes) },
  deflate: { encode: (text: string) => deflateSync(text), decode: (bytes: Buffer) => inflateSync(bytes) },
  // Quality 5, as a server compressing on the fly would use (11 takes seconds for a megabyte).
  br: {
    encode: (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    decode: (bytes: Buffer) => brotliDecompressSync(bytes),
  },
};
type Coding = keyof typeof CODINGS;

/** Answers every request with `status`, `body` encoded with `coding`, and `headers`. */
function answerWith(status: number, body: string | Buffer, coding: Coding = 'identity', headers = {}): void {
  const bytes = typeof body === 'string' ? CODINGS[coding].encode(body) : body;
  upstream.respondWith((_request, response) => {
    response.writeHead(status, {
      'Content-Type': 'application/json',
      ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
      ...headers,
    });
    response.end(bytes);
  });
}

/**
 * What the browser gets, read as it would read it: status, headers, the body decoded per its
 * Content-Encoding, and that body parsed and written again, so that a key hidden behind JSON
 * escapes in it shows.
 */
async function received(response: Response) {
  const sent = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get('content-encoding');
  const text = (
    coding === null ? sent : CODINGS[coding === 'x-gzip' ? 'gzip' : (coding as Coding)].decode(sent)
  ).toString();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return {
    status: response.status,
    headers,
    sent,
    text,
    json,
    everything: `${headers}\n${text}\n${JSON.stringify(json)}`,
  };
}

/** `\uXXXX` for each character of `text`. */
const unicodeEscaped = (text: string) =>
  [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** Error bodies quoting the key, each as a careless upstream might write it. */
const QUOTING: [string, string][] = [
  ['plainly', JSON.stringify({ status: 'fail', error: { code: 3, message: `Authorization failed: ${KEY}` } })],
  [
    'with \\u escapes for - + =',
    `{"status":"fail","error":{"code":3,"message":"bad key zs\\u002dserver/secret\\u002b7f3a91\\u003d\\u003d"}}`,
  ],
  ['with every character \\u-escaped', `{"status":"fail","details":"key ${unicodeEscaped(KEY)} refused"}`],
  ['with \\/ escapes', JSON.stringify({ status: 'fail', details: `key ${KEY} refused` }).replaceAll('/', '\\/')],
  ['as a member name', JSON.stringify({ status: 'fail', error: { [KEY]: 'not allowed' } })],
  ['after the response member', `{"response":{"message":"key ${KEY}"},"status":"fail"}`],
  ['deep inside', JSON.stringify({ status: 'fail', error: { details: [[[{ keys: ['a', `x${KEY}y`] }]]] } })],
  ['upper-cased', JSON.stringify({ status: 'fail', details: `Key ${KEY.toUpperCase()} refused` })],
  ['percent-encoded in part', JSON.stringify({ status: 'fail', details: `?key=${KEY.replace('-', '%2d')}` })],
];

describe('proxy: the server key, quoted in an answer that is not a data answer, never reaches the browser', () => {
  const cases = QUOTING.flatMap(([name, body]) =>
    [200, 401, 500].flatMap((status) =>
      (Object.keys(CODINGS) as Coding[]).map((coding) => [name, status, coding, body] as const),
    ),
  );

  it.each(cases)('%s, HTTP %i, %s', async (_name, status, coding, body) => {
    // The case is real: the raw text hides the key from a plain search whenever it is escaped.
    expect(decodeURIComponent(JSON.stringify(JSON.parse(body))).toLowerCase()).toContain(KEY.toLowerCase());
    answerWith(status, body, coding);
    const answer = await received(
      await proxyRoutes({ apiKey: KEY }).request(RECORDS, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
    );
    expect(decodeURIComponent(answer.everything).toLowerCase()).not.toContain(KEY.toLowerCase());
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    // The service's own words stay, with the key taken out.
    expect(JSON.stringify(answer.json)).toContain('[server key removed]');
    expect(logLines).toEqual(['server key removed from an upstream answer: GET /dns/v1/domains/example.com/records']);
  });

  it('passes an error answer that does not quote the key as its words, unpacked with the key, byte for byte without', async () => {
    const body = JSON.stringify({ status: 'fail', error: { code: 3, message: 'Authorization failed' } });
    for (const coding of Object.keys(CODINGS) as Coding[]) {
      answerWith(401, body, coding);
      const held = await received(
        await proxyRoutes({ apiKey: KEY }).request(RECORDS, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
      );
      expect(held.status).toBe(401);
      expect(held.headers).not.toContain('content-encoding');
      expect(held.sent.toString()).toBe(body);
      const browsers = await received(
        await proxyRoutes().request(RECORDS, {
          headers: { 'Accept-Encoding': 'gzip, deflate, br', 'X-Auth-Key': 'browser-key' },
        }),
      );
      expect(browsers.status).toBe(401);
      expect(browsers.sent.equals(CODINGS[coding].encode(body))).toBe(true);
      expect(browsers.text).toBe(body);
    }
    expect(logLines).toEqual([]);
  });

  it.each(['vary', 'retry-after'])(
    'drops a passed header that quotes the key (%s), as it is, as a link carries it or upper-cased, on data, error and body-less answers',
    async (header) => {
      // The other passed header, clean, is the control: it goes on.
      const control = header === 'vary' ? ['retry-after', '7'] : ['vary', 'Accept-Encoding'];
      for (const quoted of [KEY, encodeURIComponent(KEY), KEY.toUpperCase()]) {
        for (const status of [200, 401, 204]) {
          answerWith(
            status,
            status === 204 ? '' : JSON.stringify({ status: status === 200 ? 'ok' : 'fail', response: [] }),
            'identity',
            { [header]: `"${quoted}"`, [control[0]!]: control[1]! },
          );
          const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
          expect(answer.status).toBe(status);
          expect(answer.everything).not.toContain(quoted);
          expect(answer.headers).toContain(`${control[0]}: ${control[1]}`);
        }
      }
    },
  );

  it('answers its own envelope when the Content-Encoding itself quotes the key', async () => {
    answerWith(401, JSON.stringify({ status: 'fail' }), 'identity', { 'Content-Encoding': KEY });
    const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
    expect(answer.status).toBe(401);
    expect(answer.everything).not.toContain(KEY);
    expect(answer.json).toMatchObject({ status: 'error', error: { code: 'upstream_error' } });
  });
});

/** Answers with `parts` written one by one, a pause between them, so that they arrive as separate chunks. */
function answerInParts(parts: string[]): void {
  upstream.respondWith((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    const write = (index: number) => {
      const part = parts[index];
      if (part === undefined) return void response.end();
      response.write(part);
      setTimeout(() => write(index + 1), 20);
    };
    write(0);
  });
}

describe('proxy: data answers reach the browser without the key', () => {
  it('masks the key in a large streamed ok answer, a quote cut between two chunks, the JSON as long and whole', async () => {
    const records = Array.from({ length: 12_000 }, (_, index) => ({
      record_id: String(index),
      record_name: `host-${index}.example.com`,
      record_type: 'TXT',
      record_value: `"v=spf1 include:_spf.example.com ~all ${index}"`,
    }));
    const quotes = [KEY, KEY.toUpperCase(), unicodeEscaped(KEY), encodeURIComponent(KEY)];
    for (const index of quotes.keys()) {
      const record = records[6000 + index];
      if (record) record.record_value = 'QUOTE';
    }
    let body = JSON.stringify({ status: 'ok', response: records });
    // Into the JSON text as they are: `\\u…` escapes there read back as the key.
    for (const quote of quotes) body = body.replace('QUOTE', () => quote);
    const at = body.indexOf(KEY) + 7;
    expect(body.length).toBeGreaterThan(2 ** 20);
    answerInParts([body.slice(0, at), body.slice(at)]);
    const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
    expect(answer.status).toBe(200);
    expect(answer.sent.length).toBe(Buffer.byteLength(body));
    expect(answer.everything).not.toContain(KEY);
    expect(answer.everything.toLowerCase()).not.toContain(KEY.toLowerCase());
    expect(answer.everything).not.toContain(encodeURIComponent(KEY));
    expect(answer.json).toMatchObject({ status: 'ok' });
    expect(JSON.stringify(answer.json).length).toBeGreaterThan(2 ** 20);
    expect(logLines).toContain(`server key removed from an upstream answer: GET ${RECORDS.split('?')[0]}`);
  });

  it('masks the key in a small ok answer, as it is, upper-cased or JSON-escaped', async () => {
    for (const quote of [KEY, KEY.toUpperCase(), unicodeEscaped(KEY)]) {
      const body = `{"status":"ok","response":[{"record_type":"TXT","record_value":"\\"${quote}\\""}]}`;
      answerWith(200, body);
      const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
      expect(answer.status).toBe(200);
      expect(answer.sent.length).toBe(body.length);
      expect(answer.json).toEqual({
        status: 'ok',
        response: [{ record_type: 'TXT', record_value: `"${'*'.repeat(quote.length)}"` }],
      });
    }
  });

  it('masks the key in an answer that says ok, then fail: the app would show the fail envelope’s words', async () => {
    const body = `{"status":"ok","status":"fail","error":{"code":3,"message":"bad key ${KEY}"},"details":"key ${KEY} refused"}`;
    answerWith(200, body);
    const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
    expect(answer.everything).not.toContain(KEY);
    expect(answer.json).toMatchObject({ status: 'fail', error: { message: `bad key ${'*'.repeat(KEY.length)}` } });
  });

  it('redacts the key in a small ok answer whose status is not its first member', async () => {
    answerWith(200, JSON.stringify({ response: [{ record_value: KEY }], status: 'ok' }));
    const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ response: [{ record_value: '[server key removed]' }], status: 'ok' });
  });

  it('asks the upstream in the browser’s codings with a server key too: a compressed data answer is unpacked and masked', async () => {
    const records = Array.from({ length: 2000 }, (_, index) => ({
      record_type: 'TXT',
      record_value: `${KEY} ${index}`,
    }));
    const body = JSON.stringify({ status: 'ok', response: records });
    const masked = body.replaceAll(KEY, '*'.repeat(KEY.length));
    for (const coding of ['gzip', 'deflate', 'br'] as const) {
      answerWith(200, body, coding);
      const answer = await received(
        await proxyRoutes({ apiKey: KEY }).request(RECORDS, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
      );
      expect(upstream.requests.at(-1)?.headers['accept-encoding']).toBe('gzip, deflate, br');
      expect(answer.status).toBe(200);
      // Unpacked: the server's own compress packs it again for the browser (not part of these routes).
      expect(answer.headers).not.toContain('content-encoding');
      expect(answer.text).toBe(masked);
    }
    // A client that takes no compression is answered plain by the upstream too.
    answerWith(200, body);
    const plain = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
    expect(upstream.requests.at(-1)?.headers['accept-encoding']).toBe('identity');
    expect(plain.text).toBe(masked);
    expect(logLines).toEqual(
      Array.from(
        { length: 4 },
        () => 'server key removed from an upstream answer: GET /dns/v1/domains/example.com/records',
      ),
    );
  });

  it('unpacks a compressed data answer larger than it reads whole as it streams, masking a key cut between any two chunks', async () => {
    // Random text compresses poorly: over 1 MiB sent, so that the answer is relayed, not read whole.
    const records = Array.from({ length: 20_000 }, (_, index) => ({
      record_id: index,
      record_value: index % 7 === 0 ? `x${KEY}x` : randomBytes(96).toString('base64'),
    }));
    const body = JSON.stringify({ status: 'ok', response: records });
    for (const coding of ['gzip', 'br'] as const) {
      const sent = CODINGS[coding].encode(body);
      expect(sent.length).toBeGreaterThan(1 << 20);
      upstream.respondWith((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': coding });
        // In uneven pieces, so that the unpacked chunks fall anywhere in the key.
        for (let offset = 0; offset < sent.length; offset += 4093) response.write(sent.subarray(offset, offset + 4093));
        response.end();
      });
      const answer = await received(
        await proxyRoutes({ apiKey: KEY }).request(RECORDS, { headers: { 'Accept-Encoding': coding } }),
      );
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(body.replaceAll(KEY, '*'.repeat(KEY.length)));
    }
  });

  it('refuses a compressed data answer it reads whole that unpacks past a bound under 1 MiB, or is corrupt', async () => {
    // 3 MiB unpacked from a few KiB sent, against a 512 KiB bound (a larger one streams it: below).
    answerWith(200, `{"status":"ok","response":"${' '.repeat(3 << 20)}"}`, 'gzip');
    const large = await received(
      await proxyRoutes({ apiKey: KEY, maxDataAnswerBytes: 512 << 10 }).request(RECORDS, {
        headers: { 'Accept-Encoding': 'gzip' },
      }),
    );
    expect(large.status).toBe(502);
    expect(large.json).toEqual({
      status: 'error',
      error: {
        code: 'upstream_too_large',
        message: "The DNS API's answer is larger than 512 KiB, more than the server relays.",
      },
    });
    const good = gzipSync(JSON.stringify({ status: 'ok', response: randomBytes(200_000).toString('base64') }));
    // The end of the body (its checksum and length) overwritten: the start still reads as an ok answer.
    const corrupt = Buffer.concat([good.subarray(0, good.length - 8), Buffer.alloc(8, 0xff)]);
    answerWith(200, corrupt, 'gzip');
    const answer = await received(
      await proxyRoutes({ apiKey: KEY }).request(RECORDS, { headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({
      status: 'error',
      error: { code: 'upstream_invalid_answer', message: expect.stringMatching(/corrupt: it could not be unpacked/) },
    });
    expect(logLines).toEqual([
      'upstream answer 200 refused, its body over 512 KiB unpacked: GET /dns/v1/domains/example.com/records',
      'upstream answer 200 replaced, its body was corrupt: it could not be unpacked: GET /dns/v1/domains/example.com/records',
    ]);
  });

  it.each([
    ['unpacks past the bound', 'too-large'],
    ['unpacks past the bound from a few KiB sent', 'small-bomb'],
    ['is corrupt midway', 'corrupt'],
    ['ends inside its coding', 'truncated'],
  ] as const)(
    'cuts a compressed data answer it streams that %s: the body read fails, one line logged',
    async (_what, fault) => {
      const tooLarge = fault === 'too-large' || fault === 'small-bomb';
      // Random text first, so that over 1 MiB is sent (no whole read), but for the small bomb.
      const start = `{"status":"ok","response":"${fault === 'small-bomb' ? '' : randomBytes(1 << 20).toString('base64')}`;
      let sent = gzipSync(`${start}${tooLarge ? ' '.repeat(6 << 20) : ''}"}`);
      expect(sent.length > 1 << 20).toBe(fault !== 'small-bomb');
      if (fault === 'corrupt')
        sent = Buffer.concat([sent.subarray(0, 1 << 20), Buffer.alloc(4096, 0xff), sent.subarray((1 << 20) + 4096)]);
      if (fault === 'truncated') sent = sent.subarray(0, sent.length - 100);
      answerWith(200, sent, 'gzip');
      const response = await proxyRoutes({ apiKey: KEY, maxDataAnswerBytes: 4 << 20 }).request(RECORDS, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow(
        tooLarge
          ? "The DNS API's answer is larger than 4 MiB, more than the server relays."
          : "The DNS API's answer could not be unpacked: it is corrupt.",
      );
      expect(logLines).toEqual([
        `upstream answer 200 cut, its body ${tooLarge ? 'over 4 MiB' : 'could not be unpacked'}: GET /dns/v1/domains/example.com/records`,
      ]);
    },
  );

  it('passes a compressed ok answer through untouched where the browser holds the key', async () => {
    const body = JSON.stringify({ status: 'ok', response: [{ record_type: 'TXT', record_value: '"v=spf1 -all"' }] });
    for (const coding of Object.keys(CODINGS) as Coding[]) {
      answerWith(200, body, coding);
      const response = await proxyRoutes().request(RECORDS, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br', 'X-Auth-Key': 'browser-key' },
      });
      const answer = await received(response);
      expect(answer.status).toBe(200);
      expect(answer.sent.equals(CODINGS[coding].encode(body))).toBe(true);
    }
  });

  it('passes a small ok envelope whose status is not its first member', async () => {
    const body = `{"response":[{"record_name":"www.example.com"}],"status":"ok"}`;
    answerWith(200, body, 'gzip');
    const answer = await received(await proxyRoutes().request(RECORDS, { headers: { 'Accept-Encoding': 'gzip' } }));
    expect(answer.status).toBe(200);
    expect(answer.sent.equals(gzipSync(body))).toBe(true);
  });

  it('replaces a large answer whose status is not its first member: it cannot be told from an error within the limits', async () => {
    const records = Array.from({ length: 2000 }, (_, index) => ({ record_name: `host-${index}.example.com` }));
    answerWith(200, JSON.stringify({ response: records, status: 'ok' }));
    const answer = await received(await proxyRoutes({ apiKey: KEY }).request(RECORDS));
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ status: 'error', error: { code: 'upstream_invalid_answer' } });
  });

  it('streams a large ok answer through, pretty-printed and in any coding, whole and in order', async () => {
    const records = Array.from({ length: 20_000 }, (_, index) => ({ record_id: index, record_name: `host-${index}` }));
    const body = JSON.stringify({ status: 'ok', response: records }, null, 2);
    for (const [coding, options] of [
      ['identity', { apiKey: KEY }],
      ['br', {}],
    ] as const) {
      answerWith(200, body, coding);
      const answer = await received(
        await proxyRoutes(options).request(RECORDS, { headers: { 'Accept-Encoding': 'br' } }),
      );
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(body);
    }
  });
});

describe('proxy: nothing the upstream sends becomes markup or script on this origin', () => {
  const HOSTILE: [string, string][] = [
    ['text/html', '<!doctype html><script>alert(localStorage.getItem("zonescope.apiKey"))</script>'],
    ['application/javascript', 'fetch("/dns/v1/domains").then(() => alert(1))'],
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ];

  it.each(HOSTILE.flatMap(([type, body]) => [200, 404, 500].map((status) => [type, status, body] as const)))(
    '%s with HTTP %i reaches the browser as the server’s JSON envelope',
    async (type, status, body) => {
      answerWith(status, body, 'identity', { 'Content-Type': type });
      const answer = await received(await proxyRoutes().request(RECORDS));
      expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
      expect(answer.text).not.toContain('alert');
      expect(answer.status).toBe(status === 200 ? 502 : status);
      expect(answer.json).toMatchObject({
        status: 'error',
        error: {
          code: status === 200 ? 'upstream_invalid_answer' : 'upstream_error',
          message: expect.stringMatching(/not JSON/),
        },
      });
      expect(logLines).toEqual([
        `upstream answer ${status} replaced, its body was not JSON: GET /dns/v1/domains/example.com/records`,
      ]);
    },
  );

  it('serves a JSON data answer labelled text/html as JSON', async () => {
    const body = JSON.stringify({ status: 'ok', response: [] });
    answerWith(200, body, 'identity', { 'Content-Type': 'text/html' });
    const answer = await received(await proxyRoutes().request(RECORDS));
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.text).toBe(body);
  });

  it('refuses an answer with a status outside HTTP’s', async () => {
    answerWith(600, JSON.stringify({ status: 'ok', response: [] }));
    const answer = await received(await proxyRoutes().request(RECORDS));
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ error: { code: 'upstream_invalid_answer' } });
  });
});

/** A gzip body of `mebibytes` MiB of zeros, from one small member repeated (about 1 KiB sent per MiB). */
function gzipBomb(mebibytes: number): Buffer {
  const member = gzipSync(Buffer.alloc(1 << 20));
  return Buffer.concat(Array.from({ length: mebibytes }, () => member));
}

/** Writes `chunk` as fast as it is taken, until the connection closes; resolves with the bytes written then. */
function writeForever(response: ServerResponse, chunk: Buffer): Promise<number> {
  let written = 0;
  return new Promise((resolve) => {
    response.on('close', () => resolve(written));
    const write = () => {
      while (!response.destroyed) {
        written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
    };
    write();
  });
}

/** A fail envelope whose details name `count` distinct members. */
function failNaming(count: number): string {
  return JSON.stringify({
    status: 'fail',
    error: { code: 1, message: 'Too many names' },
    details: Object.fromEntries(Array.from({ length: count }, (_, index) => [index.toString(36), 0])),
  });
}

describe('proxy: bombs and endless bodies are read within bounds', () => {
  const bombs: [string, number, Buffer, string][] = [
    ['a 1 GiB gzip bomb (1 MiB sent) as an error', 500, gzipBomb(1024), 'gzip'],
    ['a 32 MiB gzip bomb within 64 KiB sent, as an error', 401, gzipSync(Buffer.alloc(32 << 20)), 'gzip'],
    ['a 64 MiB brotli bomb as an error', 503, brotliCompressSync(Buffer.alloc(64 << 20)), 'br'],
    ['a 1 GiB gzip bomb as a 200', 200, gzipBomb(1024), 'gzip'],
    ['a 32 MiB deflate bomb as a 200', 200, deflateSync(Buffer.alloc(32 << 20)), 'deflate'],
  ];

  it.each(bombs)('%s: replaced by the server’s envelope', async (_name, status, bomb, coding) => {
    upstream.respondWith((_request, response) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Content-Encoding': coding,
        'Retry-After': '9',
      });
      response.end(bomb);
    });
    const started = Date.now();
    const answer = await received(
      await proxyRoutes({ apiKey: KEY, timeoutMs: 3000 }).request(RECORDS, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      }),
    );
    expect(Date.now() - started).toBeLessThan(3000 + 1000);
    expect(answer.status).toBe(status === 200 ? 502 : status);
    expect(answer.json).toMatchObject({
      status: 'error',
      error: { message: expect.stringMatching(/too large to check/) },
    });
    expect(answer.headers).not.toContain('content-encoding');
    expect(answer.headers).toContain('retry-after: 9');
  });

  it.each([
    { mode: 'the browser’s key', apiKey: undefined },
    { mode: 'the server key', apiKey: KEY },
  ])(
    'an error answer naming more members than the server parses: replaced before any parse, its status kept ($mode)',
    async ({ apiKey }) => {
      const proxy = proxyRoutes(apiKey === undefined ? {} : { apiKey });
      // 25,000 distinct names in 20 KB of brotli.
      answerWith(500, failNaming(25_000), 'br');
      const hostile = await received(await proxy.request(RECORDS, { headers: { 'Accept-Encoding': 'br' } }));
      expect(hostile.status).toBe(500);
      expect(hostile.json).toMatchObject({
        status: 'error',
        error: { code: 'upstream_error', message: expect.stringMatching(/named more than 20,000 members/) },
      });
      expect(logLines).toContain(
        `upstream answer 500 replaced, its body named more than 20,000 members, more than the server parses: GET ${RECORDS.split('?')[0]}`,
      );
      // An error that names a few thousand is passed with its words.
      answerWith(500, failNaming(4_000), 'br');
      const plain = await received(await proxy.request(RECORDS, { headers: { 'Accept-Encoding': 'br' } }));
      expect(plain.status).toBe(500);
      expect(plain.json).toMatchObject({ status: 'fail', error: { message: 'Too many names' } });
    },
  );

  it('a 1 GiB gzip bomb that begins as a data answer, with the server key: unpacked no further than 64 MiB', async () => {
    const bomb = Buffer.concat([gzipSync('{"status":"ok","response":"'), gzipBomb(1024)]);
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(bomb);
    });
    const response = await proxyRoutes({ apiKey: KEY, timeoutMs: 10_000 }).request(RECORDS, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const reader = response.body?.getReader();
    let bytes = 0;
    const read = async (): Promise<string> => {
      for (;;) {
        const chunk = await reader?.read();
        if (chunk === undefined || chunk.done) return 'ended';
        bytes += chunk.value.length;
      }
    };
    await expect(read()).rejects.toThrow("The DNS API's answer is larger than 64 MiB, more than the server relays.");
    expect(bytes).toBeLessThanOrEqual(64 << 20);
    expect(logLines).toEqual([
      'upstream answer 200 cut, its body over 64 MiB: GET /dns/v1/domains/example.com/records',
    ]);
  });

  it('an endless error body: replaced once 64 KiB are read, the upstream connection closed', async () => {
    let written: Promise<number> = Promise.resolve(0);
    upstream.respondWith((_request, response) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      written = writeForever(response, Buffer.alloc(16 * 1024, '{'));
    });
    const answer = await received(await proxyRoutes({ apiKey: KEY, timeoutMs: 3000 }).request(RECORDS));
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({
      error: { code: 'upstream_error', message: expect.stringMatching(/too large/) },
    });
    // Whatever sat in socket buffers aside, the upstream was stopped long before a megabyte.
    expect(await written).toBeLessThan(8 << 20);
  });

  it('an endless trickle that is not a data answer: 504 once the timeout, which covers reading, is up', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"response":');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    });
    const started = Date.now();
    const answer = await received(await proxyRoutes({ timeoutMs: 1000 }).request(RECORDS));
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000 - 50);
    expect(Date.now() - started).toBeLessThan(1000 + 1000);
  });

  it('an upgrade nobody asked for (101): answered at once, its place freed, not left hanging', async () => {
    // Node drops such an answer without a response or an error; the request must still settle.
    upstream.respondWith((_request, response) => {
      response.writeHead(101, { Connection: 'Upgrade', Upgrade: 'websocket' });
      response.end();
    });
    const routes = proxyRoutes({ timeoutMs: 5000, client: { maxConnections: 1, maxWaiting: 0 } });
    const started = Date.now();
    const answer = await received(await routes.request(RECORDS));
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ status: 'error', error: { code: 'upstream_unreachable' } });
    expect(Date.now() - started).toBeLessThan(2500);
    upstream.respondWith((_request, response) => answerOk(response));
    expect((await routes.request(RECORDS)).status).toBe(200);
  });

  it('a client that never settles still gets its 504 at the timeout', async () => {
    const routes = createApiRoutes({
      kind: 'proxy',
      upstream: new URL(upstream.origin),
      client: () => new Promise(() => {}),
      timeoutMs: 300,
      log: (line) => logLines.push(line),
    });
    const answer = await received(await routes.request(RECORDS));
    expect(answer.status).toBe(504);
    expect(logLines).toEqual(['upstream timeout after 300 ms: GET /dns/v1/domains/example.com/records']);
  });

  it('a data answer that stalls: cut at the timeout, which covers the whole answer', async () => {
    upstream.respondWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write(`{"status":"ok","response":[${'{"record_name":"www"},'.repeat(100_000)}`);
    });
    const response = await proxyRoutes({ timeoutMs: 1000 }).request(RECORDS);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow('The DNS API did not finish its answer within 1 s.');
    expect(logLines).toEqual([
      'upstream timeout after 1000 ms, its answer cut: GET /dns/v1/domains/example.com/records',
    ]);
  });
});

function answerOk(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end('{"status":"ok","response":[]}');
}

describe('proxy: connections to the upstream are capped', () => {
  it('lets at most maxConnections requests reach the upstream, queues maxWaiting more and refuses the rest with 503', async () => {
    const held: ServerResponse[] = [];
    upstream.respondWith((_request, response) => void held.push(response));
    const routes = proxyRoutes({ timeoutMs: 5000, client: { maxConnections: 2, maxWaiting: 1 } });

    const pending = [1, 2, 3].map(() => routes.request(RECORDS));
    await expect.poll(() => upstream.requests.length).toBe(2);
    const refused = await routes.request(RECORDS);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toMatchObject({ status: 'error', error: { code: 'upstream_busy' } });

    // Each answer frees a connection for the request that waited, then for new ones.
    for (const response of held.splice(0)) answerOk(response);
    await expect.poll(() => upstream.requests.length).toBe(3);
    for (const response of held.splice(0)) answerOk(response);
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual([200, 200, 200]);
    upstream.respondWith((_request, response) => answerOk(response));
    const later = await Promise.all([1, 2, 3].map(() => routes.request(RECORDS)));
    expect(later.map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it('frees the place of a request that timed out', async () => {
    upstream.respondWith(() => {
      // Never answers.
    });
    const routes = proxyRoutes({ timeoutMs: 200, client: { maxConnections: 1, maxWaiting: 0 } });
    expect((await routes.request(RECORDS)).status).toBe(504);
    expect((await routes.request(RECORDS)).status).toBe(504);
    expect(upstream.requests).toHaveLength(2);
  });
});
