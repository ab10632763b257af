import { dayKey, parseUnixSeconds } from './format-time.ts';

/** What the timeline needs of a snapshot summary (spec 2.2). */
export type SnapshotCounts = {
  readonly snapshot_id: string;
  readonly snapshot_time: string;
  readonly snapshot_records: number;
  readonly snapshot_geo_records: number;
  readonly snapshot_failover_records: number;
};

export type CountDeltas = { records: number; geo: number; failover: number };

export type TimelineEntry<Summary extends SnapshotCounts> = {
  summary: Summary;
  /** Null when `snapshot_time` is not UNIX seconds. */
  time: Date | null;
  /** Each count minus that of the next older snapshot; null for the oldest. */
  deltas: CountDeltas | null;
  /** The next older snapshot, if any. */
  older: Summary | null;
};

/**
 * Snapshots newest first (by time; unreadable times last; ties keep the API's order), each with
 * the change of its counts against the next older one:
 * `[{ id: '2', records: 12 }, { id: '1', records: 10 }]` → deltas `+2` for 2, none for 1.
 */
export function buildTimeline<Summary extends SnapshotCounts>(list: readonly Summary[]): TimelineEntry<Summary>[] {
  const sorted = list
    .map((summary, index) => ({ summary, index, time: parseUnixSeconds(summary.snapshot_time) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) return a.time === b.time ? a.index - b.index : a.time === null ? 1 : -1;
      return b.time.getTime() - a.time.getTime() || a.index - b.index;
    });
  return sorted.map(({ summary, time }, position) => {
    const older = sorted[position + 1]?.summary ?? null;
    return {
      summary,
      time,
      older,
      deltas: older
        ? {
            records: summary.snapshot_records - older.snapshot_records,
            geo: summary.snapshot_geo_records - older.snapshot_geo_records,
            failover: summary.snapshot_failover_records - older.snapshot_failover_records,
          }
        : null,
    };
  });
}

/**
 * The snapshot taken right after `snapshotId`, by time as {@link buildTimeline} orders them (not by
 * the API's list order), or undefined when it is the newest, is not listed, or has an unreadable
 * time: `[{ id: '1', time: t0 }, { id: '3', time: t2 }, { id: '2', time: t1 }]`, `'1'` → `'2'`.
 */
export function newerSnapshot<Summary extends SnapshotCounts>(
  list: readonly Summary[],
  snapshotId: string,
): Summary | undefined {
  const timeline = buildTimeline(list);
  const position = timeline.findIndex((entry) => entry.summary.snapshot_id === snapshotId);
  if (position <= 0 || timeline[position]?.time === null) return undefined;
  return timeline[position - 1]?.summary;
}

export type TimelineDay<Summary extends SnapshotCounts> = {
  /** `'2026-11-18'` in the chosen zone, or `'unknown'` for unreadable times. */
  key: string;
  /** Any instant of the day (its first entry), for the heading; null for unreadable times. */
  date: Date | null;
  entries: TimelineEntry<Summary>[];
};

/** Consecutive entries of one calendar day (in the IANA zone `timeZone`) under one heading. */
export function groupTimelineByDay<Summary extends SnapshotCounts>(
  entries: readonly TimelineEntry<Summary>[],
  timeZone: string,
): TimelineDay<Summary>[] {
  const days: TimelineDay<Summary>[] = [];
  for (const entry of entries) {
    const key = entry.time === null ? 'unknown' : dayKey(entry.time, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else days.push({ key, date: entry.time, entries: [entry] });
  }
  return days;
}
