import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_COM_APEX_CHANGE,
  EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT,
  EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT,
  EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT,
  LARGE_LIVE_VS_NEWEST_SNAPSHOT,
} from '../../../server/demo/data/expected-diffs.ts';
import { fetchAllRecords } from '../../api/records.ts';
import { getSnapshot } from '../../api/snapshots.ts';
import {
  diffFailoverRecords,
  diffGeoRecords,
  diffRecords,
  type DiffableRecord,
  type ItemDiff,
} from '../../lib/diff-records.ts';
import { parseDomainName, type DomainName } from '../../lib/domain-name.ts';
import { separateManagedSoa } from './managed-soa.ts';

// Rollbacks of the demo zones, read through the demo API as the screens read them: the diff, with
// the service-managed SOA told apart, matches what server/demo/data/expected-diffs.ts says.

function domainOf(name: string): DomainName {
  const parsed = parseDomainName(name);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.domain;
}

function ids(items: readonly { record_id?: string | undefined }[]) {
  return items.map((item) => item.record_id);
}

/** Each changed pair as the fixtures list it: the id, and the fields that differ. */
function changedFields(diff: ItemDiff<{ record_id?: string | undefined }>) {
  return diff.changed.map((pair) => ({ record_id: pair.from.record_id, fields: pair.changes.map((c) => c.field) }));
}

function content(item: DiffableRecord) {
  return { record_name: item.record_name, record_type: item.record_type, record_value: item.record_value };
}

