import { describe, expect, it } from 'vitest';
import type { FailoverRecord, GeoRecord } from '../../contract/schemas.ts';
import {
  buildRecordHistory,
  selectCandidates,
  type HistoryRecord,
  type HistoryRow,
  type RecordIdentity,
} from './record-history.ts';
import { rec } from '../../test/records.ts';

function geo(id: string, name: string, value: string, region: string, ttl = '300'): GeoRecord {
  return {
    record_id: id,
    record_name: name,
    record_type: 'A',
    record_value: value,
    record_ttl: ttl,
    geo_region: region,
    geo_full_region: region,
  };
}

function failover(of: HistoryRecord, check: string): FailoverRecord {
  return {
    ...of,
    is_failover: 'yes',
    failover_record_main_value: of.record_value,
    failover_check_type: check,
    failover_check_interval: '60',
    failover_return_to_main_value: '1',
    failover_notification_email: '',
    failover_notification_sms: '',
    failover_backup_values: ['198.51.100.1'],
    failover_additional_port: '',
    failover_additional_request: '',
    failover_additional_response: '',
  };
}

type StateSpec = {
  key: string;
  records: HistoryRecord[];
  geo?: GeoRecord[];
  failover?: FailoverRecord[];
  olderUnread?: boolean;
};

/** States newest first, as the page holds them; the live zone lists no GEO or failover records. */
function history(identity: RecordIdentity, states: StateSpec[]) {
  return buildRecordHistory(
    identity,
    states.map((state) => ({
      key: state.key,
      candidates: selectCandidates(identity, state.records),
      geoRecords: state.key === 'live' ? undefined : (state.geo ?? []),
      failoverRecords: state.key === 'live' ? undefined : (state.failover ?? []),
      ...(state.olderUnread === undefined ? {} : { olderUnread: state.olderUnread }),
    })),
  );
}

const summary = (rows: readonly HistoryRow[]) =>
  rows.map((row) => `${row.stateKey}:${row.event}${row.changes.map((change) => ` ${change.field}`).join('')}`);

const other = rec('2', 'mail.example.com', 'A', '192.0.2.25');

