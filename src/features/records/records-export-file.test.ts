import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../contract/schemas.ts';
import { parseDomainName, type DomainName } from '../../lib/domain-name.ts';
import { recordsExportFile } from './records-export-file.ts';

function domainOf(name: string): DomainName {
  const result = parseDomainName(name);
  if (!result.ok) throw new Error(result.reason);
  return result.domain;
}

const record = (id: string, name: string, type: string, value: string, extra: Partial<DnsRecord> = {}): DnsRecord => ({
  record_id: id,
  record_status: 'enabled',
  record_name: name,
  record_type: type,
  record_value: value,
  record_ttl: '300',
  is_geo: 'no',
  is_failover: 'no',
  ...extra,
});

const records = [
  record('1', 'www.пример.рф', 'A', '192.0.2.1'),
  record('2', 'вход.пример.рф', 'A', '192.0.2.2', { record_status: 'disabled' }),
];
const exportedAt = new Date('2026-11-02T10:00:00Z');
const idn = domainOf('пример.рф');

describe('recordsExportFile', () => {
  it('writes a zone file named after the Punycode domain, disabled records commented out', () => {
    const file = recordsExportFile('zone', records, { domain: idn, filter: {}, filterWords: [], exportedAt });
    expect(file.fileName).toBe('xn--e1afmkfd.xn--p1ai-records.zone');
    expect(file.mimeType).toMatch(/^text\/plain/);
    expect(file.text.split('\n')).toEqual([
      '; Live records of пример.рф (xn--e1afmkfd.xn--p1ai), exported by Zonescope at 2026-11-02T10:00:00.000Z',
      '; Disabled: 1 record written as comments.',
      '; Commented out: 1 of 2 records (1 disabled).',
      '; No SOA record: not a whole zone on its own; $INCLUDE it in a zone file that has one.',
      '$ORIGIN xn--e1afmkfd.xn--p1ai.',
      'www\t300\tIN\tA\t192.0.2.1',
      '; disabled: xn--b1ae3a1a\t300\tIN\tA\t192.0.2.2',
      '',
    ]);
  });

  it('writes ALIAS records as comments unless asked to keep them as ALIAS lines', () => {
    const alias = [record('3', 'cdn.example.com', 'ALIAS', 'd1.cdn.example.net')];
    const about = { domain: domainOf('example.com'), filter: {}, filterWords: [], exportedAt };
    expect(recordsExportFile('zone', alias, about).text).toContain(
      '\n; ALIAS, a provider-specific type, not loadable by BIND: cdn\t300\tIN\tALIAS\td1.cdn.example.net.\n',
    );
    expect(recordsExportFile('zone', alias, { ...about, aliasRecords: 'keep' }).text).toContain(
      '\ncdn\t300\tIN\tALIAS\td1.cdn.example.net.\n',
    );
  });

  it('names the filter in the file name and the zone file', () => {
    const file = recordsExportFile('zone', records.slice(0, 1), {
      domain: domainOf('example.com'),
      filter: { search_text: 'www', search_record_type: 'A' },
      filterWords: ['name, type, value or TTL containing “www”', 'type A'],
      exportedAt,
    });
    expect(file.fileName).toBe('example.com-records-filtered.zone');
    expect(file.text).toContain('; Only records with name, type, value or TTL containing “www” and type A\n');
  });

  it('says so when the service did not apply the filter and the records were filtered here', () => {
    const about = {
      domain: domainOf('example.com'),
      filter: { search_record_type: 'MX' as const },
      filterWords: ['type MX'],
      exportedAt,
      unapplied: {
        filters: ['search_record_type' as const],
        reason: 'It sent records of other types than MX (A).',
        read: 40,
      },
    };
    const zone = recordsExportFile('zone', records, about);
    expect(zone.fileName).toBe('example.com-records-filtered.zone');
    expect(zone.text).toContain('; Only records with type MX\n');
    expect(zone.text).toContain(
      '; The DNS API did not apply the filter: It sent records of other types than MX (A). So Zonescope read all 40 records of the zone and kept the 2 with type MX.\n',
    );
    const json = recordsExportFile('json', records, about);
    expect(json.fileName).toBe('example.com-records-filtered.json');
    const parsed: unknown = JSON.parse(json.text);
    expect(parsed).toHaveProperty('search_record_type', 'MX');
    expect(parsed).toHaveProperty(
      'filter_applied_here',
      expect.stringMatching(/^The DNS API did not apply the filter/),
    );
    expect(recordsExportFile('csv', records, about).fileName).toBe('example.com-records-filtered.csv');
  });

  it('says when the service did not page the records and they were taken as all there are', () => {
    const about = { domain: domainOf('example.com'), filter: {}, filterWords: [], exportedAt, pagingIgnored: true };
    const said =
      'The DNS API did not page the records: it sent these 2 again when asked for the ones after them, and in either order, so they are taken as all there are.';
    expect(recordsExportFile('zone', records, about).text).toContain(`; ${said}\n`);
    expect(JSON.parse(recordsExportFile('json', records, about).text)).toHaveProperty('paging_not_applied', said);
    const paged = { ...about, pagingIgnored: false };
    expect(recordsExportFile('zone', records, paged).text).not.toContain('did not page');
    expect(JSON.parse(recordsExportFile('json', records, paged).text)).not.toHaveProperty('paging_not_applied');
  });

  it('flags disabled records in CSV and JSON, and says in JSON where the records came from', () => {
    const about = { domain: idn, filter: { search_text: 'пример' }, filterWords: [], exportedAt };
    const csv = recordsExportFile('csv', records, about);
    expect(csv.fileName).toBe('xn--e1afmkfd.xn--p1ai-records-filtered.csv');
    expect(csv.text.split('\r\n')[2]).toBe('2,вход.пример.рф,A,192.0.2.2,300,disabled,no,no');

    const json = recordsExportFile('json', records, about);
    expect(json.mimeType).toMatch(/^application\/json/);
    expect(JSON.parse(json.text)).toEqual({
      domain: 'пример.рф',
      domain_punycode: 'xn--e1afmkfd.xn--p1ai',
      exported_at: '2026-11-02T10:00:00.000Z',
      search_text: 'пример',
      count: 2,
      records,
    });
  });
});
