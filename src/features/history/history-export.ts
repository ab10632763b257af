/**
 * A record's history as files: CSV (a line per state and record line, changes spelled out) and
 * JSON (the same, structured). Both say which states were not read, so that a file never passes a
 * gap off as "absent". Values are as the API sent them.
 */
import { toIsoSeconds, parseUnixSeconds } from '../../lib/format-time.ts';
import { writeCsv } from '../../lib/record-export.ts';
import type { GeoRecord } from '../../contract/schemas.ts';
import type { FieldChange } from '../../lib/diff-records.ts';
import type { HistoryRow, RecordHistory, RecordIdentity } from './record-history.ts';

/** A state of the zone as the page knows it, read or not. */
export type HistoryStateInfo = {
  /** `live` or a snapshot id. */
  readonly key: string;
  /** UNIX seconds (as the API sends them); undefined for the live zone. */
  readonly time: string | undefined;
  readonly createdBy: string | undefined;
  readonly status: 'read' | 'waiting' | 'reading' | 'failed';
};

const CSV_HEADER = [
  'state',
  'snapshot_time',
  'event',
  'compared_with',
  'record_id',
  'record_name',
  'record_type',
  'record_value',
  'record_ttl',
  'is_geo',
  'is_failover',
  'changes',
  'geo_records',
  'failover',
] as const;

function isoTime(time: string | undefined): string {
  const date = time === undefined ? null : parseUnixSeconds(time);
  return date === null ? '' : toIsoSeconds(date);
}

const changeText = (change: FieldChange) => `${change.field}: ${change.from} → ${change.to}`;
const geoEntryText = (entry: GeoRecord) => `${entry.geo_region}=${entry.record_value} (${entry.record_ttl})`;

/**
 * What changed since the state compared with, as the page shows it: the record's fields, its GEO
 * records and its failover settings. `record_ttl: 3600 → 300; GEO added DE.BY=192.0.2.121 (300);
 * failover_check_type: HTTP → HTTPS`.
 */
function changesText(row: HistoryRow): string {
  const geo = row.geo?.diff;
  const failover = row.failover;
  return [
    ...row.changes.map(changeText),
    ...(geo?.added ?? []).map((entry) => `GEO added ${geoEntryText(entry)}`),
    ...(geo?.removed ?? []).map((entry) => `GEO removed ${geoEntryText(entry)}`),
    ...(geo?.changed ?? []).map(
      (pair) => `GEO ${pair.to.geo_region} changed: ${pair.changes.map(changeText).join(', ')}`,
    ),
    ...(failover?.change === 'set-up' ? ['failover set up'] : []),
    ...(failover?.change === 'removed' ? ['failover removed'] : []),
    ...(failover?.change === 'changed' ? failover.changes.map(changeText) : []),
  ].join('; ');
}

/** `_EU=192.0.2.120 (300); DE.BY=192.0.2.121 (300)`, or `not listed` for the live zone. */
function geoText(row: HistoryRow): string {
  if (row.geo === undefined) return 'not listed';
  return row.geo.entries.map(geoEntryText).join('; ');
}

function failoverText(row: HistoryRow): string {
  // A record not in the state has no failover (history-columns.tsx leaves the cell empty too).
  if (row.event === 'absent') return '';
  if (row.failover === undefined) return 'not listed';
  const record = row.failover.record;
  if (record === undefined) return row.failover.change === 'removed' ? 'removed' : '';
  const backups = record.failover_backup_values.map((value) => (value === '' ? '(empty)' : value)).join('|');
  const settings = `${record.failover_check_type} every ${record.failover_check_interval}, main ${record.failover_record_main_value}, backups ${backups}`;
  return row.failover.change === 'set-up' ? `set up: ${settings}` : settings;
}

const NOT_READ: Record<Exclude<HistoryStateInfo['status'], 'read'>, string> = {
  waiting: 'not read',
  reading: 'not read',
  failed: 'not read (failed)',
};

/** The history as CSV: states newest first, a line per record line (a state not read: one line saying so). */
export function writeHistoryCsv(history: RecordHistory, states: readonly HistoryStateInfo[]): string {
  const lines: string[][] = [];
  for (const state of states) {
    if (state.status !== 'read') {
      lines.push([state.key, isoTime(state.time), NOT_READ[state.status], ...CSV_HEADER.slice(3).map(() => '')]);
      continue;
    }
    for (const row of history.rows.filter((each) => each.stateKey === state.key)) {
      const record = row.record;
      lines.push([
        state.key,
        isoTime(state.time),
        row.event,
        row.comparedWith ?? '',
        record?.record_id ?? '',
        record?.record_name ?? '',
        record?.record_type ?? '',
        record?.record_value ?? '',
        record?.record_ttl ?? '',
        record?.is_geo ?? '',
        record?.is_failover ?? '',
        changesText(row),
        geoText(row),
        failoverText(row),
      ]);
    }
  }
  return writeCsv(CSV_HEADER, lines);
}

/** The history as JSON: what it follows, and per state (newest first) its rows or why it has none. */
export function writeHistoryJson(
  about: { domain: string; identity: RecordIdentity; exportedAt: Date },
  history: RecordHistory,
  states: readonly HistoryStateInfo[],
): string {
  const document = {
    domain: about.domain,
    record:
      about.identity.kind === 'id'
        ? { record_id: about.identity.id }
        : { record_name: about.identity.name, record_type: about.identity.type },
    exported_at: toIsoSeconds(about.exportedAt),
    matched_by: 'record_id where both states have one, else name, type and value',
    states: states.map((state) => ({
      state: state.key,
      ...(state.time === undefined ? {} : { snapshot_time: isoTime(state.time) }),
      ...(state.createdBy === undefined ? {} : { created_by: state.createdBy }),
      read: state.status === 'read',
      ...(state.status === 'read'
        ? {
            rows: history.rows
              .filter((row) => row.stateKey === state.key)
              .map((row) => ({
                event: row.event,
                ...(row.comparedWith === undefined ? {} : { compared_with: row.comparedWith }),
                ...(row.record === undefined ? {} : { record: row.record }),
                changes: row.changes,
                geo_records: row.geo === undefined ? 'not listed' : row.geo.entries,
                failover:
                  row.failover === undefined
                    ? 'not listed'
                    : {
                        change: row.failover.change,
                        record: row.failover.record ?? null,
                        changes: row.failover.changes,
                      },
              })),
          }
        : { not_read: NOT_READ[state.status] }),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
