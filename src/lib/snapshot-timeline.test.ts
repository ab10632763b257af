import { describe, expect, it } from 'vitest';
import { buildTimeline, groupTimelineByDay, newerSnapshot, type SnapshotCounts } from './snapshot-timeline.ts';

const at = (iso: string) => String(Date.parse(iso) / 1000);
const summary = (id: string, time: string, records: number, geo = 0, failover = 0): SnapshotCounts => ({
  snapshot_id: id,
  snapshot_time: time,
  snapshot_records: records,
  snapshot_geo_records: geo,
  snapshot_failover_records: failover,
});

describe('buildTimeline', () => {
  it('puts the newest first and gives each count’s change against the next older snapshot', () => {
    const list = [
      summary('1', at('2026-10-01T00:00:00Z'), 10, 2, 1),
      summary('3', at('2026-11-18T16:00:00Z'), 9, 4, 1),
      summary('2', at('2026-11-18T08:00:00Z'), 12, 2, 2),
    ];
    const timeline = buildTimeline(list);
    expect(timeline.map((entry) => entry.summary.snapshot_id)).toEqual(['3', '2', '1']);
    expect(timeline.map((entry) => entry.deltas)).toEqual([
      { records: -3, geo: 2, failover: -1 },
      { records: 2, geo: 0, failover: 1 },
      null,
    ]);
    expect(timeline[0]?.older?.snapshot_id).toBe('2');
  });

  it('keeps the API’s order for equal times and puts unreadable times last', () => {
    const time = at('2026-11-18T16:00:00Z');
    const timeline = buildTimeline([summary('a', 'soon', 1), summary('b', time, 1), summary('c', time, 1)]);
    expect(timeline.map((entry) => entry.summary.snapshot_id)).toEqual(['b', 'c', 'a']);
    expect(timeline[2]?.time).toBeNull();
  });

  it('is empty for no snapshots', () => {
    expect(buildTimeline([])).toEqual([]);
  });
});

describe('newerSnapshot', () => {
  const oldest = summary('1', at('2026-10-01T00:00:00Z'), 1);
  const middle = summary('2', at('2026-11-18T08:00:00Z'), 1);
  const newest = summary('3', at('2026-11-18T16:00:00Z'), 1);

  it('is the snapshot taken right after, whatever order the API lists them in', () => {
    for (const list of [
      [newest, middle, oldest],
      [oldest, middle, newest],
      [oldest, newest, middle],
    ]) {
      expect(newerSnapshot(list, '1')?.snapshot_id).toBe('2');
      expect(newerSnapshot(list, '2')?.snapshot_id).toBe('3');
    }
  });

  it('is undefined for the newest, an unlisted id and a snapshot whose time is unreadable', () => {
    const list = [oldest, summary('x', 'soon', 1), newest, middle];
    expect(newerSnapshot(list, '3')).toBeUndefined();
    expect(newerSnapshot(list, '9999')).toBeUndefined();
    expect(newerSnapshot(list, 'x')).toBeUndefined();
    expect(newerSnapshot([], '1')).toBeUndefined();
  });
});

describe('groupTimelineByDay', () => {
  it('groups consecutive entries by calendar day in the chosen zone', () => {
    const timeline = buildTimeline([
      summary('3', at('2026-11-18T23:30:00Z'), 1),
      summary('2', at('2026-11-18T00:30:00Z'), 1),
      summary('1', at('2026-11-17T23:30:00Z'), 1),
      summary('0', 'bad', 1),
    ]);
    const days = groupTimelineByDay(timeline, 'UTC');
    expect(days.map((day) => [day.key, day.entries.map((entry) => entry.summary.snapshot_id)])).toEqual([
      ['2026-11-18', ['3', '2']],
      ['2026-11-17', ['1']],
      ['unknown', ['0']],
    ]);
  });
});
