import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idProblem, parseCompareSide, parseResourceId } from './resource-id.ts';

describe('parseResourceId', () => {
  it.each(['9050', '1001', 'web-basic', 'tpl_2.v1', 'x'.repeat(128)])('accepts %s', (id) => {
    expect(parseResourceId(id, 'template')).toEqual({ ok: true, id });
  });

  it.each([
    ['', /enter a template id/i],
    ['..', /not a template id/],
    ['.', /not a template id/],
    ['a/b', /cannot contain “\/”/],
    ['a?b', /cannot contain “\?”/],
    ['a#b', /cannot contain “#”/],
    ['a%2Fb', /cannot contain “%”/],
    ['a b', /cannot contain a space/],
    ['9050\u0000', /cannot contain the control character U\+0000;/],
    ['x'.repeat(129), /at most 128/],
  ])('refuses %j', (id, reason) => {
    expect(parseResourceId(id, 'template')).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('never lets through anything that changes a path (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const result = parseResourceId(text, 'snapshot');
        return !result.ok || (encodeURIComponent(result.id) === result.id && result.id !== '.' && result.id !== '..');
      }),
    );
  });
});

describe('parseCompareSide', () => {
  it.each([
    ['current', 'current'],
    [' current ', 'current'],
    ['9040', '9040'],
    ['\t9040 ', '9040'],
  ])('reads %j as %j', (raw, id) => {
    expect(parseCompareSide(raw)).toEqual({ ok: true, id });
  });

  it('refuses what is neither, saying why as a snapshot id', () => {
    expect(parseCompareSide('../9040')).toEqual({
      ok: false,
      reason: expect.stringMatching(/snapshot id cannot contain “\/”/),
    });
    expect(parseCompareSide('')).toEqual({ ok: false, reason: 'Enter a snapshot id.' });
  });
});

describe('idProblem', () => {
  it('says the problem, then the id’s reason as a sentence of its own, its period left to the notice', () => {
    expect(idProblem('is not a record id', 'Enter a record id.')).toBe('is not a record id. Enter a record id');
    expect(idProblem('is not a snapshot id', 'too long')).toBe('is not a snapshot id. too long');
    const bad = parseResourceId('a b', 'snapshot');
    expect(bad.ok ? null : idProblem('must be “current” or a snapshot id', bad.reason)).toBe(
      'must be “current” or a snapshot id. A snapshot id cannot contain a space; use letters, digits, “-”, “_” or “.”',
    );
  });
});
