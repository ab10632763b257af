/**
 * The API contract (spec section 2), written once and imported by the SPA and the demo server.
 *
 * Tolerant where the spec is loose: unknown fields are ignored (zod strips them), ids / TTLs / times
 * are strings but a JSON number is accepted and normalised to a string, the GEO regions table's
 * maps (`subdivisions`, `countries`, the table itself) may be an object or an empty array, a snapshot's `failover_records` may arrive under the spec's misspelling
 * `failober_records`, and a field that may be missing may be `null` instead (read as missing).
 * Strict where it matters: a record without name, type or value is rejected, and so is one whose
 * name, type or value is `null`.
 *
 * This module must stay free of browser and Node APIs: the demo server imports it under Node's
 * type stripping, so relative imports carry their `.ts` extension.
 */
// zod/mini: the same validation as `zod` at a fraction of the bundle (the classic API cost ~25 kB
// gzipped of a 150 kB initial budget).
import * as z from 'zod/mini';

/** Record types the service knows (spec 2.1). */
export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'ALIAS', 'MX', 'TXT', 'NS', 'SRV', 'PTR', 'CAA', 'SOA'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Types accepted by `search_record_type` (spec 4.1): every type but SOA. */
export const SEARCH_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'ALIAS', 'MX', 'TXT', 'NS', 'SRV', 'PTR', 'CAA'] as const;
export type SearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/** Sort keys accepted by `order_by` (spec 4.1). */
export const ORDER_BY_KEYS = ['record_id', 'idn_record_name', 'record_type', 'idn_record_value', 'record_ttl'] as const;
export type OrderBy = (typeof ORDER_BY_KEYS)[number];

export const ORDER_PARAMS = ['asc', 'desc'] as const;
export type OrderParam = (typeof ORDER_PARAMS)[number];

/** What an identifier, TTL or time becomes: its text (a JSON number is tolerated). */
export function asText(value: string | number): string {
  return String(value);
}

/** An identifier, TTL or time: a string on the wire, a JSON number tolerated and normalised. */
const textOrNumber = z.pipe(z.union([z.string(), z.number()]), z.transform(asText));

const YES_SPELLINGS = new Set(['yes', 'true', '1', 'y', 'on']);

/** What a yes/no flag becomes: `yes` for the tolerated spellings of yes, `no` for anything else. */
export function yesNoValue(value: string | boolean | number): 'yes' | 'no' {
  return YES_SPELLINGS.has(String(value).trim().toLowerCase()) ? 'yes' : 'no';
}

/** `yes` / `no` flags; other spellings (`Yes`, `true`, `1`, a JSON boolean or number) are tolerated. */
const yesNo = z.pipe(z.union([z.string(), z.boolean(), z.number()]), z.transform(yesNoValue));

/**
 * A count: an integer, or its decimal digits as a string — the service sends identifiers and TTLs
 * of its list answers as strings (observed-service.md), and a list's counts may come so too.
 */
const count = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d{1,15}$/))]),
  z.transform((value) => Number(value)),
);

/**
 * `schema`, with `null` read as missing: the service is PHP, which writes an empty column as `null`.
 * Only for fields that may be missing (inside `z._default` or `z.optional`, which then give their
 * default or `undefined`), so that `null` never reaches the app's types.
 *
 * ```ts
 * z._default(nullAsMissing(z.string()), '') // null → '', undefined → '', 'x' → 'x', 5 → error
 * ```
 */
function nullAsMissing<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.nullable(schema),
    z.transform((value: z.output<Schema> | null) => value ?? undefined),
  );
}

/** Fields every record-like resource carries: the strict core. */
const recordCore = {
  record_name: z.string(),
  record_type: z.string(),
  record_value: z.string(),
};

