import type { FieldChange } from '../../lib/diff-records.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { RecordName } from '../../components/record-name.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Dash, TextOrDash } from './empty-value.tsx';
import { Ttl } from './snapshot-columns.tsx';
import type { TableColumn } from './virtual-table.tsx';

/** What a rollback would do to one item. */
export type RollbackAction = 'add' | 'remove' | 'change';

export type DiffItem = {
  readonly record_id?: string | undefined;
  readonly record_name: string;
  readonly record_type: string;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly record_status?: string | undefined;
  readonly geo_region?: string | undefined;
  readonly geo_full_region?: string | undefined;
};

/**
 * One row of the rollback table: the item as it is before the rollback (`remove`, `change`) or
 * as the rollback would create it (`add`), and for `change` the fields it would set.
 */
export type DiffRow = {
  action: RollbackAction;
  item: DiffItem;
  changes: readonly FieldChange[];
};

const ACTION_BADGES: Record<RollbackAction, { label: string; tone: 'success' | 'danger' | 'warning' }> = {
  add: { label: 'Would add', tone: 'success' },
  remove: { label: 'Would remove', tone: 'danger' },
  change: { label: 'Would change', tone: 'warning' },
};

/** Field names as people say them. */
const FIELD_LABELS: Record<string, string> = {
  record_name: 'Name',
  record_type: 'Type',
  record_value: 'Value',
  record_ttl: 'TTL',
  is_geo: 'GEO',
  is_failover: 'Failover',
  geo_region: 'Region',
  failover_record_main_value: 'Main value',
  failover_check_type: 'Check type',
  failover_check_interval: 'Check interval',
  failover_return_to_main_value: 'Return to main',
  failover_notification_email: 'Notification e-mail',
  failover_notification_sms: 'Notification SMS',
  failover_backup_values: 'Backup values',
  failover_additional_port: 'Additional port',
  failover_additional_request: 'Additional request',
  failover_additional_response: 'Additional response',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

function ChangedValue({ text }: { text: string }) {
  if (text === '') return <Dash />;
  if (text === '[]') return <span className="text-slate-500 italic dark:text-slate-400">(no values)</span>;
  return <bdi className="font-mono break-all">{text}</bdi>;
}

/** Each field the rollback would set: “Value 203.0.113.55 → 203.0.113.50” (before → after the rollback). */
function Changes({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{fieldLabel(change.field)}:</span>{' '}
          <ChangedValue text={change.from} /> → <ChangedValue text={change.to} />
        </li>
      ))}
    </ul>
  );
}

export type DiffColumnOptions = {
  /** Show the live record's enabled/disabled status (comparisons with the current zone). */
  status: boolean;
  /** Show the GEO region (the GEO part). */
  region: boolean;
};

export function diffColumns({ status, region }: DiffColumnOptions): TableColumn<DiffRow>[] {
  const columns: (TableColumn<DiffRow> | false)[] = [
    {
      id: 'action',
      header: 'Rollback would',
      width: '8.5rem',
      cell: (row) => <Badge tone={ACTION_BADGES[row.action].tone}>{ACTION_BADGES[row.action].label}</Badge>,
    },
    {
      id: 'name',
      header: 'Name',
      width: 'minmax(11rem, 1.2fr)',
      cell: (row) =>
        row.item.record_name === '' ? (
          <Dash />
        ) : (
          <RecordName name={row.item.record_name} className="font-mono break-all" />
        ),
    },
    {
      id: 'type',
      header: 'Type',
      width: '5.5rem',
      cell: (row) => (row.item.record_type === '' ? <Dash /> : <Badge>{row.item.record_type}</Badge>),
    },
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(12rem, 1.5fr)',
      cell: (row) => <TextOrDash text={row.item.record_value} className="font-mono break-all" />,
    },
    { id: 'ttl', header: 'TTL', width: '7.5rem', cell: (row) => <Ttl ttl={row.item.record_ttl} /> },
    region && {
      id: 'region',
      header: 'Region',
      width: '9rem',
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1">
          {row.item.geo_region === undefined || row.item.geo_region === '' ? (
            <Dash />
          ) : (
            <Badge tone="brand">{row.item.geo_region}</Badge>
          )}
          <TextOrDash text={row.item.geo_full_region} />
        </span>
      ),
    },
    status && {
      id: 'status',
      header: 'Live status',
      width: '7rem',
      cell: (row) =>
        row.item.record_status === undefined ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">not kept</span>
        ) : (
          <Badge tone={isDisabledStatus(row.item.record_status) ? 'warning' : 'neutral'}>
            {row.item.record_status}
          </Badge>
        ),
    },
    {
      id: 'changes',
      header: 'Would set',
      width: 'minmax(14rem, 1.6fr)',
      cell: (row) => <Changes changes={row.changes} />,
    },
    {
      id: 'id',
      header: 'ID',
      width: '5.5rem',
      cell: (row) => <TextOrDash text={row.item.record_id} className="font-mono" />,
    },
  ];
  return columns.filter((column): column is TableColumn<DiffRow> => column !== false);
}
