import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_RECORD_TYPES, type DnsRecord } from '../../contract/schemas.ts';
import type { RecordsFilter } from '../../api/records.ts';
import { findUnappliedFilter, matchesFilter } from './unapplied-filter.ts';
import { liveRecord } from '../../test/records.ts';

const record = liveRecord;

const zone = [
  record('1', 'example.com', 'MX', '10 mail.example.com'),
  record('2', 'www.example.com', 'A', '192.0.2.1'),
  record('3', 'почта.пример.рф', 'A', '192.0.2.2', '3600'),
  record('4', 'example.com', 'TXT', '"v=spf1 a mx ~all"'),
];

/** What an exact search for `text` answered with `records` says. */
const exact = (text: string, records: DnsRecord[]) =>
  findUnappliedFilter(records, { search_text: text, strict_search: 'yes' });

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
    const record3 = zone.slice(2, 3);
    for (const text of [
      'почта',
      'ПОЧТА',
      'Пример',
      'xn--80a1acny',
      'XN--E1AFMKFD.xn--p1ai',
      '.РФ',
      'a',
      '192.0.2.2',
      '3600',
    ]) {
      expect(findUnappliedFilter(record3, { search_text: text })).toBeNull();
    }
    expect(findUnappliedFilter(zone.slice(1, 2), { search_text: 'WWW' })).toBeNull();
    expect(findUnappliedFilter(zone.slice(3), { search_text: 'V=SPF1' })).toBeNull();
    expect(findUnappliedFilter(zone.slice(3), { search_text: 'txt' })).toBeNull();
    expect(findUnappliedFilter(zone.slice(0, 1), { search_text: 'mail', strict_search: 'yes' })).toBeNull();
  });

  it('finds a search that some records of the answer lack: a service ignoring it sends some that match by chance', () => {
    expect(findUnappliedFilter(zone, { search_text: 'spf' })).toEqual({
      filters: ['search_text'],
      reason: '3 of the 4 records it sent do not contain “spf” in their name, type, value or TTL.',
    });
    expect(findUnappliedFilter(zone, { search_text: 'example.com' })?.reason).toBe(
      '1 of the 4 records it sent does not contain “example.com” in its name, type, value or TTL.',
    );
    expect(findUnappliedFilter(zone.slice(0, 2), { search_text: 'example.com' })).toBeNull();
  });

  it('reads `_` and `%` as a LIKE search would: what matches the pattern is no sign of an ignored search', () => {
    const underscored = [
      record('10', '_dmarc.example.com', 'TXT', '"v=DMARC1; p=none"'),
      record('11', 'xdmarc.example.com', 'A', '192.0.2.11'),
      record('12', '_sip._tcp.example.com', 'SRV', '10 5 5060 sip.example.com'),
    ];
    expect(findUnappliedFilter(underscored.slice(0, 2), { search_text: '_dmarc' })).toBeNull();
    expect(findUnappliedFilter(underscored, { search_text: 'dmarc' })).not.toBeNull();
    expect(findUnappliedFilter(underscored.slice(2), { search_text: '_sip%tcp' })).toBeNull();
    expect(findUnappliedFilter(underscored.slice(2), { search_text: '5060%EXAMPLE' })).toBeNull();
    // Everything else in the text is itself: a dot, a bracket or a star matches only its like.
    expect(findUnappliedFilter(underscored, { search_text: '_dmarc.' })?.reason).toBe(
      '1 of the 3 records it sent does not contain “_dmarc.” in its name, type, value or TTL.',
    );
    expect(findUnappliedFilter(underscored, { search_text: '(_sip)*' })?.reason).toBe(
      'None of the 3 records it sent contains “(_sip)*” in its name, type, value or TTL.',
    );
    // An exact search compares with `=`, which has no wildcards.
    expect(exact('_dmarc.example.com', underscored.slice(1, 2))).not.toBeNull();
  });

  it('compares without accents, as a case- and accent-insensitive database would search', () => {
    const accented = [record('7', 'café.example', 'A', '192.0.2.7'), record('8', 'cafe.example', 'A', '192.0.2.8')];
    for (const text of ['cafe', 'CAFÉ', 'Cafe\u0301']) {
      expect(findUnappliedFilter(accented, { search_text: text })).toBeNull();
    }
    expect(findUnappliedFilter(accented, { search_text: 'cafés' })?.reason).toBe(
      'None of the 2 records it sent contains “cafés” in its name, type, value or TTL.',
    );
  });

  it('finds an exact search that records of the answer have no field equal to: the zone’s own name is in every name', () => {
    const apex = { search_text: 'example.com', strict_search: 'yes' } as const;
    expect(findUnappliedFilter(zone, apex)?.reason).toBe(
      '2 of the 4 records it sent have no name, type, value or TTL equal to “example.com”.',
    );
    expect(findUnappliedFilter([...zone.slice(0, 1), ...zone.slice(3)], apex)).toBeNull();
    expect(findUnappliedFilter(zone.slice(0, 2), apex)?.reason).toBe(
      '1 of the 2 records it sent has no name, type, value or TTL equal to “example.com”.',
    );
    expect(findUnappliedFilter(zone.slice(1, 3), apex)?.reason).toBe(
      'None of the 2 records it sent has a name, type, value or TTL equal to “example.com”.',
    );
    // Without strict_search the same answer contains the text everywhere but in the IDN record.
    expect(findUnappliedFilter(zone.slice(0, 2), { search_text: 'example.com' })).toBeNull();
  });

  it('reads “equal” loosely, so that an exact search the service applied is never called ignored', () => {
    const idn = zone.slice(2, 3);
    for (const text of ['ПОЧТА.пример.рф', 'xn--80a1acny.xn--e1afmkfd.xn--p1ai', 'почта', '192.0.2.2', '3600', 'a']) {
      expect(exact(text, idn)).toBeNull();
    }
    // A name with its trailing dot, a value by one of its words, TXT by its text, quoted or not.
    expect(exact('www.example.com', [record('9', 'www.example.com.', 'A', '192.0.2.9')])).toBeNull();
    expect(exact('mail.example.com', zone.slice(0, 1))).toBeNull();
    expect(exact('v=spf1 a mx ~all', zone.slice(3))).toBeNull();
    expect(exact('"V=SPF1 A MX ~ALL"', zone.slice(3))).toBeNull();
    expect(exact('v=spf1', zone.slice(3))).not.toBeNull();
    expect(exact('192.0.2.22', idn)).not.toBeNull();
    expect(exact('AAAA', idn)).not.toBeNull();
    expect(exact('example', zone.slice(1, 2))).not.toBeNull();
  });

  it('reports both filters at once', () => {
    expect(findUnappliedFilter(zone, { search_text: 'nothing', search_record_type: 'CAA' })?.filters).toEqual([
      'search_record_type',
      'search_text',
    ]);
  });

  it('names each other type once, as the service wrote it in capitals, five at most', () => {
    const types = ['A', 'a ', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT'];
    const answer = types.map((type, index) => record(String(index), 'example.com', type, 'x'));
    expect(findUnappliedFilter(answer, { search_record_type: 'CAA' })?.reason).toBe(
      'It sent records of other types than CAA (A, AAAA, CNAME, MX, NS, …).',
    );
    expect(findUnappliedFilter(answer.slice(0, 6), { search_record_type: 'CAA' })?.reason).toBe(
      'It sent records of other types than CAA (A, AAAA, CNAME, MX, NS).',
    );
  });

  it('finds a search in a record written in Punycode, and counts large answers with separators', () => {
    const punycode = [record('5', 'xn--80a1acny.xn--e1afmkfd.xn--p1ai', 'A', '192.0.2.5')];
    expect(findUnappliedFilter(punycode, { search_text: 'почта' })).toBeNull();
    // Capitals too: Punycode keeps case, so the search is lowered before it is encoded.
    expect(findUnappliedFilter(punycode, { search_text: 'Пример' })).toBeNull();
    expect(
      findUnappliedFilter([record('6', 'ПОЧТА.example', 'A', '192.0.2.6')], { search_text: 'xn--80a1acny' }),
    ).toBeNull();
    const many = Array.from({ length: 1200 }, (_, index) =>
      record(String(index), `h${index}.example.com`, 'A', '192.0.2.1'),
    );
    expect(findUnappliedFilter(many, { search_text: 'mail' })?.reason).toBe(
      'None of the 1,200 records it sent contains “mail” in its name, type, value or TTL.',
    );
  });

  it('says why for each filter in turn', () => {
    expect(findUnappliedFilter(zone, { search_text: 'nothing', search_record_type: 'CAA' })?.reason).toBe(
      'It sent records of other types than CAA (MX, A, TXT). None of the 4 records it sent contains “nothing” in its name, type, value or TTL.',
    );
  });

  it('sees nothing wrong when nothing was filtered', () => {
    expect(findUnappliedFilter(zone, { search_text: '' })).toBeNull();
    expect(findUnappliedFilter(zone, {})).toBeNull();
  });
});