/** 2.1 Record of a domain's live record list. */
export const dnsRecordSchema = z.object({
  record_id: textOrNumber,
  record_status: z._default(nullAsMissing(z.string()), 'enabled'),
  ...recordCore,
  record_ttl: textOrNumber,
  is_geo: z._default(nullAsMissing(yesNo), 'no'),
  is_failover: z._default(nullAsMissing(yesNo), 'no'),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;
export const dnsRecordListSchema = z.array(dnsRecordSchema);

/** A record inside a snapshot: 2.1 without `record_status` (tolerated when present). */
export const snapshotRecordSchema = z.object({
  record_id: z.optional(nullAsMissing(textOrNumber)),
  record_status: z.optional(nullAsMissing(z.string())),
  ...recordCore,
  record_ttl: textOrNumber,
  is_geo: z._default(nullAsMissing(yesNo), 'no'),
  is_failover: z._default(nullAsMissing(yesNo), 'no'),
});
export type SnapshotRecord = z.infer<typeof snapshotRecordSchema>;

/**
 * 2.4 GEO record inside a snapshot. The spec shows no status, but the service's list of GEO records
 * has `record_status` and its snapshot lists carry the live lists' fields (help: list_geo_records,
 * list_snapshots_records): kept when sent, so that a disabled GEO record is not shown as answering.
 * (Failovers in a snapshot leave their status out, by the same help page.)
 */
export const geoRecordSchema = z.object({
  record_id: z.optional(nullAsMissing(textOrNumber)),
  record_status: z.optional(nullAsMissing(z.string())),
  ...recordCore,
  record_ttl: textOrNumber,
  geo_region: z.string(),
  geo_full_region: z._default(nullAsMissing(z.string()), ''),
});
export type GeoRecord = z.infer<typeof geoRecordSchema>;

/** 2.5 Failover record inside a snapshot; `record_id` may be absent, optional strings default to ''. */
export const failoverRecordSchema = z.object({
  record_id: z.optional(nullAsMissing(textOrNumber)),
  ...recordCore,
  record_ttl: textOrNumber,
  is_geo: z._default(nullAsMissing(yesNo), 'no'),
  is_failover: z._default(nullAsMissing(yesNo), 'yes'),
  failover_record_main_value: z._default(nullAsMissing(z.string()), ''),
  failover_check_type: z._default(nullAsMissing(z.string()), ''),
  failover_check_interval: z._default(nullAsMissing(textOrNumber), ''),
  failover_return_to_main_value: z._default(nullAsMissing(textOrNumber), ''),
  failover_notification_email: z._default(nullAsMissing(z.string()), ''),
  failover_notification_sms: z._default(nullAsMissing(z.string()), ''),
  failover_backup_values: z._default(nullAsMissing(z.array(z.string())), []),
  failover_additional_port: z._default(nullAsMissing(textOrNumber), ''),
  failover_additional_request: z._default(nullAsMissing(z.string()), ''),
  failover_additional_response: z._default(nullAsMissing(z.string()), ''),
});
export type FailoverRecord = z.infer<typeof failoverRecordSchema>;

/** 2.2 Snapshot summary. */
export const snapshotSummarySchema = z.object({
  snapshot_id: textOrNumber,
  snapshot_time: textOrNumber,
  snapshot_records: count,
  // Null or missing reads as none (0): these count lists every snapshot has, and an empty list's
  // count plausibly comes as null from PHP over SQL (a SUM over no rows is NULL). A wrong 0 costs
  // little: opening the snapshot shows its lists whatever the count said.
  snapshot_geo_records: z._default(nullAsMissing(count), 0),
  snapshot_failover_records: z._default(nullAsMissing(count), 0),
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;
export const snapshotSummaryListSchema = z.array(snapshotSummarySchema);

export const snapshotContentSchema = z.pipe(
  z.object({
    records: z._default(nullAsMissing(z.array(snapshotRecordSchema)), []),
    geo_records: z._default(nullAsMissing(z.array(geoRecordSchema)), []),
    failover_records: z.optional(nullAsMissing(z.array(failoverRecordSchema))),
    // The spec's description spells the field this way; its example (and we) use failover_records.
    failober_records: z.optional(nullAsMissing(z.array(failoverRecordSchema))),
  }),
  z.transform(
    ({
      records,
      geo_records,
      failover_records,
      failober_records,
    }: {
      records: SnapshotRecord[];
      geo_records: GeoRecord[];
      failover_records?: FailoverRecord[] | undefined;
      failober_records?: FailoverRecord[] | undefined;
    }) => ({ records, geo_records, failover_records: failover_records ?? failober_records ?? [] }),
  ),
);

/** 2.3 Snapshot without its content: the summary and who took it. */
export const snapshotHeadSchema = z.extend(snapshotSummarySchema, {
  snapshot_created_by: z.optional(nullAsMissing(z.string())),
});

/** 2.3 Snapshot with content. */
export const snapshotSchema = z.extend(snapshotHeadSchema, {
  snapshot: snapshotContentSchema,
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** 2.6 GEO-eligible record group. */
export const geoEligibleGroupSchema = z.object({
  record_name: z.string(),
  record_type: z.string(),
  record_ttl: textOrNumber,
  records: z.array(
    z.object({
      record_id: textOrNumber,
      record_status: z._default(nullAsMissing(z.string()), 'enabled'),
      record_value: z.string(),
    }),
  ),
});
export type GeoEligibleGroup = z.infer<typeof geoEligibleGroupSchema>;

/**
 * An object keyed by region code, or an empty array where it has no keys: the service writes an
 * empty map as `[]` (spec 2.7 shows it for `subdivisions`; it can come for `countries` and the whole
 * table as well), read as `{}`.
 */
function regionMap<Value extends z.ZodMiniType>(value: Value) {
  return z.pipe(
    z.union([z.record(z.string(), value), z.tuple([])]),
    z.transform((map: Record<string, z.output<Value>> | []) => (Array.isArray(map) ? {} : map)),
  );
}

export const geoCountrySchema = z.object({
  country_name: z.string(),
  // Null or missing, as a country without subdivisions may come, is none.
  subdivisions: z._default(nullAsMissing(regionMap(z.string())), {}),
});
export type GeoCountry = z.infer<typeof geoCountrySchema>;

export const geoContinentSchema = z.object({
  continent_name: z.string(),
  countries: z._default(nullAsMissing(regionMap(geoCountrySchema)), {}),
});
export type GeoContinent = z.infer<typeof geoContinentSchema>;

/** 2.7 GEO regions table, keyed by continent code (`_EU`). */
export const geoRegionsSchema = regionMap(geoContinentSchema);
export type GeoRegions = z.infer<typeof geoRegionsSchema>;

/** 4.4 response. */
export const geoDefaultsSchema = z.object({
  geo_records: z.array(geoEligibleGroupSchema),
  geo_regions: geoRegionsSchema,
});
export type GeoDefaults = z.infer<typeof geoDefaultsSchema>;

/** 2.8 Template record. */
export const templateRecordSchema = z.object({
  record_id: textOrNumber,
  ...recordCore,
  record_ttl: textOrNumber,
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;
export const templateRecordListSchema = z.array(templateRecordSchema);

/** Section 1 envelope; `response` is checked by the resource's own schema afterwards. */
export const envelopeSchema = z.object({
  status: z.string(),
  // Absent from error envelopes; checked against the resource's schema once status is ok.
  response: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
  error: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
});

/**
 * The real service's error envelope (observed, spec 7 leaves it open), which the demo API sends
 * too: `status: fail`, an integer `error.code` and a short `error.message` (other fields may
 * appear inside `error`, such as `http_redirect`), and at the top level `details`, which often
 * carries the actual reason: `{"status":"fail","error":{"code":3,"message":"Authorization failed"},
 * "details":"Payment required"}`. The client reads any shape; this one is what the demo sends.
 */
export const serviceFailEnvelopeSchema = z.object({
  status: z.literal('fail'),
  error: z.looseObject({ code: z.int(), message: z.string() }),
  details: z.optional(z.string()),
});
export type ServiceFailEnvelope = z.infer<typeof serviceFailEnvelopeSchema>;

/**
 * The Zonescope server's own error envelope (proxy and request-target errors, not the service's):
 * `status: error` and a snake_case `error.code` with a human-readable `error.message`.
 */
export const serverErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ServerErrorEnvelope = z.infer<typeof serverErrorEnvelopeSchema>;

/**
 * The header on every answer the Zonescope server makes itself ({@link ServerErrorEnvelope}), so
 * that the app says its words are the server's, not the DNS API's. No upstream can send it: the
 * proxy passes on only the headers it names, and the demo answers as the service does.
 */
export const SERVER_ERROR_HEADER = 'X-Zonescope-Error';

/** Path of the Zonescope server's own description of itself (not part of the DNS API). */
export const SERVER_CONFIG_PATH = '/zonescope/config';

/** `GET /zonescope/config`: what the Zonescope server tells the SPA about itself (not part of the DNS API). */
export const serverConfigSchema = z.object({
  mode: z.enum(['demo', 'proxy']),
  /** The server adds an API key itself; the browser need not ask for one. */
  serverSuppliesKey: z.boolean(),
  /** The server replaces any key the browser sends (a DNS_API_KEY is set). */
  serverOverridesKey: z.boolean(),
  demo: z.optional(
    z.object({
      domains: z.array(z.object({ name: z.string(), description: z.string() })),
      templates: z.array(z.object({ id: z.string(), description: z.string() })),
      apiKey: z.string(),
    }),
  ),
});
export type ServerConfig = z.infer<typeof serverConfigSchema>;
