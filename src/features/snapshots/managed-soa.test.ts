import { describe, expect, it } from 'vitest';
import { diffRecords, type DiffableRecord } from '../../lib/diff-records.ts';
import { describeManagedSoa, describeSerial, parseSoa, separateManagedSoa } from './managed-soa.ts';
import { describeRollback, rollbackCounts } from './rollback-report.ts';
import { findRollbackRisks } from './rollback-risks.ts';

function rec(id: string | undefined, name: string, type: string, value: string, ttl = '3600'): DiffableRecord {
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

// The service's three-field SOA; the serial is the UNIX time of the zone's last change.
const soaAt = (serial: number, contact = 'support@dns-host.net') => `ns1.dns-host.net ${contact} ${serial}`;
const LIVE_SERIAL = 1795169007; // 2026-11-20 10:03:27 UTC
const SNAPSHOT_SERIAL = 1795017482; // 2026-11-18 15:58:02 UTC

const zone = (soaValue: string, ns2 = 'ns2.example.com') => [
  rec('1', 'example.com', 'SOA', soaValue),
  rec('2', 'example.com', 'NS', 'ns1.example.com', '86400'),
  rec('3', 'example.com', 'NS', ns2, '86400'),
  rec('4', 'www.example.com', 'A', '192.0.2.1'),
  ...Array.from({ length: 6 }, (_, index) => rec(String(10 + index), `h${index}.example.com`, 'A', '192.0.2.9')),
];
const SIDES = { from: 'the current zone', to: 'snapshot 9050' };

describe('parseSoa', () => {
  it('reads the service’s three fields and the standard seven', () => {
    expect(parseSoa('ns1.zilore.net support@zilore.com 1549468698')).toEqual({
      primary: 'ns1.zilore.net',
      contact: 'support@zilore.com',
      serial: '1549468698',
      timers: undefined,
    });
    expect(parseSoa(' ns1.example.com.  hostmaster.example.com. 2026092801 7200 3600 1209600 3600')).toEqual({
      primary: 'ns1.example.com.',
      contact: 'hostmaster.example.com.',
      serial: '2026092801',
      timers: '7200 3600 1209600 3600',
    });
  });

  it('gives undefined for any other shape', () => {
    for (const value of ['', 'ns1.example.com', 'a b', 'a b 1 2', 'a b 1 2 3 4 5 6'])
      expect(parseSoa(value)).toBeUndefined();
  });
});

describe('separateManagedSoa', () => {
  it('a difference in the serial only: no change, no risk, and the SOA told apart', () => {
    const raw = diffRecords(zone(soaAt(LIVE_SERIAL)), zone(soaAt(SNAPSHOT_SERIAL)));
    expect(raw.changed).toHaveLength(1);
    const { records, soa } = separateManagedSoa(raw);
    expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 0 });
    expect(describeRollback('9050', { kind: 'current' }, rollbackCounts(records))).toBe(
      'Rolling back to snapshot 9050 would change no records.',
    );
    expect(records.unchanged).toBe(9);
    expect(findRollbackRisks(raw, ['example.com'])).toEqual([]);
    expect(findRollbackRisks(records, ['example.com'])).toEqual([]);
    expect(soa?.from?.record_id).toBe('1');
    expect(soa?.changes).toEqual([{ field: 'serial', from: String(LIVE_SERIAL), to: String(SNAPSHOT_SERIAL) }]);
  });

  it('an apex NS change stays a change and a risk beside the SOA note', () => {
    const raw = diffRecords(zone(soaAt(LIVE_SERIAL), 'ns2.dns-host.net'), zone(soaAt(SNAPSHOT_SERIAL)));
    const { records, soa } = separateManagedSoa(raw);
    expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 1 });
    expect(records.changed[0]?.from.record_type).toBe('NS');
    expect(findRollbackRisks(raw, ['example.com']).map((risk) => risk.kind)).toEqual(['apex-ns']);
    expect(soa?.changes.map((change) => change.field)).toEqual(['serial']);
  });

  it('leaves a diff without SOA differences as it is', () => {
    const raw = diffRecords(zone(soaAt(LIVE_SERIAL)), zone(soaAt(LIVE_SERIAL)));
    expect(separateManagedSoa(raw)).toEqual({ records: raw, soa: null });
  });

  it('keeps the SOA out of the share of the zone that would change', () => {
    // One of two other records changes: 50%, a large change; with the SOA counted it would be 2 of 3 (67%).
    const from = [
      rec('1', 'example.com', 'SOA', soaAt(2)),
      rec('4', 'a.example.com', 'A', '192.0.2.1'),
      rec('5', 'b.example.com', 'A', '192.0.2.2'),
    ];
    const to = [
      rec('1', 'example.com', 'SOA', soaAt(1)),
      rec('4', 'a.example.com', 'A', '192.0.2.9'),
      rec('5', 'b.example.com', 'A', '192.0.2.2'),
    ];
    const risks = findRollbackRisks(diffRecords(from, to), ['example.com']);
    expect(risks.map((risk) => risk.title)).toEqual(['50% of the zone would change (1 of 2 records)']);
  });

  it('pairs the SOA of each side when the records were matched by content (a side without ids)', () => {
    const withoutIds = zone(soaAt(SNAPSHOT_SERIAL)).map(({ record_id: _id, ...item }) => item);
    const raw = diffRecords(zone(soaAt(LIVE_SERIAL)), withoutIds);
    expect(raw.removed).toHaveLength(1);
    expect(raw.added).toHaveLength(1);
    const { records, soa } = separateManagedSoa(raw);
    expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 0 });
    expect(soa?.changes).toEqual([{ field: 'serial', from: String(LIVE_SERIAL), to: String(SNAPSHOT_SERIAL) }]);
  });

  it('names every field that differs: primary name server, contact, timers, TTL', () => {
    const from = [
      rec('1', 'example.com', 'SOA', 'ns1.example.com. hostmaster.example.com. 2026110201 7200 3600 1209600 3600'),
    ];
    const to = [
      rec('1', 'example.com', 'SOA', 'ns0.example.com. dns.example.com. 2026092801 3600 900 1209600 300', '86400'),
    ];
    expect(separateManagedSoa(diffRecords(from, to)).soa?.changes).toEqual([
      { field: 'serial', from: '2026110201', to: '2026092801' },
      { field: 'primary', from: 'ns1.example.com.', to: 'ns0.example.com.' },
      { field: 'contact', from: 'hostmaster.example.com.', to: 'dns.example.com.' },
      { field: 'timers', from: '7200 3600 1209600 3600', to: '3600 900 1209600 300' },
      { field: 'ttl', from: '3600', to: '86400' },
    ]);
  });

  it('an SOA on one side only is told apart too, never counted', () => {
    const { records, soa } = separateManagedSoa(diffRecords(zone(soaAt(1)).slice(1), zone(soaAt(1))));
    expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 0 });
    expect(soa?.from).toBeUndefined();
    expect(soa?.changes).toEqual([{ field: 'value', from: '', to: soaAt(1) }]);
  });
});

