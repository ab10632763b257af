import type { RowData } from '@tanstack/react-table';
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../contract/schemas.ts';
import { dnsColumns } from '../../components/data-table/dns-columns.tsx';
import type { RowTone } from '../../components/data-table/data-table.tsx';
import { HistoryLink } from '../../components/history-link.tsx';
import {
  FailoverBackups,
  failoverBackupsText,
  FailoverCheck,
  failoverCheckText,
  FieldChanges,
  fieldChangesText,
} from '../../components/data-table/failover-cells.tsx';
import { widestLine } from '../../components/data-table/dns-cells.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { FieldChange } from '../../lib/diff-records.ts';

/** What a rollback would do to one item. */
export type RollbackAction = 'add' | 'remove' | 'change';

/**
 * One row of a rollback table: the item as it is before the rollback (`remove`, `change`) or as
 * the rollback would create it (`add`), and for `change` the fields it would set, each shown in
 * its own column as before → after.
 */
export type DiffRow<Item> = {
  action: RollbackAction;
  item: Item;
  changes: readonly FieldChange[];
};

const ACTION_BADGES: Record<RollbackAction, { label: string; tone: 'success' | 'danger' | 'warning' }> = {
  add: { label: 'Would add', tone: 'success' },
  remove: { label: 'Would remove', tone: 'danger' },
  change: { label: 'Would change', tone: 'warning' },
};

/** A rollback row's tint: green for what it adds, red for what it removes, amber for what it changes. */
export function rollbackTone(row: DiffRow<unknown>): RowTone {
  return row.action;
}

const changeOf = (row: DiffRow<unknown>, field: string) => row.changes.find((change) => change.field === field);

/** The columns every part shares: what the rollback does, then the record's own. */
function recordLikeColumns<Item extends SnapshotRecord | GeoRecord | FailoverRecord>() {
  const column = dnsColumns<DiffRow<Item>>();
  return {
    column,
    action: column.display({
      id: 'action',
      header: 'Rollback would',
      cell: ({ row }) => (
        <Badge tone={ACTION_BADGES[row.original.action].tone}>{ACTION_BADGES[row.original.action].label}</Badge>
      ),
      meta: {
        className: 'w-px whitespace-nowrap',
        card: 'badge',
        fit: { wraps: false, text: (row) => ACTION_BADGES[row.action].label },
      },
    }),
    name: column.name((row) => row.item.record_name, {
      change: (row) => changeOf(row, 'record_name'),
      after: (row) => <HistoryLink record={row.item} />,
    }),
    type: column.type((row) => row.item.record_type, { change: (row) => changeOf(row, 'record_type') }),
    value: column.value((row) => row.item.record_value, { change: (row) => changeOf(row, 'record_value') }),
    ttl: column.ttl((row) => row.item.record_ttl, { change: (row) => changeOf(row, 'record_ttl') }),
    id: column.id((row) => row.item.record_id),
  };
}

const FLAG_FIELDS = new Set(['is_geo', 'is_failover']);

/** The records part; `status`: the live records' enabled/disabled status (a comparison with the current zone). */
export function rollbackRecordColumns({ status }: { status: boolean }) {
  const { column, action, name, type, value, ttl, id } = recordLikeColumns<SnapshotRecord>();
  return column.list([
    action,
    name,
    type,
    value,
    ttl,
    column.status({
      ...(status ? { status: (row) => row.item.record_status } : {}),
      geo: (row) => row.item.is_geo,
      failover: (row) => row.item.is_failover,
      flagChanges: (row) => row.changes.filter((change) => FLAG_FIELDS.has(change.field)),
    }),
    id,
  ]);
}

export function rollbackGeoColumns() {
  const { column, action, name, type, value, ttl, id } = recordLikeColumns<GeoRecord>();
  return column.list([
    action,
    name,
    type,
    value,
    ttl,
    column.region(
      { code: (row) => row.item.geo_region, name: (row) => row.item.geo_full_region },
      { change: (row) => changeOf(row, 'geo_region') },
    ),
    id,
  ]);
}

/** The failover part: its settings, or for a change only those the rollback would set. */
export function rollbackFailoverColumns() {
  const { column, action, name, type, value, ttl, id } = recordLikeColumns<FailoverRecord>();
  return column.list([
    action,
    name,
    type,
    value,
    ttl,
    column.display({
      id: 'failover',
      header: 'Failover',
      cell: ({ row }) => <FailoverSummary row={row.original} />,
      meta: {
        className: 'min-w-48',
        card: 'section',
        fit: { wraps: true, text: failoverSummaryText, changed: (row) => row.action === 'change' },
      },
    }),
    id,
  ]);
}

const RECORD_FIELDS = new Set(['record_name', 'record_type', 'record_value', 'record_ttl']);

/** The failover fields a change would set that the record's own columns do not show. */
function settingChanges(row: DiffRow<FailoverRecord>): readonly FieldChange[] {
  return row.changes.filter((change) => !RECORD_FIELDS.has(change.field));
}

function FailoverSummary({ row }: { row: DiffRow<FailoverRecord> }) {
  if (row.action === 'change') return <FieldChanges changes={settingChanges(row)} />;
  return (
    <span className="flex flex-col gap-0.5">
      <FailoverCheck record={row.item} />
      <FailoverBackups values={row.item.failover_backup_values} />
    </span>
  );
}

/** The widest line FailoverSummary draws, as text (see ColumnFit). */
function failoverSummaryText(row: DiffRow<FailoverRecord>): string {
  if (row.action === 'change') return fieldChangesText(settingChanges(row));
  return widestLine([failoverCheckText(row.item), failoverBackupsText(row.item.failover_backup_values)]);
}

/** Rows of a diff: removed, added, then changed items. */
export function diffRows<Item extends RowData>(diff: {
  added: readonly Item[];
  removed: readonly Item[];
  changed: readonly { from: Item; changes: readonly FieldChange[] }[];
}): DiffRow<Item>[] {
  return [
    ...diff.removed.map((item): DiffRow<Item> => ({ action: 'remove', item, changes: [] })),
    ...diff.added.map((item): DiffRow<Item> => ({ action: 'add', item, changes: [] })),
    ...diff.changed.map((pair): DiffRow<Item> => ({ action: 'change', item: pair.from, changes: pair.changes })),
  ];
}
