import fc from 'fast-check';
import { expect } from 'vitest';
import type { UrlStateCodec } from '../lib/url-state.ts';

/** Values that break parsers: signs, exponents, padding, encodings, dot segments, huge text. */
const AWKWARD_VALUES = [
  '',
  ' ',
  '0',
  '-1',
  '007',
  '1e3',
  '1.5',
  '0x10',
  '9007199254740993',
  'NaN',
  'yes',
  'no',
  'true',
  'asc',
  'DESC',
  'current',
  '.',
  '..',
  '../x',
  '%2F',
  '%00',
  '\u0000',
  '\n',
  '<script>alert(1)</script>',
  // A hostile value on purpose: the codecs must treat it as text.
  // oxlint-disable-next-line no-script-url
  'javascript:alert(1)',
  '\u202Eevil',
  'x'.repeat(3000),
];

/**
 * Checks the two laws every screen's URL codec keeps (see `defineUrlState`), with fast-check:
 *
 * 1. Serialise then parse is the identity for valid states: `validState` values come back
 *    unchanged with no problem, through the URL's text form.
 * 2. Any query string parses to a valid state or a reported error: the state read from it
 *    round-trips (law 1 holds for it), every problem names a parameter the query has with that
 *    value, and every parameter not reported is used: it is the first of its name, and alone (beside
 *    the parameter it needs, if any) it parses without a problem to the value the state holds.
 */
export function expectUrlStateLaws<State extends Record<string, unknown>>(
  codec: UrlStateCodec<State>,
  validState: fc.Arbitrary<State>,
): void {
  fc.assert(
    fc.property(validState, (state) => {
      const text = codec.serialize(state).toString();
      expect(codec.parse(new URLSearchParams(text))).toEqual({ state, problems: [] });
    }),
  );

  const names = Object.keys(codec.defaults);
  const name = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 }));
  const value = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(...AWKWARD_VALUES),
  );
  const query = fc.oneof(
    // Raw text, as a person might paste after `?`.
    fc.string({ maxLength: 80 }).map((text) => new URLSearchParams(text).toString()),
    // Parameters of the page and others, repeated or not, with any value.
    fc.array(fc.tuple(name, value), { maxLength: 8 }).map((entries) => new URLSearchParams(entries).toString()),
    // A valid link with something added to it.
    fc
      .tuple(validState, fc.array(fc.tuple(name, value), { maxLength: 3 }))
      .map(([state, extra]) => new URLSearchParams([...codec.serialize(state), ...extra]).toString()),
  );

  fc.assert(
    fc.property(query, (text) => {
      const params = new URLSearchParams(text);
      const { state, problems } = codec.parse(params);
      expect(codec.parse(new URLSearchParams(codec.serialize(state).toString()))).toEqual({ state, problems: [] });

      const entries = [...params];
      for (const problem of problems) {
        expect(entries).toContainEqual([problem.param, problem.value]);
        expect(problem.reason).not.toBe('');
      }
      const used = new Set<string>();
      const unreported = [...problems];
      for (const [param, raw] of entries) {
        const index = unreported.findIndex((problem) => problem.param === param && problem.value === raw);
        if (index >= 0) {
          unreported.splice(index, 1);
          continue;
        }
        expect(names, `parameter “${param}” was neither used nor reported`).toContain(param);
        expect(used.has(param), `repeated “${param}” was not reported`).toBe(false);
        used.add(param);
        // With the parameter it needs beside it, if it needs one (`view` beside `domain_name`).
        const other = Object.entries(codec.needs).find((entry) => entry[0] === param)?.[1];
        const beside = [...codec.serialize(state)].filter((entry) => entry[0] === other);
        const alone = codec.parse(new URLSearchParams([[param, raw], ...beside]));
        expect(alone.problems).toEqual([]);
        expect(state[param]).toEqual(alone.state[param]);
      }
      // Whatever was not given (or not accepted) keeps its default.
      for (const key of names) {
        if (!used.has(key)) expect(state[key]).toEqual(codec.defaults[key]);
      }
    }),
  );
}