describe('buildRecordHistory by record id', () => {
  it('marks each change in the state it appeared in, newest state first, live on top', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: 'live', records: [other, rec('1', 'www.example.com', 'A', '192.0.2.24', '300')] },
      { key: '9050', records: [rec('1', 'www.example.com', 'A', '192.0.2.24', '300'), other] },
      { key: '9040', records: [rec('1', 'www.example.com', 'A', '192.0.2.24', '3600')] },
      { key: '9030', records: [rec('1', 'www.example.com', 'A', '192.0.2.23', '3600')] },
      { key: '9020', records: [other, rec('1', 'www.example.com', 'A', '192.0.2.20', '3600')] },
    ]);
    expect(summary(result.rows)).toEqual([
      'live:unchanged',
      '9050:changed record_ttl',
      '9040:changed record_value',
      '9030:changed record_value',
      '9020:first-seen',
    ]);
    const ttl = result.rows[1]?.changes[0];
    expect(ttl).toEqual({ field: 'record_ttl', from: '3600', to: '300' });
    expect(result.rows[1]?.comparedWith).toBe('9040');
    expect(result.rows[4]?.comparedWith).toBeUndefined();
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]?.events.map((event) => `${event.stateKey} ${event.event}`)).toEqual([
      '9020 first-seen',
      '9030 changed',
      '9040 changed',
      '9050 changed',
    ]);
    expect(result.lines[0]?.latest.record_ttl).toBe('300');
  });

  it('tells a record removed and added back (same id) from one first seen', () => {
    const srv = rec('7', '_xmpp._tcp.example.com', 'SRV', '5 0 5269 xmpp.example.com');
    const result = history({ kind: 'id', id: '7' }, [
      { key: 'live', records: [srv] },
      { key: '9040', records: [srv] },
      { key: '9030', records: [other] },
      { key: '9025', records: [other] },
      { key: '9020', records: [srv] },
      { key: '9010', records: [other] },
    ]);
    expect(summary(result.rows)).toEqual([
      'live:unchanged',
      '9040:added-back',
      '9030:absent',
      '9025:removed',
      '9020:first-seen',
      '9010:absent',
    ]);
    // A removed row shows the record as it was before.
    expect(result.rows[3]?.record?.record_value).toBe('5 0 5269 xmpp.example.com');
    expect(result.lines[0]?.events.map((event) => `${event.stateKey} ${event.event}`)).toEqual([
      '9020 first-seen',
      '9025 removed',
      '9040 added-back',
    ]);
  });

  it('finds the record in a snapshot without ids by name, type and value, and nothing else of its set', () => {
    const result = history({ kind: 'id', id: '1' }, [
      {
        key: '9020',
        records: [rec('1', 'api.example.com', 'A', '192.0.2.30'), rec('3', 'api.example.com', 'A', '198.51.100.30')],
      },
      {
        key: '9010',
        records: [
          rec(undefined, 'api.example.com', 'A', '198.51.100.30'),
          rec(undefined, 'API.example.com.', 'a', '192.0.2.30'),
        ],
      },
    ]);
    // Matched without case in name and type, as the compare page matches; the type's spelling is a change.
    expect(summary(result.rows)).toEqual(['9020:changed record_type', '9010:first-seen']);
    expect(result.rows[0]?.matchedBy).toBe('content');
    expect(result.rows[1]?.record?.record_value).toBe('192.0.2.30');
    expect(result.matchedByContentIn).toEqual(['9010']);
  });

  it('says absent in every state for an id no state has', () => {
    const result = history({ kind: 'id', id: '404' }, [
      { key: 'live', records: [other] },
      { key: '9050', records: [other] },
    ]);
    expect(summary(result.rows)).toEqual(['live:absent', '9050:absent']);
    expect(result.lines).toEqual([]);
  });

  it('compares with the next older state read when one in between is missing', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9050', records: [rec('1', 'www.example.com', 'A', '192.0.2.2')] },
      // 9040 failed to load: not given.
      { key: '9030', records: [rec('1', 'www.example.com', 'A', '192.0.2.1')] },
    ]);
    expect(result.rows[0]).toMatchObject({ event: 'changed', comparedWith: '9030' });
  });

  it('calls a record seen, not first seen, where an older state was not read', () => {
    const www = rec('1', 'www.example.com', 'A', '192.0.2.1');
    const result = history({ kind: 'id', id: '1' }, [
      { key: 'live', records: [www, other], olderUnread: true },
      // Reading stopped after 9040: 9030 and older were not read.
      { key: '9040', records: [www], olderUnread: true },
    ]);
    expect(summary(result.rows)).toEqual(['live:unchanged', '9040:seen']);
    expect(result.lines[0]?.events).toEqual([{ stateKey: '9040', event: 'seen', fields: [], parts: [] }]);
    // All older states read: first seen.
    const whole = history({ kind: 'id', id: '1' }, [
      { key: 'live', records: [www], olderUnread: false },
      { key: '9040', records: [www], olderUnread: false },
    ]);
    expect(summary(whole.rows)).toEqual(['live:unchanged', '9040:first-seen']);
    // A record new in the live zone, the snapshots not all read.
    const fresh = history({ kind: 'id', id: '1' }, [
      { key: 'live', records: [www], olderUnread: true },
      { key: '9040', records: [other], olderUnread: true },
    ]);
    expect(summary(fresh.rows)).toEqual(['live:seen', '9040:absent']);
  });
});

describe('buildRecordHistory by record id, absent and back', () => {
  const name = 'www.example.com';
  it('takes the id back on its line with another value', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9030', records: [rec('1', name, 'A', '192.0.2.2')] },
      { key: '9020', records: [other] },
      { key: '9010', records: [rec('1', name, 'A', '192.0.2.1')] },
    ]);
    expect(result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}`)).toEqual([
      '9030:0:added-back',
      '9020:0:removed',
      '9010:0:first-seen',
    ]);
    expect(result.lines.map((line) => line.latest.record_value)).toEqual(['192.0.2.2']);
  });

  it('takes the record back by content from a snapshot without ids', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9030', records: [rec(undefined, name, 'A', '192.0.2.1')] },
      { key: '9020', records: [other] },
      { key: '9010', records: [rec('1', name, 'A', '192.0.2.1')] },
    ]);
    expect(summary(result.rows)).toEqual(['9030:added-back', '9020:removed', '9010:first-seen']);
    expect(result.matchedByContentIn).toEqual(['9030']);
  });

  it('takes the record back with its id on the line of its content in a snapshot without ids', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9030', records: [rec('1', name, 'A', '192.0.2.1')] },
      { key: '9020', records: [other] },
      { key: '9010', records: [rec(undefined, name, 'A', '192.0.2.1')] },
    ]);
    expect(summary(result.rows)).toEqual(['9030:added-back', '9020:removed', '9010:first-seen']);
  });

  it('shows only the line of the id where its state also has records of its set without ids', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9010', records: [rec('1', name, 'A', '192.0.2.1'), rec(undefined, name, 'A', '192.0.2.9')] },
    ]);
    expect(result.rows.map((row) => `${row.line}:${row.event}:${row.record?.record_value ?? ''}`)).toEqual([
      '0:first-seen:192.0.2.1',
    ]);
    expect(result.lines.map((line) => line.latest.record_value)).toEqual(['192.0.2.1']);
    expect(result.matchedByContentIn).toEqual([]);
  });

  it('keeps the line and the GEO records of the name in a state where the id is absent', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9020', records: [other], geo: [geo('71', name, '192.0.2.120', '_EU')] },
      { key: '9010', records: [rec('1', name, 'A', '192.0.2.1')] },
    ]);
    expect(result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}`)).toEqual([
      '9020:0:removed',
      '9010:0:first-seen',
    ]);
    const absent = history({ kind: 'id', id: '1' }, [
      { key: '9030', records: [other], geo: [geo('71', name, '192.0.2.120', '_EU')] },
      { key: '9020', records: [other] },
      { key: '9010', records: [rec('1', name, 'A', '192.0.2.1')] },
    ]).rows[0];
    expect(absent).toMatchObject({ stateKey: '9030', line: 0, event: 'absent', record: undefined });
    expect(absent?.geo?.entries.map((entry) => entry.record_id)).toEqual(['71']);
  });
});

