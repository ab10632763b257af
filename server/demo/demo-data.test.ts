import { describe, expect, it } from 'vitest';
import {
  dnsRecordListSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
  templateRecordListSchema,
} from '../../src/api/schemas.ts';
import { getOk } from './api-test-client.ts';
import {
  DEMO_SNAPSHOT_IDS,
  DEMO_TEMPLATE_IDS,
  EXAMPLE_COM_APEX_CHANGE,
  EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT,
  EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT,
  EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT,
  EXAMPLE_COM_SNAPSHOT_WITHOUT_IDS,
  HOSTILE_LIVE_VS_SNAPSHOT,
  IDN_LIVE_VS_NEWEST_SNAPSHOT,
  LARGE_LIVE_VS_NEWEST_SNAPSHOT,
  TEMPLATE_1001_ON_EXAMPLE_COM,
} from './data/expected-diffs.ts';
import { demoCatalog } from './demo-api.ts';

// Every exported fixture is checked here against what the API actually sends, with a diff
// computed independently of the code that built the history.

const RECORD_FIELDS = ['record_name', 'record_type', 'record_value', 'record_ttl', 'is_geo', 'is_failover'] as const;

type Comparable = { record_id?: string | undefined } & Record<string, unknown>;

type FieldChange = { record_id: string; field: string; older: unknown; newer: unknown };

/** Differences by record_id: ids only in `newer`, only in `older`, and field changes of shared ids. */
function diffById<T extends Comparable>(older: readonly T[], newer: readonly T[], fields: readonly string[]) {
  const olderById = new Map(older.flatMap((item) => (item.record_id === undefined ? [] : [[item.record_id, item]])));
  const newerById = new Map(newer.flatMap((item) => (item.record_id === undefined ? [] : [[item.record_id, item]])));
  const changes: FieldChange[] = [];
  for (const [id, item] of newerById) {
    const before = olderById.get(id);
    if (before === undefined) continue;
    for (const field of fields) {
      const a = JSON.stringify(before[field]);
      const b = JSON.stringify(item[field]);
      if (a !== b) changes.push({ record_id: id, field, older: before[field], newer: item[field] });
    }
  }
  return {
    added: [...newerById.keys()].filter((id) => !olderById.has(id)),
    removed: [...olderById.keys()].filter((id) => !newerById.has(id)),
    changes,
    changedIds: [...new Set(changes.map((change) => change.record_id))],
  };
}

const contentKey = (item: { record_name: string; record_type: string; record_value: string }) =>
  `${item.record_name}|${item.record_type}|${item.record_value}`;

const snapshotPath = (domain: string, id: string) => `/dns/v1/domains/${domain}/snapshots/${id}/records`;
const getSnapshot = (domain: string, id: string) => getOk(snapshotPath(domain, id), snapshotSchema);

async function getAllLiveRecords(domain: string) {
  const records = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await getOk(`/dns/v1/domains/${domain}/records?offset=${offset}&limit=1000`, dnsRecordListSchema);
    if (page.length === 0) return records;
    records.push(...page);
  }
}

describe('snapshot and template ids', () => {
  it('match what the API lists', async () => {
    const asciiNames: Record<keyof typeof DEMO_SNAPSHOT_IDS, string> = {
      'example.com': 'example.com',
      'пример.рф': 'xn--e1afmkfd.xn--p1ai',
      'large.example.net': 'large.example.net',
      'fresh.example.org': 'fresh.example.org',
      'hostile.example': 'hostile.example',
    };
    for (const [domain, ids] of Object.entries(DEMO_SNAPSHOT_IDS)) {
      const ascii = Object.entries(asciiNames).find(([name]) => name === domain)?.[1] ?? '';
      const summaries = await getOk(`/dns/v1/domains/${ascii}/snapshots`, snapshotSummaryListSchema);
      expect(summaries.map((item) => item.snapshot_id)).toEqual(ids);
    }
    expect(demoCatalog.domains.map((item) => item.name)).toEqual(Object.keys(DEMO_SNAPSHOT_IDS));
    expect(demoCatalog.templates.map((item) => item.id)).toEqual(DEMO_TEMPLATE_IDS);
  });
});

