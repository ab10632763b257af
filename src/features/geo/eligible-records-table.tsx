import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { Link } from 'react-router';
import { RecordName } from '../../components/record-name.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Table, TableHead, TableHeaderCell } from '../../components/ui/table.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatTtl } from '../../lib/format-ttl.ts';
import type { IndexedGeoGroup } from '../../lib/geo-eligible-groups.ts';
import { paths } from '../../lib/paths.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { HighlightedText } from './highlighted-text.tsx';

/** Height of a group row with one record, and what each further record adds (estimates; rows are measured). */
const ROW_HEIGHT = 45;
const RECORD_HEIGHT = 32;

export type EligibleRecordsTableProps = {
  domain: DomainName;
  groups: readonly IndexedGeoGroup[];
  /** The folded name filter, to mark in names. */
  needle: string;
};

/**
 * One row per group (name, type, TTL, its records); virtualized, since a zone can have tens of
 * thousands. Memoized: the GEO screen re-renders on every URL change (the region search writes
 * `q`), and these props change only with this table's own filter.
 */
export const EligibleRecordsTable = memo(function EligibleRecordsTable({
  domain,
  groups,
  needle,
}: EligibleRecordsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler here; the virtualizer re-renders us itself.
  const virtualizer = useVirtualizer({
    count: groups.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ROW_HEIGHT + RECORD_HEIGHT * Math.max(0, (groups[index]?.group.records.length ?? 1) - 1),
    getItemKey: (index) => groups[index]?.position ?? index,
    overscan: 6,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="GEO-eligible record groups"
      // Focusable so that the list scrolls with the keyboard (axe: scrollable-region-focusable).
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <Table aria-rowcount={groups.length + 1}>
        <TableHead className="sticky top-0 z-10">
          <tr aria-rowindex={1}>
            <TableHeaderCell scope="col">Name</TableHeaderCell>
            <TableHeaderCell scope="col">Type</TableHeaderCell>
            <TableHeaderCell scope="col">TTL</TableHeaderCell>
            <TableHeaderCell scope="col">Records</TableHeaderCell>
          </tr>
        </TableHead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {paddingTop > 0 ? <tr aria-hidden="true" style={{ height: paddingTop }} /> : null}
          {items.map((item) => {
            const indexed = groups[item.index];
            if (!indexed) return null;
            const { group } = indexed;
            return (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className="align-top"
              >
                <td className="px-3 py-2">
                  <div className="font-mono break-all">
                    <RecordName name={group.record_name}>
                      <HighlightedText text={group.record_name} needle={needle} />
                    </RecordName>
                  </div>
                  <Link
                    to={paths.records(
                      domain.unicode,
                      new URLSearchParams({ search_text: group.record_name, strict_search: 'yes' }),
                    )}
                    className="text-xs text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-current dark:text-brand-100"
                  >
                    Show in Records<span className="sr-only">: {group.record_name}</span>
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Badge tone="brand">{group.record_type}</Badge>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span title={`${group.record_ttl} seconds`}>{formatTtl(group.record_ttl)}</span>
                </td>
                <td className="px-3 py-1">
                  <ul className="flex flex-col" aria-label={`Records of ${group.record_name} ${group.record_type}`}>
                    {group.records.map((record) => {
                      const disabled = isDisabledStatus(record.record_status);
                      return (
                        <li
                          key={record.record_id}
                          className={classNames(
                            'flex min-h-8 items-center gap-2',
                            disabled && 'text-slate-500 dark:text-slate-400',
                          )}
                        >
                          <Badge tone={disabled ? 'neutral' : 'success'} className="w-16 justify-center">
                            {record.record_status}
                          </Badge>
                          <bdi className="min-w-0 font-mono break-all">{record.record_value}</bdi>
                          <span className="text-xs text-slate-500 dark:text-slate-400">#{record.record_id}</span>
                          <CopyButton
                            text={record.record_value}
                            label={`Copy value ${record.record_value}`}
                            className="ml-auto h-7"
                          />
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            );
          })}
          {paddingBottom > 0 ? <tr aria-hidden="true" style={{ height: paddingBottom }} /> : null}
        </tbody>
      </Table>
    </div>
  );
});
