import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type Key, type ReactNode } from 'react';
import { classNames } from '../../components/ui/class-names.ts';
import { tableCellClasses, tableHeadClasses, tableHeaderCellClasses } from '../../components/ui/table.tsx';
import type { SortDirection } from '../../lib/in-memory-table.ts';

const CELL_CLASSES = classNames(tableCellClasses, 'min-w-0 break-words');

export type TableColumn<Row> = {
  id: string;
  header: string;
  /** A CSS grid track: `'minmax(12rem, 2fr)'`, `'6rem'`. */
  width: string;
  /** Whether a click on the header sorts by this column. */
  sortable?: boolean;
  cell: (row: Row) => ReactNode;
};

export type TableSort = { column: string; direction: SortDirection };

export type VirtualTableProps<Row> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Indices into `rows` to show, in order (sorted and filtered). */
  order: readonly number[];
  /**
   * A row's React key. Pass a function defined once (not inline): a new one on every render makes
   * the virtualizer recompute the positions of every row, 50,000 of them, on every render. A
   * number is cheapest (no string made per row each time the order changes).
   */
  rowKey: (row: Row, index: number) => Key;
  sort?: TableSort | undefined;
  onSort?: (column: string) => void;
  /** Shown in the body when `order` is empty. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways (tablets). */
  minWidth: string;
};

const ROW_ESTIMATE = 38;
/** Up to this many rows are all rendered (findable with the browser's search); more are virtualized. */
export const VIRTUALIZE_ABOVE = 100;

/**
 * A table of any length with only the rows in view in the DOM once it has more than
 * {@link VIRTUALIZE_ABOVE} (TanStack Virtual, measured rows so that long values can wrap). ARIA table roles with `aria-rowcount`/`aria-rowindex` tell assistive
 * technology the full size; the header stays in view while the body scrolls.
 */
export function VirtualTable<Row>({
  label,
  columns,
  rows,
  order,
  rowKey,
  sort,
  onSort,
  empty,
  minWidth,
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualize = order.length > VIRTUALIZE_ABOVE;
  // The virtualizer recomputes every row's position when this function changes: only when the rows do.
  const getItemKey = useCallback(
    (position: number) => {
      const index = order[position] ?? -1;
      const row = rows[index];
      return row === undefined ? `missing-${position}` : rowKey(row, index);
    },
    [order, rows, rowKey],
  );
  // No React Compiler here; the virtualizer's functions are used fresh on every render.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    enabled: virtualize,
    count: order.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    getItemKey,
  });

  // A new filter or sort starts at the top.
  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = 0;
  }, [order]);

  const template = { gridTemplateColumns: columns.map((column) => column.width).join(' '), minWidth };
  const renderRow = (position: number, start: number | null, key: Key) => {
    const row = rows[order[position] ?? -1];
    if (row === undefined) return null;
    return (
      <div
        key={key}
        ref={start === null ? undefined : virtualizer.measureElement}
        data-index={position}
        role="row"
        aria-rowindex={position + 2}
        className={classNames(
          'grid border-b border-slate-100 text-sm dark:border-slate-800/70',
          // The table's last row, not the last one rendered: with `:last-child`, whichever row ended
          // the rendered range was a pixel shorter, so every change of range re-measured two rows
          // and placed every row again (bench #5b).
          position === order.length - 1 && 'border-b-0',
          start !== null && 'absolute top-0 left-0 w-full',
        )}
        style={start === null ? template : { ...template, transform: `translateY(${start}px)` }}
      >
        {columns.map((column) => (
          <div key={column.id} role="cell" className={CELL_CLASSES}>
            {column.cell(row)}
          </div>
        ))}
      </div>
    );
  };

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={order.length + 1}
      // A scrolling region must be focusable so that keyboard users can scroll it.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-h-[70vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <div role="rowgroup" className="sticky top-0 z-10" style={{ minWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className={classNames('grid border-b border-slate-200 dark:border-slate-800', tableHeadClasses)}
          style={template}
        >
          {columns.map((column) => {
            const sorted = sort?.column === column.id ? sort.direction : undefined;
            return (
              <div
                key={column.id}
                role="columnheader"
                aria-sort={
                  column.sortable
                    ? sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                className={tableHeaderCellClasses}
              >
                {column.sortable && onSort ? (
                  <button
                    type="button"
                    onClick={() => onSort(column.id)}
                    className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 dark:hover:text-white"
                  >
                    {column.header}
                    <span aria-hidden="true" className={classNames(sorted ? 'opacity-100' : 'opacity-30')}>
                      {sorted === 'desc' ? '▼' : '▲'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div
        role="rowgroup"
        className="relative"
        style={{ height: virtualize ? virtualizer.getTotalSize() : undefined, minWidth }}
      >
        {order.length === 0 ? (
          <div role="row" aria-rowindex={2}>
            <div
              role="cell"
              aria-colspan={columns.length}
              className="px-3 py-6 text-sm text-slate-600 dark:text-slate-300"
            >
              {empty}
            </div>
          </div>
        ) : null}
        {virtualize
          ? virtualizer.getVirtualItems().map((item) => renderRow(item.index, item.start, item.key))
          : order.map((index, position) => {
              const row = rows[index];
              return row === undefined ? null : renderRow(position, null, rowKey(row, index));
            })}
      </div>
    </div>
  );
}
