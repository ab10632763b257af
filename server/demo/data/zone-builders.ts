import type { RecordType } from '../../../src/contract/schemas.ts';
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

/** The name servers and contact of the demo's DNS host, as its managed SOA names them. */
export const DEMO_SOA_PRIMARY = 'ns1.dns-host.net';
export const DEMO_SOA_CONTACT = 'support@dns-host.net';

/**
 * The SOA as the service keeps it (observed-service.md): three fields, `<primary name server>
 * <contact e-mail address> <serial>`, the serial the UNIX time of the zone's last change. The
 * serial given here is the zone's creation; every edit of its history sets it anew (zone-history.ts).
 */
export function managedSoa(
  id: string,
  apex: string,
  createdAt: string,
  { primary = DEMO_SOA_PRIMARY, contact = DEMO_SOA_CONTACT }: { primary?: string; contact?: string } = {},
): ZoneRecord {
  return record(id, 'SOA', apex, `${primary} ${contact} ${unixSeconds(createdAt)}`, '3600');
}

/** The SOA value with another serial (its third field), whatever its number of fields. */
export function withSerial(soaValue: string, serial: number): string {
  const fields = soaValue.split(' ');
  if (fields.length < 3) throw new Error(`Demo history: the SOA “${soaValue}” has no serial.`);
  fields[2] = String(serial);
  return fields.join(' ');
}

/** The longest character-string of a TXT record, in octets (RFC 1035 3.3): longer texts are split. */
const MAX_TXT_STRING_OCTETS = 255;
const encoder = new TextEncoder();

/**
 * A text in the presentation form the service stores TXT values in: quoted, `"` and `\` escaped,
 * split into several quoted strings where it is longer than 255 octets of UTF-8.
 * `presentationTxt('say "hi"')` → `"say \"hi\""`; 300 ASCII characters → `"…255…" "…45…"`.
 */
export function presentationTxt(text: string): string {
  const strings: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_TXT_STRING_OCTETS) {
      strings.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  strings.push(current);
  return strings.map((part) => `"${part.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(' ');
}
