import type * as z from 'zod/mini';
import type {
  dnsRecordSchema,
  failoverRecordSchema,
  geoEligibleGroupSchema,
  geoRecordSchema,
  snapshotRecordSchema,
  snapshotSchema,
  snapshotSummarySchema,
  templateRecordSchema,
} from '../../src/contract/schemas.ts';
import type { DemoTemplateRecord } from './data/templates.ts';
import type { SnapshotState, ZoneFailoverRecord, ZoneGeoRecord, ZoneRecord } from './data/zone-types.ts';

// Each function builds the JSON the API sends, field by field in a fixed order; `satisfies`
// checks it against what the shared client schemas accept.

export function toWireRecord(item: ZoneRecord) {
  return {
    record_id: item.record_id,
    record_status: item.record_status,
    record_name: item.record_name,
    record_type: item.record_type,
    record_value: item.record_value,
    record_ttl: item.record_ttl,
    is_geo: item.is_geo,
    is_failover: item.is_failover,
  } satisfies z.input<typeof dnsRecordSchema>;
}

export function toWireSnapshotRecord(item: ZoneRecord, withId: boolean) {
  return {
    ...(withId ? { record_id: item.record_id } : {}),
    record_name: item.record_name,
    record_type: item.record_type,
    record_value: item.record_value,
    record_ttl: item.record_ttl,
    is_geo: item.is_geo,
    is_failover: item.is_failover,
  } satisfies z.input<typeof snapshotRecordSchema>;
}

export function toWireGeoRecord(item: ZoneGeoRecord, withId: boolean, regionNames: ReadonlyMap<string, string>) {
  return {
    ...(withId ? { record_id: item.record_id } : {}),
    record_name: item.record_name,
    record_type: item.record_type,
    record_value: item.record_value,
    record_ttl: item.record_ttl,
    geo_region: item.geo_region,
    geo_full_region: regionNames.get(item.geo_region) ?? item.geo_region,
  } satisfies z.input<typeof geoRecordSchema>;
}

export function toWireFailoverRecord(item: ZoneFailoverRecord, withId: boolean) {
  return {
    ...(withId && item.record_id !== undefined ? { record_id: item.record_id } : {}),
    record_name: item.record_name,
    record_type: item.record_type,
    record_value: item.record_value,
    record_ttl: item.record_ttl,
    is_geo: item.is_geo,
    is_failover: item.is_failover,
    failover_record_main_value: item.failover_record_main_value,
    failover_check_type: item.failover_check_type,
    failover_check_interval: item.failover_check_interval,
    failover_return_to_main_value: item.failover_return_to_main_value,
    failover_notification_email: item.failover_notification_email,
    failover_notification_sms: item.failover_notification_sms,
    failover_backup_values: [...item.failover_backup_values],
    failover_additional_port: item.failover_additional_port,
    failover_additional_request: item.failover_additional_request,
    failover_additional_response: item.failover_additional_response,
  } satisfies z.input<typeof failoverRecordSchema>;
}

export function toWireSnapshotSummary(snapshot: SnapshotState) {
  return {
    snapshot_id: snapshot.snapshotId,
    snapshot_time: String(snapshot.time),
    snapshot_records: snapshot.content.records.length,
    snapshot_geo_records: snapshot.content.geoRecords.length,
    snapshot_failover_records: snapshot.content.failoverRecords.length,
  } satisfies z.input<typeof snapshotSummarySchema>;
}

export function toWireSnapshot(snapshot: SnapshotState, regionNames: ReadonlyMap<string, string>) {
  const withIds = snapshot.withoutRecordIds !== true;
  return {
    ...toWireSnapshotSummary(snapshot),
    snapshot_created_by: snapshot.createdBy,
    snapshot: {
      records: snapshot.content.records.map((item) => toWireSnapshotRecord(item, withIds)),
      geo_records: snapshot.content.geoRecords.map((item) => toWireGeoRecord(item, withIds, regionNames)),
      failover_records: snapshot.content.failoverRecords.map((item) => toWireFailoverRecord(item, withIds)),
    },
  } satisfies z.input<typeof snapshotSchema>;
}

const GEO_ELIGIBLE_TYPES: ReadonlySet<string> = new Set(['A', 'AAAA', 'CNAME', 'ALIAS']);

/**
 * The GEO-eligible groups of a zone (spec 2.6): its A, AAAA, CNAME and ALIAS records grouped by
 * name and type, in name order (case-insensitive, by code point), then type; records in a group
 * by id. A group's TTL is that of its first record (the demo's record sets share one TTL).
 */
export function toWireGeoGroups(records: readonly ZoneRecord[], compareText: (a: string, b: string) => number) {
  const groups = new Map<string, ZoneRecord[]>();
  for (const item of records) {
    if (!GEO_ELIGIBLE_TYPES.has(item.record_type)) continue;
    const key = `${item.record_name}\u0000${item.record_type}`;
    const members = groups.get(key);
    if (members === undefined) groups.set(key, [item]);
    else members.push(item);
  }
  return [...groups.values()]
    .map((members) => members.sort((a, b) => Number(a.record_id) - Number(b.record_id)))
    .sort(([a], [b]) =>
      a === undefined || b === undefined
        ? 0
        : compareText(a.record_name.toLowerCase(), b.record_name.toLowerCase()) ||
          compareText(a.record_type, b.record_type),
    )
    .flatMap((members) => {
      const [first] = members;
      if (first === undefined) return [];
      return [
        {
          record_name: first.record_name,
          record_type: first.record_type,
          record_ttl: first.record_ttl,
          records: members.map((item) => ({
            record_id: item.record_id,
            record_status: item.record_status,
            record_value: item.record_value,
          })),
        } satisfies z.input<typeof geoEligibleGroupSchema>,
      ];
    });
}

export function toWireTemplateRecord(item: DemoTemplateRecord) {
  return {
    record_id: item.record_id,
    record_name: item.record_name,
    record_type: item.record_type,
    record_value: item.record_value,
    record_ttl: item.record_ttl,
  } satisfies z.input<typeof templateRecordSchema>;
}
