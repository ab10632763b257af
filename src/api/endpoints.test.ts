import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { parseDomainName, type DomainName } from '../lib/domain-name.ts';
import { recordApiRequests } from '../test/api-requests.ts';
import { mswServer } from '../test/msw-server.ts';
import { getGeoDefaults } from './geo.ts';
import { listRecords } from './records.ts';
import { getSnapshot, listSnapshots } from './snapshots.ts';
import { listTemplateRecords } from './templates.ts';

/**
 * One call per endpoint of spec section 4, against the demo API's own handlers: the request that
 * goes out (Punycode path, query) and what comes back parsed. Then each endpoint once more against
 * a service that writes numbers where the spec writes strings, `subdivisions: []`, extra fields and
 * the spec's `failober_records` spelling: what the app receives is normalised all the same.
 */

function domain(name: string): DomainName {
  const result = parseDomainName(name);
  if (!result.ok) throw new Error(result.reason);
  return result.domain;
}

const requests = recordApiRequests();
const sent = () => requests.map((url) => `${url.pathname}${url.search}`);

describe('every endpoint against the demo API', () => {
  it('4.1 records: all seven query parameters go out as given', async () => {
    const records = await listRecords(domain('example.com'), {
      offset: 0,
      limit: 2,
      order_by: 'record_ttl',
      order_param: 'desc',
      search_text: 'www.example.com',
      strict_search: 'yes',
      search_record_type: 'A',
    });
    expect(sent()).toEqual([
      '/dns/v1/domains/example.com/records?offset=0&limit=2&order_by=record_ttl&order_param=desc&search_text=www.example.com&strict_search=yes&search_record_type=A',
    ]);
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThanOrEqual(2);
    for (const record of records) expect(record).toMatchObject({ record_type: 'A', record_name: 'www.example.com' });
  });

  it('4.2 snapshots: newest first, counts as integers', async () => {
    const snapshots = await listSnapshots(domain('example.com'));
    expect(sent()).toEqual(['/dns/v1/domains/example.com/snapshots']);
    expect(snapshots.length).toBeGreaterThan(1);
    const times = snapshots.map((snapshot) => Number(snapshot.snapshot_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const snapshot of snapshots) expect(Number.isInteger(snapshot.snapshot_records)).toBe(true);
  });

  it('4.3 snapshot content: records, GEO and failover lists', async () => {
    const [newest] = await listSnapshots(domain('example.com'));
    if (!newest) throw new Error('the demo domain has snapshots');
    requests.length = 0;
    const snapshot = await getSnapshot(domain('example.com'), newest.snapshot_id);
    expect(sent()).toEqual([`/dns/v1/domains/example.com/snapshots/${newest.snapshot_id}/records`]);
    expect(snapshot.snapshot_id).toBe(newest.snapshot_id);
    expect(snapshot.snapshot.records).toHaveLength(newest.snapshot_records);
    expect(snapshot.snapshot.geo_records).toHaveLength(newest.snapshot_geo_records);
    expect(snapshot.snapshot.failover_records).toHaveLength(newest.snapshot_failover_records);
  });

  it('4.4 GEO defaults: eligible groups and the regions table', async () => {
    const defaults = await getGeoDefaults(domain('example.com'));
    expect(sent()).toEqual(['/dns/v1/domains/example.com/geo/defaults']);
    expect(defaults.geo_records.length).toBeGreaterThan(0);
    expect(defaults.geo_regions['_EU']?.countries['DE']?.subdivisions['DE.BY']).toBe('Bayern');
  });

  it('4.5 template records: raw without a domain, substituted by the server with one (sent as Punycode)', async () => {
    const raw = await listTemplateRecords('1001', undefined);
    const filled = await listTemplateRecords('1001', domain('пример.рф'));
    expect(sent()).toEqual([
      '/dns/v1/templates/1001/records',
      '/dns/v1/templates/1001/records?domain_name=xn--e1afmkfd.xn--p1ai',
    ]);
    expect(raw.some((record) => record.record_value.includes('{domain_name}'))).toBe(true);
    expect(filled.some((record) => record.record_value.includes('{domain_name}'))).toBe(false);
    expect(filled.some((record) => record.record_name.includes('пример.рф'))).toBe(true);
  });
});

/** Answers `path` with `response` in an ok envelope (with a field the spec does not have) for this test. */
function answer(path: string, response: unknown) {
  mswServer.use(http.get(`*${path}`, () => HttpResponse.json({ status: 'ok', response, extra: true })));
}

describe('every endpoint tolerates what the spec leaves loose', () => {
  const looseRecord = { record_id: 5, record_name: 'a.example.com', record_type: 'A', record_value: '192.0.2.1' };

  it('records: numbers become strings, defaults fill what is missing, extra fields go', async () => {
    answer('/dns/v1/domains/example.com/records', [{ ...looseRecord, record_ttl: 60, colour: 'red' }]);
    expect(await listRecords(domain('example.com'), {})).toEqual([
      {
        ...looseRecord,
        record_id: '5',
        record_ttl: '60',
        record_status: 'enabled',
        is_geo: 'no',
        is_failover: 'no',
      },
    ]);
  });

  it('snapshots: numeric ids and times become strings', async () => {
    answer('/dns/v1/domains/example.com/snapshots', [
      {
        snapshot_id: 9,
        snapshot_time: 1700000000,
        snapshot_records: 3,
        snapshot_geo_records: 0,
        snapshot_failover_records: 1,
      },
    ]);
    expect(await listSnapshots(domain('example.com'))).toEqual([
      {
        snapshot_id: '9',
        snapshot_time: '1700000000',
        snapshot_records: 3,
        snapshot_geo_records: 0,
        snapshot_failover_records: 1,
      },
    ]);
  });

  it('snapshots: counts sent as digits, as the list answers send identifiers, become numbers; other text does not pass', async () => {
    const summary = {
      snapshot_id: '9',
      snapshot_time: '1700000000',
      snapshot_records: '1200',
      snapshot_geo_records: '0',
      snapshot_failover_records: 1,
    };
    answer('/dns/v1/domains/example.com/snapshots', [summary]);
    expect(await listSnapshots(domain('example.com'))).toEqual([
      { ...summary, snapshot_records: 1200, snapshot_geo_records: 0 },
    ]);
    for (const bad of ['-1', '1.5', '', 'twelve', -1, 1.5]) {
      answer('/dns/v1/domains/example.com/snapshots', [{ ...summary, snapshot_records: bad }]);
      await expect(listSnapshots(domain('example.com'))).rejects.toThrow(
        /does not have the expected shape at response\[0\]\.snapshot_records: /,
      );
    }
    // Neither a number nor text: both forms named.
    answer('/dns/v1/domains/example.com/snapshots', [{ ...summary, snapshot_records: true }]);
    await expect(listSnapshots(domain('example.com'))).rejects.toThrow(
      /at response\[0\]\.snapshot_records: expected number or string\.$/,
    );
  });

  it('snapshot content: failober_records read as failover records, record_id optional', async () => {
    answer('/dns/v1/domains/example.com/snapshots/9/records', {
      snapshot_id: 9,
      snapshot_time: '1700000000',
      snapshot_records: 1,
      snapshot_geo_records: 0,
      snapshot_failover_records: 1,
      snapshot: {
        records: [{ ...looseRecord, record_ttl: '60' }],
        failober_records: [{ record_name: 'a.example.com', record_type: 'A', record_value: '', record_ttl: 60 }],
      },
    });
    const snapshot = await getSnapshot(domain('example.com'), '9');
    expect(snapshot.snapshot_id).toBe('9');
    expect(snapshot.snapshot.geo_records).toEqual([]);
    expect(snapshot.snapshot.failover_records).toHaveLength(1);
    expect(snapshot.snapshot.failover_records[0]).toMatchObject({ record_ttl: '60', failover_backup_values: [] });
    expect(snapshot.snapshot.failover_records[0]?.record_id).toBeUndefined();
  });

  it('GEO defaults: a country whose subdivisions are an empty array has none', async () => {
    answer('/dns/v1/domains/example.com/geo/defaults', {
      geo_records: [
        {
          record_name: 'www.example.com',
          record_type: 'A',
          record_ttl: 300,
          records: [{ record_id: 1, record_value: '192.0.2.1' }],
        },
      ],
      geo_regions: {
        _EU: { continent_name: 'Europe', countries: { MC: { country_name: 'Monaco', subdivisions: [] } } },
      },
    });
    const defaults = await getGeoDefaults(domain('example.com'));
    expect(defaults.geo_records[0]).toEqual({
      record_name: 'www.example.com',
      record_type: 'A',
      record_ttl: '300',
      records: [{ record_id: '1', record_status: 'enabled', record_value: '192.0.2.1' }],
    });
    expect(defaults.geo_regions['_EU']?.countries['MC']?.subdivisions).toEqual({});
  });

  it('GEO defaults: a continent without countries, or a table without continents, as empty arrays', async () => {
    const group = { record_name: 'www.example.com', record_type: 'A', record_ttl: '300', records: [] };
    answer('/dns/v1/domains/example.com/geo/defaults', {
      geo_records: [group],
      geo_regions: { _AN: { continent_name: 'Antarctica', countries: [] } },
    });
    expect((await getGeoDefaults(domain('example.com'))).geo_regions).toEqual({
      _AN: { continent_name: 'Antarctica', countries: {} },
    });
    answer('/dns/v1/domains/example.com/geo/defaults', { geo_records: [group], geo_regions: [] });
    expect(await getGeoDefaults(domain('example.com'))).toEqual({ geo_records: [group], geo_regions: {} });
  });

  it('template records: numeric ids and TTLs become strings', async () => {
    answer('/dns/v1/templates/7/records', [{ ...looseRecord, record_ttl: 3600 }]);
    expect(await listTemplateRecords('7', undefined)).toEqual([{ ...looseRecord, record_id: '5', record_ttl: '3600' }]);
  });
});

describe('snapshots read in turn', () => {
  it('two snapshots of a demo zone read in turn through the API hold one object for each record they share (shareUnchangedRecords)', async () => {
    const zone = domain('example.com');
    const [newest, before] = await listSnapshots(zone);
    if (!newest || !before) throw new Error('the demo domain has two snapshots');
    const older = await getSnapshot(zone, before.snapshot_id);
    const newer = await getSnapshot(zone, newest.snapshot_id);
    const olderRecords = new Set(older.snapshot.records);
    const shared = newer.snapshot.records.filter((item) => olderRecords.has(item));
    const equal = newer.snapshot.records.filter((item) =>
      older.snapshot.records.some((earlier) => JSON.stringify(earlier) === JSON.stringify(item)),
    );
    expect(shared.length).toBeGreaterThan(0);
    expect(shared).toEqual(equal.filter((item) => item.record_id !== undefined));
  });
});
