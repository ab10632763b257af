import { describe, expect, it } from 'vitest';
import { keyForms, redactKey } from './key-redaction.ts';

const KEY = 'zs-k/1';

function check(text: string) {
  return redactKey(JSON.parse(text), text, keyForms(KEY));
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
    const result = redactKey(JSON.parse(text), text, keyForms(key));
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
      details: 'key=zk%2b9%2fab%3d%3d is lower-cased hex of another key; Zk%2b9%2faB%3d%3d is this one',
    });
    const result = redactKey(JSON.parse(text), text, keyForms(key));
    expect(result).toEqual({ kind: 'redacted', json: expect.any(String) });
    const json = result.kind === 'redacted' ? result.json : '';
    expect(JSON.parse(json)).toEqual({
      status: 'fail',
      error: {
        code: 3,
        message: 'Authorization failed',
        http_redirect: 'https://dns.example/pay?key=[server key removed]',
      },
      details: 'key=zk%2b9%2fab%3d%3d is lower-cased hex of another key; [server key removed] is this one',
    });
  });
});

describe('keyForms', () => {
  it('is the key alone when nothing in it is encoded in a link', () => {
    expect(keyForms('zs-live_7f3a91.x')).toEqual(['zs-live_7f3a91.x']);
  });

  it('adds the ways a link carries it: encodeURIComponent’s, a form’s, upper- and lower-case hex', () => {
    expect(keyForms('k+/=')).toEqual(['k+/=', 'k%2B%2F%3D', 'k%2b%2f%3d']);
    // A form encodes what encodeURIComponent leaves: ~ ! ' ( )
    expect(keyForms("k~!'")).toEqual(["k~!'", 'k%7E%21%27', 'k%7e%21%27']);
  });
});