describe('example.com history', () => {
  it('live vs newest snapshot: one added, one removed, one changed', async () => {
    const fixture = EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT;
    const snapshot = await getSnapshot('example.com', fixture.snapshotId);
    const live = await getAllLiveRecords('example.com');
    const diff = diffById(snapshot.snapshot.records, live, RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.addedSinceSnapshot);
    expect(diff.removed).toEqual(fixture.removedSinceSnapshot);
    expect(diff.changes).toEqual(
      fixture.changedSinceSnapshot.map((change) => ({
        record_id: change.record_id,
        field: change.field,
        older: change.snapshot,
        newer: change.live,
      })),
    );
  });

  it('newest vs previous snapshot: records, GEO records and failover records', async () => {
    const fixture = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
    const older = (await getSnapshot('example.com', fixture.olderSnapshotId)).snapshot;
    const newer = (await getSnapshot('example.com', fixture.newerSnapshotId)).snapshot;

    const records = diffById(older.records, newer.records, RECORD_FIELDS);
    expect(records.added).toEqual(fixture.records.added);
    expect(records.removed).toEqual(fixture.records.removed);
    expect(records.changes).toEqual(fixture.records.changed);
    const removedMx = older.records.find((item) => item.record_id === fixture.records.removed[0]);
    expect(removedMx?.record_type).toBe('MX');
    const ttlCut = fixture.records.changed.find((change) => change.field === 'record_ttl');
    expect(Number(ttlCut?.older) / Number(ttlCut?.newer)).toBeGreaterThanOrEqual(10);

    const geo = diffById(older.geo_records, newer.geo_records, [...RECORD_FIELDS.slice(0, 4), 'geo_region']);
    expect(geo.added).toEqual(fixture.geoRecords.added);
    expect(geo.removed).toEqual(fixture.geoRecords.removed);
    expect(geo.changedIds).toEqual(fixture.geoRecords.changed.map((change) => change.record_id));
    for (const expected of fixture.geoRecords.changed) {
      const fields = geo.changes
        .filter((change) => change.record_id === expected.record_id)
        .map((change) => change.field);
      expect(new Set(fields)).toEqual(new Set(expected.fields));
    }

    const failoverFields = Object.keys(newer.failover_records[0] ?? {}).filter((key) => key !== 'record_id');
    const failover = diffById(older.failover_records, newer.failover_records, failoverFields);
    expect(failover.added).toEqual(fixture.failoverRecords.added);
    expect(failover.removed).toEqual(fixture.failoverRecords.removed);
    expect(failover.changedIds).toEqual(fixture.failoverRecords.changed.map((change) => change.record_id));
    expect(failover.changes.map((change) => change.field)).toEqual(fixture.failoverRecords.changed[0]?.fields);
    // The failover record without an id is in both snapshots, identical.
    const withoutId = (list: typeof newer.failover_records) => list.filter((item) => item.record_id === undefined);
    expect(withoutId(newer.failover_records)).toEqual(withoutId(older.failover_records));
    expect(withoutId(newer.failover_records)).toEqual([
      expect.objectContaining(fixture.failoverRecords.withoutRecordId),
    ]);
  });

  it('the oldest snapshot has no record ids; against the next it differs by content as documented', async () => {
    const fixture = EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT;
    expect(fixture.olderSnapshotId).toBe(EXAMPLE_COM_SNAPSHOT_WITHOUT_IDS);
    const older = (await getSnapshot('example.com', fixture.olderSnapshotId)).snapshot.records;
    const newer = (await getSnapshot('example.com', fixture.newerSnapshotId)).snapshot.records;
    expect(older.every((item) => item.record_id === undefined)).toBe(true);
    expect(newer.every((item) => item.record_id !== undefined)).toBe(true);

    const olderByKey = new Map(older.map((item) => [contentKey(item), item]));
    const newerByKey = new Map(newer.map((item) => [contentKey(item), item]));
    const pick = ({ record_name, record_type, record_value }: (typeof newer)[number]) => ({
      record_name,
      record_type,
      record_value,
    });
    expect(newer.filter((item) => !olderByKey.has(contentKey(item))).map(pick)).toEqual(fixture.added);
    expect(older.filter((item) => !newerByKey.has(contentKey(item))).map(pick)).toEqual(fixture.removed);
    const ttlChanged = newer.flatMap((item) => {
      const before = olderByKey.get(contentKey(item));
      return before !== undefined && before.record_ttl !== item.record_ttl
        ? [{ ...pick(item), older: before.record_ttl, newer: item.record_ttl }]
        : [];
    });
    expect(ttlChanged).toEqual(fixture.ttlChanged);
  });

  it('has an apex NS and SOA change between 9020 and 9030', async () => {
    const fixture = EXAMPLE_COM_APEX_CHANGE;
    const older = (await getSnapshot('example.com', fixture.olderSnapshotId)).snapshot.records;
    const newer = (await getSnapshot('example.com', fixture.newerSnapshotId)).snapshot.records;
    const diff = diffById(older, newer, RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.records.added);
    expect(diff.removed).toEqual(fixture.records.removed);
    expect(diff.changes).toEqual(fixture.records.changed);
    const apex = diff.changes.flatMap((change) => newer.filter((item) => item.record_id === change.record_id));
    expect(
      apex
        .filter((item) => item.record_name === 'example.com')
        .map((item) => item.record_type)
        .sort(),
    ).toEqual(['NS', 'SOA']);
  });

  it('has every snapshot differ from the others and from the live zone', async () => {
    const contents = [JSON.stringify(await getAllLiveRecords('example.com'))];
    for (const id of DEMO_SNAPSHOT_IDS['example.com']) {
      contents.push(JSON.stringify((await getSnapshot('example.com', id)).snapshot));
    }
    expect(new Set(contents).size).toBe(contents.length);
  });
});

