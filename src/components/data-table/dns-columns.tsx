import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import {
  changeText,
  DiffText,
  DnsName,
  DnsValue,
  nameText,
  RecordFlags,
  RecordId,
  RecordStatus,
  Region,
  statusText,
  flagsText,
  Ttl,
  ttlText,
  TypeBadge,
  type TextChange,
} from './dns-cells.tsx';
import type { TextMark } from './dns-text.tsx';
import {
  FailoverCheck,
  failoverCheckText,
  FailoverNotify,
  failoverNotifyText,
  FailoverValues,
  failoverValuesText,
  FieldChanges,
  fieldChangesText,
  type FailoverSettings,
} from './failover-cells.tsx';
import { dnsColumnHelper, type ColumnFit } from './table-features.ts';

type Read<Row, Value = string> = (row: Row) => Value;

type ColumnOptions<Row> = {
  /** The column id: a sort key of the URL (`ttl`) or of the API (`record_ttl`). */
  id?: string;
  sortable?: boolean;
  change?: Read<Row, TextChange | undefined>;
  /** Rows that have no such field (a state of a history not read yet): an empty cell, not a dash. */
  blank?: Read<Row, boolean>;
};

/**
 * A column's fit (see ColumnFit): the text of a row's cell, or of its change where it has one; a
 * blank cell shows nothing.
 */
function fitOf<Row>(
  text: (row: Row) => string,
  options: Pick<ColumnOptions<Row>, 'change' | 'blank'>,
  wraps: boolean,
): ColumnFit<Row> {
  const { change: changeOf, blank } = options;
  return {
    wraps,
    text: (row) => {
      if (blank?.(row) === true) return '';
      const change = changeOf?.(row);
      return change ? changeText(change) : text(row);
    },
    ...(changeOf ? { changed: (row: Row) => changeOf(row) !== undefined } : {}),
  };
}

/**
 * Widths that follow content: a name and a value share what the narrow columns leave. From 1280 px
 * a name keeps room for one line: a long value — a DKIM key, or, as columns are sized by every row
 * (ColumnSizer), the longest change of a comparison — would otherwise take all the slack and wrap
 * `_xmpp-server._tcp.example.com` at its dots beside empty space. Below it (1024–1279 px) the
 * columns need what room there is.
 */
const WIDTH = {
  name: 'min-w-36 xl:min-w-88',
  value: 'min-w-40',
  narrow: 'w-px whitespace-nowrap',
  badges: 'w-px whitespace-nowrap',
  details: 'min-w-32',
} as const;

function nameColumn<Row extends RowData>(
  read: Read<Row>,
  options: ColumnOptions<Row> & {
    marks?: Read<Row, readonly TextMark[] | undefined>;
    /** More in the name's cell, after the name or its change (a link to the record's history). */
    after?: Read<Row, ReactNode>;
  } = {},
) {
  return dnsColumnHelper<Row>().accessor(read, {
    id: options.id ?? 'name',
    header: 'Name',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => {
      if (options.blank?.(row.original) === true) return null;
      const change = options.change?.(row.original);
      return (
        <>
          {change ? (
            <DiffText change={change} />
          ) : (
            <DnsName name={read(row.original)} marks={options.marks?.(row.original)} className="font-medium" />
          )}
          {options.after?.(row.original)}
        </>
      );
    },
    meta: { className: WIDTH.name, card: 'title', fit: fitOf((row) => nameText(read(row)), options, true) },
  });
}

function typeColumn<Row extends RowData>(read: Read<Row>, options: ColumnOptions<Row> = {}) {
  return dnsColumnHelper<Row>().accessor(read, {
    id: options.id ?? 'type',
    header: 'Type',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => {
      if (options.blank?.(row.original) === true) return null;
      const change = options.change?.(row.original);
      return change ? <DiffText change={change} /> : <TypeBadge type={read(row.original)} />;
    },
    meta: { className: WIDTH.narrow, card: 'badge', fit: fitOf(read, options, false) },
  });
}

