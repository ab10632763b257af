import { describe, expect, it } from 'vitest';
import { diffRecords } from '../../lib/diff-records.ts';
import { describeManagedSoa, describeSerial, parseSoa, separateManagedSoa } from './managed-soa.ts';
import { describeRollback, rollbackCounts } from './rollback-report.ts';
import { findRollbackRisks } from './rollback-risks.ts';
import { rec } from '../../test/records.ts';

// The service's three-field SOA; the serial is the UNIX time of the zone's last change.
const soaAt = (serial: number, contact = 'support@dns-host.net') => `ns1.dns-host.net ${contact} ${serial}`;
/** A zone of its SOA alone, whose serial is any text. */
const serialSoa = (serial: string) => [rec('1', 'example.com', 'SOA', `ns1.example.com s@example.com ${serial}`)];
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
    expect(risks.map((risk) => risk.title)).toEqual(['50% of the records would change (1 of the 2 in either version)']);
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

const side = (address: string, serial: number) => [
  rec('4', 'www.example.com', 'A', address),
  rec('1', 'example.com', 'SOA', soaAt(serial)),
];

const unreadable = (value: string, ttl = '3600') => [rec('1', 'example.com', 'SOA', value, ttl)];

describe('separateManagedSoa, the SOA among other changes', () => {
  it('takes out the SOA however its type is written', () => {
    const from = [rec('1', 'example.com', ' soa ', soaAt(LIVE_SERIAL)), rec('4', 'www.example.com', 'A', '192.0.2.1')];
    const to = [
      rec('1', 'example.com', ' soa ', soaAt(SNAPSHOT_SERIAL)),
      rec('4', 'www.example.com', 'A', '192.0.2.1'),
    ];
    const { records, soa } = separateManagedSoa(diffRecords(from, to));
    expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 0 });
    expect(soa?.changes).toEqual([{ field: 'serial', from: String(LIVE_SERIAL), to: String(SNAPSHOT_SERIAL) }]);
  });

  it('finds the SOA of each side among other records removed and added (a side without ids)', () => {
    const from = [rec('4', 'www.example.com', 'A', '192.0.2.1'), rec('1', 'example.com', 'SOA', soaAt(LIVE_SERIAL))];
    const to = [
      rec(undefined, 'new.example.com', 'A', '192.0.2.9'),
      rec(undefined, 'example.com', 'SOA', soaAt(SNAPSHOT_SERIAL)),
    ];
    const { records, soa } = separateManagedSoa(diffRecords(from, to));
    expect(records.removed.map((item) => item.record_name)).toEqual(['www.example.com']);
    expect(records.added.map((item) => item.record_name)).toEqual(['new.example.com']);
    expect([soa?.from?.record_value, soa?.to?.record_value]).toEqual([soaAt(LIVE_SERIAL), soaAt(SNAPSHOT_SERIAL)]);
    expect(soa?.changes).toEqual([{ field: 'serial', from: String(LIVE_SERIAL), to: String(SNAPSHOT_SERIAL) }]);
  });

  it('takes out a record that is the SOA on one side only (its type changed), with both values', () => {
    const soaRecord = rec('1', 'example.com', 'SOA', soaAt(LIVE_SERIAL));
    const txtRecord = rec('1', 'example.com', 'TXT', 'v=spf1 -all');
    for (const [from, to] of [
      [soaRecord, txtRecord],
      [txtRecord, soaRecord],
    ] as const) {
      const { records, soa } = separateManagedSoa(diffRecords([from], [to]));
      expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 0 });
      expect(soa?.changes).toEqual([{ field: 'value', from: from.record_value, to: to.record_value }]);
    }
  });

  it('an SOA only in the zone rolled back from is told apart, never counted', () => {
    const { records, soa } = separateManagedSoa(diffRecords(zone(soaAt(1)), zone(soaAt(1)).slice(1)));
    expect(rollbackCounts(records)).toEqual({ add: 0, remove: 0, change: 0 });
    expect(soa?.to).toBeUndefined();
    expect(soa?.changes).toEqual([{ field: 'value', from: soaAt(1), to: '' }]);
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, SIDES)[1]).toBe(`Only the current zone has an SOA record: ${soaAt(1)}.`);
  });

  it('finds the SOA among other changed records, whichever comes first', () => {
    const { records, soa } = separateManagedSoa(
      diffRecords(side('192.0.2.1', LIVE_SERIAL), side('192.0.2.2', SNAPSHOT_SERIAL)),
    );
    expect(records.changed.map((pair) => pair.from.record_id)).toEqual(['4']);
    expect([soa?.from?.record_id, soa?.to?.record_id]).toEqual(['1', '1']);
    expect(soa?.changes).toEqual([{ field: 'serial', from: String(LIVE_SERIAL), to: String(SNAPSHOT_SERIAL) }]);
  });

  it('compares an SOA that cannot be read as one by its whole value, and its TTL', () => {
    expect(separateManagedSoa(diffRecords(unreadable('ns1.example.com'), unreadable(soaAt(2)))).soa?.changes).toEqual([
      { field: 'value', from: 'ns1.example.com', to: soaAt(2) },
    ]);
    expect(
      separateManagedSoa(diffRecords(unreadable('ns1.example.com', '300'), unreadable('ns1.example.com'))).soa?.changes,
    ).toEqual([{ field: 'ttl', from: '300', to: '3600' }]);
  });
});