/** The ids of the records of `zone` that match `filter`. */
const ids = (filter: RecordsFilter) => zone.filter(matchesFilter(filter)).map((item) => item.record_id);

describe('matchesFilter', () => {
  it('keeps the records of the type, in any case the service writes it', () => {
    expect(ids({ search_record_type: 'A' })).toEqual(['2', '3']);
    expect(matchesFilter({ search_record_type: 'MX' })(record('9', 'example.com', ' mx', '10 a.example.com'))).toBe(
      true,
    );
  });

  it('keeps the records holding the text in name, type, value or TTL, as loosely as the detection reads it', () => {
    expect(ids({ search_text: 'MAIL' })).toEqual(['1']);
    expect(ids({ search_text: 'xn--80a1acny' })).toEqual(['3']);
    expect(ids({ search_text: '3600' })).toEqual(['3']);
    expect(ids({ search_text: 'spf' })).toEqual(['4']);
    expect(ids({ search_text: 'ex_mple' })).toEqual(['1', '2', '4']);
    expect(ids({ search_text: 'example.com', search_record_type: 'TXT' })).toEqual(['4']);
  });

  it('with strict_search, keeps the records with a field equal to the text; alone, it keeps everything', () => {
    expect(ids({ search_text: 'example.com', strict_search: 'yes' })).toEqual(['1', '4']);
    expect(ids({ search_text: 'www', strict_search: 'yes' })).toEqual(['2']);
    expect(ids({ search_text: 'v=spf1 a mx ~all', strict_search: 'yes' })).toEqual(['4']);
    expect(ids({ strict_search: 'yes' })).toEqual(['1', '2', '3', '4']);
    expect(ids({})).toEqual(['1', '2', '3', '4']);
  });

  it('is the detection’s own reading: an answer is found unfiltered exactly when a record of it does not match', () => {
    const texts = ['', 'example', 'EXAMPLE.COM', 'mail', 'www', 'почта', 'xn--p1ai', '3600', 'a_', '%spf', 'no-such'];
    const filterArbitrary = fc.record(
      {
        search_text: fc.constantFrom(...texts),
        strict_search: fc.constant('yes' as const),
        search_record_type: fc.constantFrom(...SEARCH_RECORD_TYPES),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.subarray(zone), filterArbitrary, (records, filter) => {
        const unapplied = findUnappliedFilter(records, filter);
        expect(unapplied === null).toBe(records.every(matchesFilter(filter)));
        // What the browser keeps of an unfiltered answer is never a sign of an ignored filter.
        expect(findUnappliedFilter(records.filter(matchesFilter(filter)), filter)).toBeNull();
      }),
    );
  });
});
