/**
 * Hand-written parsers for the responses that carry up to 50,000 records: a page of live records,
 * a snapshot, and a zone's GEO defaults (its GEO-eligible records, grouped). Each gives exactly
 * what its zod schema in `schemas.ts` gives for every input it accepts, and accepts exactly what
 * that schema accepts (property tests compare the two on generated JSON values), but in a few
 * milliseconds instead of tens or hundreds: the app's CSP forbids `eval`, so in the browser zod
 * runs its generic path, and a union with a transform on every field of 50,000 objects costs
 * 300 ms and more on the main thread.
 *
 * The schemas stay the contract: these reuse their transforms (`asText`, `yesNoValue`),
 * parse everything but the record arrays with the schemas themselves, and say only "accepted"
 * (the parsed value) or "not accepted" (`undefined`). On `undefined` the caller runs the schema,
 * which then names the first problem, so error reports are the schema's own.
 *
 * ```ts
 * parseDnsRecordListFast([{ record_id: 7, record_name: 'www', record_type: 'A', record_value: '192.0.2.1', record_ttl: 300 }])
 * // → [{ record_id: '7', record_status: 'enabled', …, record_ttl: '300', is_geo: 'no', is_failover: 'no' }]
 * parseDnsRecordListFast([{ record_name: 'www' }]) // → undefined: dnsRecordListSchema says why
 * ```
 *
 * Inputs are what `JSON.parse` produces: own enumerable properties, plain objects and arrays.
 */
