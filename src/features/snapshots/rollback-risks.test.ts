import { describe, expect, it } from 'vitest';
import { diffRecords, type DiffableRecord } from '../../lib/diff-records.ts';
import { rec } from '../../test/records.ts';
import { findRollbackRisks } from './rollback-risks.ts';

const apex = ['example.com'];
const base = [
  rec('1', 'example.com', 'SOA', 'ns1.example.com hostmaster.example.com 2 7200 3600 1209600 3600'),
  rec('2', 'example.com', 'NS', 'ns1.example.com', '86400'),
  rec('3', 'example.com', 'MX', '10 mail.example.com'),
  rec('4', 'www.example.com', 'A', '192.0.2.1'),
  rec('5', 'sub.example.com', 'NS', 'ns.elsewhere.net'),
  ...Array.from({ length: 15 }, (_, index) => rec(String(10 + index), `h${index}.example.com`, 'A', '192.0.2.9')),
];
const replace = (items: DiffableRecord[], id: string, patch: Partial<DiffableRecord>) =>
  items.map((item) => (item.record_id === id ? { ...item, ...patch } : item));
const without = (items: DiffableRecord[], ...ids: string[]) =>
  items.filter((item) => !ids.includes(item.record_id ?? ''));
const risksOf = (current: DiffableRecord[], snapshot: DiffableRecord[], names = apex) =>
  findRollbackRisks(diffRecords(current, snapshot), names);
const kinds = (current: DiffableRecord[], snapshot: DiffableRecord[], names = apex) =>
  risksOf(current, snapshot, names).map((risk) => risk.kind);
const titleOf = (current: DiffableRecord[], snapshot: DiffableRecord[], kind: string) =>
  risksOf(current, snapshot).find((risk) => risk.kind === kind)?.title;
const detailsOf = (current: DiffableRecord[], snapshot: DiffableRecord[], kind: string) =>
  risksOf(current, snapshot).find((risk) => risk.kind === kind)?.details;

const ns = (name: string) => [rec('1', name, 'NS', 'ns1.example.net'), rec('2', 'www.straße.de', 'A', '192.0.2.1')];

const hosts = (count: number, first = 1) =>
  Array.from({ length: count }, (_, index) =>
    rec(String(first + index), `h${first + index}.example.com`, 'A', '192.0.2.9'),
  );
const ten = hosts(10);

const changed = (items: DiffableRecord[], ids: string[]) =>
  items.map((item) => (ids.includes(item.record_id ?? '') ? { ...item, record_value: '198.51.100.1' } : item));
