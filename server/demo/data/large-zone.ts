import type { RecordType } from '../../../src/contract/schemas.ts';
import { createRandom, type Random } from '../random.ts';
import {
  DEMO_SOA_CONTACT,
  DEMO_SOA_PRIMARY,
  failoverRecord,
  geoRecord,
  presentationTxt,
  record,
  unixSeconds,
} from './zone-builders.ts';
import type { ZoneEdit, ZoneFailoverRecord, ZoneGeoRecord, ZoneHistory, ZoneRecord } from './zone-types.ts';

/** large.example.net: exactly this many live records, generated from a fixed seed. */
export const LARGE_ZONE_RECORD_COUNT = 50_000;

const APEX = 'large.example.net';
const SEED = 0x5eed_2026;

/** When the zone was created: the serial of its SOA until the first edit. */
const CREATED = unixSeconds('2026-10-19T08:00:00Z');

/** The edits between the three snapshots and the live zone, oldest first; `at` sets the SOA serial. */
export const LARGE_ZONE_EDITS = [
  { after: '7100', at: unixSeconds('2026-11-03T12:00:00Z'), added: 400, removed: 250, changed: 150 },
  { after: '7200', at: unixSeconds('2026-11-15T12:00:00Z'), added: 300, removed: 200, changed: 100 },
  { after: '7300', at: unixSeconds('2026-11-20T08:30:00Z'), added: 120, removed: 80, changed: 40 },
] as const;

const SNAPSHOTS = [
  { snapshotId: '7100', time: unixSeconds('2026-10-20T02:00:00Z'), createdBy: 'auto-backup' },
  { snapshotId: '7200', time: unixSeconds('2026-11-10T02:00:00Z'), createdBy: 'auto-backup' },
  { snapshotId: '7300', time: unixSeconds('2026-11-19T13:45:12Z'), createdBy: 'deploy-bot@example.net' },
] as const;

const TTLS = [
  ['60', 10],
  ['300', 30],
  ['600', 5],
  ['1800', 10],
  ['3600', 30],
  ['14400', 5],
  ['86400', 10],
] as const satisfies readonly (readonly [string, number])[];

const TYPES = [
  ['A', 38],
  ['AAAA', 18],
  ['CNAME', 20],
  ['TXT', 14],
  ['MX', 3],
  ['SRV', 3],
  ['CAA', 1],
  ['ALIAS', 1.5],
  ['PTR', 1.5],
] as const satisfies readonly (readonly [RecordType, number])[];

const SUBZONES = [
  ['', 50],
  ['eu.', 20],
  ['us.', 20],
  ['ap.', 10],
] as const satisfies readonly (readonly [string, number])[];

const GEO_REGIONS = [
  '_EU',
  '_NA',
  '_AS',
  '_SA',
  '_AF',
  '_OC',
  'DE',
  'US',
  'JP',
  'BR',
  'DE.BY',
  'US.CA',
  'FR.IDF',
] as const;
const CHECK_TYPES = ['HTTP', 'HTTPS', 'TCP', 'PING'] as const;
const GEO_ELIGIBLE = new Set<RecordType>(['A', 'AAAA', 'CNAME', 'ALIAS']);

function pad5(value: number): string {
  return String(value).padStart(5, '0');
}

/**
 * Makes plausible records of the zone `apex` (created at `created`, the SOA's first serial); every
 * (name, type) it makes is new, so record sets never mix TTLs.
 */
