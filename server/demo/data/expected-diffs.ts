import { EXAMPLE_DKIM_NEW, EXAMPLE_DKIM_OLD } from './example-zone.ts';

/**
 * Known facts about the demo data, for tests of the SPA's diff, rollback and template screens.
 * The demo's own tests check every one of them against what the API sends.
 *
 * Records are "changed" when the same record (same `record_id`) differs in name, type, value, TTL,
 * is_geo or is_failover. Snapshot records carry no record_status, so status changes never show.
 *
 * The SOA is the service's own: every edit sets its serial to the edit's UNIX time, so it differs
 * between any two states of a zone with an edit between them. The `changed` lists below leave it
 * out; each fixture names the SOA values on its two sides apart, as `soa`, from {@link DEMO_SOA}.
 */

const SOA = (contact: 'hostmaster' | 'support', serial: number) => `ns1.dns-host.net ${contact}@dns-host.net ${serial}`;

/**
 * The managed SOA of each demo zone (Unicode name) in each snapshot and the live zone: `<primary
 * name server> <contact e-mail> <serial>`, the serial rising with every state. In example.com the
 * host's contact changed between 9020 and 9030, so there more than the serial differs.
 */
export const DEMO_SOA = {
  'example.com': {
    recordId: '981',
    '9010': SOA('hostmaster', 1790545632),
    '9020': SOA('hostmaster', 1791994831),
    '9030': SOA('support', 1793556309),
    '9040': SOA('support', 1794915170),
    '9050': SOA('support', 1795017482),
    live: SOA('support', 1795169007),
  },
  'пример.рф': {
    recordId: '3001',
    '5010': SOA('support', 1786271460),
    '5020': SOA('support', 1790778130),
    '5030': SOA('support', 1794505315),
    live: SOA('support', 1794816760),
  },
  'large.example.net': {
    recordId: '1',
    '7100': SOA('support', 1792396800),
    '7200': SOA('support', 1793707200),
    '7300': SOA('support', 1794744000),
    live: SOA('support', 1795163400),
  },
  'fresh.example.org': { recordId: '4001', live: SOA('support', 1795252500) },
  'hostile.example': {
    recordId: '8001',
    '8400': SOA('support', 1794427200),
    '8500': SOA('support', 1794748393),
    live: SOA('support', 1795123800),
  },
} as const;

/** Snapshot ids per domain (Unicode name), newest first, as the snapshots endpoint lists them. */
export const DEMO_SNAPSHOT_IDS = {
  'example.com': ['9050', '9040', '9030', '9020', '9010'],
  'пример.рф': ['5030', '5020', '5010'],
  'large.example.net': ['7300', '7200', '7100'],
  'fresh.example.org': [],
  'hostile.example': ['8500', '8400'],
} as const;

export const DEMO_TEMPLATE_IDS = ['1001', '1002', '1003', '1004'] as const;

/**
 * example.com's live zone against its newest snapshot, matched by record_id: since the snapshot
 * one record was added, one removed and one changed. Rolling back to 9050 would remove 1022,
 * re-create 1012 and set 1009 back to 203.0.113.50. The SOA differs only in its serial.
 */
export const EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT = {
  domain: 'example.com',
  snapshotId: '9050',
  addedSinceSnapshot: ['1022'],
  removedSinceSnapshot: ['1012'],
  changedSinceSnapshot: [{ record_id: '1009', field: 'record_value', snapshot: '203.0.113.50', live: '203.0.113.55' }],
  soa: { record_id: '981', snapshot: DEMO_SOA['example.com']['9050'], live: DEMO_SOA['example.com'].live },
} as const;

/**
 * example.com's two newest snapshots (taken the same day), matched by record_id. Includes an MX
 * removal and a TTL cut from 3600 to 300 (12×); GEO and failover records differ too.
 */
export const EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT = {
  domain: 'example.com',
  olderSnapshotId: '9040',
  newerSnapshotId: '9050',
  records: {
    added: ['1020', '1021'],
    removed: ['991'],
    changed: [
      { record_id: '986', field: 'record_ttl', older: '3600', newer: '300' },
      {
        record_id: '999',
        field: 'record_value',
        older: 'blog.hosting.example.net',
        newer: 'example.ghost.example.net',
      },
    ],
  },
  /** GEO records by record_id; changed ones list every field that differs. */
  geoRecords: {
    added: ['7006', '7007'],
    removed: ['7003'],
    changed: [
      { record_id: '7001', fields: ['record_ttl'] },
      { record_id: '7002', fields: ['record_value', 'record_ttl'] },
      { record_id: '7005', fields: ['record_ttl'] },
    ],
  },
  /** Failover records by record_id; the one without an id (sip.example.com A 192.0.2.40) is in both, unchanged. */
  failoverRecords: {
    added: ['1020'],
    removed: [],
    changed: [{ record_id: '988', fields: ['failover_check_type', 'failover_additional_port'] }],
    withoutRecordId: { record_name: 'sip.example.com', record_type: 'A', record_value: '192.0.2.40' },
  },
  soa: { record_id: '981', older: DEMO_SOA['example.com']['9040'], newer: DEMO_SOA['example.com']['9050'] },
} as const;

