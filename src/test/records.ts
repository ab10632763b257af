import type { DnsRecord, SnapshotRecord } from '../contract/schemas.ts';

/**
 * A plain record as the API sends it in a snapshot or the live zone — no GEO, no failover — for the
 * tests of the diff and of what reads it. Without `id`, the item has no `record_id` key at all, as
 * the schema delivers a record the service sent without one.
 */
export function rec(id: string | undefined, name: string, type: string, value: string, ttl = '3600'): SnapshotRecord {
  return {
    ...(id === undefined ? {} : { record_id: id }),
    record_name: name,
    record_type: type,
    record_value: value,
    record_ttl: ttl,
    is_geo: 'no',
    is_failover: 'no',
  };
}

/** A record of the live zone's list (spec 2.1: with its status, enabled), for the records screen's tests. */
export function liveRecord(id: string, name: string, type: string, value: string, ttl = '300'): DnsRecord {
  return { ...rec(id, name, type, value, ttl), record_id: id, record_status: 'enabled' };
}
