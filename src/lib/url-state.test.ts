import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUrlStateLaws } from '../test/url-state-laws.ts';
import {
  defineUrlState,
  describeParamProblem,
  enumParam,
  flagParam,
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
