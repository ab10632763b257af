import type { RowData, TableOptions } from '@tanstack/react-table';
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../contract/schemas.ts';
import { copyValueLabel } from '../../components/data-table/dns-cells.tsx';
import { dnsColumns, failoverColumns } from '../../components/data-table/dns-columns.tsx';
import { HistoryLink } from '../../components/history-link.tsx';
import { CoverageLink } from './coverage-link.tsx';
import type { DnsTableFeatures } from '../../components/data-table/table-features.ts';
import type { RowTone } from '../../components/data-table/data-table.tsx';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { SNAPSHOT_SORT_COLUMNS, type SnapshotSortColumn } from './snapshot-url-state.ts';

/** One tab of the snapshot detail: its columns (from the shared vocabulary) and what the filter searches. */
export type SnapshotTabSpec<Row extends RowData> = {
  /** Column ids are the URL's `sort` values (`name`, `ttl`, `region`, `check`, …). */
  columns: TableOptions<DnsTableFeatures, Row>['columns'];
  /** Every field shown in a row, for the filter. */
  searchText: (row: Row) => string;
  /** A row's tone: `disabled` for a record the snapshot says is disabled, as in the records table. */
  tone?: (row: Row) => RowTone | undefined;
};

/**
 * Snapshots usually keep no status (spec 2.3, 2.4), but the service may send `record_status` with
 * their records and GEO records (its snapshot lists carry the live lists' fields): a disabled one is
 * marked as the records table marks it, and is searchable as `disabled`.
 */
const disabledTone = (row: { record_status?: string | undefined }): RowTone | undefined =>
  isDisabledStatus(row.record_status) ? 'disabled' : undefined;
const disabledWord = (row: { record_status?: string | undefined }): string =>
  isDisabledStatus(row.record_status) ? '\ndisabled' : '';

const record = dnsColumns<SnapshotRecord>();

export const recordsTab: SnapshotTabSpec<SnapshotRecord> = {
  columns: record.list([
    record.name((row) => row.record_name, { sortable: true, after: (row) => <HistoryLink record={row} /> }),
    record.type((row) => row.record_type, { sortable: true }),
    record.value((row) => row.record_value, {
      sortable: true,
      copyLabel: (row) => copyValueLabel(row.record_name, row.record_type, { id: row.record_id }),
    }),
    record.ttl((row) => row.record_ttl, { sortable: true }),
    record.status({
      sentStatus: (row) => row.record_status,
      geo: (row) => row.is_geo,
      failover: (row) => row.is_failover,
    }),
    record.id((row) => row.record_id, { sortable: true }),
  ]),
  // Template strings, not arrays: this runs once per row of up to 50,000.
  searchText: (row) =>
    `${row.record_name}\n${row.record_type}\n${row.record_value}\n${row.record_ttl}\n${row.record_id ?? ''}${
      row.is_geo === 'yes' ? '\ngeo' : ''
    }${row.is_failover === 'yes' ? '\nfailover' : ''}${disabledWord(row)}`,
  tone: disabledTone,
};

const geo = dnsColumns<GeoRecord>();

export const geoTab: SnapshotTabSpec<GeoRecord> = {
  columns: geo.list([
    geo.name((row) => row.record_name, {
      sortable: true,
      after: (row) => (
        <>
          <HistoryLink record={row} set /> <CoverageLink record={row} />
        </>
      ),
    }),
    geo.type((row) => row.record_type, { sortable: true }),
    geo.value((row) => row.record_value, {
      sortable: true,
      copyLabel: (row) =>
        copyValueLabel(row.record_name, row.record_type, {
          id: row.record_id,
          region: { code: row.geo_region, name: row.geo_full_region },
        }),
    }),
    geo.ttl((row) => row.record_ttl, { sortable: true }),
    geo.region({ code: (row) => row.geo_region, name: (row) => row.geo_full_region }, { sortable: true }),
    geo.status({
      sentStatus: (row) => row.record_status,
      geo: () => undefined,
      failover: () => undefined,
    }),
    geo.id((row) => row.record_id, { sortable: true }),
  ]),
  searchText: (row) =>
    `${row.record_name}\n${row.record_type}\n${row.record_value}\n${row.record_ttl}\n${row.record_id ?? ''}\n${row.geo_region}\n${row.geo_full_region}${disabledWord(row)}`,
  tone: disabledTone,
};

const failover = dnsColumns<FailoverRecord>();
const settings = failoverColumns<FailoverRecord>();

export const failoverTab: SnapshotTabSpec<FailoverRecord> = {
  columns: failover.list([
    failover.name((row) => row.record_name, { sortable: true, after: (row) => <HistoryLink record={row} /> }),
    failover.type((row) => row.record_type, { sortable: true }),
    failover.value((row) => row.record_value, {
      sortable: true,
      copyLabel: (row) => copyValueLabel(row.record_name, row.record_type, { id: row.record_id }),
    }),
    failover.ttl((row) => row.record_ttl, { sortable: true }),
    settings.values(),
    settings.check({ sortable: true }),
    settings.notify(),
    failover.id((row) => row.record_id, { sortable: true }),
  ]),
  searchText: (row) =>
    [
      row.record_name,
      row.record_type,
      row.record_value,
      row.record_ttl,
      row.record_id ?? '',
      row.failover_record_main_value,
      row.failover_check_type,
      row.failover_check_interval,
      row.failover_return_to_main_value,
      row.failover_notification_email,
      row.failover_notification_sms,
      ...row.failover_backup_values,
      row.failover_additional_port,
      row.failover_additional_request,
      row.failover_additional_response,
    ].join('\n'),
};

/** The sortable column ids of a tab. */
export function sortableColumns<Row extends RowData>(tab: SnapshotTabSpec<Row>): SnapshotSortColumn[] {
  return tab.columns.flatMap((column) => {
    const id = SNAPSHOT_SORT_COLUMNS.find((each) => each === column.id);
    return id !== undefined && column.enableSorting === true ? [id] : [];
  });
}
