import { describe, expect, it } from 'vitest';
import { writeRecordsCsv, writeRecordsJson } from './record-export.ts';

const base = { record_ttl: '300', record_type: 'TXT', record_name: 'example.com' };

/** Values in the real service's shapes (observed-service.md), which the zone file rewrites and these must not. */
const serviceShapes = [
  { ...base, record_type: 'SOA', record_value: 'ns1.zilore.net support@zilore.com 1549468698' },
  { ...base, record_value: '"v=spf1 include:_spf.zilore.net ~all"' },
  { ...base, record_value: '"part one" "part two"' },
  { ...base, record_value: '"say \\"hi\\""' },
  { ...base, record_value: 'v=spf1 -all' },
  { ...base, record_type: 'ALIAS', record_value: 'lb.example.net' },
  { ...base, record_type: 'MX', record_value: '10 <script>alert("xss")</script>' },
];

/** The value cells of a CSV, read back by RFC 4180 (quoted cells, `""` for a quote). */
function csvValues(csv: string): string[] {
  const rows = csv.split('\r\n').slice(1, -1);
  return rows.map((row) => {
    const cells = row.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g) ?? [];
    const cell = (cells[3] ?? '').replace(/,$/, '');
    return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
  });
}

/** The CSV cell of a TXT record's value. */
const valueCell = (value: string) =>
  writeRecordsCsv([{ ...base, record_value: value }])
    .split('\r\n')[1]
    ?.split(',')[3];

describe('writeRecordsCsv', () => {
  it('writes a header and one row per record, quoting where needed and flagging disabled records', () => {
    const csv = writeRecordsCsv([
      {
        ...base,
        record_id: '1',
        record_value: 'v=spf1 a, mx ~all',
        record_status: 'enabled',
        is_geo: 'no',
        is_failover: 'no',
      },
      { ...base, record_id: '2', record_value: 'say "hi"\nbye', record_status: 'disabled' },
    ]);
    expect(csv).toBe(
      'record_id,record_name,record_type,record_value,record_ttl,record_status,is_geo,is_failover\r\n' +
        '1,example.com,TXT,"v=spf1 a, mx ~all",300,enabled,no,no\r\n' +
        '2,example.com,TXT,"say ""hi""\nbye",300,disabled,,\r\n',
    );
  });

  it('flags a status a real service writes as Disabled or Enabled, in any case or spacing, as the zone file does', () => {
    const csv = writeRecordsCsv([
      { ...base, record_value: 'a', record_status: ' DISABLED ' },
      { ...base, record_value: 'b', record_status: 'Enabled' },
      { ...base, record_value: 'c' },
    ]);
    expect(csv.split('\r\n').slice(1)).toEqual([
      ',example.com,TXT,a,300,disabled,,',
      ',example.com,TXT,b,300,enabled,,',
      ',example.com,TXT,c,300,,,',
      '',
    ]);
  });

  it('keeps every value exactly as the API sent it: quoted TXT, several strings, the three-field SOA', () => {
    expect(csvValues(writeRecordsCsv(serviceShapes))).toEqual(serviceShapes.map((item) => item.record_value));
  });

  it('defuses spreadsheet formulas', () => {
    expect(writeRecordsCsv([{ ...base, record_value: '=HYPERLINK("x")' }])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('a cell starting with a formula character (%j) starts with an apostrophe', (value, cell) => {
    expect(valueCell(value)).toBe(cell);
  });

  it.each(['v=spf1 -all', '1-1', 'a@b', ' =1', "'quoted"])('leaves %j, which starts otherwise, as it is', (value) => {
    expect(valueCell(value)).toBe(value);
  });
});

describe('writeRecordsJson', () => {
  it('keeps every value exactly as the API sent it: quoted TXT, several strings, the three-field SOA', () => {
    expect(JSON.parse(writeRecordsJson(serviceShapes, {})).records).toEqual(serviceShapes);
  });

  it('wraps the records with what they are', () => {
    const records = [{ ...base, record_value: 'x', record_status: 'disabled' }];
    expect(JSON.parse(writeRecordsJson(records, { domain: 'example.com' }))).toEqual({
      domain: 'example.com',
      count: 1,
      records,
    });
  });

  it('flags a status a real service writes as Disabled, in any case or spacing, as the zone file does', () => {
    const records = [
      { ...base, record_value: 'a', record_status: 'Disabled' },
      { ...base, record_value: 'b', record_status: ' Enabled ' },
      { ...base, record_value: 'c' },
    ];
    expect(JSON.parse(writeRecordsJson(records, {})).records).toEqual([
      { ...base, record_value: 'a', record_status: 'disabled' },
      { ...base, record_value: 'b', record_status: 'enabled' },
      { ...base, record_value: 'c' },
    ]);
  });
});
