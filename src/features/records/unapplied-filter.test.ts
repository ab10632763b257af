import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../contract/schemas.ts';
import { findUnappliedFilter } from './unapplied-filter.ts';

const record = (id: string, name: string, type: string, value: string, ttl = '300'): DnsRecord => ({
  record_id: id,
  record_status: 'enabled',
  record_name: name,
  record_type: type,
  record_value: value,
  record_ttl: ttl,
  is_geo: 'no',
  is_failover: 'no',
});

const zone = [
  record('1', 'example.com', 'MX', '10 mail.example.com'),
  record('2', 'www.example.com', 'A', '192.0.2.1'),
  record('3', 'почта.пример.рф', 'A', '192.0.2.2', '3600'),
  record('4', 'example.com', 'TXT', '"v=spf1 a mx ~all"'),
];

describe('findUnappliedFilter', () => {
  it('finds a type filter the answer does not follow, naming the other types', () => {
    expect(findUnappliedFilter(zone, { search_record_type: 'MX' })).toEqual({
      filters: ['search_record_type'],
      reason: 'It sent records of other types than MX (A, TXT).',
    });
    expect(findUnappliedFilter(zone.slice(0, 1), { search_record_type: 'MX' })).toBeNull();
    // The type as the service may write it.
    expect(
      findUnappliedFilter([record('9', 'example.com', 'mx', '10 a.example.com')], { search_record_type: 'MX' }),
    ).toBeNull();
  });

  it('finds a search no record of a non-empty answer contains', () => {
    expect(findUnappliedFilter(zone, { search_text: 'no-such-text' })).toEqual({
      filters: ['search_text'],
      reason: 'None of the 4 records it sent contains “no-such-text” in its name, type, value or TTL.',
    });
    expect(findUnappliedFilter([], { search_text: 'no-such-text', search_record_type: 'MX' })).toBeNull();
  });

  it('counts a match in name, type, value or TTL, in any case, in Unicode or Punycode', () => {
    for (const text of ['WWW', 'txt', 'V=SPF1', '3600', 'ПОЧТА', 'xn--80a1acny', 'XN--E1AFMKFD.xn--p1ai']) {
      expect(findUnappliedFilter(zone, { search_text: text })).toBeNull();
    }
    // One matching record is enough: the service applied the search to the rest too, or it would not match.
    expect(findUnappliedFilter(zone, { search_text: 'mail', strict_search: 'yes' })).toBeNull();
  });

  it('reports both filters at once', () => {
    expect(findUnappliedFilter(zone, { search_text: 'nothing', search_record_type: 'CAA' })?.filters).toEqual([
      'search_record_type',
      'search_text',
    ]);
  });

  it('sees nothing wrong when nothing was filtered', () => {
    expect(findUnappliedFilter(zone, {})).toBeNull();
  });
});