describe('describeSerial', () => {
  it('reads a UNIX-time serial as a UTC time, and a date-based one as its day and change number', () => {
    expect(describeSerial(String(LIVE_SERIAL))).toBe('2026-11-20 10:03:27 UTC');
    expect(describeSerial('1549468698')).toBe('2019-02-06 15:58:18 UTC');
    expect(describeSerial('2026092801', undefined, Date.parse('2026-11-29T00:00:00Z'))).toBe('2026-09-28, change 01');
    // On the page, in its time zone and its way of writing times; a dated serial has no time to move.
    expect(describeSerial(String(LIVE_SERIAL), 'Europe/Berlin')).toBe('20 Nov 2026, 11:03:27 CET');
    expect(describeSerial(String(LIVE_SERIAL), 'UTC')).toBe('20 Nov 2026, 10:03:27 UTC');
    expect(describeSerial('2026092801', 'Asia/Tokyo', Date.parse('2026-11-29T00:00:00Z'))).toBe(
      '2026-09-28, change 01',
    );
  });

  it('says nothing about a serial that is neither', () => {
    for (const serial of [
      '1',
      '42',
      'abc',
      '',
      '99999999999',
      '4294967296',
      'v1795169007',
      '1795169007a',
      '631151999',
    ]) {
      expect(describeSerial(serial)).toBeUndefined();
    }
  });

  it('reads UNIX times from 1990 to the last 32-bit serial', () => {
    expect(describeSerial('631152000')).toBe('1990-01-01 00:00:00 UTC');
    expect(describeSerial('4294967295')).toBe('2106-02-07 06:28:15 UTC');
  });

  it('reads a serial that looks dated but names no day (30 February, month 13) as a UNIX time', () => {
    expect(describeSerial('2026023001')).toBe('2034-03-15 08:10:01 UTC');
    expect(describeSerial('2026130101')).toBe('2034-03-16 13:55:01 UTC');
  });

  it('reads a serial that is both a UNIX time and a date as the service writes it, unless that time is still to come', () => {
    // 1901011234 is 2030-03-29 10:40:34 UTC, and digits that name 12 January 1901.
    expect(describeSerial('1901011234', undefined, Date.parse('2030-04-01T00:00:00Z'))).toBe('2030-03-29 10:40:34 UTC');
    expect(describeSerial('1901011234', 'UTC', Date.parse('2030-03-29T10:40:34Z'))).toBe('29 Mar 2030, 10:40:34 UTC');
    // Another clock a little ahead of this one: still the service's time.
    expect(describeSerial('1901011234', undefined, Date.parse('2030-03-28T12:00:00Z'))).toBe('2030-03-29 10:40:34 UTC');
    expect(describeSerial('1901011234', undefined, Date.parse('2026-11-29T00:00:00Z'))).toBe('1901-01-12, change 34');
    // A dated serial of today's form is a time in 2034: read as a date until then.
    expect(describeSerial('2026092801', undefined, Date.parse('2034-03-01T00:00:00Z'))).toBe('2026-09-28, change 01');
    expect(describeSerial('2026092801', undefined, Date.parse('2034-03-17T00:00:00Z'))).toBe('2034-03-16 03:33:21 UTC');
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
    expect(describeManagedSoa(soa, SIDES, 'America/New_York')[1]).toBe(
      'Serial: 1795017482 (18 Nov 2026, 10:58:02 GMT-5) in snapshot 9050 → 1795169007 (20 Nov 2026, 05:03:27 GMT-5) in the current zone.',
    );
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

  it('names every field that differs, a missing one as (none), and reads only the serial as a time', () => {
    const from = [
      rec(
        '1',
        'example.com',
        'SOA',
        'ns1.example.com. hostmaster.example.com. 2026110201 7200 3600 1209600 3600',
        '1795169007',
      ),
    ];
    const to = [rec('1', 'example.com', 'SOA', 'ns0.example.com. dns.example.com. 2026092801', '3600')];
    const { soa } = separateManagedSoa(diffRecords(from, to));
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, SIDES).slice(1)).toEqual([
      'Serial: 2026092801 (2026-09-28, change 01) in snapshot 9050 → 2026110201 (2026-11-02, change 01) in the current zone.',
      'Primary name server: ns0.example.com. in snapshot 9050 → ns1.example.com. in the current zone.',
      'Contact: dns.example.com. in snapshot 9050 → hostmaster.example.com. in the current zone.',
      'Timers (refresh, retry, expire, minimum): (none) in snapshot 9050 → 7200 3600 1209600 3600 in the current zone.',
      'TTL: 3600 in snapshot 9050 → 1795169007 in the current zone.',
    ]);
  });

  it('reads from the snapshot rolled back to when no serial tells which side is older', () => {
    const contactOnly = separateManagedSoa(diffRecords(zone(soaAt(5, 'hostmaster@dns-host.net')), zone(soaAt(5)))).soa;
    if (!contactOnly) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(contactOnly, SIDES)[1]).toBe(
      'Contact: support@dns-host.net in snapshot 9050 → hostmaster@dns-host.net in the current zone.',
    );
    // A TTL that rose is no serial: the snapshot still comes first.
    const ttlOnly = separateManagedSoa(
      diffRecords(
        [rec('1', 'example.com', 'SOA', soaAt(5), '86400')],
        [rec('1', 'example.com', 'SOA', soaAt(5), '300')],
      ),
    ).soa;
    if (!ttlOnly) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(ttlOnly, SIDES)[1]).toBe('TTL: 300 in snapshot 9050 → 86400 in the current zone.');
    // Serials that are not numbers tell nothing either.
    for (const [live, snapshot] of [
      ['a7', '9'],
      ['7a', '9'],
      ['9', 'a7'],
      ['9', '7a'],
    ] as const) {
      const words = separateManagedSoa(diffRecords(serialSoa(live), serialSoa(snapshot))).soa;
      if (!words) throw new Error('expected an SOA difference');
      expect(describeManagedSoa(words, SIDES)[1]).toBe(
        `Serial: ${snapshot} in snapshot 9050 → ${live} in the current zone.`,
      );
    }
  });

  it('says only the note when neither side has an SOA', () => {
    expect(describeManagedSoa({ from: undefined, to: undefined, changes: [] }, SIDES)).toHaveLength(1);
  });

  it('names a whole-value change, and reads no time into a value that is only a number', () => {
    const { soa } = separateManagedSoa(
      diffRecords([rec('1', 'example.com', 'SOA', soaAt(LIVE_SERIAL))], [rec('1', 'example.com', 'SOA', '1795017482')]),
    );
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, SIDES)[1]).toBe(
      `Value: 1795017482 in snapshot 9050 → ${soaAt(LIVE_SERIAL)} in the current zone.`,
    );
  });

  it('says which side alone has an SOA', () => {
    const { soa } = separateManagedSoa(diffRecords(zone(soaAt(1)).slice(1), zone(soaAt(1))));
    if (!soa) throw new Error('expected an SOA difference');
    expect(describeManagedSoa(soa, SIDES)[1]).toBe(`Only snapshot 9050 has an SOA record: ${soaAt(1)}.`);
  });
});
