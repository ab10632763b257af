import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GeoRecord } from '../../contract/schemas.ts';
import type { RowTone } from '../../components/data-table/data-table.tsx';
import { Region, Ttl } from '../../components/data-table/dns-cells.tsx';
import { DnsText } from '../../components/data-table/dns-text.tsx';
import { dnsColumns } from '../../components/data-table/dns-columns.tsx';
import { FailoverBackups, FailoverCheck, FieldChanges } from '../../components/data-table/failover-cells.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import type { ChangedItem, GeoDiffField } from '../../lib/diff-records.ts';
import { formatShortDate, formatTimeOfDay, toIsoSeconds } from '../../lib/format-time.ts';
import { useLocalTimeZone } from '../../hooks/use-page-time.ts';
import type { HistoryEvent, HistoryRow } from './record-history.ts';
import { failureTitle } from './use-snapshot-stream.ts';

/** A state of the zone in the table: the live zone or a snapshot. */
export type StateLabel = {
  readonly key: string;
  /** Where the state's own page is. */
  readonly to: string;
  readonly time: Date | null;
};

/** A row of the history table: the record in a state, or a state that has not been read. */
export type HistoryTableRow =
  | { readonly kind: 'record'; readonly state: StateLabel; readonly row: HistoryRow }
  | { readonly kind: 'waiting'; readonly state: StateLabel; readonly stopped: boolean }
  | { readonly kind: 'reading'; readonly state: StateLabel }
  | { readonly kind: 'failed'; readonly state: StateLabel; readonly error: Error | null; readonly retry: () => void };

const muted = 'text-slate-600 dark:text-slate-400';

export function stateName(key: string): string {
  return key === 'live' ? 'Live zone' : `Snapshot ${key}`;
}

const EVENTS: Record<HistoryEvent, { label: string; tone: BadgeTone | null }> = {
  'first-seen': { label: 'First seen', tone: 'success' },
  seen: { label: 'Seen', tone: 'neutral' },
  'added-back': { label: 'Added back', tone: 'success' },
  changed: { label: 'Changed', tone: 'warning' },
  unchanged: { label: 'Unchanged', tone: null },
  removed: { label: 'Removed', tone: 'danger' },
  absent: { label: 'Absent', tone: 'neutral' },
};

/** A row's tint: what changed for the record in that state. */
export function historyTone(row: HistoryTableRow): RowTone | undefined {
  if (row.kind !== 'record') return undefined;
  switch (row.row.event) {
    case 'first-seen':
    case 'added-back':
      return 'add';
    case 'removed':
      return 'remove';
    case 'changed':
      return 'change';
    default:
      return undefined;
  }
}

function StateCell({ state }: { state: StateLabel }) {
  const timeZone = useLocalTimeZone();
  return (
    <span className="flex flex-col">
      <Link to={state.to} className={classNames('font-medium whitespace-nowrap', textLinkClasses)}>
        {stateName(state.key)}
      </Link>
      {state.time === null ? (
        state.key === 'live' ? (
          <span className={classNames('text-xs', muted)}>as it is now</span>
        ) : null
      ) : (
        // Date and time on one line from 1280 px; below, free to go on two (between the date and the
        // time only) when a record's GEO and failover columns need the room, as at 1024 px.
        <time dateTime={toIsoSeconds(state.time)} className={classNames('text-xs xl:whitespace-nowrap', muted)}>
          <span className="whitespace-nowrap">{formatShortDate(state.time, timeZone)},</span>{' '}
          <span className="whitespace-nowrap">{formatTimeOfDay(state.time, timeZone)}</span>
        </time>
      )}
    </span>
  );
}

