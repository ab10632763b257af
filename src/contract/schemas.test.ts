import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  dnsRecordSchema,
  failoverRecordSchema,
  geoDefaultsSchema,
  geoEligibleGroupSchema,
  geoRecordSchema,
  snapshotRecordSchema,
  snapshotSchema,
  snapshotSummarySchema,
} from './schemas.ts';

/**
 * The service is PHP and may write an empty column as `null`: where a field may be missing, `null`
 * reads as missing (its default, or `undefined`); where it may not, `null` is refused as before.
 */

const core = { record_name: 'www.example.com', record_type: 'A', record_value: '192.0.2.1', record_ttl: '300' };

/** The paths of the issues `schema` reports for `input`, or `[]` when it accepts it. */
function issuePaths(schema: z.ZodMiniType, input: unknown): PropertyKey[][] {
  return schema.safeParse(input).error?.issues.map((issue) => issue.path) ?? [];
}

describe('null where a field may be missing', () => {
  it('a live record reads null status and flags as their defaults; null id, name, type, value or TTL is refused', () => {
    const input = { record_id: '7', ...core, record_status: null, is_geo: null, is_failover: null };
    const record = dnsRecordSchema.parse(input);
    expect(record).toEqual(dnsRecordSchema.parse({ record_id: '7', ...core }));
    expect(record).toMatchObject({ record_status: 'enabled', is_geo: 'no', is_failover: 'no' });
    // No null reaches the app's types.
    expectTypeOf(record.record_status).toEqualTypeOf<string>();
    expectTypeOf(record.is_geo).toEqualTypeOf<'yes' | 'no'>();
    for (const field of ['record_id', 'record_name', 'record_type', 'record_value', 'record_ttl']) {
      expect(issuePaths(dnsRecordSchema, { ...input, [field]: null })).toEqual([[field]]);
    }
  });

  it('a snapshot record reads null id and status as undefined, null flags as their defaults', () => {
    const record = snapshotRecordSchema.parse({ ...core, record_id: null, record_status: null, is_geo: null });
    expect(record).toStrictEqual({
      record_id: undefined,
      record_status: undefined,
      ...core,
      is_geo: 'no',
      is_failover: 'no',
    });
    expect(issuePaths(snapshotRecordSchema, { ...core, record_ttl: null })).toEqual([['record_ttl']]);
  });

  it('a GEO record reads a null full region as empty; a null region is refused', () => {
    expect(geoRecordSchema.parse({ ...core, record_id: null, geo_region: '_EU', geo_full_region: null })).toEqual({
      record_id: undefined,
      ...core,
      geo_region: '_EU',
      geo_full_region: '',
    });
    expect(issuePaths(geoRecordSchema, { ...core, geo_region: null })).toEqual([['geo_region']]);
  });

  it('a failover record reads every null failover field as its default', () => {
    const failoverFields: string[] = [
      'failover_record_main_value',
      'failover_check_type',
      'failover_check_interval',
      'failover_return_to_main_value',
      'failover_notification_email',
      'failover_notification_sms',
      'failover_backup_values',
      'failover_additional_port',
      'failover_additional_request',
      'failover_additional_response',
    ];
    const nulls = Object.fromEntries(
      ['record_id', 'is_geo', 'is_failover', ...failoverFields].map((key) => [key, null]),
    );
    expect(failoverRecordSchema.parse({ ...core, ...nulls })).toEqual(failoverRecordSchema.parse(core));
    expect(failoverRecordSchema.parse({ ...core, failover_notification_sms: null })).toMatchObject({
      failover_notification_sms: '',
      failover_backup_values: [],
      is_failover: 'yes',
    });
    // A wrong type is still wrong.
    expect(issuePaths(failoverRecordSchema, { ...core, failover_notification_sms: 5 })).toEqual([
      ['failover_notification_sms'],
    ]);
  });

  it('a GEO group reads a null record status as enabled; a null value is refused', () => {
    const group = { record_name: 'www.example.com', record_type: 'A', record_ttl: '300' };
    expect(
      geoEligibleGroupSchema.parse({ ...group, records: [{ record_id: '1', record_status: null, record_value: 'x' }] })
        .records,
    ).toEqual([{ record_id: '1', record_status: 'enabled', record_value: 'x' }]);
    expect(issuePaths(geoEligibleGroupSchema, { ...group, records: [{ record_id: '1', record_value: null }] })).toEqual(
      [['records', 0, 'record_value']],
    );
  });
});

