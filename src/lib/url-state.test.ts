import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUrlStateLaws } from '../test/url-state-laws.ts';
import {
  defineUrlState,
  describeParamProblem,
  enumParam,
  flagParam,
  idParam,
  intParam,
  optionalEnumParam,
  textParam,
} from './url-state.ts';

const codec = defineUrlState({
  offset: intParam({ fallback: 0, min: 0 }),
  limit: intParam({ fallback: 100, min: 1, max: 500 }),
  order_param: enumParam(['asc', 'desc'], 'asc'),
  type: optionalEnumParam(['A', 'AAAA', 'TXT']),
  q: textParam({ maxLength: 20 }),
  strict: flagParam('yes'),
});

const parse = (query: string) => codec.parse(new URLSearchParams(query));
const problem = (value: string) => describeParamProblem({ param: 'q', value, reason: 'is wrong' });

describe('defineUrlState', () => {
  it('gives the defaults for an empty query', () => {
    expect(codec.parse(new URLSearchParams())).toEqual({ state: codec.defaults, problems: [] });
    expect(codec.defaults).toEqual({
      offset: 0,
      limit: 100,
      order_param: 'asc',
      type: undefined,
      q: '',
      strict: false,
    });
  });

  it('reads valid values', () => {
    const { state, problems } = codec.parse(
      new URLSearchParams('offset=200&limit=50&order_param=desc&type=TXT&q=www%20a&strict=yes'),
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({ offset: 200, limit: 50, order_param: 'desc', type: 'TXT', q: 'www a', strict: true });
  });

  it('falls back to the default for each bad value and names the parameter and why', () => {
    const { state, problems } = codec.parse(
      new URLSearchParams(
        'offset=-5&limit=100000&order_param=sideways&type=MX&q=' + 'x'.repeat(21) + '&strict=no&junk=1&offset=3',
      ),
    );
    expect(state).toEqual(codec.defaults);
    expect(problems.map(describeParamProblem)).toEqual([
      'offset “-5” must be a whole number of 0 or more',
      'limit “100000” must be at most 500',
      'order_param “sideways” must be one of asc, desc',
      'type “MX” must be one of A, AAAA, TXT',
      `q “${'x'.repeat(21)}” is longer than 20 characters`,
      'strict “no” can only be “yes”',
      'junk “1” is not a parameter of this page and was ignored',
      'offset “3” was given more than once; the first value is used',
    ]);
  });

  it.each(['1.5', '1e3', ' 1', '0x10', '', 'NaN', '-0'])('refuses the number %j', (raw) => {
    expect(codec.parse(new URLSearchParams({ offset: raw })).problems).toHaveLength(1);
  });

  it('takes numbers at both ends of their range and refuses the next ones', () => {
    expect(parse('limit=1&offset=0').state).toMatchObject({ limit: 1, offset: 0 });
    expect(parse('limit=500').state.limit).toBe(500);
    expect(parse('limit=0').problems.map(describeParamProblem)).toEqual(['limit “0” must be at least 1']);
    expect(parse('limit=501').problems.map(describeParamProblem)).toEqual(['limit “501” must be at most 500']);
    const unbounded = defineUrlState({ n: intParam({ fallback: 1 }) });
    expect(unbounded.parse(new URLSearchParams('n=0')).state.n).toBe(0);
    expect(unbounded.parse(new URLSearchParams('n=9007199254740991')).state.n).toBe(Number.MAX_SAFE_INTEGER);
    expect(unbounded.parse(new URLSearchParams('n=9007199254740992')).problems.map(describeParamProblem)).toEqual([
      'n “9007199254740992” must be at most 9,007,199,254,740,991',
    ]);
  });

  it('takes text of exactly the longest length', () => {
    const twenty = 'x'.repeat(20);
    expect(codec.parse(new URLSearchParams({ q: twenty }))).toEqual({
      state: { ...codec.defaults, q: twenty },
      problems: [],
    });
    const fallbackLength = defineUrlState({ q: textParam() });
    expect(fallbackLength.parse(new URLSearchParams({ q: 'y'.repeat(200) })).problems).toEqual([]);
    expect(fallbackLength.parse(new URLSearchParams({ q: 'y'.repeat(201) })).problems).toHaveLength(1);
  });

  it('refuses text with a control character, naming it, since no page can show it as sent', () => {
    for (const [raw, named] of [
      ['a\u0000b', 'the control character U+0000'],
      ['line\rbreak', 'the control character U+000D'],
      ['tab\there', 'the control character U+0009'],
      ['c1\u0085', 'the control character U+0085'],
    ] as const) {
      expect(codec.parse(new URLSearchParams({ q: raw }))).toEqual({
        state: codec.defaults,
        problems: [{ param: 'q', value: raw, reason: `cannot contain ${named}` }],
      });
    }
    // Invisible formatting is text a record may hold, and can be searched for.
    expect(codec.parse(new URLSearchParams({ q: 'zero\u200bwidth' })).state.q).toBe('zero\u200bwidth');
  });

  it('reads an id with its own check, leaves it out when absent and writes it as it is', () => {
    const ids = defineUrlState({
      snapshot: idParam((raw) =>
        /^\d+$/.test(raw) ? { ok: true, value: raw } : { ok: false, reason: 'is not a snapshot id' },
      ),
    });
    expect(ids.defaults).toEqual({ snapshot: undefined });
    expect(ids.parse(new URLSearchParams('snapshot=9050'))).toEqual({ state: { snapshot: '9050' }, problems: [] });
    expect(ids.parse(new URLSearchParams('snapshot=90x')).problems.map(describeParamProblem)).toEqual([
      'snapshot “90x” is not a snapshot id',
    ]);
    expect(ids.serialize({ snapshot: '9050' }).toString()).toBe('snapshot=9050');
    expect(ids.serialize({ snapshot: undefined }).toString()).toBe('');
  });

  it('reports and ignores a parameter given without the one it needs', () => {
    // The parameter needed is neither the first of the spec nor next to the one that needs it.
    const paired = defineUrlState(
      { dir: enumParam(['asc', 'desc'], 'asc'), q: textParam(), sort: optionalEnumParam(['name', 'ttl']) },
      { needs: { dir: 'sort' } },
    );
    const read = (query: string) => paired.parse(new URLSearchParams(query));
    expect(read('dir=desc')).toEqual({
      state: paired.defaults,
      problems: [{ param: 'dir', value: 'desc', reason: 'needs sort beside it; ignored' }],
    });
    expect(read('dir=desc&sort=ttl')).toEqual({ state: { dir: 'desc', q: '', sort: 'ttl' }, problems: [] });
    expect(read('q=x&dir=desc').problems.map((each) => each.param)).toEqual(['dir']);
    // Only a value that would change the view is reported; a refused value is reported once.
    expect(read('dir=asc').problems).toEqual([]);
    expect(read('dir=up').problems.map(describeParamProblem)).toEqual(['dir “up” must be one of asc, desc']);
    expect(paired.serialize({ dir: 'desc', q: '', sort: 'name' }).toString()).toBe('dir=desc&sort=name');
  });

  it('quotes a long value in a problem by its first 37 characters', () => {
    expect(problem('a'.repeat(40))).toBe(`q “${'a'.repeat(40)}” is wrong`);
    expect(problem(`${'a'.repeat(37)}bcde`)).toBe(`q “${'a'.repeat(37)}…” is wrong`);
  });

  it('quotes a name or value with its control characters as their pictures, and a long name shortened', () => {
    expect(problem('a\u0000b\rc\u007f\u0085')).toBe('q “a␀b␍c␡\ufffd” is wrong');
    const unknown = codec.parse(new URLSearchParams([[`x\u0000${'y'.repeat(50)}`, '1']])).problems;
    expect(unknown.map(describeParamProblem)).toEqual([
      `x␀${'y'.repeat(35)}… “1” is not a parameter of this page and was ignored`,
    ]);
  });

  it('leaves defaults out and keeps the order of the spec', () => {
    expect(codec.serialize({ ...codec.defaults, q: 'mail', offset: 100 }).toString()).toBe('offset=100&q=mail');
    expect(codec.serialize(codec.defaults).toString()).toBe('');
  });

  const validState = fc.record({
    offset: fc.nat({ max: 1_000_000 }),
    limit: fc.integer({ min: 1, max: 500 }),
    order_param: fc.constantFrom('asc' as const, 'desc' as const),
    type: fc.constantFrom(undefined, 'A' as const, 'AAAA' as const, 'TXT' as const),
    q: fc.string({ maxLength: 20 }),
    strict: fc.boolean(),
  });

  it('serialise then parse is the identity for valid states (property)', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const parsed = codec.parse(new URLSearchParams(codec.serialize(state).toString()));
        expect(parsed).toEqual({ state, problems: [] });
      }),
    );
  });

  it('keeps both laws: valid states round-trip; any query is used or reported, parameter by parameter (property)', () => {
    expectUrlStateLaws(codec, validState);
  });

  it('any query string parses to a valid state or reports a problem (property)', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const { state } = codec.parse(new URLSearchParams(query));
        // The state is always one the codec can write and read back unchanged.
        expect(codec.parse(codec.serialize(state)).state).toEqual(state);
      }),
    );
  });
});
