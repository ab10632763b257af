import { describe, expect, it } from 'vitest';
import {
  dnsRecordListSchema,
  geoDefaultsSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
  templateRecordListSchema,
} from '../../src/contract/schemas.ts';
import { z } from 'zod';
import { getOk, request, responseOf } from '../test/demo-api-client.ts';
import {
  DEMO_SNAPSHOT_IDS,
  DEMO_SOA,
  DEMO_TEMPLATE_IDS,
  EXAMPLE_COM_APEX_CHANGE,
  EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT,
  EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT,
  EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT,
  EXAMPLE_COM_REMOVED_AND_RESTORED,
  EXAMPLE_COM_SNAPSHOT_WITHOUT_IDS,
  EXAMPLE_COM_WWW_COVERAGE,
  EXAMPLE_COM_WWW_HISTORY,
  HOSTILE_LIVE_VS_SNAPSHOT,
  IDN_LIVE_VS_NEWEST_SNAPSHOT,
  IDN_UNKNOWN_GEO_REGION,
  LARGE_LIVE_VS_NEWEST_SNAPSHOT,
  TEMPLATE_1001_ON_EXAMPLE_COM,
} from './data/expected-diffs.ts';
import { demoCatalog } from './demo-api.ts';
import { DAILY_ZONE } from './data/daily-zone.ts';

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

/** The changes of the diff without the SOA's, and the SOA's values on both sides (by id). */
function apartFromSoa<T extends Comparable>(
  diff: ReturnType<typeof diffById>,
  older: readonly T[],
  newer: readonly T[],
  soaId: string,
) {
  const valueOf = (list: readonly T[]) => list.find((item) => item.record_id === soaId)?.record_value;
  return {
    changes: diff.changes.filter((change) => change.record_id !== soaId),
    changedIds: diff.changedIds.filter((id) => id !== soaId),
    soa: { older: valueOf(older), newer: valueOf(newer) },
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
    const apart = apartFromSoa(diff, snapshot.snapshot.records, live, fixture.soa.record_id);
    expect(apart.changes).toEqual(
      fixture.changedSinceSnapshot.map((change) => ({
        record_id: change.record_id,
        field: change.field,
        older: change.snapshot,
        newer: change.live,
      })),
    );
    expect(apart.soa).toEqual({ older: fixture.soa.snapshot, newer: fixture.soa.live });
    // Only the serial differs.
    expect(fixture.soa.snapshot.split(' ').slice(0, 2)).toEqual(fixture.soa.live.split(' ').slice(0, 2));
  });

  it('newest vs previous snapshot: records, GEO records and failover records', async () => {
    const fixture = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
    const older = (await getSnapshot('example.com', fixture.olderSnapshotId)).snapshot;
    const newer = (await getSnapshot('example.com', fixture.newerSnapshotId)).snapshot;

    const records = diffById(older.records, newer.records, RECORD_FIELDS);
    expect(records.added).toEqual(fixture.records.added);
    expect(records.removed).toEqual(fixture.records.removed);
    const apart = apartFromSoa(records, older.records, newer.records, fixture.soa.record_id);
    expect(apart.changes).toEqual(fixture.records.changed);
    expect(apart.soa).toEqual({ older: fixture.soa.older, newer: fixture.soa.newer });
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
    const isSoa = (item: (typeof newer)[number]) => item.record_type === 'SOA';
    const added = newer.filter((item) => !olderByKey.has(contentKey(item)));
    const removed = older.filter((item) => !newerByKey.has(contentKey(item)));
    expect(added.filter((item) => !isSoa(item)).map(pick)).toEqual(fixture.added);
    expect(removed.filter((item) => !isSoa(item)).map(pick)).toEqual(fixture.removed);
    expect({
      older: removed.find(isSoa)?.record_value,
      newer: added.find(isSoa)?.record_value,
    }).toEqual(fixture.soa);
    const ttlChanged = newer.flatMap((item) => {
      const before = olderByKey.get(contentKey(item));
      return before !== undefined && before.record_ttl !== item.record_ttl
        ? [{ ...pick(item), older: before.record_ttl, newer: item.record_ttl }]
        : [];
    });
    expect(ttlChanged).toEqual(fixture.ttlChanged);
  });

  it('has an apex NS change between 9020 and 9030, and an SOA whose contact changed too', async () => {
    const fixture = EXAMPLE_COM_APEX_CHANGE;
    const older = (await getSnapshot('example.com', fixture.olderSnapshotId)).snapshot.records;
    const newer = (await getSnapshot('example.com', fixture.newerSnapshotId)).snapshot.records;
    const diff = diffById(older, newer, RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.records.added);
    expect(diff.removed).toEqual(fixture.records.removed);
    const apart = apartFromSoa(diff, older, newer, fixture.soa.record_id);
    expect(apart.changes).toEqual(fixture.records.changed);
    expect(apart.soa).toEqual({ older: fixture.soa.older, newer: fixture.soa.newer });
    const apex = apart.changes.flatMap((change) => newer.filter((item) => item.record_id === change.record_id));
    expect(apex.filter((item) => item.record_name === 'example.com').map((item) => item.record_type)).toEqual(['NS']);
    expect(fixture.soa.older.split(' ')[1]).not.toBe(fixture.soa.newer.split(' ')[1]);
  });

  it('has every snapshot differ from the others and from the live zone', async () => {
    const contents = [JSON.stringify(await getAllLiveRecords('example.com'))];
    for (const id of DEMO_SNAPSHOT_IDS['example.com']) {
      contents.push(JSON.stringify((await getSnapshot('example.com', id)).snapshot));
    }
    expect(new Set(contents).size).toBe(contents.length);
  });
});