describe('buildRecordHistory of a record set', () => {
  const name = 'www.example.com';
  it('shows each value on its own line; without ids a new value is a line removed and one first seen', () => {
    const result = history({ kind: 'set', name: 'WWW.example.com.', type: 'a' }, [
      { key: '9030', records: [rec(undefined, name, 'A', '192.0.2.2'), rec(undefined, name, 'A', '192.0.2.9')] },
      { key: '9020', records: [rec(undefined, name, 'A', '192.0.2.1'), rec(undefined, name, 'A', '192.0.2.9')] },
      { key: '9010', records: [rec(undefined, name, 'AAAA', '2001:db8::1')] },
    ]);
    expect(
      result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}:${row.record?.record_value ?? ''}`),
    ).toEqual([
      '9030:0:removed:192.0.2.1',
      '9030:1:unchanged:192.0.2.9',
      '9030:2:first-seen:192.0.2.2',
      '9020:0:first-seen:192.0.2.1',
      '9020:1:first-seen:192.0.2.9',
      '9010:-1:absent:',
    ]);
    expect(result.lines.map((line) => line.latest.record_value)).toEqual(['192.0.2.1', '192.0.2.9', '192.0.2.2']);
  });

  it('follows a value change as a change where both states have ids', () => {
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: 'live', records: [rec('1', name, 'A', '192.0.2.2')] },
      { key: '9050', records: [rec('1', name, 'A', '192.0.2.1')] },
    ]);
    expect(summary(result.rows)).toEqual(['live:changed record_value', '9050:first-seen']);
    expect(result.rows[0]?.matchedBy).toBe('record_id');
  });

  it('puts a value back on its own line after an absence, and a new value on a new line', () => {
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: '9040', records: [rec(undefined, name, 'A', '192.0.2.1'), rec(undefined, name, 'A', '192.0.2.5')] },
      { key: '9030', records: [] },
      { key: '9020', records: [rec(undefined, name, 'A', '192.0.2.1', '300')] },
      { key: '9010', records: [rec(undefined, name, 'A', '192.0.2.1')] },
    ]);
    expect(
      result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}:${row.record?.record_value ?? ''}`),
    ).toEqual([
      '9040:0:added-back:192.0.2.1',
      '9040:1:first-seen:192.0.2.5',
      '9030:0:removed:192.0.2.1',
      '9020:0:changed:192.0.2.1',
      '9010:0:first-seen:192.0.2.1',
    ]);
    expect(result.rows[3]?.matchedBy).toBe('content');
    expect(
      result.lines.map((line) => [line.line, line.events.map((e) => `${e.stateKey} ${e.event} ${e.fields.join()}`)]),
    ).toEqual([
      [0, ['9010 first-seen ', '9020 changed record_ttl', '9030 removed ', '9040 added-back ']],
      [1, ['9040 first-seen ']],
    ]);
  });

  it('puts another value after an absence on a new line', () => {
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: '9030', records: [rec(undefined, name, 'A', '192.0.2.2')] },
      { key: '9020', records: [] },
      { key: '9010', records: [rec(undefined, name, 'A', '192.0.2.1')] },
    ]);
    expect(result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}`)).toEqual([
      '9030:1:first-seen',
      '9020:0:removed',
      '9010:0:first-seen',
    ]);
  });

  it('gives a record without id that two records with ids share one line, the other its own', () => {
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: '9020', records: [rec('1', name, 'A', '192.0.2.1'), rec('2', name, 'A', '192.0.2.1')] },
      { key: '9010', records: [rec(undefined, name, 'A', '192.0.2.1')] },
    ]);
    expect(result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}`)).toEqual([
      '9020:0:unchanged',
      '9020:1:first-seen',
      '9010:0:first-seen',
    ]);
  });

  it('gives two equal records back each their own line', () => {
    const twice = () => [rec(undefined, name, 'A', '192.0.2.1'), rec(undefined, name, 'A', '192.0.2.1')];
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: '9030', records: twice() },
      { key: '9020', records: [] },
      { key: '9010', records: twice() },
    ]);
    expect(summary(result.rows.filter((row) => row.stateKey === '9030'))).toEqual([
      '9030:added-back',
      '9030:added-back',
    ]);
    expect(result.rows.filter((row) => row.stateKey === '9030').map((row) => row.line)).toEqual([0, 1]);
  });

  it('does not take a record with another id back on the line of an id gone, even with the same value', () => {
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: '9030', records: [rec('2', name, 'A', '192.0.2.1')] },
      { key: '9020', records: [] },
      { key: '9010', records: [rec('1', name, 'A', '192.0.2.1')] },
    ]);
    expect(result.rows.map((row) => `${row.stateKey}:${row.line}:${row.event}`)).toEqual([
      '9030:1:first-seen',
      '9020:0:removed',
      '9010:0:first-seen',
    ]);
  });

  it('lists the GEO records of the name and type in a state where the set is absent', () => {
    const result = history({ kind: 'set', name, type: 'A' }, [
      { key: '9020', records: [], geo: [geo('71', name, '192.0.2.120', '_EU')] },
    ]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ event: 'absent', line: -1 });
    expect(result.rows[0]?.geo?.entries.map((entry) => entry.record_id)).toEqual(['71']);
  });
});

