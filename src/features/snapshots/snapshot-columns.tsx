import type { ReactNode } from 'react';
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../api/schemas.ts';
import { RecordName } from '../../components/record-name.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatTtl } from '../../lib/format-ttl.ts';
import { sortKeyOf, type SortKey } from '../../lib/in-memory-table.ts';
import { Dash, TextOrDash } from './empty-value.tsx';
import type { SnapshotSortColumn } from './snapshot-url-state.ts';
import type { TableColumn } from './virtual-table.tsx';

type SortableColumn<Row> = TableColumn<Row> & {
  id: SnapshotSortColumn;
  sortable: true;
  sortKey: (row: Row) => SortKey;
};
type PlainColumn<Row> = TableColumn<Row> & {
  id: 'flags' | 'main' | 'return' | 'notify' | 'backups' | 'additional';
  sortable?: false;
  sortKey?: undefined;
};
export type SnapshotColumn<Row> = SortableColumn<Row> | PlainColumn<Row>;

/** One tab of the snapshot detail: its columns and what the filter searches. */
export type SnapshotTabSpec<Row> = {
  columns: readonly SnapshotColumn<Row>[];
  /** Every field shown in a row, for the filter. */
  searchText: (row: Row) => string;
  minWidth: string;
};

type RecordLike = {
  record_id?: string | undefined;
  record_name: string;
  record_type: string;
  record_value: string;
  record_ttl: string;
};

const mono = 'font-mono break-all';

function nameColumn<Row extends RecordLike>(): SnapshotColumn<Row> {
  return {
    id: 'name',
    header: 'Name',
    width: 'minmax(12rem, 1.4fr)',
    sortable: true,
    sortKey: (row) => sortKeyOf(row.record_name),
    cell: (row) => (row.record_name === '' ? <Dash /> : <RecordName name={row.record_name} className={mono} />),
  };
}

function typeColumn<Row extends RecordLike>(): SnapshotColumn<Row> {
  return {
    id: 'type',
    header: 'Type',
    width: '5.5rem',
    sortable: true,
    sortKey: (row) => sortKeyOf(row.record_type),
    cell: (row) => (row.record_type === '' ? <Dash /> : <Badge>{row.record_type}</Badge>),
  };
}

function valueColumn<Row extends RecordLike>(header = 'Value'): SnapshotColumn<Row> {
  return {
    id: 'value',
    header,
    width: 'minmax(14rem, 2fr)',
    sortable: true,
    sortKey: (row) => sortKeyOf(row.record_value),
    cell: (row) => <TextOrDash text={row.record_value} className={mono} />,
  };
}

function ttlColumn<Row extends RecordLike>(): SnapshotColumn<Row> {
  return {
    id: 'ttl',
    header: 'TTL',
    width: '7.5rem',
    sortable: true,
    sortKey: (row) => sortKeyOf(row.record_ttl),
    cell: (row) => <Ttl ttl={row.record_ttl} />,
  };
}

function idColumn<Row extends RecordLike>(): SnapshotColumn<Row> {
  return {
    id: 'id',
    header: 'ID',
    width: '6rem',
    sortable: true,
    sortKey: (row) => sortKeyOf(row.record_id),
    cell: (row) => <TextOrDash text={row.record_id} className="font-mono" />,
  };
}

/** The seconds, then the human form in brackets when it says more ("3600 (1 h)", but "45", not "45 (45 s)"). */
export function Ttl({ ttl }: { ttl: string }) {
  if (ttl === '') return <Dash />;
  const human = formatTtl(ttl);
  return (
    <span className="font-mono">
      {ttl}
      {human === ttl || human === `${ttl} s` ? null : (
        <span className="font-sans text-xs text-slate-500 dark:text-slate-400"> ({human})</span>
      )}
    </span>
  );
}

function Flags({ geo, failover }: { geo: string; failover: string }) {
  if (geo !== 'yes' && failover !== 'yes') return <Dash />;
  return (
    <span className="flex flex-wrap gap-1">
      {geo === 'yes' ? <Badge tone="brand">GEO</Badge> : null}
      {failover === 'yes' ? <Badge tone="violet">Failover</Badge> : null}
    </span>
  );
}