/** The example.com snapshot whose records, GEO records and failover records carry no record_id. */
export const EXAMPLE_COM_SNAPSHOT_WITHOUT_IDS = '9010';

/**
 * 9010 (no ids) against 9020, matched by (name, type, value): a value change (the DKIM key
 * rotation) shows as one removed and one added; a TTL change as a TTL change. Lists are in the
 * order the records appear in the snapshots and leave out the SOA, whose value (the serial)
 * differs, so that matched by content it is one removed and one added too.
 */
export const EXAMPLE_COM_OLDEST_VS_NEXT_BY_CONTENT = {
  domain: 'example.com',
  olderSnapshotId: '9010',
  newerSnapshotId: '9020',
  added: [
    { record_name: 'default._domainkey.example.com', record_type: 'TXT', record_value: EXAMPLE_DKIM_NEW },
    { record_name: 'docs.example.com', record_type: 'CNAME', record_value: 'docs.example.net' },
  ],
  removed: [
    { record_name: 'default._domainkey.example.com', record_type: 'TXT', record_value: EXAMPLE_DKIM_OLD },
    { record_name: 'old.example.com', record_type: 'A', record_value: '192.0.2.99' },
  ],
  ttlChanged: [
    {
      record_name: 'cdn.example.com',
      record_type: 'ALIAS',
      record_value: 'd1a2b3c4.cdn.example.net',
      older: '3600',
      newer: '300',
    },
  ],
  soa: { older: DEMO_SOA['example.com']['9010'], newer: DEMO_SOA['example.com']['9020'] },
} as const;

/**
 * The risky change in example.com's history: an apex NS changes between 9020 and 9030. The SOA
 * differs in more than its serial there: the DNS host changed its contact address. The same edit
 * moved www.example.com to a new address and deleted the XMPP SRV record (restored before 9040).
 */
export const EXAMPLE_COM_APEX_CHANGE = {
  domain: 'example.com',
  olderSnapshotId: '9020',
  newerSnapshotId: '9030',
  records: {
    added: ['1018'],
    removed: ['1004'],
    changed: [
      { record_id: '983', field: 'record_value', older: 'ns2.old-host.example.net', newer: 'ns2.dns-host.net' },
      { record_id: '986', field: 'record_value', older: '192.0.2.20', newer: '192.0.2.23' },
      { record_id: '1005', field: 'is_failover', older: 'no', newer: 'yes' },
    ],
  },
  soa: { record_id: '981', older: DEMO_SOA['example.com']['9020'], newer: DEMO_SOA['example.com']['9030'] },
} as const;

/** пример.рф's live zone against its newest snapshot: one TTL change on www.пример.рф. */
export const IDN_LIVE_VS_NEWEST_SNAPSHOT = {
  domain: 'пример.рф',
  snapshotId: '5030',
  addedSinceSnapshot: [],
  removedSinceSnapshot: [],
  changedSinceSnapshot: [{ record_id: '3005', field: 'record_ttl', snapshot: '3600', live: '600' }],
  soa: { record_id: '3001', snapshot: DEMO_SOA['пример.рф']['5030'], live: DEMO_SOA['пример.рф'].live },
} as const;

/**
 * hostile.example's live zone against snapshot 8500, matched by record_id, so that the rollback view
 * shows hostile text in its name, value and "would set" columns. Rolling back would re-create the
 * look-alike 8015, remove 8016 (an unclosed right-to-left override) and set 8008 back.
 */
export const HOSTILE_LIVE_VS_SNAPSHOT = {
  domain: 'hostile.example',
  snapshotId: '8500',
  addedSinceSnapshot: ['8016'],
  removedSinceSnapshot: ['8015'],
  changedSinceSnapshot: [{ record_id: '8008', field: 'record_value' }],
  soa: { record_id: '8001', snapshot: DEMO_SOA['hostile.example']['8500'], live: DEMO_SOA['hostile.example'].live },
} as const;

/**
 * large.example.net: 50,000 live records; against the newest snapshot, counts by record_id (the
 * changed ones without the SOA, whose serial differs).
 */
export const LARGE_LIVE_VS_NEWEST_SNAPSHOT = {
  domain: 'large.example.net',
  snapshotId: '7300',
  liveRecordCount: 50_000,
  snapshotRecordCount: 49_960,
  addedSinceSnapshot: 120,
  removedSinceSnapshot: 80,
  changedSinceSnapshot: 40,
  soa: { record_id: '1', snapshot: DEMO_SOA['large.example.net']['7300'], live: DEMO_SOA['large.example.net'].live },
} as const;