describe('describeSerial', () => {
  it('reads a UNIX-time serial as a UTC time, and a date-based one as its day and change number', () => {
    expect(describeSerial(String(LIVE_SERIAL))).toBe('2026-11-20 10:03:27 UTC');
    expect(describeSerial('1549468698')).toBe('2019-02-06 15:58:18 UTC');
    expect(describeSerial('2026092801')).toBe('2026-09-28, change 01');
  });

  it('says nothing about a serial that is neither', () => {
    for (const serial of ['1', '42', 'abc', '', '99999999999', '4294967296']) {
      expect(describeSerial(serial)).toBeUndefined();
    }
  });
});

describe('describeManagedSoa', () => {
  it('says that the service maintains the SOA, with the serials oldest first and their times', () => {
    const { soa } = separateManagedSoa(diffRecords(zone(soaAt(LIVE_SERIAL)), zone(soaAt(SNAPSHOT_SERIAL))));
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, SIDES)).toEqual([
      'The service maintains the SOA record: a rollback does not set it back, and the service writes a new serial. It is not counted as a change or a risk.',
      'Serial: 1795017482 (2026-11-18 15:58:02 UTC) in snapshot 9050 → 1795169007 (2026-11-20 10:03:27 UTC) in the current zone.',
    ]);
  });

  it('reads forward when the snapshot rolled back to is the newer state, and names other fields too', () => {
    const from = zone(soaAt(1791994831, 'hostmaster@dns-host.net'));
    const to = zone(soaAt(1793556309));
    const { soa } = separateManagedSoa(diffRecords(from, to));
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, { from: 'snapshot 9020', to: 'snapshot 9030' }).slice(1)).toEqual([
      'Serial: 1791994831 (2026-10-14 16:20:31 UTC) in snapshot 9020 → 1793556309 (2026-11-01 18:05:09 UTC) in snapshot 9030.',
      'Contact: hostmaster@dns-host.net in snapshot 9020 → support@dns-host.net in snapshot 9030.',
    ]);
  });

  it('says which side alone has an SOA', () => {
    const { soa } = separateManagedSoa(diffRecords(zone(soaAt(1)).slice(1), zone(soaAt(1))));
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, SIDES)[1]).toBe(`Only snapshot 9050 has an SOA record: ${soaAt(1)}.`);
  });
});
