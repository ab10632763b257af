import { describe, expect, it } from 'vitest';
import { keyMaskingStream, keyMaskOf, keyQuotesOf, redactKey } from './key-redaction.ts';

const KEY = 'zs-k/1';

function check(text: string) {
  return redactKey(JSON.parse(text), text, keyQuotesOf(KEY));
}

describe('redactKey', () => {
  it('leaves an answer without the key alone', () => {
    expect(check('{"status":"fail","error":{"code":3,"message":"Authorization failed"}}')).toEqual({ kind: 'clean' });
    expect(check('["zs-k", "k/1", 1, null, true]')).toEqual({ kind: 'clean' });
  });

  it('finds the key in values and member names at any depth, however JSON escapes it', () => {
    expect(check('{"message":"bad key zs\\u002dk\\/1!"}')).toEqual({
      kind: 'redacted',
      json: '{"message":"bad key [server key removed]!"}',
    });
    expect(check('{"error":{"zs-k/1":["zs-k/1 and zs-k/1"]}}')).toEqual({
      kind: 'redacted',
      json: '{"error":{"[server key removed]":["[server key removed] and [server key removed]"]}}',
    });
    expect(check('"zs-k\\/1"')).toEqual({ kind: 'redacted', json: '"[server key removed]"' });
  });

  it('walks nesting deeper than the call stack allows without overflowing it', () => {
    const depth = 200_000;
    const text = `${'['.repeat(depth)}"zs-k/1"${']'.repeat(depth)}`;
    // Found; the rewritten answer is deeper than JSON.stringify goes, so it cannot be sent.
    expect(check(text)).toEqual({ kind: 'uncheckable' });
    expect(check(`${'['.repeat(depth)}"clean"${']'.repeat(depth)}`)).toEqual({ kind: 'clean' });
  });

  it('never returns a rewrite that still holds the key', () => {
    const key = 'a","b';
    const text = JSON.stringify({ x: 'a', y: 'b', z: key });
    const result = redactKey(JSON.parse(text), text, keyQuotesOf(key));
    expect(result.kind === 'redacted' ? result.json : '').not.toContain(key);
  });

  it('finds the key percent-encoded in a link, as the service’s errors may carry one (http_redirect)', () => {
    const key = 'Zk+9/aB==';
    const text = JSON.stringify({
      status: 'fail',
      error: {
        code: 3,
        message: 'Authorization failed',
        http_redirect: 'https://dns.example/pay?key=Zk%2B9%2FaB%3D%3D',
      },
      details: 'lower-case hex: Zk%2b9%2faB%3d%3d; encoded in part: Zk+9%2FaB==; encoded twice: Zk%252B9/aB==',
    });
    const result = redactKey(JSON.parse(text), text, keyQuotesOf(key));
    expect(result).toEqual({ kind: 'redacted', json: expect.any(String) });
    const json = result.kind === 'redacted' ? result.json : '';
    expect(JSON.parse(json)).toEqual({
      status: 'fail',
      error: {
        code: 3,
        message: 'Authorization failed',
        http_redirect: 'https://dns.example/pay?key=[server key removed]',
      },
      details:
        'lower-case hex: [server key removed]; encoded in part: [server key removed]; encoded twice: [server key removed]',
    });
  });

  it('finds the key in any letter case: an answer that upper-cases it has still told it', () => {
    expect(check('{"details":"bad key ZS-K/1, try zs-K%2F1"}')).toEqual({
      kind: 'redacted',
      json: '{"details":"bad key [server key removed], try [server key removed]"}',
    });
    const key = 'a b';
    const text = JSON.stringify({ details: 'key=A+B or a%20b' });
    expect(redactKey(JSON.parse(text), text, keyQuotesOf(key))).toEqual({
      kind: 'redacted',
      json: '{"details":"key=[server key removed] or [server key removed]"}',
    });
  });
});

const masked = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  const found = keyMaskOf(KEY).mask(bytes);
  return { found, text: new TextDecoder().decode(bytes) };
};

/** The key (KEY) in each form keyMaskOf looks for: any case, JSON's escapes, percent-encoded up to twice more. */
const KEY_FORMS = ['zs-k/1', 'ZS-K/1', 'zs\\u002dk\\/1', 'Z\\u0053-k\\u002F1', 'zs%2Dk%252F1', 'zs\\u00252dk%25252f1'];

describe('keyMaskOf', () => {
  it('masks the key byte for byte in every form it looks for, so that the JSON stays whole and as long', () => {
    for (const quoted of KEY_FORMS) {
      const text = `{"status":"ok","response":[{"record_value":"v=${quoted};"}]}`;
      const answer = masked(text);
      expect(answer.found).toBe(true);
      expect(answer.text).toHaveLength(text.length);
      expect(JSON.parse(answer.text)).toEqual({
        status: 'ok',
        response: [{ record_value: `v=${'*'.repeat(quoted.length)};` }],
      });
      expect(keyQuotesOf(KEY).found(JSON.stringify(JSON.parse(answer.text)))).toBe(false);
    }
  });

  it('masks a key holding a quote or a backslash as JSON escapes them, the JSON staying whole', () => {
    const key = 'k"e\\y-7';
    const text = JSON.stringify({ status: 'ok', response: [{ record_value: `v=${key.toUpperCase()};` }] });
    const bytes = new TextEncoder().encode(text);
    expect(keyMaskOf(key).mask(bytes)).toBe(true);
    const answer: unknown = JSON.parse(new TextDecoder().decode(bytes));
    expect(answer).toEqual({ status: 'ok', response: [{ record_value: `v=${'*'.repeat(9)};` }] });
  });

  it('finds the same forms in a text, leaving it as it is', () => {
    const mask = keyMaskOf(KEY);
    for (const quoted of KEY_FORMS) {
      expect(mask.found(`{"v":"x ${quoted} y"}`)).toBe(true);
    }
    expect(keyMaskOf('k"e\\y-7').found(JSON.stringify({ v: 'K"E\\Y-7' }))).toBe(true);
    expect(mask.found('{"status":"ok","response":["zs-k", "k/1", "zs-k\\\\/1"]}')).toBe(false);
  });

  it('leaves bytes without the key alone', () => {
    const text = '{"status":"ok","response":["zs-k", "k/1", "zs-k\\\\/1"]}';
    expect(masked(text)).toEqual({ found: false, text });
  });
});

async function throughMask(chunks: string[]) {
  let found = 0;
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const text = await new Response(source.pipeThrough(keyMaskingStream(keyMaskOf(KEY), () => (found += 1)))).text();
  return { text, found };
}

describe('keyMaskingStream', () => {
  it('masks a quote of the key cut between two chunks, wherever the cut falls', async () => {
    const body = `{"status":"ok","response":[{"record_value":"${'x'.repeat(400)} zs\\u002dk\\/1 and ZS-K/1"}]}`;
    const escaped = 'zs\\u002dk\\/1';
    const expected = body.replace(escaped, '*'.repeat(escaped.length)).replace('ZS-K/1', '******');
    for (let cut = 0; cut <= body.length; cut += 1) {
      const answer = await throughMask([body.slice(0, cut), body.slice(cut)]);
      expect(answer.text).toBe(expected);
      expect(answer.found).toBe(1);
    }
  });

  it('passes a body without the key as it came, however it is cut', async () => {
    const body = JSON.stringify({ status: 'ok', response: Array.from({ length: 200 }, (_, i) => `zs-k ${i} k/1`) });
    const pieces = body.match(/[\s\S]{1,37}/g) ?? [];
    expect(await throughMask(pieces)).toEqual({ text: body, found: 0 });
  });
});
