import type { CellData, Column, RowData, Table } from '@tanstack/react-table';
import { useId } from 'react';
import { announce } from '../ui/announcer.tsx';
import { Button } from '../ui/button.tsx';
import { Select } from '../ui/select.tsx';
import { ORDER_WORDS } from '../../lib/sort-order.ts';
import type { DnsTableFeatures } from './table-features.ts';

/** A column's name: its header's text, or its id where the header is drawn. */
export function columnLabel<Data extends RowData, Value extends CellData>(
  column: Column<DnsTableFeatures, Data, Value>,
): string {
  const { header } = column.columnDef;
  return typeof header === 'string' ? header : column.id;
}

/**
 * Sorts the table by `column` in `order` (`false`: back to the default order) through the table's
 * own sorting state, so the screen's `onSortingChange` writes it (the URL), and says the new order
 * to screen readers: a header button and the phone's sort control both sort through here.
 */
export function sortColumn<Data extends RowData, Value extends CellData>(
  column: Column<DnsTableFeatures, Data, Value>,
  order: 'asc' | 'desc' | false,
): void {
  if (order === false) column.clearSorting();
  else column.toggleSorting(order === 'desc');
  announce(order === false ? 'Back to the default order' : `Sorted by ${columnLabel(column)}, ${ORDER_WORDS[order]}`);
}

/**
 * Sorting where the column headers are hidden (below 1024 px, where rows are cards): a "Sort by"
 * choice of the sortable columns and a button that turns the order round. Nothing without a
 * sortable column.
 */
export function DataTableSortControl<Data extends RowData>({ table }: { table: Table<DnsTableFeatures, Data> }) {
  const id = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (columns.length === 0) return null;
  const sorted = columns.find((column) => column.getIsSorted() !== false);
  const order = sorted?.getIsSorted() || undefined;
  return (
    <div className="flex items-center gap-2 lg:hidden">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
        Sort by
      </label>
      <Select
        id={id}
        value={sorted?.id ?? ''}
        onChange={(event) => {
          const column = table.getColumn(event.target.value);
          if (column !== undefined) sortColumn(column, column.getFirstSortDir());
          else if (sorted !== undefined) sortColumn(sorted, false);
        }}
        className="min-w-0 flex-1"
      >
        <option value="">Default order</option>
        {columns.map((column) => (
          <option key={column.id} value={column.id}>
            {columnLabel(column)}
          </option>
        ))}
      </Select>
      <Button
        disabled={sorted === undefined}
        title={order === undefined ? undefined : `Sort ${ORDER_WORDS[order === 'asc' ? 'desc' : 'asc']} instead`}
        onClick={() => {
          if (sorted !== undefined) sortColumn(sorted, order === 'desc' ? 'asc' : 'desc');
        }}
      >
        <span aria-hidden="true" className="w-3 text-center">
          {order === 'desc' ? '↓' : order === 'asc' ? '↑' : '↕'}
        </span>
        {order === 'desc' ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
