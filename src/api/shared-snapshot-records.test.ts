import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Snapshot, SnapshotRecord } from '../contract/schemas.ts';
import { parseDomainName, type DomainName } from '../lib/domain-name.ts';
import { shareUnchangedRecords } from './shared-snapshot-records.ts';

function domain(name: string): DomainName {
  const result = parseDomainName(name);
  if (!result.ok) throw new Error(result.reason);
  return result.domain;
}

function snapshotOf(records: SnapshotRecord[]): Snapshot {
  return {
    snapshot_id: '1',
    snapshot_time: '1700000000',
    snapshot_records: records.length,
    snapshot_geo_records: 0,
    snapshot_failover_records: 0,
    snapshot: { records, geo_records: [], failover_records: [] },
  };
}

const record = (id: string | undefined, value: string, more: Partial<SnapshotRecord> = {}): SnapshotRecord => ({
  ...(id === undefined ? {} : { record_id: id }),
  record_name: 'www.example.com',
  record_type: 'A',
  record_value: value,
  record_ttl: '3600',
  is_geo: 'no',
  is_failover: 'no',
  ...more,
});

/** Each record of `later` as read after `earlier`: `same` where it is the earlier's very object. */
function readInTurn(earlier: SnapshotRecord[], later: SnapshotRecord[], of = domain('example.com')) {
  const first = shareUnchangedRecords(of, snapshotOf(earlier)).snapshot.records;
  const second = shareUnchangedRecords(of, snapshotOf(later)).snapshot.records;
  return second.map((item) => (first.includes(item) ? 'same' : 'own'));
}

const copy = (records: SnapshotRecord[]) => records.map((each) => ({ ...each }));
const allSame = (states: string[]) => states.every((state) => state === 'same');

describe('shareUnchangedRecords', () => {
  it('gives a record equal to one of the snapshot read before that very object, and keeps the others', () => {
    expect(
      readInTurn(
        [record('1', '192.0.2.1'), record('2', '192.0.2.2'), record('3', '192.0.2.3'), record('4', '192.0.2.4')],
        [
          record('1', '192.0.2.1'),
          // Changed, and a field more (a status) or less (no status where there was one).
          record('2', '192.0.2.20'),
          record('3', '192.0.2.3', { record_status: 'disabled' }),
          // The same content under another id, and no id at all.
          record('5', '192.0.2.4'),
          record(undefined, '192.0.2.1'),
        ],
      ),
    ).toEqual(['same', 'own', 'own', 'own', 'own']);
    expect(readInTurn([record('1', '192.0.2.1', { record_status: 'enabled' })], [record('1', '192.0.2.1')])).toEqual([
      'own',
    ]);
    // A status sent as null (kept as a field without a value) against none sent: not the same fields.
    expect(readInTurn([record('1', 'a', { record_status: undefined })], [record('1', 'a')])).toEqual(['own']);
    // Records without an id are not matched, however alike.
    expect(readInTurn([record(undefined, 'a'), record('1', 'a')], [record(undefined, 'a')])).toEqual(['own']);
    // A name that differs in letter case only is another value.
    expect(readInTurn([record('1', 'a', { record_name: 'WWW.example.com' })], [record('1', 'a')])).toEqual(['own']);
  });

  it('finds the equal records wherever they are: after many removed in one place, added ones, or in another order', () => {
    const zone = Array.from({ length: 400 }, (_, index) => record(String(index + 1), `192.0.2.${index % 250}`));
    // 150 removed in one place, the rest still found.
    const cut = copy([...zone.slice(0, 100), ...zone.slice(250)]);
    expect(allSame(readInTurn(zone, cut))).toBe(true);
    // 40 added in one place, then the rest.
    const added = Array.from({ length: 40 }, (_, index) => record(String(1000 + index), '198.51.100.1'));
    const grown = readInTurn(zone, copy([...zone.slice(0, 200), ...added, ...zone.slice(200)]));
    expect(grown.filter((state) => state === 'own')).toHaveLength(40);
    expect(grown.slice(240)).toEqual(Array.from({ length: 200 }, () => 'same'));
    // The same records the other way round, and shuffled in pairs.
    expect(allSame(readInTurn(zone, copy(zone).toReversed()))).toBe(true);
    const swapped = zone.flatMap((_, index, all) => (index % 2 === 0 ? [all[index + 1], all[index]] : []));
    expect(allSame(readInTurn(zone, copy(swapped.filter((each) => each !== undefined))))).toBe(true);
  });

  it("shares nothing with another domain's snapshot", () => {
    const first = shareUnchangedRecords(domain('example.com'), snapshotOf([record('1', '192.0.2.1')]));
    const other = shareUnchangedRecords(domain('example.org'), snapshotOf([record('1', '192.0.2.1')]));
    expect(other.snapshot.records[0]).not.toBe(first.snapshot.records[0]);
  });

  it('never changes what was read: every record keeps its fields and values, in order', () => {
    const field = fc.constantFrom('a', 'b', '3600', '300');
    const item = fc.record(
      {
        record_id: fc.constantFrom('1', '2', '3'),
        record_name: fc.constantFrom('www.example.com', 'mail.example.com'),
        record_type: fc.constantFrom('A', 'TXT'),
        record_value: field,
        record_ttl: field,
        is_geo: fc.constantFrom('yes', 'no'),
        is_failover: fc.constantFrom('yes', 'no'),
        record_status: fc.constantFrom('enabled', 'disabled'),
      },
      { requiredKeys: ['record_name', 'record_type', 'record_value', 'record_ttl', 'is_geo', 'is_failover'] },
    );
    fc.assert(
      fc.property(fc.array(fc.array(item, { maxLength: 8 }), { minLength: 2, maxLength: 4 }), (reads) => {
        for (const records of reads) {
          const asRead = structuredClone(records);
          const shared = shareUnchangedRecords(domain('example.com'), snapshotOf(records));
          expect(shared.snapshot.records).toEqual(asRead);
          for (const [index, each] of shared.snapshot.records.entries())
            expect(Object.keys(each)).toEqual(Object.keys(asRead[index] ?? {}));
        }
      }),
    );
  });
});
