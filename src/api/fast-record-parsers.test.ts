import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { DEMO_ZONES } from '../../server/demo/demo-zones.ts';
import { parseDomainName } from '../lib/domain-name.ts';
import { mswServer } from '../test/msw-server.ts';
import { ApiError } from './api-error.ts';
import { parseDnsRecordListFast, parseGeoDefaultsFast, parseSnapshotFast } from './fast-record-parsers.ts';
import { getGeoDefaults } from './geo.ts';
import { listRecords } from './records.ts';
import {
  dnsRecordListSchema,
  geoDefaultsSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
} from '../contract/schemas.ts';
import { getSnapshot } from './snapshots.ts';

/**
 * The fast parser and the schema agree on `input`: both reject it, or both accept it with the same
 * value (deep, `undefined`-valued keys included) and the same key order in every object.
 */
function expectSameAsSchema(schema: z.ZodMiniType, fast: (input: unknown) => unknown, input: unknown): void {
  const expected = schema.safeParse(input);
  const wanted = expected.success ? expected.data : undefined;
  const actual = fast(input);
  expect(actual).toStrictEqual(wanted);
  expect(keyOrders(actual)).toEqual(keyOrders(wanted));
}

/** The keys of every object in `value`, in order, depth first. */
function keyOrders(value: unknown): string[][] {
  const orders: string[][] = [];
  const walk = (item: unknown) => {
    if (Array.isArray(item)) item.forEach(walk);
    else if (typeof item === 'object' && item !== null) {
      orders.push(Object.keys(item));
      Object.values(item).forEach(walk);
    }
  };
  walk(value);
  return orders;
}

/** Any JSON-ish value, including the ones JSON cannot carry but a caller could pass (undefined, NaN, ±∞). */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

/** Mostly what a field should hold, sometimes anything. */
const mostly = (good: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: anyValue });

const stringish = mostly(fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0 }), fc.double()));

const yesNo = mostly(
  fc.oneof(
    fc.constantFrom('yes', 'no', 'Yes', ' TRUE ', '1', 'y', 'on', 'off', '', 'oui'),
    fc.boolean(),
    fc.constantFrom(0, 1, 2, -1, 1.5),
  ),
);
const text = mostly(fc.string({ maxLength: 12 }));

/** A field that may be missing, as PHP may write it: sometimes `null` (read as missing). */
const orNull = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });

/** A record as a service might send it: every key may be missing, extra keys may come along. */
const recordLike = fc
  .tuple(
    fc.record(
      {
        record_id: orNull(stringish),
        record_status: orNull(mostly(fc.constantFrom('enabled', 'disabled'))),
        record_name: text,
        record_type: mostly(fc.constantFrom('A', 'AAAA', 'TXT', 'MX')),
        record_value: text,
        record_ttl: stringish,
        is_geo: orNull(yesNo),
        is_failover: orNull(yesNo),
      },
      { requiredKeys: ['record_name', 'record_type', 'record_value', 'record_ttl'] },
    ),
    fc.dictionary(fc.constantFrom('extra', 'record_priority', 'geo_region'), anyValue, { maxKeys: 2 }),
  )
  .map(([record, extra]) => ({ ...extra, ...record }));

/** Fully optional variant: required keys may be missing too. */
const looseRecordLike = fc.record(
  { record_id: stringish, record_name: text, record_type: text, record_value: text, record_ttl: stringish },
  { requiredKeys: [] },
);

const recordList = fc.oneof(
  { weight: 8, arbitrary: fc.array(recordLike, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(recordLike, looseRecordLike, anyValue), { maxLength: 4 }) },
  { weight: 1, arbitrary: anyValue },
);

const geoRecordLike = fc.record(
  {
    record_name: text,
    record_type: text,
    record_value: text,
    record_ttl: stringish,
    geo_region: text,
    geo_full_region: orNull(text),
  },
  { requiredKeys: ['record_name', 'record_type', 'record_value', 'record_ttl', 'geo_region'] },
);
const failoverRecordLike = fc.record(
  {
    record_id: orNull(stringish),
    record_name: text,
    record_type: text,
    record_value: text,
    record_ttl: stringish,
    failover_check_type: orNull(text),
    failover_notification_sms: orNull(text),
    failover_backup_values: orNull(mostly(fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }))),
  },
  { requiredKeys: ['record_name', 'record_type', 'record_value', 'record_ttl'] },
);