describe('пример.рф history', () => {
  it('live vs newest snapshot: one TTL change', async () => {
    const fixture = IDN_LIVE_VS_NEWEST_SNAPSHOT;
    const snapshot = await getSnapshot('xn--e1afmkfd.xn--p1ai', fixture.snapshotId);
    const diff = diffById(snapshot.snapshot.records, await getAllLiveRecords('xn--e1afmkfd.xn--p1ai'), RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.addedSinceSnapshot);
    expect(diff.removed).toEqual(fixture.removedSinceSnapshot);
    expect(diff.changes).toEqual(
      fixture.changedSinceSnapshot.map(({ record_id, field, snapshot: older, live: newer }) => ({
        record_id,
        field,
        older,
        newer,
      })),
    );
  });
});

describe('hostile.example history', () => {
  it('live vs snapshot 8500: one added, one removed, one changed', async () => {
    const fixture = HOSTILE_LIVE_VS_SNAPSHOT;
    const snapshot = (await getSnapshot(fixture.domain, fixture.snapshotId)).snapshot;
    const diff = diffById(snapshot.records, await getAllLiveRecords(fixture.domain), RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.addedSinceSnapshot);
    expect(diff.removed).toEqual(fixture.removedSinceSnapshot);
    expect(diff.changes.map(({ record_id, field }) => ({ record_id, field }))).toEqual(fixture.changedSinceSnapshot);
  });
});

