import { describe, expect, it } from 'vitest';
import { redactKey } from './key-redaction.ts';

const KEY = 'zs-k/1';

function check(text: string) {
  return redactKey(JSON.parse(text), text, KEY);
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
    const result = redactKey(JSON.parse(text), text, key);
    expect(result.kind === 'redacted' ? result.json : '').not.toContain(key);
  });
});
