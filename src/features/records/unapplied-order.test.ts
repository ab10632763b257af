import { describe, expect, it } from 'vitest';
import type { DnsRecord, OrderBy } from '../../contract/schemas.ts';
import { compareRecords, findUnappliedOrder, orderedField } from './unapplied-order.ts';

const record = (id: number, fields: Partial<DnsRecord> = {}): DnsRecord => ({
  record_id: String(id),
  record_status: 'enabled',
  record_name: 'example.com',
  record_type: 'A',
  record_value: '192.0.2.1',
  record_ttl: '3600',
  is_geo: 'no',
  is_failover: 'no',
  ...fields,
});

/** Records with ids 1, 2, 3, … (the service's own order) whose field `key` holds `texts`, in that order. */
const inIdOrder = (key: 'record_name' | 'record_value' | 'record_type' | 'record_ttl', texts: string[]) =>
  texts.map((text, index) => record(index + 1, { [key]: text }));

const FIELD_OF = {
  idn_record_name: 'record_name',
  idn_record_value: 'record_value',
  record_type: 'record_type',
} as const;

describe('findUnappliedOrder', () => {
  it('names the first neighbours out of the order asked for, when the rows are in id order', () => {
    const rows = inIdOrder('record_ttl', ['300', '300', '3600', '86400']);
    expect(findUnappliedOrder(rows, 'record_ttl', 'desc')).toEqual({ before: rows[1], after: rows[2] });
    const names = inIdOrder('record_name', ['example.com', 'mail.example.com', 'www.example.com']);
    expect(findUnappliedOrder(names, 'idn_record_name', 'desc')).toEqual({ before: names[0], after: names[1] });
    const ids = [record(1), record(2)];
    expect(findUnappliedOrder(ids, 'record_id', 'desc')).toEqual({ before: ids[0], after: ids[1] });
  });

  it('never questions the service’s own order, one row, or rows that are not in id order', () => {
    const rows = inIdOrder('record_ttl', ['86400', '300']);
    expect(findUnappliedOrder(rows, 'record_id', 'asc')).toBeNull();
    expect(findUnappliedOrder(rows.slice(0, 1), 'record_ttl', 'asc')).toBeNull();
    expect(findUnappliedOrder([], 'record_ttl', 'asc')).toBeNull();
    // Sorted by something not understood here, but not the service's own order: nothing is claimed.
    const shuffled = [record(2, { record_ttl: '86400' }), record(1, { record_ttl: '300' }), record(3)];
    expect(findUnappliedOrder(shuffled, 'record_ttl', 'asc')).toBeNull();
    // Ids as numbers: 9 before 10 is id order.
    const nine = [record(9, { record_ttl: '86400' }), record(10, { record_ttl: '300' })];
    expect(findUnappliedOrder(nine, 'record_ttl', 'asc')).toEqual({ before: nine[0], after: nine[1] });
  });

  it('takes rows in the order asked for as sorted, equal keys in any order', () => {
    expect(
      findUnappliedOrder(inIdOrder('record_ttl', ['300', '3600', '3600', '86400']), 'record_ttl', 'asc'),
    ).toBeNull();
    expect(findUnappliedOrder(inIdOrder('record_type', ['A', 'A', 'MX']), 'record_type', 'asc')).toBeNull();
    expect(findUnappliedOrder(inIdOrder('record_type', ['TXT', 'MX', 'A']), 'record_type', 'desc')).toBeNull();
  });

  it('accepts ids and TTLs sorted as text', () => {
    expect(findUnappliedOrder(inIdOrder('record_ttl', ['3600', '86400', '900']), 'record_ttl', 'asc')).toBeNull();
    // 9 before 10 is descending as text.
    expect(findUnappliedOrder([record(9), record(10)], 'record_id', 'desc')).toBeNull();
    expect(findUnappliedOrder([record(1), record(10)], 'record_id', 'desc')).not.toBeNull();
  });

  // Each of these is sorted in one of the ways a database compares text and in none of the others:
  // taking any one way out would call that sort unapplied.
  it.each<[string, string[]]>([
    ['a collation blind to case and accents', ['e', 'É', 'f']],
    ['UTF-16 code units', ['B', 'a', 'a', '😀', '\uFF21']],
    ['code points', ['B', 'a', '\uFF21', '😀', '😀x']],
    ['code points in lower case', ['-', '_', 'a', 'B']],
    ['code points in upper case', ['a', 'B', '_']],
  ])('accepts text sorted by %s, in names, values and types alike', (_, texts) => {
    for (const orderBy of ['idn_record_name', 'idn_record_value', 'record_type'] as const) {
      expect(findUnappliedOrder(inIdOrder(FIELD_OF[orderBy], texts), orderBy, 'asc')).toBeNull();
    }
  });

  it('accepts text sorted descending by UTF-16 code units, equal neighbours too', () => {
    const texts = ['\uFF21', '😀', '😀', 'a', 'B'];
    expect(findUnappliedOrder(inIdOrder('record_value', texts), 'idn_record_value', 'desc')).toBeNull();
  });

  it('calls names out of DNS’s order too when no other order holds them', () => {
    const rows = inIdOrder('record_name', ['b.example.com', 'a.example.com']);
    expect(findUnappliedOrder(rows, 'idn_record_name', 'asc')).toEqual({ before: rows[0], after: rows[1] });
  });

  it('compares texts past what they begin with alike', () => {
    const rows = inIdOrder('record_value', ['xb', 'xa']);
    expect(findUnappliedOrder(rows, 'idn_record_value', 'asc')).toEqual({ before: rows[0], after: rows[1] });
  });

  it.each<[string, string[]]>([
    ['their Punycode form', ['B.com', 'a.com', 'я.com', 'z.com']],
    ['their Punycode form in lower case', ['я.com', 'Z.com']],
    ['labels from the right, as DNS orders them', ['example.com', 'a.example.com', 'z.a.example.com', 'b.example.com']],
  ])('accepts names sorted by %s (the form on the wire), not values', (_, names) => {
    expect(findUnappliedOrder(inIdOrder('record_name', names), 'idn_record_name', 'asc')).toBeNull();
    expect(findUnappliedOrder(inIdOrder('record_value', names), 'idn_record_value', 'asc')).not.toBeNull();
  });
});

