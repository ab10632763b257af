import { toASCII } from 'punycode/punycode.es6.js';
import { exampleHistory } from './data/example-zone.ts';
import { freshHistory } from './data/fresh-zone.ts';
import { buildDailyZoneHistory, DAILY_ZONE } from './data/daily-zone.ts';
import { buildHistoryZoneHistory, HISTORY_ZONE } from './data/history-zone.ts';
import { hostileHistory } from './data/hostile-zone.ts';
import { idnHistory } from './data/idn-zone.ts';
import { buildLargeHistory } from './data/large-zone.ts';
import { getRegionsTable } from './data/regions.ts';
import { replayHistory } from './data/zone-history.ts';
import type { ReplayedHistory, SnapshotState, ZoneHistory, ZoneRecord } from './data/zone-types.ts';
import { createLruCache } from './lru-cache.ts';
import { compareCodePoints, createRecordIndex, type RecordsQuery } from './records-query.ts';
import {
  toWireFailoverRecord,
  toWireGeoGroups,
  toWireGeoRecord,
  toWireRecord,
  toWireSnapshotRecord,
  toWireSnapshotSummary,
} from './wire-format.ts';

/**
 * One demo domain. Everything is computed on first use and kept (the data never changes), so the
 * server starts at once and the 50,000-record zone costs nothing until someone opens it. The
 * `…Json` methods return the JSON text of an API response's `response` field.
 */
export type DemoZone = {
  readonly unicodeName: string;
  readonly asciiName: string;
  readonly description: string;
  /** Listed among the demo domains (the start page, the catalog); an unlisted one is still served. */
  readonly listed: boolean;
  /** The whole success envelope of a records request, UTF-8 encoded; repeated requests are cached. */
  recordsResponseBody(query: RecordsQuery): Uint8Array<ArrayBuffer>;
  snapshotListJson(): string;
  /** JSON of one snapshot with its content, or undefined when the zone has no such snapshot. */
  snapshotJson(snapshotId: string): string | undefined;
  geoDefaultsJson(): string;
};

type ZoneDefinition = {
  readonly unicodeName: string;
  readonly description: string;
  readonly history: () => ZoneHistory;
  readonly listed?: false;
};

const DEFINITIONS: readonly ZoneDefinition[] = [
  {
    unicodeName: 'example.com',
    description: 'A small realistic zone: every record type, disabled, GEO and failover records, five snapshots.',
    history: () => exampleHistory,
  },
  {
    unicodeName: 'пример.рф',
    description: 'An internationalised zone: Cyrillic names and values, three snapshots.',
    history: () => idnHistory,
  },
  {
    unicodeName: 'large.example.net',
    description: 'A large zone: 50,000 records, three snapshots of about as many.',
    history: buildLargeHistory,
  },
  {
    unicodeName: 'fresh.example.org',
    description: 'A brand-new zone: only SOA and NS, no snapshots, nothing GEO-eligible.',
    history: () => freshHistory,
  },
  {
    unicodeName: 'hostile.example',
    description:
      'Hostile data: script payloads, a 6 kB TXT, right-to-left and zero-width characters, look-alike names — all shown as text.',
    history: () => hostileHistory,
  },
  {
    unicodeName: HISTORY_ZONE.apex,
    description: 'A long history, for the benchmark: 50 snapshots of 50,000 records, a day apart.',
    history: buildHistoryZoneHistory,
    listed: false,
  },
  {
    unicodeName: DAILY_ZONE.apex,
    description: 'A long timeline: a small zone saved every night for five and a half years, 2,000 snapshots and more.',
    history: buildDailyZoneHistory,
    listed: false,
  },
];

/** Pages of records kept encoded per zone; at most ~250 kB each (1000 records). */
const RESPONSE_CACHE_SIZE = 128;
/** Snapshots kept as JSON text per zone: a 50,000-record one is about 8 MB. */
const SNAPSHOT_CACHE_SIZE = 8;
const encoder = new TextEncoder();

function memoize<T>(compute: () => T): () => T {
  let value: { readonly current: T } | undefined;
  return () => {
    value ??= { current: compute() };
    return value.current;
  };
}

