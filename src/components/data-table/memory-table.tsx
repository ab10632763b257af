import {
  functionalUpdate,
  useTable,
  type ColumnSort,
  type RowData,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableHead,
  DataTableRow,
  EmptyRow,
  SpacerRow,
  type RowTone,
} from './data-table.tsx';
import { ColumnSizer } from './column-sizer.tsx';
import { DataTableSortControl } from './table-sort.tsx';
import { dnsTableFeatures, type DnsTableFeatures } from './table-features.ts';
import { useRovingRows } from './use-roving-rows.ts';
import { useWindowRows, VIRTUALIZE_ABOVE } from './use-window-rows.ts';

export type MemoryTableProps<Row extends RowData> = {
  /** The table's accessible name. */
  caption: string;
  columns: TableOptions<DnsTableFeatures, Row>['columns'];
  /** Every row of the data set, in its own order. */
  rows: readonly Row[];
  /** Indices into `rows` to show, in order: the screen sorts and filters. */
  order: readonly number[];
  /** The sorted column, if any (manual: `order` is already sorted). */
  sort?: ColumnSort | undefined;
  onSort?: (sort: ColumnSort | undefined) => void;
  /** Shown in the body when `order` is empty. */
  empty: ReactNode;
  tone?: (row: Row) => RowTone | undefined;
  /** A row's usual height, for the virtualizer until rows are measured. */
  estimatedRowHeight?: number;
};

const NO_SORT: SortingState = [];

/**
 * A table held whole in memory (a snapshot's 50,000 records, a rollback's changes, GEO groups, a
 * template's records), drawn with the shared parts of data-table.tsx. Past a hundred rows only
 * those in the window are rendered (useWindowRows), and only those are handed to TanStack Table:
 * the model of a 50,000-row table would cost tens of milliseconds to build and the sort and
 * filter are the screen's own, done on row indices, so the table's row model is the window's.
 * Sorting is manual: the column headers set `sort`, the screen reorders `order`.
 */
export function MemoryTable<Row extends RowData>({
  caption,
  columns,
  rows,
  order,
  sort,
  onSort,
  empty,
  tone,
  estimatedRowHeight = 34,
}: MemoryTableProps<Row>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const virtualize = order.length > VIRTUALIZE_ABOVE;
  // Measurements follow a row, not a position, across filters and sorts.
  const getItemKey = useCallback((position: number) => order[position] ?? -1 - position, [order]);
  const windowRows = useWindowRows({
    count: order.length,
    enabled: virtualize,
    estimateSize: estimatedRowHeight,
    body,
    getItemKey,
  });
  const { items } = windowRows;

  // The rows to render: their place in the table, their index in `rows`, and the row.
  const shown = useMemo(() => {
    const positions = items ? items.map((item) => item.index) : order.map((_, position) => position);
    return positions.flatMap((position) => {
      const index = order[position];
      const row = index === undefined ? undefined : rows[index];
      return row === undefined || index === undefined ? [] : [{ position, index, row }];
    });
  }, [items, order, rows]);
  const data = useMemo(() => shown.map((each) => each.row), [shown]);

  const sorting = useMemo(() => (sort ? [sort] : NO_SORT), [sort]);
  const table = useTable({
    features: dnsTableFeatures,
    columns,
    data,
    state: { sorting },
    onSortingChange: (updater) => onSort?.(functionalUpdate(updater, sorting)[0]),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    enableSorting: onSort !== undefined,
  });
  const tableRows = table.getRowModel().rows;
  const roving = useRovingRows({ count: order.length, body, scrollToIndex: windowRows.scrollToIndex });

  // A new sort starts at the top of the table, if the page was scrolled past it.
  const sortKey = sort ? `${sort.id}:${String(sort.desc)}` : '';
  const lastSortKey = useRef(sortKey);
  useEffect(() => {
    if (lastSortKey.current === sortKey) return;
    lastSortKey.current = sortKey;
    const top = body.current?.closest('table')?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollBy({ top });
  }, [sortKey]);

  const columnCount = columns.length;
  return (
    <>
      <DataTableSortControl table={table} />
      <DataTable caption={caption} rowCount={order.length}>
        <DataTableHead groups={table.getHeaderGroups()}>
          <ColumnSizer columns={columns} rows={rows} rendersAll={!virtualize} />
        </DataTableHead>
        <DataTableBody ref={body} {...roving.bodyProps}>
          <SpacerRow height={windowRows.paddingTop} columns={columnCount} />
          {order.length === 0 ? <EmptyRow columns={columnCount}>{empty}</EmptyRow> : null}
          {tableRows.map((row, position) => {
            const place = shown[position];
            if (place === undefined) return null;
            return (
              <DataTableRow
                key={place.index}
                row={row}
                index={place.position}
                active={place.position === roving.active}
                tone={tone?.(place.row)}
                measure={windowRows.measure}
                columns={columns}
              />
            );
          })}
          <SpacerRow height={windowRows.paddingBottom} columns={columnCount} />
        </DataTableBody>
      </DataTable>
    </>
  );
}

/**
 * What a column's accessor reads from a row, if the column has one: what an in-memory sort of that
 * column sorts by (`sortKeyOf` of it).
 */
export function columnValue<Row extends RowData>(
  columns: MemoryTableProps<Row>['columns'],
  id: string,
): ((row: Row, index: number) => unknown) | undefined {
  const column = columns.find((each) => each.id === id);
  return column !== undefined && 'accessorFn' in column && typeof column.accessorFn === 'function'
    ? column.accessorFn
    : undefined;
}