describe('findRollbackRisks', () => {
  it('finds nothing in a small, harmless rollback', () => {
    expect(kinds(base, replace(base, '4', { record_value: '192.0.2.2' }))).toEqual([]);
    expect(kinds(base, base)).toEqual([]);
    expect(kinds([], [])).toEqual([]);
  });

  describe('apex NS records', () => {
    it('flags apex NS changes, not NS of a subdomain, and never the SOA the service maintains', () => {
      const snapshot = replace(
        replace(base, '1', { record_value: 'ns1.example.com hostmaster.example.com 1 7200 3600 1209600 3600' }),
        '2',
        { record_value: 'ns9.example.net' },
      );
      expect(risksOf(base, snapshot)).toEqual([
        {
          kind: 'apex-ns',
          title: 'The apex NS records would change (1 record)',
          details: ['would change example.com NS ns1.example.com: Value ns1.example.com → ns9.example.net'],
        },
      ]);
      expect(kinds(base, replace(base, '5', { record_value: 'ns.other.net' }))).toEqual([]);
      // An SOA that differs in every way, or is missing on one side, is not a risk either.
      expect(
        kinds(base, replace(base, '1', { record_value: 'ns0.example.net other@example.net 9', record_ttl: '1' })),
      ).toEqual([]);
      expect(kinds(base, base.slice(1))).toEqual([]);
      expect(kinds(base.slice(1), base)).toEqual([]);
    });

    it('flags removing an apex NS record and adding one, each record named', () => {
      const current = [...base, rec('6', 'example.com', 'NS', 'ns2.example.com', '86400')];
      const snapshot = [...without(base, '2'), rec('7', 'example.com', 'NS', 'ns3.example.net', '86400')];
      expect(risksOf(current, snapshot)).toEqual([
        {
          kind: 'apex-ns',
          title: 'The apex NS records would change (3 records)',
          details: [
            'would remove example.com NS ns1.example.com',
            'would remove example.com NS ns2.example.com',
            'would add example.com NS ns3.example.net',
          ],
        },
      ]);
      expect(risksOf(base, without(base, '2'))).toEqual([
        {
          kind: 'apex-ns',
          title: 'The apex NS records would change (1 record)',
          details: ['would remove example.com NS ns1.example.com'],
        },
      ]);
    });

    it('flags an NS record that leaves the apex or moves to it (the apex on one side only)', () => {
      const delegated = replace(base, '2', { record_name: 'sub.example.com' });
      expect(detailsOf(base, delegated, 'apex-ns')).toEqual([
        'would change example.com NS ns1.example.com: Name example.com → sub.example.com',
      ]);
      expect(detailsOf(delegated, base, 'apex-ns')).toEqual([
        'would change sub.example.com NS ns1.example.com: Name sub.example.com → example.com',
      ]);
    });

    it('lists every field an apex NS change touches', () => {
      const snapshot = replace(base, '2', { record_value: 'ns9.example.net', record_ttl: '3600' });
      expect(detailsOf(base, snapshot, 'apex-ns')).toEqual([
        'would change example.com NS ns1.example.com: Value ns1.example.com → ns9.example.net; TTL 86400 → 3600',
      ]);
    });

    it('treats a trailing dot, another case, stray spaces and “@” as the apex, and the type in any case', () => {
      expect(kinds(base, [...base, rec('90', 'EXAMPLE.com.', 'NS', 'ns2.example.com')])).toEqual(['apex-ns']);
      expect(kinds(base, [...base, rec('91', '@', 'NS', 'ns3.example.com')])).toEqual(['apex-ns']);
      expect(kinds(base, [...base, rec('92', ' example.com ', 'ns', 'ns4.example.com')])).toEqual(['apex-ns']);
    });

    it('knows an IDN apex in either form, and not a look-alike domain', () => {
      const names = ['straße.de', 'xn--strae-oqa.de'];
      const flagged = (name: string) => kinds(ns(name), ns(name).slice(1), names).includes('apex-ns');
      expect(flagged('Straße.DE.')).toBe(true);
      expect(flagged('xn--strae-oqa.de')).toBe(true);
      // strasse.de is another domain than straße.de (IDNA 2008 keeps the ß), not its apex.
      expect(flagged('strasse.de')).toBe(false);
      expect(flagged('STRASSE.DE')).toBe(false);
    });
  });

  describe('MX removals', () => {
    it('flags MX removals only, not MX added back or other records removed', () => {
      expect(risksOf(base, without(base, '3', '4'))).toEqual([
        { kind: 'mx-removal', title: '1 MX record would be removed', details: ['example.com MX 10 mail.example.com'] },
      ]);
      expect(kinds(without(base, '3'), base)).toEqual([]);
      expect(kinds(base, without(base, '4'))).toEqual([]);
    });

    it('counts an MX however its type is written', () => {
      const current = [...base, rec('6', 'example.com', 'mx', '20 backup.example.net')];
      expect(risksOf(current, without(base, '3'))).toEqual([
        {
          kind: 'mx-removal',
          title: '2 MX records would be removed',
          details: ['example.com MX 10 mail.example.com', 'example.com mx 20 backup.example.net'],
        },
      ]);
    });
  });

  describe('TTL cuts', () => {
    it('flags TTL cuts of 10× or more, not smaller cuts or raises', () => {
      expect(risksOf(base, replace(base, '4', { record_ttl: '300' }))).toEqual([
        {
          kind: 'ttl-cut',
          title: 'The TTL of 1 record would be cut by 10× or more',
          details: ['www.example.com A: 3600 → 300 s (12×)'],
        },
      ]);
      expect(detailsOf(base, replace(base, '4', { record_ttl: '360' }), 'ttl-cut')).toEqual([
        'www.example.com A: 3600 → 360 s (10×)',
      ]);
      expect(detailsOf(base, replace(base, '4', { record_ttl: '350' }), 'ttl-cut')).toEqual([
        'www.example.com A: 3600 → 350 s (10.3×)',
      ]);
      expect(kinds(base, replace(base, '4', { record_ttl: '361' }))).toEqual([]);
      expect(kinds(replace(base, '4', { record_ttl: '300' }), base)).toEqual([]);
    });

    it('says a TTL cut to 0 in words', () => {
      expect(detailsOf(base, replace(base, '4', { record_ttl: '0' }), 'ttl-cut')).toEqual([
        'www.example.com A: 3600 → 0 s (cut to 0)',
      ]);
    });

    it('counts every record cut, its value changed or not', () => {
      const snapshot = replace(replace(base, '4', { record_value: '192.0.2.7', record_ttl: '60' }), '10', {
        record_ttl: '30',
      });
      expect(risksOf(base, snapshot)).toEqual([
        {
          kind: 'ttl-cut',
          title: 'The TTL of 2 records would be cut by 10× or more',
          details: ['www.example.com A: 3600 → 60 s (60×)', 'h0.example.com A: 3600 → 30 s (120×)'],
        },
      ]);
    });

    it('reads only whole numbers of seconds, and the same TTL written otherwise is no cut', () => {
      for (const ttl of ['+30', '1e2', '30.5', ' 30', '30 ', '']) {
        expect(kinds(base, replace(base, '4', { record_ttl: ttl }))).toEqual([]);
        expect(kinds(replace(base, '4', { record_ttl: ttl === '' ? '' : `${ttl}0000` }), base)).toEqual([]);
      }
      expect(kinds(replace(base, '4', { record_ttl: '0300' }), replace(base, '4', { record_ttl: '300' }))).toEqual([]);
      expect(kinds(replace(base, '4', { record_ttl: '00' }), replace(base, '4', { record_ttl: '0' }))).toEqual([]);
    });
  });

  describe('large changes', () => {
    it('flags a rollback that touches more than 30% of the zone', () => {
      const hostIds = base.filter((item) => Number(item.record_id) >= 10).map((item) => item.record_id);
      const changeHosts = (count: number) =>
        base.map((item) =>
          hostIds.slice(0, count).includes(item.record_id) ? { ...item, record_value: '198.51.100.1' } : item,
        );
      expect(risksOf(base, changeHosts(7))).toEqual([
        { kind: 'large-change', title: '35% of the records would change (7 of the 20 in either version)', details: [] },
      ]);
      expect(kinds(base, changeHosts(6))).toEqual([]);
    });

    it('measures against every record either side holds: adding to a zone', () => {
      expect(kinds(ten, hosts(14))).toEqual([]); // 4 of 14
      expect(titleOf(ten, hosts(15), 'large-change')).toBe(
        '33% of the records would change (5 of the 15 in either version)',
      );
    });

    it('measures against every record either side holds: removing from a zone', () => {
      expect(kinds(ten, hosts(7))).toEqual([]); // 3 of 10
      expect(titleOf(ten, hosts(6), 'large-change')).toBe(
        '40% of the records would change (4 of the 10 in either version)',
      );
    });

    it('counts removed, added and changed records alike', () => {
      // 2 removed and 2 changed of 10; the rollback leaves 8.
      expect(titleOf(ten, changed(hosts(8), ['1', '2']), 'large-change')).toBe(
        '40% of the records would change (4 of the 10 in either version)',
      );
      // 2 added and 2 changed; the rollback leaves 12.
      expect(titleOf(ten, changed(hosts(12), ['1', '2']), 'large-change')).toBe(
        '33% of the records would change (4 of the 12 in either version)',
      );
      // 2 removed, 2 added: 4 of the 12 records either side holds (8 in both, 2 only now, 2 only then).
      expect(titleOf(ten, [...hosts(8), ...hosts(2, 11)], 'large-change')).toBe(
        '33% of the records would change (4 of the 12 in either version)',
      );
    });

    it('never says more than 100%: records replaced and changed in a zone of the same size', () => {
      // 6 records each side: 3 replaced by 3 others, 1 changed, 2 alike. Against the larger side
      // alone this read "117% of the zone would change (7 of 6 records)".
      const from = hosts(6);
      const to = changed([...hosts(3), ...hosts(3, 20)], ['1']);
      expect(titleOf(from, to, 'large-change')).toBe('78% of the records would change (7 of the 9 in either version)');
      // Every record replaced: 100%, and no more.
      expect(titleOf(hosts(4), hosts(4, 20), 'large-change')).toBe(
        '100% of the records would change (8 of the 8 in either version)',
      );
      // Almost all: not rounded up to 100%.
      expect(
        titleOf(
          hosts(1000),
          changed(
            hosts(1000),
            Array.from({ length: 999 }, (_, i) => String(i + 1)),
          ),
          'large-change',
        ),
      ).toBe('99% of the records would change (999 of the 1,000 in either version)');
    });

    it('writes large counts with thousands separators', () => {
      expect(titleOf(hosts(1000), hosts(1500), 'large-change')).toBe(
        '33% of the records would change (500 of the 1,500 in either version)',
      );
    });
  });
});
