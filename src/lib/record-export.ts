import { exportedRecordStatus } from './record-status.ts';
import type { ZoneFileRecord } from './zone-file.ts';

export type ExportFormat = 'zone' | 'csv' | 'json';

/**
 * Columns of a CSV export, in order; `record_status` is written `enabled`/`disabled` by the rule the
 * zone file comments records out by (`Disabled` and ` DISABLED ` too), so disabled records stay flagged.
 */
const CSV_COLUMNS = [
  'record_id',
  'record_name',
  'record_type',
  'record_value',
  'record_ttl',
  'record_status',
  'is_geo',
  'is_failover',
] as const;

type ExportableRecord = ZoneFileRecord & {
  record_id?: string | undefined;
  is_geo?: string | undefined;
  is_failover?: string | undefined;
};

/**
 * Records as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a comma,
 * quote, or line break). Fields a record lacks are empty. Cells starting with `=`, `+`, `-`, `@`
 * are prefixed with `'` so that a spreadsheet does not run them as formulas.
 */
export function writeRecordsCsv(records: readonly ExportableRecord[]): string {
  return writeCsv(
    CSV_COLUMNS,
    records.map(withExportedStatus).map((record) => CSV_COLUMNS.map((column) => record[column] ?? '')),
  );
}

/** A table as CSV, by the rules of {@link writeRecordsCsv}: a header line, then a line per row. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Records as pretty-printed JSON with the source named, disabled records flagged as in CSV. */
export function writeRecordsJson(records: readonly ExportableRecord[], about: Record<string, string>): string {
  return `${JSON.stringify({ ...about, count: records.length, records: records.map(withExportedStatus) }, null, 2)}\n`;
}

function withExportedStatus<T extends ExportableRecord>(record: T): T {
  if (record.record_status === undefined) return record;
  return { ...record, record_status: exportedRecordStatus(record.record_status) };
}