function valueColumn<Row extends RowData>(
  read: Read<Row>,
  options: ColumnOptions<Row> & {
    header?: string;
    marks?: Read<Row, readonly TextMark[] | undefined>;
    /** The accessible name of a copy button beside each value (none without it). */
    copyLabel?: Read<Row, string | undefined>;
    /** Which record a value belongs to, for its "Show all" (see DnsValue). */
    expandKey?: Read<Row, string | undefined>;
  } = {},
) {
  return dnsColumnHelper<Row>().accessor(read, {
    id: options.id ?? 'value',
    header: options.header ?? 'Value',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => {
      if (options.blank?.(row.original) === true) return null;
      const change = options.change?.(row.original);
      if (change) return <DiffText change={change} />;
      return (
        <DnsValue
          value={read(row.original)}
          marks={options.marks?.(row.original)}
          copyLabel={options.copyLabel?.(row.original)}
          expandKey={options.expandKey?.(row.original)}
        />
      );
    },
    meta: { className: WIDTH.value, card: 'main', fit: fitOf(read, options, true) },
  });
}

function ttlColumn<Row extends RowData>(read: Read<Row>, options: ColumnOptions<Row> = {}) {
  return dnsColumnHelper<Row>().accessor(read, {
    id: options.id ?? 'ttl',
    header: 'TTL',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => {
      if (options.blank?.(row.original) === true) return null;
      const change = options.change?.(row.original);
      return change ? <DiffText change={change} nowrap /> : <Ttl ttl={read(row.original)} />;
    },
    meta: { className: WIDTH.narrow, card: 'detail', fit: fitOf((row) => ttlText(read(row)), options, false) },
  });
}

/**
 * Status and flags in one narrow column: disabled, GEO and failover as badges, nothing for a plain
 * enabled record. `status` is left out where it is not known; `sentStatus` is a status that only
 * some answers carry (a snapshot's records, spec 2.3, may come with one): the disabled mark where
 * it is sent, nothing where it is not. `flagChanges` lists what a change does to the flags
 * (`is_geo`, `is_failover`).
 */
function statusColumn<Row extends RowData>(read: {
  id?: string;
  header?: string;
  status?: Read<Row, string | undefined>;
  sentStatus?: Read<Row, string | undefined>;
  geo: Read<Row, string | undefined>;
  failover: Read<Row, string | undefined>;
  flagChanges?: Read<Row, readonly (TextChange & { field: string })[]>;
}) {
  const { flagChanges } = read;
  return dnsColumnHelper<Row>().display({
    id: read.id ?? 'status',
    // "Status" wherever a record's status can show (a snapshot's records, which may carry one, as the
    // live records do); "Flags" where only the GEO and failover flags or their changes can.
    header: read.header ?? (read.status || read.sentStatus ? 'Status' : 'Flags'),
    cell: ({ row }) => {
      const changes = flagChanges?.(row.original) ?? [];
      const sent = read.sentStatus?.(row.original);
      return (
        <span className="flex items-center gap-1">
          {read.status ? <RecordStatus status={read.status(row.original)} /> : null}
          {sent === undefined ? null : <RecordStatus status={sent} />}
          {changes.length > 0 ? (
            <FieldChanges changes={changes} />
          ) : (
            <RecordFlags geo={read.geo(row.original)} failover={read.failover(row.original)} />
          )}
        </span>
      );
    },
    meta: {
      className: WIDTH.badges,
      card: 'badge',
      fit: {
        wraps: false,
        ...(flagChanges ? { changed: (row: Row) => flagChanges(row).length > 0 } : {}),
        // The status, then the flags or the longest line of the changes.
        text: (row) => {
          const sent = read.sentStatus?.(row);
          const status = `${read.status ? statusText(read.status(row)) : ''}${sent === undefined ? '' : statusText(sent)}`;
          const changes = flagChanges?.(row);
          if (changes === undefined || changes.length === 0)
            return status + flagsText(read.geo(row), read.failover(row));
          return status + fieldChangesText(changes);
        },
      },
    },
  });
}

function idColumn<Row extends RowData>(
  read: Read<Row, string | undefined>,
  options: Omit<ColumnOptions<Row>, 'change'> = {},
) {
  return dnsColumnHelper<Row>().accessor((row) => read(row) ?? '', {
    id: options.id ?? 'id',
    header: 'ID',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => (options.blank?.(row.original) === true ? null : <RecordId id={read(row.original)} />),
    meta: { className: WIDTH.narrow, card: 'detail', fit: fitOf((row) => read(row) ?? '', options, false) },
  });
}