function EventCell({ row }: { row: HistoryTableRow }) {
  switch (row.kind) {
    case 'waiting':
      return <span className={classNames('text-sm', muted)}>{row.stopped ? 'Not read (stopped)' : 'Waiting…'}</span>;
    case 'reading':
      return <span className={classNames('text-sm', muted)}>Reading…</span>;
    case 'failed':
      return (
        <span role="alert" className="flex flex-col items-start gap-1 text-sm">
          <span className="font-medium text-red-700 dark:text-red-300">Could not read: {failureTitle(row.error)}</span>
          {row.error === null ? null : <span className="text-xs">{row.error.message}</span>}
          <Button size="xs" onClick={row.retry} aria-label={`Retry ${stateName(row.state.key)}`}>
            Retry
          </Button>
        </span>
      );
    case 'record': {
      const { event, comparedWith } = row.row;
      const { label, tone } = EVENTS[event];
      const since =
        comparedWith === undefined
          ? null
          : event === 'changed' || event === 'unchanged'
            ? `since ${stateName(comparedWith).replace('Snapshot ', '')}`
            : null;
      return (
        <span className="flex flex-wrap items-center gap-1 text-sm whitespace-nowrap">
          {tone === null ? <span className={muted}>{label}</span> : <Badge tone={tone}>{label}</Badge>}
          {since === null ? null : <span className={classNames('text-xs', muted)}>{since}</span>}
        </span>
      );
    }
  }
}

const recordOf = (row: HistoryTableRow) => (row.kind === 'record' ? row.row.record : undefined);
const changeOf = (row: HistoryTableRow, field: string) =>
  row.kind === 'record' ? row.row.changes.find((change) => change.field === field) : undefined;
/** No record to show in the row: a state not read, or one without the record. */
const blank = (row: HistoryTableRow) => recordOf(row) === undefined;

const FLAG_FIELDS = new Set(['is_geo', 'is_failover']);

/**
 * A GEO region and what it gets: on one line where it fits, else the rest wraps under the region,
 * indented (a hanging indent), so that a region's answer or changes never read as the record's own.
 */
function RegionItem({ entry, children }: { entry: GeoRecord; children: ReactNode }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5 pl-5">
      <span className="-ml-5">
        <Region code={entry.geo_region} name={entry.geo_full_region} />
      </span>
      {children}
    </span>
  );
}

function GeoEntry({ entry, mark }: { entry: GeoRecord; mark?: 'added' | 'removed' }) {
  return (
    <RegionItem entry={entry}>
      {/* The answer and its TTL wrap as one: a TTL never stands alone on a line. */}
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
        {/* Struck through to its last piece: a decoration does not reach into an inline box, which
            DnsText makes of a long label on a phone. */}
        <span
          className={classNames(
            'font-mono text-[13px] whitespace-pre-wrap',
            mark === 'removed' && 'line-through [&_*]:line-through',
          )}
        >
          <bdi>
            <DnsText text={entry.record_value} />
          </bdi>
        </span>
        <Ttl ttl={entry.record_ttl} />
        {mark === 'added' ? <Badge tone="success">new</Badge> : null}
        {mark === 'removed' ? <Badge tone="danger">removed</Badge> : null}
      </span>
    </RegionItem>
  );
}

function GeoChange({ pair }: { pair: ChangedItem<GeoRecord, GeoDiffField> }) {
  return (
    <RegionItem entry={pair.to}>
      <span className="min-w-0">
        <FieldChanges changes={pair.changes.filter((change) => change.field !== 'record_name')} />
      </span>
    </RegionItem>
  );
}

/**
 * The GEO records of the record's name and type in the state, with what changed marked. Where the
 * record is absent, only those its name still has (they may outlive it): nothing else to say.
 */
