import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEO_RECORD_TYPES } from './geo-eligible-groups.ts';
import { describeParamProblem } from '../../lib/url-state.ts';
import { expectUrlStateLaws } from '../../test/url-state-laws.ts';
import { coverageRequest, geoUrlState, type GeoView } from './geo-url-state.ts';

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
const snapshotId = fc.stringMatching(/^[0-9A-Za-z_~-]{1,12}$/);
const viewArbitrary: fc.Arbitrary<GeoView> = fc.record({
  name: text(253),
  type: fc.option(fc.constantFrom(...GEO_RECORD_TYPES), { nil: undefined }),
  q: text(100),
  region: fc.option(regionCode, { nil: undefined }),
  record: text(253),
  record_type: fc.option(fc.constantFrom(...GEO_RECORD_TYPES), { nil: undefined }),
  at: fc.option(snapshotId, { nil: undefined }),
  compare: fc.option(fc.oneof(fc.constant('current'), snapshotId), { nil: undefined }),
  value: text(500),
});

/** What a GEO link asks of the coverage. */
const coverageOf = (link: string) => coverageRequest(geoUrlState.parse(new URLSearchParams(link)).state);

describe('geoUrlState', () => {
  it('reads a full link and leaves defaults out', () => {
    const { state, problems } = geoUrlState.parse(new URLSearchParams('name=www&type=CNAME&q=bay&region=DE.BY'));
    expect(problems).toEqual([]);
    expect(state).toEqual({ ...geoUrlState.defaults, name: 'www', type: 'CNAME', q: 'bay', region: 'DE.BY' });
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

  it('reads who gets which answer: a record set, a snapshot and what a rollback starts from', () => {
    const link = 'record=www.example.com&record_type=A&at=9040&compare=current&value=192.0.2.120';
    const { state, problems } = geoUrlState.parse(new URLSearchParams(link));
    expect(problems).toEqual([]);
    expect(coverageRequest(state)).toEqual({
      record: { name: 'www.example.com', type: 'A' },
      at: '9040',
      compare: 'current',
      value: '192.0.2.120',
      problems: [],
    });
    expect(geoUrlState.serialize(state).toString()).toBe(link);
  });

  it('reads a snapshot id with spaces around it as the comparison reads it: the same id as `at`', () => {
    expect(coverageOf('record=www.example.com&record_type=A&at=9040&compare=%209030%20').compare).toBe('9030');
    expect(coverageOf('record=www.example.com&record_type=A&at=9040&compare=%20current').compare).toBe('current');
    const same = coverageOf('record=www.example.com&record_type=A&at=9040&compare=%209040');
    expect(same.compare).toBeUndefined();
    expect(same.problems.map(describeParamProblem)).toEqual([
      'compare “9040” is the snapshot shown; nothing to compare',
    ]);
  });

  it('reports a coverage link it cannot use, and what it uses instead', () => {
    const bad = geoUrlState.parse(new URLSearchParams('record_type=TXT&at=..%2F1&compare=a%2Fb'));
    expect(bad.problems.map(describeParamProblem)).toEqual([
      'record_type “TXT” must be one of A, AAAA, CNAME, ALIAS',
      'at “../1” is not a snapshot id. A snapshot id cannot contain “/”; use letters, digits, “-”, “_” or “.”',
      'compare “a/b” must be “current” or a snapshot id. A snapshot id cannot contain “/”; use letters, digits, “-”, “_” or “.”',
    ]);
    const halves = coverageRequest(geoUrlState.parse(new URLSearchParams('record=www.example.com&compare=9040')).state);
    expect(halves.record).toBeNull();
    expect(halves.compare).toBeUndefined();
    expect(halves.problems.map(describeParamProblem)).toEqual([
      'record “www.example.com” needs a record_type beside it',
      'compare “9040” needs a snapshot (at) to compare with; ignored',
    ]);
  });

  it('reads the record’s name in the service’s form, and says when no record can have it', () => {
    expect(coverageOf('record=WWW.Example.COM.&record_type=A').record).toEqual({ name: 'www.example.com', type: 'A' });
    expect(coverageOf('record=www.xn--e1afmkfd.xn--p1ai&record_type=A').record).toEqual({
      name: 'www.пример.рф',
      type: 'A',
    });
    const impossible = coverageOf('record=www.%E2%80%AEexample.com&record_type=A&at=9040');
    expect(impossible.record).toBeNull();
    expect(impossible.problems.map(describeParamProblem)).toEqual([
      'record “www.\u202Eexample.com” is not a record name: it cannot contain the invisible character U+202E',
      'at “9040” needs a record and record_type beside it; ignored',
    ]);
  });

  it('reports a snapshot, a comparison or a value asked for without a record to show them for', () => {
    const alone = coverageRequest(
      geoUrlState.parse(new URLSearchParams('at=9040&compare=current&value=192.0.2.24')).state,
    );
    expect(alone).toMatchObject({ record: null, at: undefined, compare: undefined, value: '' });
    expect(alone.problems.map(describeParamProblem)).toEqual([
      'at “9040” needs a record and record_type beside it; ignored',
      'compare “current” needs a record and record_type beside it; ignored',
      'value “192.0.2.24” needs a record and record_type beside it; ignored',
    ]);
    expect(coverageRequest(geoUrlState.parse(new URLSearchParams('value=%20')).state).problems).toEqual([]);
  });

  it('keeps the URL-state laws: valid views round-trip, any link is used or reported (property)', () => {
    expectUrlStateLaws(geoUrlState, viewArbitrary);
  });
});