function regionColumn<Row extends RowData>(
  read: { code: Read<Row, string | undefined>; name: Read<Row, string | undefined> },
  options: ColumnOptions<Row> = {},
) {
  return dnsColumnHelper<Row>().accessor((row) => read.code(row) ?? '', {
    id: options.id ?? 'region',
    header: 'Region',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => {
      const change = options.change?.(row.original);
      return change ? (
        <DiffText change={change} />
      ) : (
        <Region code={read.code(row.original)} name={read.name(row.original)} />
      );
    },
    meta: {
      className: WIDTH.badges,
      card: 'detail',
      fit: fitOf((row) => `${read.code(row) ?? ''}  ${read.name(row) ?? ''}`, options, false),
    },
  });
}

/** The main value, and under it the backups failover switches to. */
function failoverValuesColumn<Row extends FailoverSettings & RowData>() {
  return dnsColumnHelper<Row>().display({
    id: 'main',
    header: 'Main value',
    cell: ({ row }) => <FailoverValues record={row.original} />,
    meta: { className: WIDTH.details, card: 'section', fit: { wraps: true, text: failoverValuesText } },
  });
}

function failoverCheckColumn<Row extends FailoverSettings & RowData>(options: { sortable?: boolean } = {}) {
  return dnsColumnHelper<Row>().accessor((row) => row.failover_check_type, {
    id: 'check',
    header: 'Check',
    enableSorting: options.sortable ?? false,
    cell: ({ row }) => <FailoverCheck record={row.original} />,
    meta: { className: WIDTH.details, card: 'section', fit: { wraps: true, text: failoverCheckText } },
  });
}

function failoverNotifyColumn<Row extends FailoverSettings & RowData>() {
  return dnsColumnHelper<Row>().display({
    id: 'notify',
    header: 'Alerts',
    cell: ({ row }) => <FailoverNotify record={row.original} />,
    meta: { className: WIDTH.details, card: 'section', fit: { wraps: true, text: failoverNotifyText } },
  });
}

/**
 * The column vocabulary of every table: a screen picks its columns from here and tells each how
 * to read its rows, so a name, a value or a TTL has one header, one width and one cell wherever it
 * appears; ID comes last everywhere. A column's accessor is also what an in-memory sort sorts by.
 * `change` (diff tables) reads what a row's change does to the field: the cell then shows
 * before → after, the changed part marked.
 *
 * ```tsx
 * const column = dnsColumns<SnapshotRecord>();
 * const columns = column.list([column.name((row) => row.record_name, { sortable: true }), column.ttl(...)]);
 * ```
 */
export function dnsColumns<Row extends RowData>() {
  const helper = dnsColumnHelper<Row>();
  return {
    list: helper.columns,
    /** A column of a screen's own (an action badge, a verdict). */
    display: helper.display,
    name: (read: Read<Row>, options?: Parameters<typeof nameColumn<Row>>[1]) => nameColumn(read, options),
    type: (read: Read<Row>, options?: ColumnOptions<Row>) => typeColumn(read, options),
    value: (read: Read<Row>, options?: Parameters<typeof valueColumn<Row>>[1]) => valueColumn(read, options),
    ttl: (read: Read<Row>, options?: ColumnOptions<Row>) => ttlColumn(read, options),
    status: (read: Parameters<typeof statusColumn<Row>>[0]) => statusColumn(read),
    id: (read: Read<Row, string | undefined>, options?: Omit<ColumnOptions<Row>, 'change'>) => idColumn(read, options),
    region: (read: Parameters<typeof regionColumn<Row>>[0], options?: ColumnOptions<Row>) =>
      regionColumn(read, options),
  };
}

/** The failover columns of a failover record (spec 2.5): main value and backups, check, alerts. */
export function failoverColumns<Row extends FailoverSettings & RowData>() {
  return {
    values: () => failoverValuesColumn<Row>(),
    check: (options?: { sortable?: boolean }) => failoverCheckColumn<Row>(options),
    notify: () => failoverNotifyColumn<Row>(),
  };
}
