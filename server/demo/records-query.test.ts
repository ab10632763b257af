import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';
import {
  compareCodePoints,
  createRecordIndex,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  parseRecordsQuery,
  type QueryableRecord,
  type RecordsQuery,
} from './records-query.ts';

const parse = (params: Record<string, string>) => parseRecordsQuery((name) => params[name]);

const defaults: RecordsQuery = {
  offset: 0,
  limit: DEFAULT_LIMIT,
  orderBy: 'record_id',
  orderParam: 'asc',
  searchText: '',
  strictSearch: false,
  searchRecordType: undefined,
};

const byCodePoints = (a: string, b: string): number => {
  const left = Array.from(a, (char) => char.codePointAt(0) ?? 0);
  const right = Array.from(b, (char) => char.codePointAt(0) ?? 0);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
};

const make = (id: string, name: string, type: string, value: string, ttl: string): QueryableRecord => ({
  record_id: id,
  record_name: name,
  record_type: type,
  record_value: value,
  record_ttl: ttl,
});

describe('parseRecordsQuery', () => {
  it('fills in defaults, and treats empty values as absent', () => {
    expect(parse({})).toEqual({ ok: true, query: defaults });
    expect(parse({ offset: '', limit: '', order_by: '', search_record_type: '' })).toEqual({
      ok: true,
      query: defaults,
    });
  });

  it('reads every parameter', () => {
    expect(
      parse({
        offset: '20',
        limit: '50',
        order_by: 'idn_record_value',
        order_param: 'desc',
        search_text: 'Mail',
        strict_search: 'yes',
        search_record_type: 'MX',
      }),
    ).toEqual({
      ok: true,
      query: {
        offset: 20,
        limit: 50,
        orderBy: 'idn_record_value',
        orderParam: 'desc',
        searchText: 'Mail',
        strictSearch: true,
        searchRecordType: 'MX',
      },
    });
  });

  it('caps limit silently and lets offset run past any end', () => {
    expect(parse({ limit: '1001' })).toMatchObject({ ok: true, query: { limit: MAX_LIMIT } });
    expect(parse({ limit: '99999999999999999999999' })).toMatchObject({ ok: true, query: { limit: MAX_LIMIT } });
    expect(parse({ offset: '99999999999999999999999' })).toMatchObject({ ok: true, query: { offset: 1e23 } });
  });

  it('is strict only for strict_search=yes', () => {
    for (const value of ['no', 'true', 'YES', '1']) {
      expect(parse({ strict_search: value })).toMatchObject({ ok: true, query: { strictSearch: false } });
    }
  });

  it.each([
    ['offset', '-1'],
    ['offset', '1.5'],
    ['offset', 'ten'],
    ['offset', ' 1'],
    ['limit', '0'],
    ['limit', '-5'],
    ['limit', '2.5'],
    ['limit', '1e3'],
    ['order_by', 'record_name'],
    ['order_param', 'ASC'],
    ['order_param', 'up'],
    ['search_record_type', 'SOA'],
    ['search_record_type', 'a'],
  ])('refuses %s=%s, naming the parameter and the value', (parameter, value) => {
    const result = parse({ [parameter]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.parameter).toBe(parameter);
    expect(result.message).toContain(parameter);
    expect(result.message).toContain(`“${value}”`);
  });
});

describe('compareCodePoints', () => {
  it('orders astral characters after the rest of the BMP', () => {
    const fullwidthA = '\uFF21';
    const emoji = '😀';
    expect(compareCodePoints(fullwidthA, emoji)).toBeLessThan(0);
    expect(fullwidthA < emoji).toBe(false);
  });

  it('agrees in sign with a comparison of code point arrays', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(byCodePoints(a, b)));
      }),
    );
  });
});

describe('createRecordIndex', () => {
  // Ids of different lengths, so that a text comparison of ids would give another order.
  const records = [
    make('100', 'b.test', 'A', '192.0.2.1', '300'),
    make('20', 'B.test', 'TXT', 'Hello "world"', '3600'),
    make('3', 'a.test', 'A', '192.0.2.10', '60'),
    make('1000', 'a.test', 'CNAME', 'target.test', '300'),
    make('9', 'c.test', 'AAAA', '2001:db8::1', '86400'),
    make('55', 'ä.test', 'A', '192.0.2.2', '300'),
  ];
  const index = createRecordIndex(records);
  const ids = (query: Partial<RecordsQuery>) =>
    [...index.select({ ...defaults, ...query })].map((position) => records[position]?.record_id);

  it('orders by id numerically by default', () => {
    expect(ids({})).toEqual(['3', '9', '20', '55', '100', '1000']);
    expect(ids({ orderParam: 'desc' })).toEqual(['1000', '100', '55', '20', '9', '3']);
  });

  it('orders names case-insensitively by code point, ties by id ascending in both directions', () => {
    expect(ids({ orderBy: 'idn_record_name' })).toEqual(['3', '1000', '20', '100', '9', '55']);
    expect(ids({ orderBy: 'idn_record_name', orderParam: 'desc' })).toEqual(['55', '9', '20', '100', '3', '1000']);
  });

  it('orders TTLs as numbers', () => {
    expect(ids({ orderBy: 'record_ttl' })).toEqual(['3', '55', '100', '1000', '20', '9']);
    expect(ids({ orderBy: 'record_ttl', orderParam: 'desc' })).toEqual(['9', '20', '55', '100', '1000', '3']);
  });

  it('searches substrings of name, type, value and TTL, case-insensitively', () => {
    expect(ids({ searchText: 'HELLO' })).toEqual(['20']);
    expect(ids({ searchText: 'cname' })).toEqual(['1000']);
    expect(ids({ searchText: '86' })).toEqual(['9']);
    expect(ids({ searchText: '192.0.2.1' })).toEqual(['3', '100']);
    expect(ids({ searchText: 'Ä.TEST' })).toEqual(['55']);
  });

  it('matches whole fields with strict search', () => {
    expect(ids({ searchText: '192.0.2.1', strictSearch: true })).toEqual(['100']);
    expect(ids({ searchText: 'A.TEST', strictSearch: true })).toEqual(['3', '1000']);
    expect(ids({ searchText: 'a', strictSearch: true })).toEqual(['3', '55', '100']);
  });

  it('restricts to one type, alone or with text', () => {
    expect(ids({ searchRecordType: 'A' })).toEqual(['3', '55', '100']);
    expect(ids({ searchRecordType: 'A', searchText: 'a.test' })).toEqual(['3']);
    expect(ids({ searchRecordType: 'MX' })).toEqual([]);
  });

  it('returns the same result for a repeated query', () => {
    const query = { ...defaults, searchText: 'test', orderBy: 'idn_record_value' as const };
    expect(index.select(query)).toBe(index.select(query));
  });
});

describe('createLruCache', () => {
  it('drops the least recently used entry', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