/**
 * Template 1001 applied to example.com (`domain_name=example.com`), compared by (name, type,
 * value) with example.com's live records: five already there, one CNAME that collides with the
 * A and AAAA records at www.example.com, one new.
 */
export const TEMPLATE_1001_ON_EXAMPLE_COM = {
  templateId: '1001',
  domain: 'example.com',
  alreadyPresent: [
    { templateRecordId: '100101', liveRecordId: '984' },
    { templateRecordId: '100102', liveRecordId: '985' },
    { templateRecordId: '100104', liveRecordId: '990' },
    { templateRecordId: '100105', liveRecordId: '994' },
    { templateRecordId: '100107', liveRecordId: '1007' },
  ],
  conflicts: [
    {
      templateRecordId: '100103',
      record_name: 'www.example.com',
      record_type: 'CNAME',
      conflictingLiveRecordIds: ['986', '987'],
    },
  ],
  new: ['100106'],
} as const;

/**
 * The history of www.example.com A (record 986) across example.com's snapshots, newest first:
 * its value changed in 9030 and 9040, its TTL in 9050; 9010 keeps no ids (matched by content).
 * Its GEO records: _EU and _NA from the start, US from 9030, DE.BY from 9050.
 */
export const EXAMPLE_COM_WWW_HISTORY = {
  domain: 'example.com',
  recordId: '986',
  record_name: 'www.example.com',
  record_type: 'A',
  states: [
    { state: 'live', event: 'unchanged', value: '192.0.2.24', ttl: '300' },
    { state: '9050', event: 'changed', value: '192.0.2.24', ttl: '300', changed: { record_ttl: ['3600', '300'] } },
    {
      state: '9040',
      event: 'changed',
      value: '192.0.2.24',
      ttl: '3600',
      changed: { record_value: ['192.0.2.23', '192.0.2.24'] },
    },
    {
      state: '9030',
      event: 'changed',
      value: '192.0.2.23',
      ttl: '3600',
      changed: { record_value: ['192.0.2.20', '192.0.2.23'] },
    },
    { state: '9020', event: 'unchanged', value: '192.0.2.20', ttl: '3600' },
    { state: '9010', event: 'first-seen', value: '192.0.2.20', ttl: '3600' },
  ],
  geoRegions: {
    '9050': ['_EU', '_NA', 'US', 'DE.BY'],
    '9040': ['_EU', '_NA', 'US'],
    '9030': ['_EU', '_NA', 'US'],
    '9020': ['_EU', '_NA'],
    '9010': ['_EU', '_NA'],
  },
} as const;

/** The XMPP SRV record of example.com (1004): deleted by the edit before 9030, restored before 9040. */
export const EXAMPLE_COM_REMOVED_AND_RESTORED = {
  domain: 'example.com',
  recordId: '1004',
  record_name: '_xmpp-server._tcp.example.com',
  record_type: 'SRV',
  states: [
    { state: 'live', event: 'unchanged' },
    { state: '9050', event: 'unchanged' },
    { state: '9040', event: 'added-back' },
    { state: '9030', event: 'removed' },
    { state: '9020', event: 'unchanged' },
    { state: '9010', event: 'first-seen' },
  ],
} as const;

/**
 * GEO coverage of www.example.com A: who gets which answer, in the newest snapshot (9050, as the
 * live zone: nothing GEO changed since) and in 9040. Answers per region code: value and source.
 * Rolling back from 9050 to 9040 changes DE.BY (its own record goes) and _NA with every region
 * under it but the United States and its subdivisions (198.51.100.22 → 198.51.100.20).
 */
export const EXAMPLE_COM_WWW_COVERAGE = {
  domain: 'example.com',
  record_name: 'www.example.com',
  record_type: 'A',
  newest: {
    snapshotId: '9050',
    answers: {
      'DE.BY': { value: '192.0.2.121', source: 'from DE.BY' },
      DE: { value: '192.0.2.120', source: 'inherited from _EU' },
      FR: { value: '192.0.2.120', source: 'inherited from _EU' },
      'US.CA': { value: '198.51.100.21', source: 'inherited from US' },
      CA: { value: '198.51.100.22', source: 'inherited from _NA' },
      JP: { value: '192.0.2.24', source: 'default' },
    },
  },
  older: {
    snapshotId: '9040',
    answers: {
      'DE.BY': { value: '192.0.2.120', source: 'inherited from _EU' },
      CA: { value: '198.51.100.20', source: 'inherited from _NA' },
    },
  },
  rollbackChanges: ['_NA', 'DE.BY'],
} as const;

/** пример.рф: a GEO record whose region (XK, Kosovo's user-assigned code) is not in the regions table. */
export const IDN_UNKNOWN_GEO_REGION = {
  domain: 'пример.рф',
  record_name: 'www.пример.рф',
  record_type: 'A',
  region: 'XK',
  value: '192.0.2.93',
} as const;
