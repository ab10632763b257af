import type { RecordType } from '../../../src/api/schemas.ts';
import type { RecordStatus, ZoneFailoverRecord, ZoneGeoRecord, ZoneRecord } from './zone-types.ts';

type RecordFlags = { disabled?: boolean; geo?: boolean; failover?: boolean };

/** A live record in one line: `record('986', 'A', 'www.example.com', '192.0.2.20', '3600', { geo: true })`. */
export function record(
  id: string,
  type: RecordType,
  name: string,
  value: string,
  ttl: string,
  flags: RecordFlags = {},
): ZoneRecord {
  const status: RecordStatus = flags.disabled === true ? 'disabled' : 'enabled';
  return {
    record_id: id,
    record_status: status,
    record_name: name,
    record_type: type,
    record_value: value,
    record_ttl: ttl,
    is_geo: flags.geo === true ? 'yes' : 'no',
    is_failover: flags.failover === true ? 'yes' : 'no',
  };
}

/** A GEO record: an alternative value of a record for one region. */
export function geoRecord(
  id: string,
  type: RecordType,
  name: string,
  value: string,
  ttl: string,
  region: string,
): ZoneGeoRecord {
  return {
    record_id: id,
    record_name: name,
    record_type: type,
    record_value: value,
    record_ttl: ttl,
    geo_region: region,
  };
}

type FailoverSettings = {
  check: string;
  interval: string;
  returnToMain: string;
  backups: readonly string[];
  email?: string;
  sms?: string;
  port?: string;
  request?: string;
  response?: string;
  /** Failover records the service stored without an id. */
  withoutId?: boolean;
};

/** The failover settings of a live record (its value is the main value). */
export function failoverRecord(of: ZoneRecord, settings: FailoverSettings): ZoneFailoverRecord {
  return {
    ...(settings.withoutId === true ? {} : { record_id: of.record_id }),
    record_name: of.record_name,
    record_type: of.record_type,
    record_value: of.record_value,
    record_ttl: of.record_ttl,
    is_geo: of.is_geo,
    is_failover: 'yes',
    failover_record_main_value: of.record_value,
    failover_check_type: settings.check,
    failover_check_interval: settings.interval,
    failover_return_to_main_value: settings.returnToMain,
    failover_notification_email: settings.email ?? '',
    failover_notification_sms: settings.sms ?? '',
    failover_backup_values: settings.backups,
    failover_additional_port: settings.port ?? '',
    failover_additional_request: settings.request ?? '',
    failover_additional_response: settings.response ?? '',
  };
}

/** UNIX seconds of an ISO 8601 UTC time (a fixed date, never the clock). */
export function unixSeconds(isoTime: string): number {
  return Date.parse(isoTime) / 1000;
}
