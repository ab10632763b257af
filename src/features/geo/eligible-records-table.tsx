import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import {
  copyValueLabel,
  DnsValue,
  RecordId,
  RecordStatus,
  statusText,
} from '../../components/data-table/dns-cells.tsx';
import { dnsColumns } from '../../components/data-table/dns-columns.tsx';
import type { TextMark } from '../../components/data-table/dns-text.tsx';
import { MemoryTable } from '../../components/data-table/memory-table.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { smallLinkClasses } from '../../components/ui/text-link.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { GEO_RECORD_TYPES, type IndexedGeoGroup } from './geo-eligible-groups.ts';
import { HistoryLink } from '../../components/history-link.tsx';
import { AnswersLink } from './answers-link.tsx';
import { paths } from '../../lib/paths.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { findFoldedMatches } from './search-text.ts';

export type EligibleRecordsTableProps = {
  domain: DomainName;
  groups: readonly IndexedGeoGroup[];
  /** Positions in `groups` to show, in order (the filter's matches). */
  order: readonly number[];
  /** The folded name filter, to mark in names. */
  needle: string;
};

const column = dnsColumns<IndexedGeoGroup>();

function groupColumns(domain: DomainName, needle: string) {
  return column.list([
    column.name((row) => row.group.record_name, {
      marks: (row) =>
        needle === ''
          ? undefined
          : findFoldedMatches(row.group.record_name, needle).map(([start, end]): TextMark => ({
              start,
              end,
              kind: 'match',
            })),
      after: (row) => (
        <>
          <Link
            to={paths.records(
              domain.unicode,
              new URLSearchParams({ search_text: row.group.record_name, strict_search: 'yes' }),
            )}
            className={classNames('ml-2', smallLinkClasses)}
          >
            Show in Records<span className="sr-only">: {row.group.record_name}</span>
          </Link>{' '}
          <AnswersLink
            domain={domain}
            name={row.group.record_name}
            type={GEO_RECORD_TYPES.find((type) => type === row.group.record_type)}
          />
        </>
      ),
    }),
    column.type((row) => row.group.record_type),
    column.ttl((row) => row.group.record_ttl),
    column.display({
      id: 'records',
      header: 'Records',
      cell: ({ row }) => <GroupRecords group={row.original.group} />,
      meta: { className: 'min-w-56', card: 'main', fit: { wraps: true, text: (row) => widestRecordLine(row.group) } },
    }),
  ]);
}

/** The widest line GroupRecords draws, as text (see ColumnFit): a value, its status and id; built for that line only. */
function widestRecordLine(group: IndexedGeoGroup['group']): string {
  let widest: (typeof group.records)[number] | undefined;
  let widestLength = -1;
  for (const record of group.records) {
    const length = record.record_value.length + statusText(record.record_status).length + record.record_id.length;
    if (length > widestLength) {
      widest = record;
      widestLength = length;
    }
  }
  return widest ? `${widest.record_value} ${statusText(widest.record_status)} ${widest.record_id}` : '';
}

/**
 * A group's records: value with its Copy button right after it, then status when disabled, id and
 * history at the line's end; disabled ones muted. The value takes only its own width, so that Copy
 * does not move with the length of what stands at the end, and wraps when the line is too narrow.
 */
function GroupRecords({ group }: { group: IndexedGeoGroup['group'] }) {
  return (
    // Each line's Copy button is 24 px tall and reaches 2 px past its line: 4 px apart, and 2 px clear of what
    // stands above and below the list, each keeps a 24 px target of its own (WCAG 2.5.8).
    <ul className="flex flex-col gap-1 py-0.5" aria-label={`Records of ${group.record_name} ${group.record_type}`}>
      {group.records.map((record) => {
        const disabled = isDisabledStatus(record.record_status);
        return (
          <li
            key={record.record_id}
            className={classNames('flex items-baseline gap-2', disabled && 'text-slate-500 dark:text-slate-400')}
          >
            <div className="min-w-0">
              <DnsValue
                value={record.record_value}
                copyLabel={copyValueLabel(group.record_name, group.record_type, { id: record.record_id })}
              />
            </div>
            <span className="ml-auto flex shrink-0 items-baseline gap-2">
              <RecordStatus status={record.record_status} />
              <RecordId id={record.record_id} />
              <HistoryLink
                record={{ record_id: record.record_id, record_name: group.record_name, record_type: group.record_type }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One row per group (name, type, TTL, its records), on the shared table: virtualized against the
 * window once long (a zone can have tens of thousands). Memoized: the GEO screen re-renders on
 * every URL change (the region search writes `q`), and these props change only with this table's
 * own filter.
 */
export const EligibleRecordsTable = memo(function EligibleRecordsTable({
  domain,
  groups,
  order,
  needle,
}: EligibleRecordsTableProps) {
  const columns = useMemo(() => groupColumns(domain, needle), [domain, needle]);
  return (
    <MemoryTable
      caption="GEO-eligible record groups"
      columns={columns}
      rows={groups}
      order={order}
      empty="No group matches these filters."
      estimatedRowHeight={44}
    />
  );
});
