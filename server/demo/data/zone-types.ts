import type { RecordType } from '../../../src/contract/schemas.ts';

export type YesNo = 'yes' | 'no';
export type RecordStatus = 'enabled' | 'disabled';

/** A live record (spec 2.1); fields in the order the API sends them. */
export type ZoneRecord = {
  readonly record_id: string;
  readonly record_status: RecordStatus;
  readonly record_name: string;
  readonly record_type: RecordType;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly is_geo: YesNo;
  readonly is_failover: YesNo;
};

/** A GEO record (spec 2.4) before `geo_full_region` is looked up in the regions table. */
export type ZoneGeoRecord = {
  readonly record_id: string;
  readonly record_name: string;
  readonly record_type: RecordType;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly geo_region: string;
};

/** A failover record (spec 2.5); `record_id` is absent on records the service stored without one. */
export type ZoneFailoverRecord = {
  readonly record_id?: string;
  readonly record_name: string;
  readonly record_type: RecordType;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly is_geo: YesNo;
  readonly is_failover: YesNo;
  readonly failover_record_main_value: string;
  readonly failover_check_type: string;
  readonly failover_check_interval: string;
  readonly failover_return_to_main_value: string;
  readonly failover_notification_email: string;
  readonly failover_notification_sms: string;
  readonly failover_backup_values: readonly string[];
  readonly failover_additional_port: string;
  readonly failover_additional_request: string;
  readonly failover_additional_response: string;
};

/** Everything a snapshot saves: records, GEO records and failover records. */
export type ZoneContent = {
  readonly records: readonly ZoneRecord[];
  readonly geoRecords: readonly ZoneGeoRecord[];
  readonly failoverRecords: readonly ZoneFailoverRecord[];
};

export type SnapshotMeta = {
  readonly snapshotId: string;
  /** UNIX seconds. */
  readonly time: number;
  readonly createdBy: string;
  /** The snapshot predates record ids: its lists are sent without `record_id`. */
  readonly withoutRecordIds?: boolean;
};

type Update<T> = { readonly record_id: string } & Partial<Omit<T, 'record_id'>>;

/**
 * One change to a zone; removals and updates name records by id and fail loudly on unknown ids.
 * `at` (UNIX seconds) is when it was made: the service then sets the SOA serial to it.
 */
export type ZoneEdit = {
  readonly at: number;
  readonly addRecords?: readonly ZoneRecord[];
  readonly removeRecords?: readonly string[];
  readonly updateRecords?: readonly Update<ZoneRecord>[];
  readonly addGeoRecords?: readonly ZoneGeoRecord[];
  readonly removeGeoRecords?: readonly string[];
  readonly updateGeoRecords?: readonly Update<ZoneGeoRecord>[];
  readonly addFailoverRecords?: readonly ZoneFailoverRecord[];
  /** Failover records by `record_id`, or by `name|type|value` for those without one. */
  readonly removeFailoverRecords?: readonly string[];
  readonly updateFailoverRecords?: readonly {
    readonly key: string;
    readonly changes: Partial<ZoneFailoverRecord>;
  }[];
};

/** A zone's past as data: the base content, then edits and snapshots in time order. */
export type ZoneHistory = {
  readonly base: ZoneContent;
  readonly events: readonly ({ readonly edit: ZoneEdit } | { readonly snapshot: SnapshotMeta })[];
};

export type SnapshotState = SnapshotMeta & { readonly content: ZoneContent };

export type ReplayedHistory = {
  /** Oldest first. */
  readonly snapshots: readonly SnapshotState[];
  readonly live: ZoneContent;
};
