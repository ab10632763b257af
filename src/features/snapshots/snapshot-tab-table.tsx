import type { ColumnSort, RowData } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { columnValue, MemoryTable } from '../../components/data-table/memory-table.tsx';
import { useSettledAnnouncement } from '../../components/ui/announcer.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { Snapshot } from '../../contract/schemas.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { filterOrder, lazySearchTexts, sortKeyOf, sortOrder } from './in-memory-table.ts';
import { failoverTab, geoTab, recordsTab, type SnapshotTabSpec } from './snapshot-columns.tsx';
import type { SnapshotTab } from './snapshot-url-state.ts';

/** The rows of a tab in a sentence (“GEO” keeps its capitals): the filter's label and the table's texts. */
export const TAB_NOUNS: Record<SnapshotTab, { one: string; many: string }> = {
  records: { one: 'record', many: 'records' },
  geo: { one: 'GEO record', many: 'GEO records' },
  failover: { one: 'failover record', many: 'failover records' },
};

type TabContentProps = {
  tab: SnapshotTab;
  snapshot: Snapshot;
  query: string;
  sort: ColumnSort | undefined;
  onSort: (sort: ColumnSort | undefined) => void;
  onClearFilter: () => void;
};

export function SnapshotTabContent({ tab, snapshot, ...rest }: TabContentProps) {
  const content = snapshot.snapshot;
  switch (tab) {
    case 'records':
      return <SnapshotTable key={tab} spec={recordsTab} rows={content.records} noun={TAB_NOUNS.records} {...rest} />;
    case 'geo':
      return <SnapshotTable key={tab} spec={geoTab} rows={content.geo_records} noun={TAB_NOUNS.geo} {...rest} />;
    case 'failover':
      return (
        <SnapshotTable
          key={tab}
          spec={failoverTab}
          rows={content.failover_records}
          noun={TAB_NOUNS.failover}
          {...rest}
        />
      );
  }
}

type SnapshotTableProps<Row extends RowData> = Omit<TabContentProps, 'tab' | 'snapshot'> & {
  spec: SnapshotTabSpec<Row>;
  rows: readonly Row[];
  noun: { one: string; many: string };
};

/** One tab's rows, sorted and filtered in memory, virtualized against the window. */
function SnapshotTable<Row extends RowData>({
  spec,
  rows,
  noun,
  query,
  sort,
  onSort,
  onClearFilter,
}: SnapshotTableProps<Row>) {
  // Built on first use, and ahead of it when the browser is idle: the first paint does not wait
  // for the search text of 50,000 rows, and neither does the first keystroke.
  const searchTexts = useMemo(() => lazySearchTexts(rows, spec.searchText), [rows, spec]);
  useEffect(() => whenIdle(searchTexts), [searchTexts]);
  // Sorted by what the column shows (its accessor), numbers as numbers, on row indices.
  const read = sort ? columnValue(spec.columns, sort.id) : undefined;
  const desc = sort?.desc ?? false;
  const sorted = useMemo(
    () =>
      read
        ? sortOrder(
            rows.map((row, index) => {
              const value = read(row, index);
              return sortKeyOf(typeof value === 'string' ? value : undefined);
            }),
            desc ? 'desc' : 'asc',
          )
        : rows.map((_, index) => index),
    [rows, read, desc],
  );
  // Filtered in the keystroke's own render: a scan of 50,000 search texts takes a few ms and only
  // the rows in view render, so one render paints sooner than a stale one followed by a deferred one.
  const order = useMemo(
    () => (query.trim() === '' ? sorted : filterOrder(sorted, searchTexts(), query)),
    [sorted, searchTexts, query],
  );
  const filtered = query.trim() !== '';
  const status = filtered
    ? `${formatCount(order.length)} of ${formatCount(rows.length)} ${noun.many} match the filter.`
    : `${formatCountOf(rows.length, noun.one, noun.many)}${sort ? '' : ', in the order of the snapshot'}.`;
  useSettledAnnouncement(status);

  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-300">{status}</p>
      <MemoryTable
        caption={`${noun.many.charAt(0).toUpperCase()}${noun.many.slice(1)} of the snapshot`}
        columns={spec.columns}
        rows={rows}
        {...(spec.tone ? { tone: spec.tone } : {})}
        order={order}
        sort={sort}
        onSort={onSort}
        empty={
          rows.length === 0 ? (
            `This snapshot has no ${noun.many}.`
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              No {noun.many} match “{query}”.
              <Button size="sm" onClick={onClearFilter}>
                Clear the filter
              </Button>
            </span>
          )
        }
      />
    </>
  );
}

/** Runs `work` when the browser is idle (soon, where it cannot say); returns the cancel function. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 100);
  return () => clearTimeout(timer);
}