function GeoCell({ row }: { row: HistoryTableRow }) {
  if (row.kind !== 'record') return null;
  const { geo, event } = row.row;
  const absent = event === 'absent';
  if (geo === undefined) {
    // Undefined where the state lists none (the live zone), or where the record is in no state read.
    return absent ? null : <span className={classNames('text-xs', muted)}>not listed for the live zone</span>;
  }
  if (geo.entries.length === 0 && (geo.diff?.removed.length ?? 0) === 0) {
    return absent ? null : <span className={classNames('text-xs', muted)}>none</span>;
  }
  const added = new Set(geo.diff?.added ?? []);
  const changed = new Map((geo.diff?.changed ?? []).map((pair) => [pair.to, pair]));
  return (
    <ul className="flex flex-col gap-1" aria-label={`GEO records in ${stateName(row.state.key)}`}>
      {geo.entries.map((entry, index) => {
        const pair = changed.get(entry);
        return (
          <li key={`${entry.record_id ?? ''}:${index}`}>
            {pair === undefined ? (
              <GeoEntry entry={entry} {...(added.has(entry) ? { mark: 'added' as const } : {})} />
            ) : (
              <GeoChange pair={pair} />
            )}
          </li>
        );
      })}
      {(geo.diff?.removed ?? []).map((entry, index) => (
        <li key={`removed:${entry.record_id ?? ''}:${index}`}>
          <GeoEntry entry={entry} mark="removed" />
        </li>
      ))}
    </ul>
  );
}

function FailoverCell({ row }: { row: HistoryTableRow }) {
  // A record that is not in the state has no failover to speak of (its GEO column still lists the
  // name's GEO records, which outlive it).
  if (row.kind !== 'record' || row.row.event === 'absent') return null;
  const failover = row.row.failover;
  if (failover === undefined) return <span className={classNames('text-xs', muted)}>not listed for the live zone</span>;
  if (failover.record === undefined) {
    return failover.change === 'removed' ? (
      <Badge tone="danger">Failover removed</Badge>
    ) : (
      <span className={classNames('text-xs', muted)}>none</span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      {failover.change === 'set-up' ? <Badge tone="success">Set up</Badge> : null}
      {failover.change === 'changed' ? (
        <FieldChanges changes={failover.changes} />
      ) : (
        <>
          <FailoverCheck record={failover.record} />
          <FailoverBackups values={failover.record.failover_backup_values} />
        </>
      )}
    </span>
  );
}

const column = dnsColumns<HistoryTableRow>();

/** The history table's columns; name and type only where they are not the same in every row. */
export function historyColumns({ nameAndType }: { nameAndType: boolean }) {
  return column.list([
    column.display({
      id: 'state',
      header: 'State',
      cell: ({ row }) => <StateCell state={row.original.state} />,
      meta: { className: 'w-px', card: 'title' },
    }),
    column.display({
      id: 'event',
      header: 'What happened',
      cell: ({ row }) => <EventCell row={row.original} />,
      meta: { className: 'w-px', card: 'badge' },
    }),
    ...(nameAndType
      ? [
          column.name((row) => recordOf(row)?.record_name ?? '', {
            blank,
            change: (row) => changeOf(row, 'record_name'),
          }),
          column.type((row) => recordOf(row)?.record_type ?? '', {
            blank,
            change: (row) => changeOf(row, 'record_type'),
          }),
        ]
      : []),
    column.value((row) => recordOf(row)?.record_value ?? '', {
      blank,
      change: (row) => changeOf(row, 'record_value'),
    }),
    column.ttl((row) => recordOf(row)?.record_ttl ?? '', { blank, change: (row) => changeOf(row, 'record_ttl') }),
    column.status({
      header: 'Flags',
      geo: (row) => recordOf(row)?.is_geo,
      failover: (row) => recordOf(row)?.is_failover,
      flagChanges: (row) =>
        row.kind === 'record' ? row.row.changes.filter((change) => FLAG_FIELDS.has(change.field)) : [],
    }),
    column.display({
      id: 'geo',
      header: 'GEO records',
      cell: ({ row }) => <GeoCell row={row.original} />,
      meta: { className: 'min-w-40 xl:min-w-48', card: 'section' },
    }),
    column.display({
      id: 'failover',
      header: 'Failover',
      cell: ({ row }) => <FailoverCell row={row.original} />,
      meta: { className: 'min-w-32 xl:min-w-40', card: 'section' },
    }),
    column.id((row) => recordOf(row)?.record_id, { blank }),
  ]);
}
