import { functionalUpdate, useTable, type SortingState } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import type { DnsRecord } from '../../contract/schemas.ts';
import {
  DataTable,
  DataTableBody,
  DataTableHead,
  DataTableRow,
  SpacerRow,
} from '../../components/data-table/data-table.tsx';
import { ColumnSizer } from '../../components/data-table/column-sizer.tsx';
import { DataTableSortControl } from '../../components/data-table/table-sort.tsx';
import { dnsTableFeatures } from '../../components/data-table/table-features.ts';
import { useFirstRows } from '../../components/data-table/use-first-rows.ts';
import { useRovingRows } from '../../components/data-table/use-roving-rows.ts';
import { useWindowRows, VIRTUALIZE_ABOVE } from '../../components/data-table/use-window-rows.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { recordsColumns } from './records-columns.tsx';
import { orderByOf } from './records-view.ts';
import { useRecordsView } from './use-records-view.ts';

/** Rows at their shortest (one line of text), for counting how many the window shows first. */
const MIN_ROW_HEIGHT = 33;
const ESTIMATED_ROW_HEIGHT = 34;
/**
 * Where the rows start at the least (px from the window's top), for counting the rows a server
 * render holds: the header, the title, the search, the pager and the column heads take 261 px at
 * every width from 360 to 2560 (measured); notices only push the rows further down.
 */
const MIN_BODY_TOP = 240;

const getRowId = (record: DnsRecord) => record.record_id;

/**
 * One page of records. The API sorts and pages: the table gets the page as it came (manual
 * sorting) and its sorting state is the URL's `order_by`/`order_param`. No pagination feature is
 * registered: the API sends no total and offsets need not be page-aligned, so the pager works on
 * offsets itself. A new page paints its first rows first (useFirstRows); a page of more than a
 * hundred rows is virtualized against the window; the rows are one roving tab stop.
 */
export function RecordsTable({ rows, busy, caption }: { rows: readonly DnsRecord[]; busy: boolean; caption: string }) {
  const { view, sortBy } = useRecordsView();
  const sorting = useMemo<SortingState>(
    () => [{ id: view.order_by, desc: view.order_param === 'desc' }],
    [view.order_by, view.order_param],
  );
  const table = useTable({
    features: dnsTableFeatures,
    columns: recordsColumns,
    data: rows,
    getRowId,
    state: { sorting },
    onSortingChange: (updater) => {
      const [first] = functionalUpdate(updater, sorting);
      const orderBy = first === undefined ? undefined : orderByOf(first.id);
      // Taking the sort off a column goes back to the API's default order, by ID ascending.
      if (first === undefined || orderBy === undefined) sortBy('record_id', 'asc');
      else sortBy(orderBy, first.desc ? 'desc' : 'asc');
    },
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const body = useRef<HTMLTableSectionElement>(null);
  const allRows = table.getRowModel().rows;
  const virtualize = allRows.length > VIRTUALIZE_ABOVE;
  const tableRows = useFirstRows(allRows, {
    body,
    minRowHeight: MIN_ROW_HEIGHT,
    minTop: MIN_BODY_TOP,
    enabled: !virtualize,
  });
  const windowRows = useWindowRows({
    count: tableRows.length,
    enabled: virtualize,
    estimateSize: ESTIMATED_ROW_HEIGHT,
    body,
    overscan: 12,
    minTop: MIN_BODY_TOP,
  });
  const roving = useRovingRows({ count: tableRows.length, body, scrollToIndex: windowRows.scrollToIndex });
  const columnCount = recordsColumns.length;

  const renderRow = (index: number) => {
    const row = tableRows[index];
    if (row === undefined) return null;
    return (
      // Rows are keyed by position: a new page updates the same table rows in place instead of
      // removing and creating them all (bench #3). State that belongs to a record is held with its
      // id (records-columns.tsx).
      <DataTableRow
        key={index}
        row={row}
        index={index}
        active={index === roving.active}
        tone={isDisabledStatus(row.original.record_status) ? 'disabled' : undefined}
        measure={windowRows.measure}
        columns={recordsColumns}
      />
    );
  };

  return (
    <>
      <DataTableSortControl table={table} />
      <DataTable caption={caption} rowCount={allRows.length} busy={busy}>
        <DataTableHead groups={table.getHeaderGroups()}>
          <ColumnSizer
            columns={recordsColumns}
            rows={rows}
            rendersAll={!virtualize && tableRows.length === allRows.length}
          />
        </DataTableHead>
        <DataTableBody ref={body} busy={busy} {...roving.bodyProps}>
          <SpacerRow height={windowRows.paddingTop} columns={columnCount} />
          {windowRows.items
            ? windowRows.items.map((item) => renderRow(item.index))
            : tableRows.map((_, index) => renderRow(index))}
          <SpacerRow height={windowRows.paddingBottom} columns={columnCount} />
        </DataTableBody>
      </DataTable>
    </>
  );
}
