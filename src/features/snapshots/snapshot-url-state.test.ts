import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUrlStateLaws } from '../../test/url-state-laws.ts';
import {
  COMPARE_PARTS,
  compareUrlState,
  ROLLBACK_ACTION_FILTERS,
  SNAPSHOT_SORT_COLUMNS,
  SNAPSHOT_TABS,
  snapshotDetailUrlState,
  timelineUrlState,
} from './snapshot-url-state.ts';

const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }).filter((value) => value.length <= maxLength),
  );
const snapshotId = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,128}$/).filter((id) => id !== '.' && id !== '..');

describe('snapshot URL state', () => {
  it('reads and writes the detail view', () => {
    const { state, problems } = snapshotDetailUrlState.parse(
      new URLSearchParams('tab=failover&q=api&sort=ttl&dir=desc'),
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({ tab: 'failover', q: 'api', sort: 'ttl', dir: 'desc' });
    expect(snapshotDetailUrlState.serialize(state).toString()).toBe('tab=failover&q=api&sort=ttl&dir=desc');
    expect(snapshotDetailUrlState.serialize(snapshotDetailUrlState.defaults).toString()).toBe('');
  });

  it('falls back and reports bad values', () => {
    const { state, problems } = snapshotDetailUrlState.parse(new URLSearchParams('tab=zones&sort=colour'));
    expect(state).toEqual(snapshotDetailUrlState.defaults);
    expect(problems.map((problem) => problem.param)).toEqual(['tab', 'sort']);
  });

  it('reports a direction given without a sort column, and keeps the snapshot’s own order', () => {
    const { state, problems } = snapshotDetailUrlState.parse(new URLSearchParams('dir=desc&q=www'));
    expect(state).toEqual({ ...snapshotDetailUrlState.defaults, q: 'www' });
    expect(problems).toEqual([{ param: 'dir', value: 'desc', reason: 'needs sort beside it; ignored' }]);
    // A sort column that cannot be read leaves its direction without one.
    expect(
      snapshotDetailUrlState
        .parse(new URLSearchParams('sort=colour&dir=desc'))
        .problems.map((problem) => problem.param),
    ).toEqual(['sort', 'dir']);
    // The default direction alone is the view without a sort: nothing to report.
    expect(snapshotDetailUrlState.parse(new URLSearchParams('dir=asc')).problems).toEqual([]);
  });

  it('always writes what a comparison is with, and checks snapshot ids', () => {
    expect(compareUrlState.serialize(compareUrlState.defaults).toString()).toBe('with=current');
    expect(compareUrlState.parse(new URLSearchParams('with=9040&show=add')).state).toEqual({
      with: '9040',
      part: 'records',
      show: 'add',
    });
    const bad = compareUrlState.parse(new URLSearchParams('with=..%2Fx'));
    expect(bad.state.with).toBe('current');
    expect(bad.problems[0]?.reason).toMatch(/must be “current” or a snapshot id/);
  });

  it('has a time zone switch on the timeline', () => {
    expect(timelineUrlState.parse(new URLSearchParams('tz=utc')).state).toEqual({ tz: 'utc', chosen: [] });
    expect(timelineUrlState.serialize({ tz: 'local', chosen: [] }).toString()).toBe('');
  });

  it('keeps what the timeline chose to compare: two at most, the current zone or snapshot ids, in their order', () => {
    const { state, problems } = timelineUrlState.parse(new URLSearchParams('chosen=9040,current'));
    expect(problems).toEqual([]);
    expect(state.chosen).toEqual(['9040', 'current']);
    expect(timelineUrlState.serialize(state).toString()).toBe('chosen=9040%2Ccurrent');
    // Each read as a comparison's `with` is: an id's spaces go, and then it may be the other one.
    expect(timelineUrlState.parse(new URLSearchParams({ chosen: ' 9040,current' })).state.chosen).toEqual([
      '9040',
      'current',
    ]);
    for (const [raw, reason] of [
      ['9040, 9040', /the same one twice/],
      ['9050,9040,9030', /at most two/],
      ['9040,9040', /the same one twice/],
      ['..', /must name “current” or snapshot ids/],
      ['9040,', /must name “current” or snapshot ids/],
    ] as const) {
      const bad = timelineUrlState.parse(new URLSearchParams({ chosen: raw }));
      expect(bad.state.chosen).toEqual([]);
      expect(bad.problems[0]?.reason).toMatch(reason);
    }
  });

  it('keeps the URL-state laws on all three screens: valid views round-trip, any link is used or reported (property)', () => {
    expectUrlStateLaws(
      timelineUrlState,
      fc.record({
        tz: fc.constantFrom('local' as const, 'utc' as const),
        chosen: fc.uniqueArray(fc.oneof(fc.constant('current'), snapshotId), { maxLength: 2 }),
      }),
    );
    expectUrlStateLaws(
      snapshotDetailUrlState,
      fc
        .record({
          tab: fc.constantFrom(...SNAPSHOT_TABS),
          q: text(200),
          sort: fc.option(fc.constantFrom(...SNAPSHOT_SORT_COLUMNS), { nil: undefined }),
          dir: fc.constantFrom('asc' as const, 'desc' as const),
        })
        // A direction belongs to a sort column.
        .map((state) => (state.sort === undefined ? { ...state, dir: 'asc' as const } : state)),
    );
    expectUrlStateLaws(
      compareUrlState,
      fc.record({
        with: fc.oneof(fc.constant('current'), snapshotId),
        part: fc.constantFrom(...COMPARE_PARTS),
        show: fc.constantFrom(...ROLLBACK_ACTION_FILTERS),
      }),
    );
  });
});