describe('diffs of the demo data (through the demo API)', () => {
  it('example.com: rolling the live zone back to 9050 removes 1022, re-creates 1012, sets 1009 back', async () => {
    const fixture = EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT;
    const domain = domainOf(fixture.domain);
    const [{ records: live }, snapshot] = await Promise.all([
      fetchAllRecords(domain, {}),
      getSnapshot(domain, fixture.snapshotId),
    ]);
    const raw = diffRecords(live, snapshot.snapshot.records);
    // The SOA's serial differs, as between any two states of a zone of the service: told apart.
    expect(raw.changed.map((pair) => pair.from.record_id)).toEqual([fixture.soa.record_id, '1009']);
    const { records: rollback, soa } = separateManagedSoa(raw);
    expect(ids(rollback.removed)).toEqual(fixture.addedSinceSnapshot);
    expect(ids(rollback.added)).toEqual(fixture.removedSinceSnapshot);
    expect(rollback.changed.map((pair) => ({ id: pair.from.record_id, changes: pair.changes }))).toEqual(
      fixture.changedSinceSnapshot.map((change) => ({
        id: change.record_id,
        changes: [{ field: change.field, from: change.live, to: change.snapshot }],
      })),
    );
    expect(rollback.unchanged).toBe(live.length - 3);
    expect(rollback.matching.method).toBe('record_id');
    expect(soa?.changes).toEqual([
      { field: 'serial', from: fixture.soa.live.split(' ')[2], to: fixture.soa.snapshot.split(' ')[2] },
    ]);
  });

  it('example.com 9040 → 9050: records, GEO records and failover records', async () => {
    const fixture = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
    const domain = domainOf(fixture.domain);
    const [older, newer] = await Promise.all([
      getSnapshot(domain, fixture.olderSnapshotId),
      getSnapshot(domain, fixture.newerSnapshotId),
    ]);
    const { records, soa } = separateManagedSoa(diffRecords(older.snapshot.records, newer.snapshot.records));
    expect(ids(records.added)).toEqual(fixture.records.added);
    expect(ids(records.removed)).toEqual(fixture.records.removed);
    expect(
      records.changed.flatMap((pair) =>
        pair.changes.map((change) => ({
          record_id: pair.from.record_id,
          field: change.field,
          older: change.from,
          newer: change.to,
        })),
      ),
    ).toEqual(fixture.records.changed);
    expect([soa?.from?.record_value, soa?.to?.record_value]).toEqual([fixture.soa.older, fixture.soa.newer]);

    const geo = diffGeoRecords(older.snapshot.geo_records, newer.snapshot.geo_records);
    expect(ids(geo.added)).toEqual(fixture.geoRecords.added);
    expect(ids(geo.removed)).toEqual(fixture.geoRecords.removed);
    expect(changedFields(geo)).toEqual(fixture.geoRecords.changed);

    const failover = diffFailoverRecords(older.snapshot.failover_records, newer.snapshot.failover_records);
    expect(ids(failover.added)).toEqual(fixture.failoverRecords.added);
    expect(ids(failover.removed)).toEqual(fixture.failoverRecords.removed);
    expect(changedFields(failover)).toEqual(fixture.failoverRecords.changed);
    expect(failover.matching).toMatchObject({ method: 'mixed', pairedByContent: 1 });
  });

  it('example.com 9010 (no ids) → 9020 matches by content', async () => {
    const fixture = EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT;
    const domain = domainOf(fixture.domain);
    const [older, newer] = await Promise.all([
      getSnapshot(domain, fixture.olderSnapshotId),
      getSnapshot(domain, fixture.newerSnapshotId),
    ]);
    const raw = diffRecords(older.snapshot.records, newer.snapshot.records);
    expect(raw.matching.method).toBe('content');
    // Matched by content, the SOA (its serial differs) is one removed and one added: one SOA difference.
    const { records: diff, soa } = separateManagedSoa(raw);
    expect([soa?.from?.record_value, soa?.to?.record_value]).toEqual([fixture.soa.older, fixture.soa.newer]);
    expect(diff.added.map(content)).toEqual(fixture.added);
    expect(diff.removed.map(content)).toEqual(fixture.removed);
    expect(diff.changed.map((pair) => ({ ...content(pair.from), changes: pair.changes }))).toEqual(
      fixture.ttlChanged.map(({ older: before, newer: after, ...rest }) => ({
        ...rest,
        changes: [{ field: 'record_ttl', from: before, to: after }],
      })),
    );
  });

  it('example.com 9020 → 9030 changes the apex NS, and the SOA in more than its serial', async () => {
    const fixture = EXAMPLE_COM_APEX_CHANGE;
    const domain = domainOf(fixture.domain);
    const [older, newer] = await Promise.all([
      getSnapshot(domain, fixture.olderSnapshotId),
      getSnapshot(domain, fixture.newerSnapshotId),
    ]);
    const { records: diff, soa } = separateManagedSoa(diffRecords(older.snapshot.records, newer.snapshot.records));
    expect(soa?.changes.map((change) => change.field)).toEqual(['serial', 'contact']);
    expect(ids(diff.added)).toEqual(fixture.records.added);
    expect(ids(diff.removed)).toEqual(fixture.records.removed);
    expect(
      diff.changed.flatMap((pair) =>
        pair.changes.map((change) => ({
          record_id: pair.from.record_id,
          field: change.field,
          older: change.from,
          newer: change.to,
        })),
      ),
    ).toEqual(fixture.records.changed);
  });

  it('large.example.net: the live zone (50 pages) against 7300', async () => {
    const fixture = LARGE_LIVE_VS_NEWEST_SNAPSHOT;
    const domain = domainOf(fixture.domain);
    const [{ records: live }, snapshot] = await Promise.all([
      fetchAllRecords(domain, {}),
      getSnapshot(domain, fixture.snapshotId),
    ]);
    expect(live).toHaveLength(fixture.liveRecordCount);
    expect(snapshot.snapshot.records).toHaveLength(fixture.snapshotRecordCount);
    const { records: rollback, soa } = separateManagedSoa(diffRecords(live, snapshot.snapshot.records));
    expect(rollback.removed).toHaveLength(fixture.addedSinceSnapshot);
    expect(rollback.added).toHaveLength(fixture.removedSinceSnapshot);
    expect(rollback.changed).toHaveLength(fixture.changedSinceSnapshot);
    expect([soa?.from?.record_value, soa?.to?.record_value]).toEqual([fixture.soa.live, fixture.soa.snapshot]);
  }, 30_000);
});