const count = mostly(fc.oneof(fc.nat(), fc.integer({ min: -2, max: -1 }), fc.constant(1.5)));
const snapshotLike = fc.record(
  {
    snapshot_id: stringish,
    snapshot_time: stringish,
    snapshot_records: count,
    snapshot_geo_records: orNull(count),
    snapshot_failover_records: orNull(count),
    snapshot_created_by: orNull(text),
    snapshot: mostly(
      fc.record(
        {
          records: orNull(recordList),
          geo_records: orNull(mostly(fc.array(geoRecordLike, { maxLength: 2 }))),
          failover_records: orNull(mostly(fc.array(failoverRecordLike, { maxLength: 2 }))),
          failober_records: orNull(mostly(fc.array(failoverRecordLike, { maxLength: 2 }))),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    requiredKeys: ['snapshot_id', 'snapshot_time', 'snapshot_records', 'snapshot'],
  },
);

/** A group of GEO-eligible records (spec 2.6) as a service might send it. */
const geoGroupLike = fc
  .tuple(
    fc.record(
      {
        record_name: text,
        record_type: mostly(fc.constantFrom('A', 'AAAA', 'CNAME')),
        record_ttl: stringish,
        records: mostly(
          fc.array(
            fc.oneof(
              {
                weight: 6,
                arbitrary: fc.record(
                  { record_id: stringish, record_status: orNull(text), record_value: text },
                  { requiredKeys: ['record_id', 'record_value'] },
                ),
              },
              { weight: 1, arbitrary: anyValue },
            ),
            { maxLength: 3 },
          ),
        ),
      },
      { requiredKeys: ['record_name', 'record_type', 'record_ttl', 'records'] },
    ),
    fc.dictionary(fc.constantFrom('extra', 'is_geo'), anyValue, { maxKeys: 1 }),
  )
  .map(([group, extra]) => ({ ...extra, ...group }));

/** A regions table (spec 2.7): mostly well formed, the schema's own parse runs on it either way. */
const regionsLike = mostly(
  fc.dictionary(
    fc.constantFrom('_EU', '_AS'),
    fc.record(
      {
        continent_name: fc.string({ maxLength: 8 }),
        countries: orNull(
          fc.dictionary(
            fc.constantFrom('DE', 'FR'),
            fc.record(
              {
                country_name: fc.string({ maxLength: 8 }),
                subdivisions: orNull(
                  mostly(
                    fc.oneof(fc.constant([]), fc.dictionary(fc.constantFrom('DE.BY', 'FR.IDF'), text, { maxKeys: 2 })),
                  ),
                ),
              },
              { requiredKeys: ['country_name'] },
            ),
            { maxKeys: 2 },
          ),
        ),
      },
      { requiredKeys: ['continent_name'] },
    ),
    { maxKeys: 2 },
  ),
);

const geoDefaultsLike = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      { geo_records: mostly(fc.array(geoGroupLike, { maxLength: 4 })), geo_regions: regionsLike },
      { requiredKeys: ['geo_records', 'geo_regions'] },
    ),
  },
  { weight: 1, arbitrary: anyValue },
);

