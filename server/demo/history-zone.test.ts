import { describe, expect, it } from 'vitest';
import { snapshotSchema, snapshotSummaryListSchema } from '../../src/contract/schemas.ts';
import { getOk } from '../test/demo-api-client.ts';
import { exampleHistory } from './data/example-zone.ts';
import { buildHistoryZoneHistory, HISTORY_ZONE } from './data/history-zone.ts';
import { hostileHistory } from './data/hostile-zone.ts';
import { getRegionsTable } from './data/regions.ts';
import { replayHistory } from './data/zone-history.ts';
import { demoCatalog } from './demo-api.ts';
import { snapshotJsonText } from './demo-zones.ts';
import { toWireSnapshot } from './wire-format.ts';

describe('snapshot JSON built from each record’s JSON', () => {
  it('is the text JSON.stringify gives, with and without record ids', () => {
    for (const history of [exampleHistory, hostileHistory]) {
      for (const snapshot of replayHistory(history).snapshots) {
        expect(snapshotJsonText(snapshot, getRegionsTable().names)).toBe(
          JSON.stringify(toWireSnapshot(snapshot, getRegionsTable().names)),
        );
      }
    }
  });
});

describe('history.example.net (the history benchmark’s zone)', () => {
  const replayed = replayHistory(buildHistoryZoneHistory());
  const tracked = (index: number) =>
    replayed.snapshots[index]?.content.records.find((item) => item.record_id === HISTORY_ZONE.trackedRecordId);

  it('has 50 snapshots of about 50,000 records, a day apart, and is served but not listed', async () => {
    expect(replayed.snapshots).toHaveLength(HISTORY_ZONE.snapshotCount);
    for (const snapshot of replayed.snapshots) {
      expect(Math.abs(snapshot.content.records.length - HISTORY_ZONE.recordCount)).toBeLessThanOrEqual(1);
    }
    const times = replayed.snapshots.map((snapshot) => snapshot.time);
    expect(new Set(times.slice(1).map((time, index) => time - (times[index] ?? 0)))).toEqual(new Set([86_400]));
    expect(demoCatalog.domains.map((domain) => domain.name)).not.toContain(HISTORY_ZONE.apex);
    const list = await getOk(`/dns/v1/domains/${HISTORY_ZONE.apex}/snapshots`, snapshotSummaryListSchema);
    expect(list).toHaveLength(HISTORY_ZONE.snapshotCount);
    const newest = await getOk(
      `/dns/v1/domains/${HISTORY_ZONE.apex}/snapshots/${list[0]?.snapshot_id ?? ''}/records`,
      snapshotSchema,
    );
    expect(newest.snapshot.records.length).toBeGreaterThan(49_000);
  });

  it('has a record that changes every other snapshot, is removed after the 20th and back after the 24th', () => {
    const present = replayed.snapshots.map((_, index) => tracked(index) !== undefined);
    expect(present.flatMap((here, index) => (here ? [] : [index + 1]))).toEqual([21, 22, 23, 24]);
    let changes = 0;
    for (let index = 1; index < replayed.snapshots.length; index += 1) {
      const before = tracked(index - 1);
      const after = tracked(index);
      if (before !== undefined && after !== undefined && JSON.stringify(before) !== JSON.stringify(after)) {
        changes += 1;
      }
    }
    expect(changes).toBeGreaterThanOrEqual(20);
    expect(tracked(0)?.is_geo).toBe('yes');
    expect(
      replayed.snapshots[0]?.content.geoRecords.filter((item) => item.record_name === tracked(0)?.record_name).length,
    ).toBeGreaterThan(0);
  });
});