describe('a snapshot with nulls', () => {
  const summary = { snapshot_id: '9', snapshot_time: '1549468698', snapshot_records: 21 };

  it('reads null or missing GEO and failover counts as none; a null record count is refused', () => {
    const counts = { snapshot_geo_records: 0, snapshot_failover_records: 0 };
    expect(snapshotSummarySchema.parse(summary)).toEqual({ ...summary, ...counts });
    expect(
      snapshotSummarySchema.parse({ ...summary, snapshot_geo_records: null, snapshot_failover_records: null }),
    ).toEqual({ ...summary, ...counts });
    expect(issuePaths(snapshotSummarySchema, { ...summary, snapshot_records: null })).toEqual([['snapshot_records']]);
  });

  it('reads null lists and a null creator as missing, and one null in one failover entry spoils nothing', () => {
    const failover = { ...core, failover_check_type: 'HTTP', failover_notification_sms: null };
    const snapshot = snapshotSchema.parse({
      ...summary,
      snapshot_geo_records: null,
      snapshot_failover_records: 1,
      snapshot_created_by: null,
      snapshot: { records: null, geo_records: null, failover_records: [failover], failober_records: null },
    });
    expect(snapshot).toMatchObject({ snapshot_created_by: undefined, snapshot_geo_records: 0 });
    expectTypeOf(snapshot.snapshot_created_by).toEqualTypeOf<string | undefined>();
    expectTypeOf(snapshot.snapshot_geo_records).toEqualTypeOf<number>();
    expectTypeOf(snapshot.snapshot.failover_records[0]?.failover_notification_sms).toEqualTypeOf<string | undefined>();
    expect(snapshot.snapshot.records).toEqual([]);
    expect(snapshot.snapshot.geo_records).toEqual([]);
    expect(snapshot.snapshot.failover_records).toEqual([
      failoverRecordSchema.parse({ ...failover, failover_notification_sms: '' }),
    ]);
    // Under the spec's misspelling too, with the spelled-right list null.
    const misspelt = snapshotSchema.parse({
      ...summary,
      snapshot_geo_records: 0,
      snapshot_failover_records: 1,
      snapshot: { failover_records: null, failober_records: [failover] },
    });
    expect(misspelt.snapshot.failover_records).toEqual(snapshot.snapshot.failover_records);
  });
});

describe('a GEO regions table with nulls', () => {
  it('reads null or missing subdivisions and countries as none, as it reads []', () => {
    const regions = geoDefaultsSchema.parse({
      geo_records: [],
      geo_regions: {
        _EU: {
          continent_name: 'Europe',
          countries: {
            DE: { country_name: 'Germany', subdivisions: { 'DE.BY': 'Bavaria' } },
            LI: { country_name: 'Liechtenstein', subdivisions: null },
            MC: { country_name: 'Monaco' },
            SM: { country_name: 'San Marino', subdivisions: [] },
          },
        },
        _AN: { continent_name: 'Antarctica', countries: null },
        _OC: { continent_name: 'Oceania' },
      },
    }).geo_regions;
    expect(regions['_EU']?.countries).toEqual({
      DE: { country_name: 'Germany', subdivisions: { 'DE.BY': 'Bavaria' } },
      LI: { country_name: 'Liechtenstein', subdivisions: {} },
      MC: { country_name: 'Monaco', subdivisions: {} },
      SM: { country_name: 'San Marino', subdivisions: {} },
    });
    expect(regions['_AN']?.countries).toEqual({});
    expect(regions['_OC']?.countries).toEqual({});
    expectTypeOf(regions['_EU']?.countries['LI']?.subdivisions).toEqualTypeOf<Record<string, string> | undefined>();
  });
});