describe('parseDnsRecordListFast', () => {
  it('accepts what dnsRecordListSchema accepts, with the same result', () => {
    fc.assert(
      fc.property(recordList, (input) => expectSameAsSchema(dnsRecordListSchema, parseDnsRecordListFast, input)),
      { numRuns: 3000 },
    );
  });

  it('agrees on records read back from JSON text, as they come off the wire', () => {
    fc.assert(
      fc.property(fc.array(recordLike, { maxLength: 6 }), (records) =>
        expectSameAsSchema(dnsRecordListSchema, parseDnsRecordListFast, JSON.parse(JSON.stringify(records))),
      ),
    );
  });

  it('tolerates numbers and other yes spellings as the schema does', () => {
    const input = [
      {
        record_id: 7,
        record_name: 'www',
        record_type: 'A',
        record_value: '192.0.2.1',
        record_ttl: 300,
        is_geo: ' Yes',
      },
    ];
    expect(parseDnsRecordListFast(input)).toEqual([
      {
        record_id: '7',
        record_status: 'enabled',
        record_name: 'www',
        record_type: 'A',
        record_value: '192.0.2.1',
        record_ttl: '300',
        is_geo: 'yes',
        is_failover: 'no',
      },
    ]);
    expectSameAsSchema(dnsRecordListSchema, parseDnsRecordListFast, input);
  });

  it('reads null where a field may be missing as the schema does, and leaves a null name to it', () => {
    const input = [
      {
        record_id: '7',
        record_status: null,
        record_name: 'www',
        record_type: 'A',
        record_value: '192.0.2.1',
        record_ttl: '300',
        is_geo: null,
        is_failover: null,
      },
    ];
    expect(parseDnsRecordListFast(input)).toEqual([
      { ...input[0], record_status: 'enabled', is_geo: 'no', is_failover: 'no' },
    ]);
    expectSameAsSchema(dnsRecordListSchema, parseDnsRecordListFast, input);
    for (const field of ['record_id', 'record_name', 'record_type', 'record_value', 'record_ttl']) {
      const required = [{ ...input[0], [field]: null }];
      expect(parseDnsRecordListFast(required)).toBeUndefined();
      expectSameAsSchema(dnsRecordListSchema, parseDnsRecordListFast, required);
    }
  });

  it('leaves a record without a value to the schema', () => {
    const input = [{ record_id: '1', record_name: 'www', record_type: 'A', record_ttl: '300' }];
    expect(parseDnsRecordListFast(input)).toBeUndefined();
    expect(dnsRecordListSchema.safeParse(input).success).toBe(false);
  });
});

describe('parseSnapshotFast', () => {
  it('accepts what snapshotSchema accepts, with the same result', () => {
    fc.assert(
      fc.property(snapshotLike, (input) => expectSameAsSchema(snapshotSchema, parseSnapshotFast, input)),
      { numRuns: 3000 },
    );
  });

  it('keeps the absent optional keys of a snapshot record absent, and undefined ones undefined', () => {
    const base = { record_name: 'a', record_type: 'A', record_value: '192.0.2.1', record_ttl: '60' };
    const input = {
      snapshot_id: 1,
      snapshot_time: '1700000000',
      snapshot_records: 3,
      snapshot_geo_records: 0,
      snapshot_failover_records: 0,
      snapshot: {
        records: [base, { ...base, record_id: undefined }, { ...base, record_status: 'disabled', record_id: 9 }],
      },
    };
    expectSameAsSchema(snapshotSchema, parseSnapshotFast, input);
    const records = parseSnapshotFast(input)?.snapshot.records ?? [];
    expect(records.map((record) => Object.keys(record).slice(0, 2))).toEqual([
      ['record_name', 'record_type'],
      ['record_id', 'record_name'],
      ['record_id', 'record_status'],
    ]);
  });
});