/** Each state of example.com, newest first: the live records, then each snapshot's. */
async function exampleStates() {
  const snapshots = await Promise.all(DEMO_SNAPSHOT_IDS['example.com'].map((id) => getSnapshot('example.com', id)));
  return [
    { state: 'live', records: await getAllLiveRecords('example.com'), geo: undefined },
    ...snapshots.map((snapshot) => ({
      state: snapshot.snapshot_id,
      records: snapshot.snapshot.records,
      geo: snapshot.snapshot.geo_records,
    })),
  ];
}

describe('example.com record histories', () => {
  it('www.example.com A: value changed in 9030 and 9040, TTL in 9050, GEO regions added along the way', async () => {
    const fixture = EXAMPLE_COM_WWW_HISTORY;
    const all = await exampleStates();
    // 9010 keeps no ids: there the record is the one of its name, type and (unchanged) value.
    const found = all.map(({ records }) =>
      records.find((item) =>
        item.record_id === undefined
          ? item.record_name === fixture.record_name && item.record_type === fixture.record_type
          : item.record_id === fixture.recordId,
      ),
    );
    expect(all.map(({ state }) => state)).toEqual(fixture.states.map((each) => each.state));
    expect(found.map((item) => [item?.record_value, item?.record_ttl])).toEqual(
      fixture.states.map((each) => [each.value, each.ttl]),
    );
    for (const [index, each] of fixture.states.entries()) {
      const older = found[index + 1];
      const here = found[index];
      const changed = Object.fromEntries(
        (['record_value', 'record_ttl'] as const).flatMap((field) =>
          older !== undefined && here !== undefined && older[field] !== here[field]
            ? [[field, [older[field], here[field]]]]
            : [],
        ),
      );
      expect(changed).toEqual('changed' in each ? each.changed : {});
    }
    expect(
      Object.fromEntries(
        all
          .filter((each) => each.geo !== undefined)
          .map(({ state, geo }) => [
            state,
            (geo ?? [])
              .filter((item) => item.record_name === fixture.record_name && item.record_type === fixture.record_type)
              .map((item) => item.geo_region),
          ]),
      ),
    ).toEqual(fixture.geoRegions);
  });

  it('the XMPP SRV record is removed before 9030 and restored with its id before 9040', async () => {
    const fixture = EXAMPLE_COM_REMOVED_AND_RESTORED;
    const all = await exampleStates();
    const present = all.map(({ records }) =>
      records.some((item) =>
        item.record_id === undefined
          ? item.record_name === fixture.record_name && item.record_type === fixture.record_type
          : item.record_id === fixture.recordId,
      ),
    );
    expect(present).toEqual(fixture.states.map((each) => each.event !== 'removed'));
  });

  it('www.example.com A has GEO records at every level in 9050, and fewer in 9040', async () => {
    const fixture = EXAMPLE_COM_WWW_COVERAGE;
    const regionsOf = async (id: string) =>
      (await getSnapshot(fixture.domain, id)).snapshot.geo_records
        .filter((item) => item.record_name === fixture.record_name && item.record_type === fixture.record_type)
        .map((item) => `${item.geo_region} ${item.record_value}`);
    expect(await regionsOf(fixture.newest.snapshotId)).toEqual([
      '_EU 192.0.2.120',
      '_NA 198.51.100.22',
      'US 198.51.100.21',
      'DE.BY 192.0.2.121',
    ]);
    expect(await regionsOf(fixture.older.snapshotId)).toEqual([
      '_EU 192.0.2.120',
      '_NA 198.51.100.20',
      'US 198.51.100.21',
    ]);
  });
});