function createDemoZone(definition: ZoneDefinition): DemoZone {
  const replayed = memoize((): ReplayedHistory => replayHistory(definition.history()));
  const live = (): readonly ZoneRecord[] => replayed().live.records;
  const index = memoize(() => createRecordIndex(live()));
  // Serialised once per record on first use: a page of records is then one string join.
  const recordJsonCache = memoize(() => Array.from<string | undefined>({ length: live().length }));
  // Newest first, as the spec's example lists them.
  const newestFirst = memoize(() => [...replayed().snapshots].sort((a, b) => b.time - a.time));
  const snapshotJsonCache = createLruCache<string>(SNAPSHOT_CACHE_SIZE);
  const recordJson = (position: number): string => {
    const cache = recordJsonCache();
    let json = cache[position];
    if (json === undefined) {
      const item = live()[position];
      json = item === undefined ? 'null' : JSON.stringify(toWireRecord(item));
      cache[position] = json;
    }
    return json;
  };
  // Encoded once: under load, turning a 1000-record page into bytes is most of a request's cost.
  const bodies = createLruCache<Uint8Array<ArrayBuffer>>(RESPONSE_CACHE_SIZE);

  return {
    unicodeName: definition.unicodeName,
    asciiName: toASCII(definition.unicodeName),
    description: definition.description,
    listed: definition.listed ?? true,
    recordsResponseBody(query) {
      const key = JSON.stringify(query);
      let body = bodies.get(key);
      if (body === undefined) {
        const page = index()
          .select(query)
          .subarray(query.offset, query.offset + query.limit);
        const parts: string[] = [];
        for (const position of page) parts.push(recordJson(position));
        body = encoder.encode(`{"status":"ok","response":[${parts.join(',')}]}`);
        bodies.set(key, body);
      }
      return body;
    },
    snapshotListJson: memoize(() => JSON.stringify(newestFirst().map(toWireSnapshotSummary))),
    snapshotJson(snapshotId) {
      let json = snapshotJsonCache.get(snapshotId);
      if (json === undefined) {
        const snapshot = newestFirst().find((item) => item.snapshotId === snapshotId);
        if (snapshot === undefined) return undefined;
        json = snapshotJsonText(snapshot, getRegionsTable().names);
        snapshotJsonCache.set(snapshotId, json);
      }
      return json;
    },
    geoDefaultsJson: memoize(() =>
      JSON.stringify({
        geo_records: toWireGeoGroups(live(), compareCodePoints),
        geo_regions: getRegionsTable().wire,
      }),
    ),
  };
}

// A snapshot's records as JSON, once per record object: a zone's snapshots share the records that
// did not change, so fifty snapshots of 50,000 records serialise little more than one.
const snapshotRecordJson = { withId: new WeakMap<ZoneRecord, string>(), withoutId: new WeakMap<ZoneRecord, string>() };

/**
 * The JSON of a snapshot with its content: the text `JSON.stringify(toWireSnapshot(…))` gives
 * (a test holds them equal), built from each record's JSON kept across snapshots.
 */
export function snapshotJsonText(snapshot: SnapshotState, regionNames: ReadonlyMap<string, string>): string {
  const withIds = snapshot.withoutRecordIds !== true;
  const cache = withIds ? snapshotRecordJson.withId : snapshotRecordJson.withoutId;
  const records = snapshot.content.records.map((item) => {
    let json = cache.get(item);
    if (json === undefined) {
      json = JSON.stringify(toWireSnapshotRecord(item, withIds));
      cache.set(item, json);
    }
    return json;
  });
  const head = JSON.stringify({ ...toWireSnapshotSummary(snapshot), snapshot_created_by: snapshot.createdBy });
  const geo = JSON.stringify(snapshot.content.geoRecords.map((item) => toWireGeoRecord(item, withIds, regionNames)));
  const failover = JSON.stringify(snapshot.content.failoverRecords.map((item) => toWireFailoverRecord(item, withIds)));
  return `${head.slice(0, -1)},"snapshot":{"records":[${records.join(',')}],"geo_records":${geo},"failover_records":${failover}}}`;
}

/** The demo domains, in catalog order. */
export const DEMO_ZONES: readonly DemoZone[] = DEFINITIONS.map(createDemoZone);

const zonesByAsciiName = new Map(DEMO_ZONES.map((zone) => [zone.asciiName, zone]));

/** The zone of a validated, lowercased Punycode name without trailing dot. */
export function findDemoZone(asciiName: string): DemoZone | undefined {
  return zonesByAsciiName.get(asciiName);
}