/** A snapshot of www (id 1) that lists the given GEO records, or does not list them. */
function wwwState(key: string, geoRecords: GeoRecord[] | undefined) {
  const www = rec('1', 'www.example.com', 'A', '192.0.2.20');
  return { key, candidates: selectCandidates({ kind: 'id', id: '1' }, [www]), geoRecords, failoverRecords: [] };
}

const wwwInEurope = (value: string) => geo('71', 'www.example.com', value, '_EU');

describe('GEO and failover entries in a history', () => {
  const www = rec('1', 'www.example.com', 'A', '192.0.2.20');
  it('lists the GEO records of the name and type per snapshot and what changed; none for the live zone', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: 'live', records: [www] },
      {
        key: '9050',
        records: [www],
        geo: [geo('71', 'www.example.com', '192.0.2.120', '_EU'), geo('76', 'www.example.com', '192.0.2.121', 'DE.BY')],
      },
      {
        key: '9040',
        records: [www],
        geo: [
          geo('71', 'www.example.com', '192.0.2.120', '_EU', '3600'),
          geo('73', 'api.example.com', '203.0.113.30', '_AS'),
        ],
      },
    ]);
    const [live, newest, older] = result.rows;
    expect(live?.geo).toBeUndefined();
    expect(newest?.geo?.entries.map((entry) => entry.geo_region)).toEqual(['_EU', 'DE.BY']);
    expect(newest?.geo?.diff?.added.map((entry) => entry.record_id)).toEqual(['76']);
    expect(newest?.geo?.diff?.changed.map((pair) => pair.changes.map((change) => change.field))).toEqual([
      ['record_ttl'],
    ]);
    expect(older?.geo?.entries.map((entry) => entry.record_id)).toEqual(['71']);
    expect(older?.geo?.diff).toBeUndefined();
  });

  it('compares GEO records with the nearest older snapshot that lists them', () => {
    const result = buildRecordHistory({ kind: 'id', id: '1' }, [
      wwwState('9040', [
        geo('71', 'www.example.com', '192.0.2.120', '_EU'),
        geo('72', 'www.example.com', '192.0.2.7', '_AS'),
      ]),
      wwwState('9030', undefined),
      wwwState('9020', [geo('71', 'www.example.com', '192.0.2.120', '_EU')]),
      wwwState('9010', []),
    ]);
    expect(result.rows.map((row) => row.geo?.diff?.added.map((entry) => entry.record_id))).toEqual([
      ['72'],
      undefined,
      ['71'],
      undefined,
    ]);
  });

  it('says failover is the same where it did not change, where the state before lists none, or the record is new', () => {
    const withFailover = failover(www, 'HTTP');
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9030', records: [www], failover: [withFailover] },
      { key: '9020', records: [www], failover: [withFailover] },
      { key: '9010', records: [other], failover: [] },
    ]);
    expect(result.rows.map((row) => row.failover)).toEqual([
      { record: withFailover, change: 'same', changes: [] },
      { record: withFailover, change: 'same', changes: [] },
      undefined,
    ]);
    const unlisted = buildRecordHistory({ kind: 'id', id: '1' }, [
      {
        key: '9020',
        candidates: selectCandidates({ kind: 'id', id: '1' }, [www]),
        geoRecords: [],
        failoverRecords: [withFailover],
      },
      {
        key: '9010',
        candidates: selectCandidates({ kind: 'id', id: '1' }, [www]),
        geoRecords: [],
        failoverRecords: undefined,
      },
    ]);
    expect(unlisted.rows[0]?.failover).toEqual({ record: withFailover, change: 'same', changes: [] });
  });

  it('has no failover changes where the record has none, or lost it', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9040', records: [], failover: [] },
      { key: '9030', records: [www], failover: [] },
      { key: '9020', records: [www], failover: [failover(www, 'HTTP')] },
    ]);
    expect(result.rows.map((row) => row.failover)).toEqual([
      { record: undefined, change: 'none', changes: [] },
      { record: undefined, change: 'removed', changes: [] },
      { record: failover(www, 'HTTP'), change: 'same', changes: [] },
    ]);
  });

  it('tells failover set up, changed and removed between snapshots', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: '9040', records: [www], failover: [] },
      { key: '9030', records: [www], failover: [failover(www, 'HTTPS')] },
      { key: '9020', records: [www], failover: [failover(www, 'HTTP')] },
      { key: '9010', records: [www], failover: [] },
    ]);
    expect(result.rows.map((row) => row.failover?.change)).toEqual(['removed', 'changed', 'set-up', 'none']);
    expect(result.rows[1]?.failover?.changes).toEqual([{ field: 'failover_check_type', from: 'HTTP', to: 'HTTPS' }]);
    expect(result.rows[2]?.failover?.changes).toEqual([]);
    expect(result.rows[0]?.failover?.changes).toEqual([]);
  });

  it('calls a record whose GEO records or failover changed changed, and says which, with its fields the same', () => {
    const result = history({ kind: 'id', id: '1' }, [
      { key: 'live', records: [www] },
      { key: '9050', records: [www], geo: [wwwInEurope('192.0.2.2')], failover: [] },
      { key: '9040', records: [www], geo: [wwwInEurope('192.0.2.1')], failover: [failover(www, 'HTTP')] },
      { key: '9030', records: [www], geo: [wwwInEurope('192.0.2.1')], failover: [failover(www, 'HTTPS')] },
      { key: '9020', records: [www], geo: [wwwInEurope('192.0.2.1')], failover: [failover(www, 'HTTPS')] },
      { key: '9010', records: [www], geo: [], failover: [] },
    ]);
    expect(result.rows.map((row) => [row.stateKey, row.event, row.partsChanged.join('+')])).toEqual([
      // The live zone lists neither: nothing of them can be said there.
      ['live', 'unchanged', ''],
      ['9050', 'changed', 'geo+failover'],
      ['9040', 'changed', 'failover'],
      ['9030', 'unchanged', ''],
      ['9020', 'changed', 'geo+failover'],
      ['9010', 'first-seen', ''],
    ]);
    expect(result.rows.every((row) => row.changes.length === 0)).toBe(true);
    expect(result.lines[0]?.events.map((event) => `${event.stateKey}:${event.parts.join('+')}`)).toEqual([
      '9010:',
      '9020:geo+failover',
      '9040:failover',
      '9050:geo+failover',
    ]);
  });
});

describe('selectCandidates', () => {
  it('keeps only what may be the record: by id, the id and the records without one', () => {
    const records = [
      rec('1', 'a.example.com', 'A', '192.0.2.1'),
      rec('2', 'b.example.com', 'A', '192.0.2.2'),
      rec(undefined, 'c.example.com', 'A', '192.0.2.3'),
    ];
    const byId = selectCandidates({ kind: 'id', id: '1' }, records);
    expect(byId.matches.map((record) => record.record_name)).toEqual(['a.example.com']);
    expect(byId.withoutId.map((record) => record.record_name)).toEqual(['c.example.com']);
    const bySet = selectCandidates({ kind: 'set', name: 'B.EXAMPLE.COM', type: 'A' }, records);
    expect(bySet.matches.map((record) => record.record_id)).toEqual(['2']);
    expect(bySet.withoutId).toEqual([]);
  });
});