describe('пример.рф GEO', () => {
  it('has a GEO record whose region the regions table does not have', async () => {
    const fixture = IDN_UNKNOWN_GEO_REGION;
    const [newest] = DEMO_SNAPSHOT_IDS[fixture.domain];
    const snapshot = await getSnapshot('xn--e1afmkfd.xn--p1ai', newest);
    expect(snapshot.snapshot.geo_records).toContainEqual(
      expect.objectContaining({
        record_name: fixture.record_name,
        geo_region: fixture.region,
        record_value: fixture.value,
      }),
    );
    const defaults = await getOk('/dns/v1/domains/xn--e1afmkfd.xn--p1ai/geo/defaults', geoDefaultsSchema);
    const codes = Object.entries(defaults.geo_regions).flatMap(([continent, { countries }]) => [
      continent,
      ...Object.entries(countries).flatMap(([country, { subdivisions }]) => [country, ...Object.keys(subdivisions)]),
    ]);
    expect(codes).not.toContain(fixture.region);
    expect(codes).toContain('RU.MOW');
  });
});

describe('пример.рф history', () => {
  it('live vs newest snapshot: one TTL change', async () => {
    const fixture = IDN_LIVE_VS_NEWEST_SNAPSHOT;
    const snapshot = await getSnapshot('xn--e1afmkfd.xn--p1ai', fixture.snapshotId);
    const live = await getAllLiveRecords('xn--e1afmkfd.xn--p1ai');
    const diff = diffById(snapshot.snapshot.records, live, RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.addedSinceSnapshot);
    expect(diff.removed).toEqual(fixture.removedSinceSnapshot);
    const apart = apartFromSoa(diff, snapshot.snapshot.records, live, fixture.soa.record_id);
    expect(apart.soa).toEqual({ older: fixture.soa.snapshot, newer: fixture.soa.live });
    expect(apart.changes).toEqual(
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
    const live = await getAllLiveRecords(fixture.domain);
    const diff = diffById(snapshot.records, live, RECORD_FIELDS);
    expect(diff.added).toEqual(fixture.addedSinceSnapshot);
    expect(diff.removed).toEqual(fixture.removedSinceSnapshot);
    const apart = apartFromSoa(diff, snapshot.records, live, fixture.soa.record_id);
    expect(apart.changes.map(({ record_id, field }) => ({ record_id, field }))).toEqual(fixture.changedSinceSnapshot);
    expect(apart.soa).toEqual({ older: fixture.soa.snapshot, newer: fixture.soa.live });
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
    const live = await getAllLiveRecords('large.example.net');
    const diff = diffById(snapshot.snapshot.records, live, RECORD_FIELDS);
    expect(diff.added).toHaveLength(fixture.addedSinceSnapshot);
    expect(diff.removed).toHaveLength(fixture.removedSinceSnapshot);
    const apart = apartFromSoa(diff, snapshot.snapshot.records, live, fixture.soa.record_id);
    expect(apart.changedIds).toHaveLength(fixture.changedSinceSnapshot);
    expect(apart.soa).toEqual({ older: fixture.soa.snapshot, newer: fixture.soa.live });
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

describe('daily.example.org', () => {
  it('has a snapshot every night for five and a half years, some days two, its count drifting as the zone grows', async () => {
    const summaries = await getOk('/dns/v1/domains/daily.example.org/snapshots', snapshotSummaryListSchema);
    expect(summaries.length).toBeGreaterThan(2_100);
    const times = summaries.map((summary) => Number(summary.snapshot_time));
    // Newest first, as the service lists them, at most a day apart.
    for (const [index, time] of times.slice(1).entries()) {
      const gap = (times[index] ?? 0) - time;
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(86_400);
    }
    expect(new Set(times.map((time) => new Date(time * 1000).toISOString().slice(0, 10))).size).toBe(2_000);
    const counts = summaries.map((summary) => summary.snapshot_records);
    expect(counts.at(-1)).toBe(19);
    expect(Math.max(...counts)).toBeGreaterThan(40);
    // The newest snapshot is the zone as it is, less what changed since.
    const newest = await getSnapshot('daily.example.org', summaries[0]?.snapshot_id ?? '');
    const live = await getAllLiveRecords('daily.example.org');
    expect(Math.abs(newest.snapshot.records.length - live.length)).toBeLessThanOrEqual(2);
  });

  it('has a tracked record for the benchmark, the apex A, whose TTL changes over the years', async () => {
    const live = await getAllLiveRecords('daily.example.org');
    expect(live.find((record) => record.record_id === DAILY_ZONE.trackedRecordId)).toMatchObject({
      record_name: 'daily.example.org',
      record_type: 'A',
    });
    const summaries = await getOk('/dns/v1/domains/daily.example.org/snapshots', snapshotSummaryListSchema);
    const ttls = new Set<string>();
    for (const summary of summaries.filter((_, index) => index % 100 === 0)) {
      const snapshot = await getSnapshot('daily.example.org', summary.snapshot_id);
      const tracked = snapshot.snapshot.records.find((record) => record.record_id === DAILY_ZONE.trackedRecordId);
      ttls.add(tracked?.record_ttl ?? 'absent');
    }
    expect(ttls).not.toContain('absent');
    expect(ttls.size).toBeGreaterThan(1);
  });
});

describe('shaped like the real service (observed-service.md)', () => {
  const ASCII_NAMES: Record<keyof typeof DEMO_SOA, string> = {
    'example.com': 'example.com',
    'пример.рф': 'xn--e1afmkfd.xn--p1ai',
    'large.example.net': 'large.example.net',
    'fresh.example.org': 'fresh.example.org',
    'hostile.example': 'hostile.example',
  };

  const DOMAINS = ['example.com', 'пример.рф', 'large.example.net', 'fresh.example.org', 'hostile.example'] as const;

  it('every zone has the managed three-field SOA, its serial a UNIX time rising from snapshot to snapshot to the live zone', async () => {
    expect(Object.keys(DEMO_SOA)).toEqual(DOMAINS);
    for (const domain of DOMAINS) {
      const soas = DEMO_SOA[domain];
      const ascii = ASCII_NAMES[domain];
      const states: [string, string | undefined][] = [];
      const snapshotIds = DEMO_SNAPSHOT_IDS[domain].toReversed();
      for (const id of snapshotIds) {
        const snapshot = await getSnapshot(ascii, id);
        const soa = snapshot.snapshot.records.filter((item) => item.record_type === 'SOA');
        expect(soa).toHaveLength(1);
        expect(soa[0]?.record_name).toBe(domain);
        states.push([id, soa[0]?.record_value]);
        // The serial is the time of the last edit before the snapshot was taken.
        expect(Number(soa[0]?.record_value.split(' ')[2])).toBeLessThan(Number(snapshot.snapshot_time));
      }
      const live = (await getAllLiveRecords(ascii)).filter((item) => item.record_type === 'SOA');
      expect(live).toHaveLength(1);
      expect(live[0]?.record_id).toBe(soas.recordId);
      states.push(['live', live[0]?.record_value]);

      expect(Object.fromEntries(states)).toEqual(
        Object.fromEntries(Object.entries(soas).filter(([key]) => key !== 'recordId')),
      );
      const serials = states.map(([, value]) => {
        const fields = value?.split(' ') ?? [];
        expect(fields).toHaveLength(3);
        expect(fields[1]).toMatch(/^[^@\s]+@[^@\s]+$/);
        return Number(fields[2]);
      });
      for (const serial of serials) {
        // A UNIX time in 2026.
        expect(serial).toBeGreaterThan(Date.UTC(2026, 0, 1) / 1000);
        expect(serial).toBeLessThan(Date.UTC(2027, 0, 1) / 1000);
      }
      expect(serials).toEqual([...serials].sort((a, b) => a - b));
      expect(new Set(serials).size).toBe(serials.length);
    }
  });

  it('stores TXT values in presentation form, several quoted strings and escaped quotes included, beside unquoted ones', async () => {
    const txt = (await getAllLiveRecords('example.com'))
      .filter((item) => item.record_type === 'TXT')
      .map((item) => item.record_value);
    const quotedStrings = /^"(?:[^"\\]|\\.)*"(?: "(?:[^"\\]|\\.)*")*$/;
    const quoted = txt.filter((value) => quotedStrings.test(value));
    expect(quoted.length).toBeGreaterThanOrEqual(4);
    expect(txt.filter((value) => !value.startsWith('"')).length).toBeGreaterThanOrEqual(2);
    expect(quoted.some((value) => value.includes('" "'))).toBe(true);
    expect(quoted.some((value) => value.includes('\\"'))).toBe(true);
    expect(txt).toContain('"v=spf1 a mx include:_spf.example.com ~all"');
  });

  it('sends names as full domain names without a trailing dot, ids and TTLs as strings of digits', async () => {
    for (const [domain, ascii] of Object.entries(ASCII_NAMES)) {
      const reply = await request(`/dns/v1/domains/${ascii}/records?limit=1000`);
      const raw = z.array(z.record(z.string(), z.unknown())).parse(responseOf(reply.body));
      for (const item of raw) {
        expect(item.record_id).toMatch(/^[0-9]+$/);
        expect(item.record_ttl).toMatch(/^[0-9]+$/);
        expect(String(item.record_name)).toMatch(new RegExp(`(^|\\.)${domain.replaceAll('.', '\\.')}$`));
      }
    }
  });
});
