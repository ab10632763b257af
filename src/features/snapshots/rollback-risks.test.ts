import { describe, expect, it } from 'vitest';
import { diffRecords, type DiffableRecord } from '../../lib/diff-records.ts';
import { findRollbackRisks } from './rollback-risks.ts';

function rec(id: string, name: string, type: string, value: string, ttl = '3600'): DiffableRecord {
  return {
    record_id: id,
    record_name: name,
    record_type: type,
    record_value: value,
    record_ttl: ttl,
    is_geo: 'no',
    is_failover: 'no',
  };
}

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
const kinds = (current: DiffableRecord[], snapshot: DiffableRecord[]) =>
  findRollbackRisks(diffRecords(current, snapshot), apex).map((risk) => risk.kind);

describe('findRollbackRisks', () => {
  it('finds nothing in a small, harmless rollback', () => {
    expect(kinds(base, replace(base, '4', { record_value: '192.0.2.2' }))).toEqual([]);
    expect(kinds(base, base)).toEqual([]);
  });

  it('flags apex NS changes, not NS of a subdomain, and never the SOA the service maintains', () => {
    const snapshot = replace(
      replace(base, '1', { record_value: 'ns1.example.com hostmaster.example.com 1 7200 3600 1209600 3600' }),
      '2',
      {
        record_value: 'ns9.example.net',
      },
    );
    const risks = findRollbackRisks(diffRecords(base, snapshot), apex);
    expect(risks.map((risk) => risk.kind)).toEqual(['apex-ns']);
    expect(risks[0]?.details).toEqual([
      'would change example.com NS ns1.example.com: record_value ns1.example.com → ns9.example.net',
    ]);
    expect(kinds(base, replace(base, '5', { record_value: 'ns.other.net' }))).toEqual([]);
    // An SOA that differs in every way, or is missing on one side, is not a risk either.
    expect(
      kinds(base, replace(base, '1', { record_value: 'ns0.example.net other@example.net 9', record_ttl: '1' })),
    ).toEqual([]);
    expect(kinds(base, base.slice(1))).toEqual([]);
  });

  it('treats a trailing dot, another case and “@” as the apex', () => {
    expect(kinds(base, [...base, rec('90', 'EXAMPLE.com.', 'NS', 'ns2.example.com')])).toEqual(['apex-ns']);
    expect(kinds(base, [...base, rec('91', '@', 'NS', 'ns3.example.com')])).toEqual(['apex-ns']);
  });

  it('flags MX removals only', () => {
    expect(
      kinds(
        base,
        base.filter((item) => item.record_id !== '3'),
      ),
    ).toEqual(['mx-removal']);
    expect(
      kinds(
        base.filter((item) => item.record_id !== '3'),
        base,
      ),
    ).toEqual([]);
  });

  it('flags TTL cuts of 10× or more, not smaller cuts or raises', () => {
    const risks = findRollbackRisks(diffRecords(base, replace(base, '4', { record_ttl: '300' })), apex);
    expect(risks).toEqual([
      {
        kind: 'ttl-cut',
        title: 'The TTL of 1 record would be cut by 10× or more',
        details: ['www.example.com A: 3600 → 300 s (12×)'],
      },
    ]);
    expect(kinds(base, replace(base, '4', { record_ttl: '360' }))).toEqual(['ttl-cut']);
    expect(kinds(base, replace(base, '4', { record_ttl: '361' }))).toEqual([]);
    expect(kinds(base, replace(base, '4', { record_ttl: '0' }))).toEqual(['ttl-cut']);
    expect(kinds(replace(base, '4', { record_ttl: '300' }), base)).toEqual([]);
  });

  it('flags a rollback that touches more than 30% of the zone', () => {
    const hosts = base.filter((item) => Number(item.record_id) >= 10);
    const changed = base.map((item) =>
      hosts.slice(0, 7).includes(item) ? { ...item, record_value: '198.51.100.1' } : item,
    );
    expect(kinds(base, changed)).toEqual(['large-change']);
    const fewer = base.map((item) =>
      hosts.slice(0, 6).includes(item) ? { ...item, record_value: '198.51.100.1' } : item,
    );
    expect(kinds(base, fewer)).toEqual([]);
    expect(findRollbackRisks(diffRecords(base, changed), apex).at(-1)?.title).toBe(
      '35% of the zone would change (7 of 20 records)',
    );
  });
});