export const recordsTab: SnapshotTabSpec<SnapshotRecord> = {
  minWidth: '52rem',
  columns: [
    nameColumn(),
    typeColumn(),
    valueColumn(),
    ttlColumn(),
    {
      id: 'flags',
      header: 'GEO / failover',
      width: '8.5rem',
      cell: (row) => <Flags geo={row.is_geo} failover={row.is_failover} />,
    },
    idColumn(),
  ],
  // Template strings, not arrays: this runs once per row of up to 50,000.
  searchText: (row) =>
    `${row.record_name}\n${row.record_type}\n${row.record_value}\n${row.record_ttl}\n${row.record_id ?? ''}${
      row.is_geo === 'yes' ? '\ngeo' : ''
    }${row.is_failover === 'yes' ? '\nfailover' : ''}`,
};

export const geoTab: SnapshotTabSpec<GeoRecord> = {
  minWidth: '60rem',
  columns: [
    nameColumn(),
    typeColumn(),
    valueColumn(),
    ttlColumn(),
    {
      id: 'region',
      header: 'Region',
      width: 'minmax(11rem, 1fr)',
      sortable: true,
      sortKey: (row) => sortKeyOf(row.geo_region),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          {row.geo_region === '' ? <Dash /> : <Badge tone="brand">{row.geo_region}</Badge>}
          <TextOrDash text={row.geo_full_region} />
        </span>
      ),
    },
    idColumn(),
  ],
  searchText: (row) =>
    `${row.record_name}\n${row.record_type}\n${row.record_value}\n${row.record_ttl}\n${row.record_id ?? ''}\n${row.geo_region}\n${row.geo_full_region}`,
};

/** Labelled values in a cell, each empty one as a dash. */
function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
          <dd className="min-w-0 break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Backup values as a list; an empty value is shown as “(empty)”, an empty list as a dash. */
export function BackupValues({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <Dash />;
  return (
    <ul className="flex flex-col gap-0.5">
      {values.map((value, index) => (
        <li key={`${index}:${value}`} className={mono}>
          {value === '' ? (
            <span className="font-sans text-slate-500 italic dark:text-slate-400">(empty)</span>
          ) : (
            <bdi>{value}</bdi>
          )}
        </li>
      ))}
    </ul>
  );
}

export const failoverTab: SnapshotTabSpec<FailoverRecord> = {
  minWidth: '107.5rem',
  columns: [
    nameColumn(),
    typeColumn(),
    valueColumn(),
    ttlColumn(),
    {
      id: 'main',
      header: 'Main value',
      width: 'minmax(10rem, 1fr)',
      cell: (row) => <TextOrDash text={row.failover_record_main_value} className={mono} />,
    },
    {
      id: 'check',
      header: 'Check',
      width: '10rem',
      sortable: true,
      sortKey: (row) => sortKeyOf(row.failover_check_type),
      cell: (row) => (
        <Facts
          facts={[
            ['Type', <TextOrDash key="type" text={row.failover_check_type} />],
            ['Interval', <TextOrDash key="interval" text={row.failover_check_interval} className="font-mono" />],
          ]}
        />
      ),
    },
    {
      id: 'return',
      header: 'Return to main',
      width: '8rem',
      cell: (row) => <TextOrDash text={row.failover_return_to_main_value} className="font-mono" />,
    },
    {
      id: 'notify',
      header: 'Notifications',
      width: 'minmax(12rem, 1fr)',
      cell: (row) => (
        <Facts
          facts={[
            ['E-mail', <TextOrDash key="email" text={row.failover_notification_email} />],
            ['SMS', <TextOrDash key="sms" text={row.failover_notification_sms} />],
          ]}
        />
      ),
    },
    {
      id: 'backups',
      header: 'Backup values',
      width: 'minmax(10rem, 1fr)',
      cell: (row) => <BackupValues values={row.failover_backup_values} />,
    },
    {
      id: 'additional',
      header: 'Additional check',
      width: 'minmax(12rem, 1fr)',
      cell: (row) => (
        <Facts
          facts={[
            ['Port', <TextOrDash key="port" text={row.failover_additional_port} className="font-mono" />],
            ['Request', <TextOrDash key="request" text={row.failover_additional_request} className={mono} />],
            ['Response', <TextOrDash key="response" text={row.failover_additional_response} className={mono} />],
          ]}
        />
      ),
    },
    idColumn(),
  ],
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
export function sortableColumns<Row>(tab: SnapshotTabSpec<Row>): SnapshotSortColumn[] {
  return tab.columns.flatMap((column) => (column.sortable ? [column.id] : []));
}
