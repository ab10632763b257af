import { describe, expect, it } from 'vitest';
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../contract/schemas.ts';
import { readCsv, readCsvRecords } from '../../test/csv.ts';
import { rec } from '../../test/records.ts';
import { writeHistoryCsv, type HistoryStateInfo } from './history-export.ts';
import { buildRecordHistory, selectCandidates, type RecordIdentity } from './record-history.ts';

const identity: RecordIdentity = { kind: 'id', id: '7' };
const api = rec('7', 'api.example.com', 'A', '192.0.2.30', '60');

function geo(region: string, value: string): GeoRecord {
  return {
    record_id: `g-${region}`,
    record_name: 'api.example.com',
    record_type: 'A',
    record_value: value,
    record_ttl: '300',
    geo_region: region,
    geo_full_region: region,
  };
}

function failover(check: string, backups: string[]): FailoverRecord {
  return {
    ...api,
    is_failover: 'yes',
    failover_record_main_value: api.record_value,
    failover_check_type: check,
    failover_check_interval: '60',
    failover_return_to_main_value: '1',
    failover_notification_email: '',
    failover_notification_sms: '',
    failover_backup_values: backups,
    failover_additional_port: '',
    failover_additional_request: '',
    failover_additional_response: '',
  };
}

function state(key: string, records: SnapshotRecord[], geoRecords: GeoRecord[], failovers: FailoverRecord[]) {
  return { key, candidates: selectCandidates(identity, records), geoRecords, failoverRecords: failovers };
}

const read = (key: string): HistoryStateInfo => ({ key, time: undefined, createdBy: undefined, status: 'read' });

describe('writeHistoryCsv', () => {
  it('spells out every change the page shows: the fields, the GEO records and the failover settings', () => {
    const history = buildRecordHistory(identity, [
      state(
        '9050',
        [{ ...api, record_ttl: '300' }],
        [geo('_EU', '192.0.2.31'), geo('DE', '192.0.2.33')],
        [failover('HTTPS', ['198.51.100.30', ''])],
      ),
      state('9040', [api], [geo('_EU', '192.0.2.30'), geo('_AS', '192.0.2.32')], [failover('HTTP', ['198.51.100.30'])]),
      state('9030', [rec('8', 'www.example.com', 'A', '192.0.2.1')], [], []),
    ]);
    const [newest, older, absent] = readCsvRecords(
      writeHistoryCsv(history, [read('9050'), read('9040'), read('9030')]),
    );
    expect(newest?.event).toBe('changed');
    expect(newest?.changes).toBe(
      [
        'record_ttl: 60 → 300',
        'GEO added DE=192.0.2.33 (300)',
        'GEO removed _AS=192.0.2.32 (300)',
        'GEO _EU changed: record_value: 192.0.2.30 → 192.0.2.31',
        'failover_check_type: HTTP → HTTPS',
        'failover_backup_values: ["198.51.100.30"] → ["198.51.100.30",""]',
      ].join('; '),
    );
    // An empty backup value is said, not left as a trailing separator.
    expect(newest?.failover).toBe('HTTPS every 60, main 192.0.2.30, backups 198.51.100.30|(empty)');
    expect(older?.event).toBe('first-seen');
    // The name's GEO records are new here too (the page marks them so): 9030 holds none.
    expect(older?.changes).toBe('GEO added _EU=192.0.2.30 (300); GEO added _AS=192.0.2.32 (300)');
    // Not in 9030: nothing said of its failover.
    expect(absent?.event).toBe('absent');
    expect(absent?.failover).toBe('');
  });
});

describe('readCsv (the tests’ reader)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(readCsv('a,"b,c","say ""hi""","two\r\nlines"\r\n,x\r\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['', 'x'],
    ]);
  });
});
