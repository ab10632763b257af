import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEO_RECORD_TYPES } from './geo-eligible-groups.ts';
import { describeParamProblem } from '../../lib/url-state.ts';
import { expectUrlStateLaws } from '../../test/url-state-laws.ts';
import { geoUrlState, type GeoView } from './geo-url-state.ts';

const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }).filter((value) => value.length <= maxLength),
  );
const regionCode = fc.oneof(
  fc.stringMatching(/^_[A-Z]{2}$/),
  fc.stringMatching(/^[A-Z]{2}$/),
  fc.stringMatching(/^[A-Z]{2}\.[A-Z0-9]{1,8}$/),
);
const viewArbitrary: fc.Arbitrary<GeoView> = fc.record({
  name: text(253),
  type: fc.option(fc.constantFrom(...GEO_RECORD_TYPES), { nil: undefined }),
  q: text(100),
  region: fc.option(regionCode, { nil: undefined }),
});

describe('geoUrlState', () => {
  it('reads a full link and leaves defaults out', () => {
    const { state, problems } = geoUrlState.parse(new URLSearchParams('name=www&type=CNAME&q=bay&region=DE.BY'));
    expect(problems).toEqual([]);
    expect(state).toEqual({ name: 'www', type: 'CNAME', q: 'bay', region: 'DE.BY' });
    expect(geoUrlState.serialize(geoUrlState.defaults).toString()).toBe('');
  });

  it('refuses region codes of the wrong shape and other types, naming the parameter', () => {
    const { state, problems } = geoUrlState.parse(new URLSearchParams('region=de.by&type=MX&q=' + 'x'.repeat(101)));
    expect(state).toEqual(geoUrlState.defaults);
    expect(problems.map(describeParamProblem)).toEqual([
      'region “de.by” is not a region code such as _EU, DE or DE.BY',
      'type “MX” must be one of A, AAAA, CNAME, ALIAS',
      `q “${'x'.repeat(37)}…” is longer than 100 characters`,
    ]);
  });

  it('keeps the URL-state laws: valid views round-trip, any link is used or reported (property)', () => {
    expectUrlStateLaws(geoUrlState, viewArbitrary);
  });
});