import {
  geoRegionsSchema,
  snapshotContentSchema,
  snapshotHeadSchema,
  asText,
  yesNoValue,
  type DnsRecord,
  type GeoDefaults,
  type GeoEligibleGroup,
  type Snapshot,
  type SnapshotRecord,
} from '../contract/schemas.ts';

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, as the schemas read a field that may be missing: `undefined`, or `null` (`nullAsMissing`). */
function isMissing(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/** A string, or a finite number as its text (as the schemas read ids, TTLs and times); `undefined` when neither. */
function readTextOrNumber(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return asText(value);
  return undefined;
}

/** `_default(nullAsMissing(yesNo), fallback)`; `undefined` when the value is not accepted. */
function yesNo(value: unknown, fallback: 'yes' | 'no'): 'yes' | 'no' | undefined {
  if (isMissing(value)) return fallback;
  if (typeof value === 'string' || typeof value === 'boolean') return yesNoValue(value);
  if (typeof value === 'number' && Number.isFinite(value)) return yesNoValue(value);
  return undefined;
}

/**
 * A live record's required `record_id` and its `record_status` (`enabled` when absent), as
 * {@link dnsRecordSchema} and {@link geoEligibleGroupSchema} read them; `undefined` when not accepted.
 */
function idAndStatus(value: object): { record_id: string; record_status: string } | undefined {
  const record_id = readTextOrNumber('record_id' in value ? value.record_id : undefined);
  if (record_id === undefined) return undefined;
  const status = 'record_status' in value ? value.record_status : undefined;
  if (isMissing(status)) return { record_id, record_status: 'enabled' };
  return typeof status === 'string' ? { record_id, record_status: status } : undefined;
}

/** {@link dnsRecordSchema}: one live record, or `undefined`. */
function dnsRecord(value: unknown): DnsRecord | undefined {
  if (!isObject(value)) return undefined;
  const head = idAndStatus(value);
  const rest = head && recordFields(value);
  return head && rest && { ...head, ...rest };
}

/** The fields a live record and a snapshot record share, in the schemas' order; `undefined` when one is not accepted. */
function recordFields(value: object): Omit<DnsRecord, 'record_id' | 'record_status'> | undefined {
  const record_name = 'record_name' in value ? value.record_name : undefined;
  const record_type = 'record_type' in value ? value.record_type : undefined;
  const record_value = 'record_value' in value ? value.record_value : undefined;
  if (typeof record_name !== 'string' || typeof record_type !== 'string' || typeof record_value !== 'string') {
    return undefined;
  }
  const record_ttl = readTextOrNumber('record_ttl' in value ? value.record_ttl : undefined);
  if (record_ttl === undefined) return undefined;
  const is_geo = yesNo('is_geo' in value ? value.is_geo : undefined, 'no');
  const is_failover = yesNo('is_failover' in value ? value.is_failover : undefined, 'no');
  if (is_geo === undefined || is_failover === undefined) return undefined;
  return { record_name, record_type, record_value, record_ttl, is_geo, is_failover };
}

/**
 * {@link snapshotRecordSchema}: one record of a snapshot, or `undefined`. Its optional `record_id`
 * and `record_status` are left out when absent and kept as `undefined` when present as `undefined`
 * or `null`, as zod does; the keys come in the schema's order.
 */
function snapshotRecord(value: unknown): SnapshotRecord | undefined {
  if (!isObject(value)) return undefined;
  const hasId = 'record_id' in value;
  const rawId = hasId ? value.record_id : undefined;
  const record_id = isMissing(rawId) ? undefined : readTextOrNumber(rawId);
  if (!isMissing(rawId) && record_id === undefined) return undefined;
  const hasStatus = 'record_status' in value;
  const rawStatus = hasStatus ? value.record_status : undefined;
  const record_status = isMissing(rawStatus) ? undefined : rawStatus;
  if (record_status !== undefined && typeof record_status !== 'string') return undefined;
  const rest = recordFields(value);
  if (rest === undefined) return undefined;
  if (hasId) {
    return hasStatus ? { record_id, record_status, ...rest } : { record_id, ...rest };
  }
  return hasStatus ? { record_status, ...rest } : rest;
}

/** Every item through `parse`, or `undefined` at the first one not accepted. */
function list<Item>(input: unknown, parse: (value: unknown) => Item | undefined): Item[] | undefined {
  if (!Array.isArray(input)) return undefined;
  const items: Item[] = [];
  for (let index = 0; index < input.length; index += 1) {
    const item = parse(input[index]);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

/** {@link dnsRecordListSchema}, fast; `undefined` when the schema would reject the input. */
export function parseDnsRecordListFast(input: unknown): DnsRecord[] | undefined {
  return list(input, dnsRecord);
}

/**
 * {@link snapshotSchema}, fast; `undefined` when the schema would reject the input. The summary,
 * and the content's GEO and failover records (a few hundred), go through the schemas themselves.
 */
export function parseSnapshotFast(input: unknown): Snapshot | undefined {
  const head = snapshotHeadSchema.safeParse(input);
  if (!head.success || !isObject(input) || !('snapshot' in input)) return undefined;
  const content = input.snapshot;
  if (!isObject(content)) return undefined;
  const rawRecords = 'records' in content ? content.records : undefined;
  const records = isMissing(rawRecords) ? [] : list(rawRecords, snapshotRecord);
  if (records === undefined) return undefined;
  const rest = snapshotContentSchema.safeParse({ ...content, records: undefined });
  if (!rest.success) return undefined;
  return {
    ...head.data,
    snapshot: { records, geo_records: rest.data.geo_records, failover_records: rest.data.failover_records },
  };
}

/** One record of {@link geoEligibleGroupSchema}'s `records`, or `undefined`. */
function geoGroupRecord(value: unknown): GeoEligibleGroup['records'][number] | undefined {
  if (!isObject(value)) return undefined;
  const head = idAndStatus(value);
  const record_value = 'record_value' in value ? value.record_value : undefined;
  return head && typeof record_value === 'string' ? { ...head, record_value } : undefined;
}

/** {@link geoEligibleGroupSchema}: one group of GEO-eligible records, or `undefined`. */
function geoGroup(value: unknown): GeoEligibleGroup | undefined {
  if (!isObject(value)) return undefined;
  const record_name = 'record_name' in value ? value.record_name : undefined;
  const record_type = 'record_type' in value ? value.record_type : undefined;
  if (typeof record_name !== 'string' || typeof record_type !== 'string') return undefined;
  const record_ttl = readTextOrNumber('record_ttl' in value ? value.record_ttl : undefined);
  if (record_ttl === undefined) return undefined;
  const records = list('records' in value ? value.records : undefined, geoGroupRecord);
  return records === undefined ? undefined : { record_name, record_type, record_ttl, records };
}

/**
 * {@link geoDefaultsSchema}, fast; `undefined` when the schema would reject the input. The regions
 * table (a few thousand names) goes through its schema itself.
 */
export function parseGeoDefaultsFast(input: unknown): GeoDefaults | undefined {
  if (!isObject(input)) return undefined;
  const geo_records = list('geo_records' in input ? input.geo_records : undefined, geoGroup);
  if (geo_records === undefined) return undefined;
  const regions = geoRegionsSchema.safeParse('geo_regions' in input ? input.geo_regions : undefined);
  return regions.success ? { geo_records, geo_regions: regions.data } : undefined;
}
