import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../contract/schemas.ts';
import { matchingRecords, pageInBrowser } from './records-in-browser.ts';
import { recordsViewCodec, type RecordsView } from './records-view.ts';
import { liveRecord } from '../../test/records.ts';

const record = liveRecord;

/** The zone as the service sends it: by id, as ids are strings (`'10'` after `'9'` as a number). */
const zone = [
  record('1', 'example.com', 'SOA', 'ns1.zilore.net support@zilore.com 1549468698', '86400'),
  record('2', 'www.example.com', 'CNAME', 'example.com', '3600'),
  record('9', 'Mail.example.com', 'A', '192.0.2.1'),
  record('10', 'cdn.example.com', 'CNAME', 'cdn.provider.net', '60'),
  record('11', 'élan.example.com', 'CNAME', 'example.com', '3600'),
  record('12', 'example.com', 'MX', '10 mail.example.com', '3600'),
];

const view = (change: Partial<RecordsView>): RecordsView => ({ ...recordsViewCodec.defaults, ...change });
const ids = (records: readonly DnsRecord[]) => records.map((item) => item.record_id);

describe('matchingRecords', () => {
  it('keeps the records of the filter, by id as numbers', () => {
    expect(ids(matchingRecords(zone, { search_record_type: 'CNAME' }, 'record_id', 'asc'))).toEqual(['2', '10', '11']);
    expect(ids(matchingRecords(zone, { search_text: 'mail' }, 'record_id', 'asc'))).toEqual(['9', '12']);
    expect(ids(matchingRecords(zone, {}, 'record_id', 'desc'))).toEqual(['12', '11', '10', '9', '2', '1']);
  });

  it('sorts as asked: TTL as numbers, names blind to case and accents, ties by id', () => {
    expect(ids(matchingRecords(zone, { search_record_type: 'CNAME' }, 'record_ttl', 'asc'))).toEqual(['10', '2', '11']);
    expect(ids(matchingRecords(zone, {}, 'record_ttl', 'desc'))).toEqual(['1', '2', '11', '12', '9', '10']);
    expect(ids(matchingRecords(zone, {}, 'idn_record_name', 'asc'))).toEqual(['10', '11', '1', '12', '9', '2']);
    expect(ids(matchingRecords(zone, { search_record_type: 'CNAME' }, 'idn_record_value', 'desc'))).toEqual([
      '2',
      '11',
      '10',
    ]);
  });

  it('leaves the records it was given as they were', () => {
    const copy = [...zone];
    matchingRecords(zone, {}, 'record_type', 'asc');
    expect(zone).toEqual(copy);
  });
});

describe('pageInBrowser', () => {
  const matching = matchingRecords(zone, {}, 'record_id', 'asc');

  it('pages by offset and limit, with the count of the whole view', () => {
    expect(pageInBrowser(matching, view({ limit: 4 }))).toEqual({ rows: zone.slice(0, 4), total: 6 });
    expect(pageInBrowser(matching, view({ offset: 4, limit: 4 }))).toEqual({ rows: zone.slice(4), total: 6 });
  });

  it('shows nothing past the end, and still says how many there are', () => {
    expect(pageInBrowser(matching, view({ offset: 100 }))).toEqual({ rows: [], total: 6 });
    expect(pageInBrowser([], view({}))).toEqual({ rows: [], total: 0 });
  });
});