describe('orderedField', () => {
  it('names the field of the order and gives its text, cut past 40 characters', () => {
    const item = record(7, { record_name: 'www.example.com', record_type: 'MX', record_ttl: '300' });
    const cases: [OrderBy, { label: string; text: string } | null][] = [
      ['record_id', null],
      ['idn_record_name', { label: 'name', text: 'www.example.com' }],
      ['record_type', { label: 'type', text: 'MX' }],
      ['idn_record_value', { label: 'value', text: '192.0.2.1' }],
      ['record_ttl', { label: 'TTL', text: '300' }],
    ];
    for (const [orderBy, expected] of cases) expect(orderedField(item, orderBy)).toEqual(expected);

    const forty = '😀'.repeat(40);
    expect(orderedField(record(1, { record_value: forty }), 'idn_record_value')?.text).toBe(forty);
    // Cut by characters, never inside one.
    expect(orderedField(record(1, { record_value: `${forty}x` }), 'idn_record_value')?.text).toBe(
      `${'😀'.repeat(39)}…`,
    );
  });
});

const ids = (records: readonly DnsRecord[]) => records.map((item) => item.record_id);

const sorted = (records: readonly DnsRecord[], orderBy: OrderBy, orderParam: 'asc' | 'desc') =>
  ids(records.toSorted(compareRecords(orderBy, orderParam)));

describe('compareRecords', () => {
  it('sorts TTLs as numbers, either way', () => {
    const records = [
      record(1, { record_ttl: '300' }),
      record(2, { record_ttl: '60' }),
      record(3, { record_ttl: '3600' }),
    ];
    expect(sorted(records, 'record_ttl', 'asc')).toEqual(['2', '1', '3']);
    expect(sorted(records, 'record_ttl', 'desc')).toEqual(['3', '1', '2']);
  });

  it('sorts names blind to case and accents', () => {
    const records = [
      record(1, { record_name: 'Zeta.example.com' }),
      record(2, { record_name: 'élan.example.com' }),
      record(3, { record_name: 'alpha.example.com' }),
    ];
    expect(sorted(records, 'idn_record_name', 'asc')).toEqual(['3', '2', '1']);
    expect(sorted(records, 'idn_record_name', 'desc')).toEqual(['1', '2', '3']);
  });

  it('breaks ties by id ascending, as numbers and then as text, whichever way the field goes', () => {
    const records = [
      record(10, { record_ttl: '300' }),
      record(9, { record_ttl: '300' }),
      { ...record(1, { record_ttl: '300' }), record_id: '01' },
      record(1, { record_ttl: '300' }),
      record(2, { record_ttl: '60' }),
    ];
    expect(sorted(records, 'record_ttl', 'asc')).toEqual(['2', '01', '1', '9', '10']);
    expect(sorted(records, 'record_ttl', 'desc')).toEqual(['01', '1', '9', '10', '2']);
  });

  it('takes a TTL that is no number as equal to any, so that the id decides', () => {
    const records = [
      record(3, { record_ttl: 'unknown' }),
      record(1, { record_ttl: '300' }),
      record(2, { record_ttl: '60' }),
    ];
    const compare = compareRecords('record_ttl', 'asc');
    expect(compare(records[0]!, records[1]!)).toBeGreaterThan(0);
    expect(compare(records[1]!, records[0]!)).toBeLessThan(0);
    expect(compare(records[1]!, records[2]!)).toBeGreaterThan(0);
  });

  it('sorts by id as numbers', () => {
    const records = [record(10), record(9), record(100)];
    expect(sorted(records, 'record_id', 'asc')).toEqual(['9', '10', '100']);
    expect(sorted(records, 'record_id', 'desc')).toEqual(['100', '10', '9']);
  });
});