describe('parseSnapshotFast with nulls', () => {
  const base = { record_name: 'a', record_type: 'A', record_value: '192.0.2.1', record_ttl: '60' };
  const summary = { snapshot_id: '9', snapshot_time: '1549468698', snapshot_records: 1 };

  it('reads null where a field may be missing as the schema does, one null failover field included', () => {
    const input = {
      ...summary,
      snapshot_geo_records: null,
      snapshot_failover_records: 1,
      snapshot_created_by: null,
      snapshot: {
        records: [{ ...base, record_id: null, record_status: null, is_geo: null, is_failover: null }],
        geo_records: [{ ...base, record_id: null, geo_region: '_EU', geo_full_region: null }],
        failover_records: [{ ...base, record_id: '1', failover_notification_sms: null, failover_backup_values: null }],
        failober_records: null,
      },
    };
    const snapshot = parseSnapshotFast(input);
    expect(snapshot).toMatchObject({
      snapshot_geo_records: 0,
      snapshot: {
        records: [{ record_id: undefined, record_status: undefined, is_geo: 'no', is_failover: 'no' }],
        geo_records: [{ geo_full_region: '' }],
        failover_records: [{ failover_notification_sms: '', failover_backup_values: [] }],
      },
    });
    expectSameAsSchema(snapshotSchema, parseSnapshotFast, input);
  });

  it('reads null or missing lists and counts as none, and leaves a null record count or TTL to the schema', () => {
    const empty = { ...summary, snapshot: { records: null, geo_records: null, failover_records: null } };
    expect(parseSnapshotFast(empty)).toEqual({
      ...summary,
      snapshot_geo_records: 0,
      snapshot_failover_records: 0,
      snapshot: { records: [], geo_records: [], failover_records: [] },
    });
    expectSameAsSchema(snapshotSchema, parseSnapshotFast, empty);
    for (const refused of [
      { ...empty, snapshot_records: null },
      { ...empty, snapshot: { records: [{ ...base, record_ttl: null }] } },
    ]) {
      expect(parseSnapshotFast(refused)).toBeUndefined();
      expectSameAsSchema(snapshotSchema, parseSnapshotFast, refused);
    }
  });
});

describe('parseGeoDefaultsFast', () => {
  it('accepts what geoDefaultsSchema accepts, with the same result', () => {
    fc.assert(
      fc.property(geoDefaultsLike, (input) => expectSameAsSchema(geoDefaultsSchema, parseGeoDefaultsFast, input)),
      { numRuns: 3000 },
    );
  });

  it('reads ids and TTLs given as numbers as text, and a missing status as enabled', () => {
    const input = {
      geo_records: [
        {
          record_name: 'www.example.com',
          record_type: 'A',
          record_ttl: 300,
          records: [{ record_id: 7, record_value: '192.0.2.1' }],
        },
      ],
      geo_regions: [],
    };
    expect(parseGeoDefaultsFast({ ...input, geo_regions: {} })).toEqual({
      geo_records: [
        {
          record_name: 'www.example.com',
          record_type: 'A',
          record_ttl: '300',
          records: [{ record_id: '7', record_status: 'enabled', record_value: '192.0.2.1' }],
        },
      ],
      geo_regions: {},
    });
    // An empty array is how the service writes an empty table; an array with something in it is
    // not a regions table: the schema's to refuse.
    expect(parseGeoDefaultsFast(input)).toEqual(parseGeoDefaultsFast({ ...input, geo_regions: {} }));
    const notATable = { ...input, geo_regions: [{ continent_name: 'Europe', countries: {} }] };
    expect(parseGeoDefaultsFast(notATable)).toBeUndefined();
    expect(geoDefaultsSchema.safeParse(notATable).success).toBe(false);
  });

  it('reads a null status as enabled, and null or missing subdivisions and countries as none', () => {
    const input = {
      geo_records: [
        {
          record_name: 'www.example.com',
          record_type: 'A',
          record_ttl: '300',
          records: [{ record_id: '7', record_status: null, record_value: '192.0.2.1' }],
        },
      ],
      geo_regions: {
        _EU: {
          continent_name: 'Europe',
          countries: { LI: { country_name: 'Liechtenstein', subdivisions: null }, MC: { country_name: 'Monaco' } },
        },
        _AN: { continent_name: 'Antarctica', countries: null },
      },
    };
    expect(parseGeoDefaultsFast(input)).toEqual({
      geo_records: [
        { ...input.geo_records[0], records: [{ record_id: '7', record_status: 'enabled', record_value: '192.0.2.1' }] },
      ],
      geo_regions: {
        _EU: {
          continent_name: 'Europe',
          countries: {
            LI: { country_name: 'Liechtenstein', subdivisions: {} },
            MC: { country_name: 'Monaco', subdivisions: {} },
          },
        },
        _AN: { continent_name: 'Antarctica', countries: {} },
      },
    });
    expectSameAsSchema(geoDefaultsSchema, parseGeoDefaultsFast, input);
  });
});

