import { createRandom } from '../random.ts';
import { createRecordMaker, describeEdit, failoverRecordsFor, geoRecordsFor } from './large-zone.ts';
import { record, unixSeconds } from './zone-builders.ts';
import type { ZoneHistory, ZoneRecord } from './zone-types.ts';

/**
 * history.example.net: a long history, for the record history's benchmark (`npm run bench`) — 50
 * snapshots of 50,000 records each, a day apart, made by the generator of large.example.net. It is
 * not listed among the demo domains (opening its history reads about 400 MB of snapshots), but the
 * demo API answers for it like any other.
 *
 * Between two snapshots about a hundred records change; one record, {@link HISTORY_ZONE.trackedRecordId},
 * changes its value or TTL every other snapshot, is removed after snapshot 20 and comes back after 24.
 */
export const HISTORY_ZONE = {
  apex: 'history.example.net',
  recordCount: 50_000,
  snapshotCount: 50,
  /** The id of the record whose history the benchmark opens. */
  trackedRecordId: '4',
  /** The first snapshot's id; the others follow one by one. */
  firstSnapshotId: 20001,
} as const;

const SEED = 0x415_2026;
const CREATED = unixSeconds('2026-08-01T08:00:00Z');
const FIRST_SNAPSHOT = unixSeconds('2026-09-01T02:00:00Z');
const DAY = 24 * 60 * 60;
const PER_EDIT = { added: 30, removed: 30, changed: 40 } as const;

export function buildHistoryZoneHistory(): ZoneHistory {
  const random = createRandom(SEED);
  const maker = createRecordMaker(random, { apex: HISTORY_ZONE.apex, created: CREATED });
  const records: ZoneRecord[] = [
    maker.make('SOA'),
    record('2', 'NS', HISTORY_ZONE.apex, 'ns1.dns-host.net', '86400'),
    record('3', 'NS', HISTORY_ZONE.apex, 'ns2.dns-host.net', '86400'),
  ];
  // The NS ids above were taken by hand: skip the maker past them.
  for (let index = 0; index < 2; index += 1) maker.make('NS');
  // The tracked record: an address with GEO answers, made next so that its id is known.
  let tracked: ZoneRecord = { ...maker.make('A'), is_geo: 'yes', record_status: 'enabled' };
  if (tracked.record_id !== HISTORY_ZONE.trackedRecordId) throw new Error('history.example.net: tracked id moved');
  records.push(tracked);
  while (records.length < HISTORY_ZONE.recordCount) records.push(maker.makeAny());

  const present = new Map(records.map((item) => [item.record_id, item]));
  const events: ZoneHistory['events'][number][] = [];
  for (let index = 0; index < HISTORY_ZONE.snapshotCount; index += 1) {
    const time = FIRST_SNAPSHOT + index * DAY;
    events.push({
      snapshot: {
        snapshotId: String(HISTORY_ZONE.firstSnapshotId + index),
        time,
        createdBy: index % 7 === 0 ? 'admin@example.net' : 'auto-backup',
      },
    });

    const editable = [...present.values()].filter(
      (item) => item.record_type !== 'SOA' && item.record_type !== 'NS' && item.record_id !== tracked.record_id,
    );
    const touched = random.sample(editable, PER_EDIT.removed + PER_EDIT.changed);
    const removed = touched.slice(0, PER_EDIT.removed);
    const changed = touched.slice(PER_EDIT.removed).map((item) => maker.change(item));
    const added = Array.from({ length: PER_EDIT.added }, () => maker.makeAny());
    // The tracked record: removed after snapshot 20 (index 19), back after 24, else changed every other day.
    if (index === 19) removed.push(tracked);
    else if (index === 23) added.push(tracked);
    else if (present.has(tracked.record_id) && index % 2 === 1) {
      tracked = maker.change(tracked);
      changed.push(tracked);
    }

    for (const item of removed) present.delete(item.record_id);
    for (const item of [...changed, ...added]) present.set(item.record_id, item);
    events.push({ edit: describeEdit(time + DAY / 2, removed, changed, added) });
  }
  return {
    base: { records, geoRecords: records.flatMap(geoRecordsFor), failoverRecords: records.flatMap(failoverRecordsFor) },
    events,
  };
}