describe('template 1001 on example.com', () => {
  it('has records already present, a conflict and new records, as exported', async () => {
    const fixture = TEMPLATE_1001_ON_EXAMPLE_COM;
    const template = await getOk(
      `/dns/v1/templates/${fixture.templateId}/records?domain_name=${fixture.domain}`,
      templateRecordListSchema,
    );
    const live = await getAllLiveRecords(fixture.domain);
    const present: { templateRecordId: string; liveRecordId: string }[] = [];
    const conflicts: {
      templateRecordId: string;
      record_name: string;
      record_type: string;
      conflictingLiveRecordIds: string[];
    }[] = [];
    const added: string[] = [];
    for (const item of template) {
      const same = live.find(
        (other) =>
          other.record_name === item.record_name &&
          other.record_type === item.record_type &&
          other.record_value === item.record_value,
      );
      // A CNAME cannot share its name with any other record, nor any record with a CNAME.
      const clashing = live.filter(
        (other) =>
          other.record_name === item.record_name && (item.record_type === 'CNAME') !== (other.record_type === 'CNAME'),
      );
      if (same !== undefined) present.push({ templateRecordId: item.record_id, liveRecordId: same.record_id });
      else if (clashing.length > 0) {
        conflicts.push({
          templateRecordId: item.record_id,
          record_name: item.record_name,
          record_type: item.record_type,
          conflictingLiveRecordIds: clashing.map((other) => other.record_id),
        });
      } else added.push(item.record_id);
    }
    expect(present).toEqual(fixture.alreadyPresent);
    expect(conflicts).toEqual(fixture.conflicts);
    expect(added).toEqual(fixture.new);
    expect(live).toContainEqual(expect.objectContaining({ record_name: 'www.example.com', record_type: 'A' }));
  });
});

describe('large.example.net', () => {
  it('has exactly 50,000 live records, read page by page until an empty page', async () => {
    const records = await getAllLiveRecords('large.example.net');
    expect(records).toHaveLength(LARGE_LIVE_VS_NEWEST_SNAPSHOT.liveRecordCount);
    expect(new Set(records.map((item) => item.record_id)).size).toBe(50_000);
    const types = new Map<string, number>();
    for (const item of records) types.set(item.record_type, (types.get(item.record_type) ?? 0) + 1);
    expect(types.get('SOA')).toBe(1);
    expect(types.get('NS')).toBeGreaterThanOrEqual(2);
    for (const type of ['A', 'AAAA', 'CNAME', 'TXT']) expect(types.get(type)).toBeGreaterThan(5000);
    for (const type of ['MX', 'SRV', 'CAA']) expect(types.get(type)).toBeGreaterThan(100);
    const disabled = records.filter((item) => item.record_status === 'disabled').length;
    expect(disabled / records.length).toBeGreaterThan(0.01);
    expect(disabled / records.length).toBeLessThan(0.06);
    expect(records.some((item) => item.is_geo === 'yes')).toBe(true);
    expect(records.some((item) => item.is_failover === 'yes')).toBe(true);
    expect(new Set(records.map((item) => item.record_ttl)).size).toBeGreaterThanOrEqual(5);
  });

  it('differs from its newest snapshot by the exported counts', async () => {
    const fixture = LARGE_LIVE_VS_NEWEST_SNAPSHOT;
    const snapshot = await getSnapshot('large.example.net', fixture.snapshotId);
    expect(snapshot.snapshot_records).toBe(fixture.snapshotRecordCount);
    expect(snapshot.snapshot.geo_records.length).toBeGreaterThan(100);
    expect(snapshot.snapshot.failover_records.length).toBeGreaterThan(100);
    const diff = diffById(snapshot.snapshot.records, await getAllLiveRecords('large.example.net'), RECORD_FIELDS);
    expect(diff.added).toHaveLength(fixture.addedSinceSnapshot);
    expect(diff.removed).toHaveLength(fixture.removedSinceSnapshot);
    expect(diff.changedIds).toHaveLength(fixture.changedSinceSnapshot);
  });

  it('has three snapshots of about 50,000 records that differ from each other', async () => {
    const sizes = [];
    for (const id of DEMO_SNAPSHOT_IDS['large.example.net']) {
      sizes.push((await getSnapshot('large.example.net', id)).snapshot_records);
    }
    expect(new Set(sizes).size).toBe(3);
    for (const size of sizes) expect(size).toBeGreaterThan(49_000);
  });
});