/** The `response` of an envelope in JSON text. */
function responseOf(json: string): unknown {
  const body: unknown = JSON.parse(json);
  return typeof body === 'object' && body !== null && 'response' in body ? body.response : undefined;
}

/** The message of the unexpected-shape error `promise` fails with. */
async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unexpected-shape') return error.message;
    throw error;
  }
  throw new Error('expected an unexpected-shape error');
}

describe('the fast parsers on the demo data', () => {
  const decoder = new TextDecoder();

  it('agree with the schemas on every snapshot, a first page of records and the GEO defaults of every demo zone', () => {
    for (const zone of DEMO_ZONES) {
      const body = zone.recordsResponseBody({
        offset: 0,
        limit: 1000,
        orderBy: 'record_id',
        orderParam: 'asc',
        searchText: '',
        strictSearch: false,
        searchRecordType: undefined,
      });
      const page = responseOf(decoder.decode(body));
      expect(parseDnsRecordListFast(page)).toBeDefined();
      expectSameAsSchema(dnsRecordListSchema, parseDnsRecordListFast, page);
      const geo = responseOf(`{"response":${zone.geoDefaultsJson()}}`);
      expect(parseGeoDefaultsFast(geo)).toBeDefined();
      expectSameAsSchema(geoDefaultsSchema, parseGeoDefaultsFast, geo);
      const summaries = snapshotSummaryListSchema.parse(JSON.parse(zone.snapshotListJson()));
      // Of the 50,000-record zones (large.example.net, and history.example.net with its 50 snapshots
      // for the history benchmark), the newest snapshot only: comparing one takes seconds already.
      const generated = zone.asciiName === 'large.example.net' || zone.asciiName === 'history.example.net';
      for (const summary of generated ? summaries.slice(0, 1) : summaries) {
        const json = zone.snapshotJson(summary.snapshot_id);
        if (json === undefined) throw new Error(`no snapshot ${summary.snapshot_id}`);
        const snapshot = `{"response":${json}}`;
        expect(parseSnapshotFast(responseOf(snapshot))).toBeDefined();
        expectSameAsSchema(snapshotSchema, parseSnapshotFast, responseOf(snapshot));
      }
    }
  }, 60_000);
});

describe('listRecords, getSnapshot and getGeoDefaults, which parse fast', () => {
  const parsed = parseDomainName('example.com');
  if (!parsed.ok) throw new Error(parsed.reason);
  const domain = parsed.domain;
  const good = { record_id: '1', record_name: 'a', record_type: 'A', record_value: '192.0.2.1', record_ttl: '60' };

  it('still name the first bad field as the schema does', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', () =>
        HttpResponse.json({ status: 'ok', response: [good, good, { ...good, record_ttl: null }] }),
      ),
      http.get('*/dns/v1/domains/example.com/snapshots/1/records', () =>
        HttpResponse.json({
          status: 'ok',
          response: {
            snapshot_id: '1',
            snapshot_time: '1700000000',
            snapshot_records: 2,
            snapshot_geo_records: 0,
            snapshot_failover_records: 0,
            snapshot: { records: [good, { ...good, record_value: 5 }] },
          },
        }),
      ),
    );
    expect(await problemOf(listRecords(domain, {}))).toMatch(/at response\[2\]\.record_ttl: /);
    expect(await problemOf(getSnapshot(domain, '1'))).toMatch(
      /at response\.snapshot\.records\[1\]\.record_value: expected string/,
    );
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/geo/defaults', () =>
        HttpResponse.json({
          status: 'ok',
          response: {
            geo_records: [{ record_name: 'a', record_type: 'A', record_ttl: '60', records: [{ record_id: '1' }] }],
            geo_regions: {},
          },
        }),
      ),
    );
    expect(await problemOf(getGeoDefaults(domain))).toMatch(
      /at response\.geo_records\[0\]\.records\[0\]\.record_value: /,
    );
  });
});