export function createRecordMaker(random: Random, { apex, created }: { apex: string; created: number }) {
  let nextId = 1;
  let hostCount = 0;
  let serviceCount = 0;
  let hostWithoutAaaa: string | undefined;
  const hosts: string[] = [];

  const ipv4 = (): string => `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  const ipv6 = (): string =>
    `fd00:${random.int(0, 0xffff).toString(16)}:${random.int(0, 0xffff).toString(16)}::${random.int(1, 0xfff).toString(16)}`;
  const token = (length: number): string => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let text = '';
    for (let index = 0; index < length; index += 1) text += alphabet.charAt(random.int(0, alphabet.length - 1));
    return text;
  };
  const newHost = (): string => {
    hostCount += 1;
    const host = `host-${pad5(hostCount)}.${random.pickWeighted(SUBZONES)}${apex}`;
    hosts.push(host);
    return host;
  };
  const someHost = (): string => hosts[random.int(0, hosts.length - 1)] ?? `host-00001.${apex}`;
  const newService = (prefix: string): string => {
    serviceCount += 1;
    return `${prefix}-${serviceCount}.${random.pickWeighted(SUBZONES)}${apex}`;
  };

  const valueFor = (type: RecordType): string => {
    switch (type) {
      case 'A':
        return ipv4();
      case 'AAAA':
        return ipv6();
      case 'CNAME':
        return random.chance(0.7) ? someHost() : `lb-${random.int(1, 40)}.cdn.example.com`;
      case 'ALIAS':
        return `edge-${random.int(1, 200)}.cdn.example.com`;
      case 'TXT': {
        const kind = random.pickWeighted([
          ['verification', 5],
          ['spf', 2],
          ['owner', 3],
        ]);
        // Stored in presentation form (quoted), except the "owner" notes, written without quotes.
        if (kind === 'verification') return presentationTxt(`verification=${token(32)}`);
        if (kind === 'spf') return presentationTxt(`v=spf1 ip4:${ipv4()} include:_spf.example.net ~all`);
        return `owner=team-${random.int(1, 60)}; cost-centre=${random.int(1000, 9999)}`;
      }
      case 'MX':
        return `${random.pick([10, 20, 30])} mx${random.int(1, 4)}.mail.example.net`;
      case 'SRV':
        return `${random.pick([0, 10, 20])} ${random.int(0, 100)} ${random.pick([443, 5060, 5222, 8080])} ${someHost()}`;
      case 'CAA':
        return random.pick(['0 issue "letsencrypt.org"', '0 issuewild ";"', '0 iodef "mailto:pki@example.net"']);
      case 'PTR':
        return someHost();
      case 'NS':
        return `ns${random.int(1, 4)}.dns-host.net`;
      case 'SOA':
        return `${DEMO_SOA_PRIMARY} ${DEMO_SOA_CONTACT} ${created}`;
    }
  };

  const nameFor = (type: RecordType): string => {
    switch (type) {
      case 'A':
        hostWithoutAaaa = newHost();
        return hostWithoutAaaa;
      case 'AAAA': {
        // Most IPv6 hosts also have an IPv4 address under the same name.
        const name = hostWithoutAaaa ?? newHost();
        hostWithoutAaaa = undefined;
        return name;
      }
      case 'CNAME':
        return newService('svc');
      case 'ALIAS':
        return newService('edge');
      case 'TXT':
        return newService(random.pick(['_verify', 'meta', 'info']));
      case 'MX':
        return newService('mail');
      case 'SRV':
        return `_${random.pick(['sip', 'xmpp', 'http'])}._tcp.${newService('svc')}`;
      case 'CAA':
        return newService('pki');
      case 'PTR':
        return newService('ptr');
      case 'NS':
      case 'SOA':
        return apex;
    }
  };

  const make = (type: RecordType): ZoneRecord => {
    const eligible = GEO_ELIGIBLE.has(type);
    const id = String(nextId);
    nextId += 1;
    return record(id, type, nameFor(type), valueFor(type), random.pickWeighted(TTLS), {
      disabled: random.chance(0.03),
      geo: eligible && random.chance(0.003),
      failover: type !== 'ALIAS' && eligible && random.chance(0.004),
    });
  };

  return {
    make,
    makeAny: (): ZoneRecord => make(random.pickWeighted(TYPES)),
    /** The same record with another TTL or value. */
    change: (current: ZoneRecord): ZoneRecord => {
      const changeValue = current.record_type !== 'SOA' && current.record_type !== 'NS' && random.chance(0.5);
      if (changeValue) {
        let value = valueFor(current.record_type);
        while (value === current.record_value) value = valueFor(current.record_type);
        return { ...current, record_value: value };
      }
      let ttl: string = random.pickWeighted(TTLS);
      while (ttl === current.record_ttl) ttl = random.pickWeighted(TTLS);
      return { ...current, record_ttl: ttl };
    },
  };
}

/** The GEO records of a generated record (none unless it is GEO), the same for it in every state. */
export function geoRecordsFor(of: ZoneRecord): ZoneGeoRecord[] {
  if (of.is_geo === 'no') return [];
  // Derived from the record id, so a record keeps its GEO records across snapshots.
  const random = createRandom(Number(of.record_id));
  return random.sample(GEO_REGIONS, random.int(1, 3)).map((region, index) => {
    const value =
      of.record_type === 'A'
        ? `10.${200 + index}.${random.int(0, 255)}.${random.int(1, 254)}`
        : of.record_type === 'AAAA'
          ? `fd00:ffff::${random.int(1, 0xfff).toString(16)}`
          : `geo-${region.toLowerCase().replace(/[_.]/g, '')}.cdn.example.com`;
    return geoRecord(`${of.record_id}${index}`, of.record_type, of.record_name, value, of.record_ttl, region);
  });
}

/** The failover settings of a generated record (none unless it has failover). */
export function failoverRecordsFor(of: ZoneRecord): ZoneFailoverRecord[] {
  if (of.is_failover === 'no') return [];
  const random = createRandom(Number(of.record_id) + 1);
  const check = random.pick(CHECK_TYPES);
  const web = check === 'HTTP' || check === 'HTTPS';
  return [
    failoverRecord(of, {
      check,
      interval: random.pick(['30', '60', '300']),
      returnToMain: random.pick(['0', '1']),
      email: random.chance(0.6) ? `noc-${random.int(1, 9)}@example.net` : '',
      sms: random.chance(0.2) ? `+1555555${random.int(1000, 9999)}` : '',
      backups: random.chance(0.1) ? [''] : [of.record_type === 'A' ? '10.250.0.1' : `backup.cdn.example.com`],
      port: check === 'TCP' ? random.pick(['25', '443', '5432']) : check === 'HTTPS' ? '443' : '',
      request: web ? '/healthz' : '',
      response: web && random.chance(0.5) ? 'OK' : '',
    }),
  ];
}

/** The large zone's history, generated: 49,710 base records, three snapshots, three rounds of edits. */
export function buildLargeHistory(): ZoneHistory {
  const random = createRandom(SEED);
  const maker = createRecordMaker(random, { apex: APEX, created: CREATED });
  const growth = LARGE_ZONE_EDITS.reduce((sum, edit) => sum + edit.added - edit.removed, 0);

  const records: ZoneRecord[] = [
    maker.make('SOA'),
    record('2', 'NS', APEX, 'ns1.dns-host.net', '86400'),
    record('3', 'NS', APEX, 'ns2.dns-host.net', '86400'),
    record('4', 'NS', APEX, 'ns3.dns-host.net', '86400'),
    record('5', 'NS', APEX, 'ns4.dns-host.net', '86400'),
  ];
  // The NS ids above were taken by hand: skip the maker past them.
  for (let index = 0; index < 4; index += 1) maker.make('NS');
  while (records.length < LARGE_ZONE_RECORD_COUNT - growth) records.push(maker.makeAny());

  const present = new Map(records.map((item) => [item.record_id, item]));
  const events: ZoneHistory['events'][number][] = [];
  for (const [index, plan] of LARGE_ZONE_EDITS.entries()) {
    const snapshot = SNAPSHOTS[index];
    if (snapshot !== undefined) events.push({ snapshot });

    const editable = [...present.values()].filter((item) => item.record_type !== 'SOA' && item.record_type !== 'NS');
    const touched = random.sample(editable, plan.removed + plan.changed);
    const removed = touched.slice(0, plan.removed);
    const changed = touched.slice(plan.removed).map((item) => maker.change(item));
    const added = Array.from({ length: plan.added }, () => maker.makeAny());

    for (const item of removed) present.delete(item.record_id);
    for (const item of [...changed, ...added]) present.set(item.record_id, item);
    events.push({ edit: describeEdit(plan.at, removed, changed, added) });
  }
  return {
    base: {
      records,
      geoRecords: records.flatMap(geoRecordsFor),
      failoverRecords: records.flatMap(failoverRecordsFor),
    },
    events,
  };
}

/** The record edit, with the GEO and failover records that follow from it. */
export function describeEdit(at: number, removed: ZoneRecord[], changed: ZoneRecord[], added: ZoneRecord[]): ZoneEdit {
  return {
    at,
    removeRecords: removed.map((item) => item.record_id),
    updateRecords: changed,
    addRecords: added,
    removeGeoRecords: removed.flatMap(geoRecordsFor).map((item) => item.record_id),
    updateGeoRecords: changed.flatMap(geoRecordsFor),
    addGeoRecords: added.flatMap(geoRecordsFor),
    removeFailoverRecords: removed.flatMap(failoverRecordsFor).map((item) => item.record_id ?? ''),
    updateFailoverRecords: changed
      .flatMap(failoverRecordsFor)
      .map((item) => ({ key: item.record_id ?? '', changes: item })),
    addFailoverRecords: added.flatMap(failoverRecordsFor),
  };
}
