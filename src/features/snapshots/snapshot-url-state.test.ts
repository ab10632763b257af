import { describe, expect, it } from 'vitest';
import { compareUrlState, snapshotDetailUrlState, timelineUrlState } from './snapshot-url-state.ts';

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
    expect(timelineUrlState.parse(new URLSearchParams('tz=utc')).state).toEqual({ tz: 'utc' });
    expect(timelineUrlState.serialize({ tz: 'local' }).toString()).toBe('');
  });
});
