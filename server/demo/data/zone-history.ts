import type {
  ReplayedHistory,
  SnapshotState,
  ZoneContent,
  ZoneFailoverRecord,
  ZoneGeoRecord,
  ZoneHistory,
  ZoneRecord,
} from './zone-types.ts';
import { withSerial } from './zone-builders.ts';

/** How a failover record is named in edits: its id, or `name|type|value` when it has none. */
export function failoverKey(record: ZoneFailoverRecord): string {
  return record.record_id ?? `${record.record_name}|${record.record_type}|${record.record_value}`;
}

/**
 * Plays a zone's history forward: each snapshot is the content at its point in the history, the
 * live zone is the content after the last edit. Unchanged records stay the same objects, so a
 * series of 50,000-record snapshots costs little more than one.
 *
 * As the real service does, every edit sets the serial of the zone's SOA to the edit's time, so
 * the serial rises between each snapshot and the next, and the live zone. Events must be in time
 * order (an edit after the snapshot before it, a snapshot after the edit before it).
 */
export function replayHistory(history: ZoneHistory): ReplayedHistory {
  const records = new Map(history.base.records.map((record) => [record.record_id, record]));
  const geoRecords = new Map(history.base.geoRecords.map((record) => [record.record_id, record]));
  const failoverRecords = new Map(history.base.failoverRecords.map((record) => [failoverKey(record), record]));
  const snapshots: SnapshotState[] = [];

  const freeze = (): ZoneContent => ({
    records: sortById([...records.values()]),
    geoRecords: sortById([...geoRecords.values()]),
    failoverRecords: [...failoverRecords.values()],
  });

  // The base zone's serial is when it was created: everything after it comes later.
  const baseSerial = history.base.records.find((item) => item.record_type === 'SOA')?.record_value.split(' ')[2];
  let lastTime = baseSerial === undefined ? Number.NEGATIVE_INFINITY : Number(baseSerial);
  const inTimeOrder = (time: number, what: string) => {
    if (time <= lastTime) throw new Error(`Demo history: ${what} at ${time} is not after the event before it.`);
    lastTime = time;
  };
  for (const event of history.events) {
    if ('snapshot' in event) {
      inTimeOrder(event.snapshot.time, `snapshot ${event.snapshot.snapshotId}`);
      snapshots.push({ ...event.snapshot, content: freeze() });
      continue;
    }
    const { edit } = event;
    inTimeOrder(edit.at, 'an edit');
    for (const id of edit.removeRecords ?? []) removeKnown(records, id, 'record');
    for (const update of edit.updateRecords ?? []) {
      records.set(update.record_id, { ...requireKnown(records, update.record_id, 'record'), ...update });
    }
    for (const record of edit.addRecords ?? []) addNew(records, record.record_id, record, 'record');

    for (const id of edit.removeGeoRecords ?? []) removeKnown(geoRecords, id, 'GEO record');
    for (const update of edit.updateGeoRecords ?? []) {
      geoRecords.set(update.record_id, { ...requireKnown(geoRecords, update.record_id, 'GEO record'), ...update });
    }
    for (const record of edit.addGeoRecords ?? []) addNew(geoRecords, record.record_id, record, 'GEO record');

    for (const key of edit.removeFailoverRecords ?? []) removeKnown(failoverRecords, key, 'failover record');
    for (const { key, changes } of edit.updateFailoverRecords ?? []) {
      failoverRecords.set(key, { ...requireKnown(failoverRecords, key, 'failover record'), ...changes });
    }
    for (const record of edit.addFailoverRecords ?? []) {
      addNew(failoverRecords, failoverKey(record), record, 'failover record');
    }
    for (const soa of [...records.values()].filter((item) => item.record_type === 'SOA')) {
      records.set(soa.record_id, { ...soa, record_value: withSerial(soa.record_value, edit.at) });
    }
  }
  return { snapshots, live: freeze() };
}

function sortById<T extends ZoneRecord | ZoneGeoRecord>(items: T[]): T[] {
  return items.sort((a, b) => Number(a.record_id) - Number(b.record_id));
}

// Mistakes in the hand-written histories should fail at first use, not produce quietly wrong fixtures.
function requireKnown<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo history: no ${what} ${key} to change.`);
  return value;
}

function removeKnown<T>(map: Map<string, T>, key: string, what: string): void {
  if (!map.delete(key)) throw new Error(`Demo history: no ${what} ${key} to remove.`);
}

function addNew<T>(map: Map<string, T>, key: string, value: T, what: string): void {
  if (map.has(key)) throw new Error(`Demo history: ${what} ${key} exists already.`);
  map.set(key, value);
}
