// The roles are written out on purpose: on a phone the table's parts change their CSS display
// (one card per row), which takes a table's implicit semantics away in some browsers.
/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
import {
  FlexRender,
  type Cell,
  type CellData,
  type Header,
  type HeaderGroup,
  type Row as TableRow,
  type RowData,
} from '@tanstack/react-table';
import { memo, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../ui/class-names.ts';
import type { CardPlace, DnsTableFeatures } from './table-features.ts';
import { useOverflowGuard } from './use-overflow-guard.ts';
import { ORDER_WORDS } from '../../lib/sort-order.ts';
import { columnLabel, sortColumn } from './table-sort.tsx';

/**
 * The parts every table is drawn with: a real `<table>` (widths follow content), a header that
 * sticks to the top of the window while the page scrolls, compact rows (about 33 px), and on a
 * phone one card per row. Screens compose them with a TanStack Table model (see records-table.tsx
 * and memory-table.tsx) and the cells and columns of dns-cells.tsx and dns-columns.tsx.
 *
 * Phone and tablet, below 1024 px: each row becomes a card (name and badges on the first line, the value on
 * its own, TTL and ID small after their column's name, from `data-label`), so nothing needs
 * sideways scrolling and the window stays the only scroll. The ARIA roles are written out because
 * CSS that changes a table's display can take its table semantics away in some browsers.
 */

/** What a row stands for, drawn as a tint and an edge: a disabled record, or what a rollback would do. */
export type RowTone = 'disabled' | 'add' | 'remove' | 'change';

const TONE_ROWS: Record<RowTone, string> = {
  disabled: 'bg-slate-50 text-slate-600 dark:bg-slate-900/60 dark:text-slate-400',
  add: 'bg-emerald-50/70 dark:bg-emerald-950/40',
  remove: 'bg-red-50/70 dark:bg-red-950/40',
  change: 'bg-amber-50/70 dark:bg-amber-950/30',
};
const TONE_EDGES: Record<RowTone | 'none', string> = {
  none: 'border-l-transparent',
  disabled: 'border-l-amber-400 dark:border-l-amber-600',
  add: 'border-l-emerald-500 dark:border-l-emerald-600',
  remove: 'border-l-red-500 dark:border-l-red-600',
  change: 'border-l-amber-500 dark:border-l-amber-500',
};

/** On a card, a cell's column name said to screen readers ("Name: "), not drawn. */
const CARD_NAME = 'max-lg:before:[content:""_/_attr(data-label)_":_"]';
/** The column's name drawn before the content, and said as "TTL: " (CARD_NAME's, where it is drawn). */
const CARD_NAME_DRAWN =
  'max-lg:before:content-[attr(data-label)] max-lg:before:[content:attr(data-label)_/_attr(data-label)_":_"]';

/**
 * Where each kind of cell goes on a phone card. A detail or section shows its column's name before
 * its content; a cell with nothing in it is left out, name and all, rather than a bare label. The
 * title takes what its line's badges leave, down to 40% of the card (a name wraps at its dots), so
 * that a type badge stays on the name's line beside a long pill ("Would remove"); badges that do not
 * fit even then go to the next line, after it.
 *
 * On a card the column headers are hidden, so each cell says its column's name to screen readers
 * itself, as the alternative text of CSS content (CARD_NAME): "TTL: 3600", where the drawn name
 * alone was read run into the value ("TTL3600"), and "Name: example.com" where no name is drawn.
 * In CSS, not in the cell's text: a first view renders the same markup at every width, and the
 * cell's text stays its value (what copying and searching the page meet). A browser without
 * alternative text in `content` keeps the drawn name (`before:content-*` is the fallback).
 */
const CARD_CELLS: Record<CardPlace, string> = {
  title: `max-lg:order-1 max-lg:min-w-[40%] max-lg:flex-[1_1_0%] ${CARD_NAME}`,
  badge: `max-lg:order-2 ${CARD_NAME}`,
  main: `max-lg:order-3 max-lg:basis-full ${CARD_NAME}`,
  detail: `max-lg:order-4 max-lg:text-xs max-lg:empty:hidden max-lg:before:mr-1 max-lg:before:text-slate-600 ${CARD_NAME_DRAWN} dark:max-lg:before:text-slate-400`,
  section: `max-lg:order-5 max-lg:basis-full max-lg:empty:hidden max-lg:before:block max-lg:before:text-xs max-lg:before:text-slate-600 ${CARD_NAME_DRAWN} dark:max-lg:before:text-slate-400`,
};

export type DataTableProps = {
  /** The accessible name, as a caption read by assistive technology. */
  caption: string;
  /** Data rows in the whole table (a virtualized one renders fewer). */
  rowCount: number;
  busy?: boolean;
  children: ReactNode;
};

/** The table and its box; the box scrolls sideways only if the table cannot fit (useOverflowGuard). */
export function DataTable({ caption, rowCount, busy, children }: DataTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowGuard(box);
  return (
    <div
      ref={box}
      {...(overflowing ? { 'data-overflowing': '' } : {})}
      className={classNames(
        'rounded-lg border border-slate-200 lg:bg-white dark:border-slate-800 lg:dark:bg-slate-950',
        overflowing && 'overflow-x-auto',
      )}
    >
      <table
        role="table"
        aria-rowcount={rowCount + 1}
        aria-busy={busy}
        className="w-full border-collapse text-left text-sm max-lg:block"
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/**
 * The column headers, sticky under the app header (`--app-header-height`, set in index.css); not
 * in a box that scrolls sideways (useOverflowGuard), where they would stick to the box, that far
 * below its top, over the first rows.
 */
export function DataTableHead<Data extends RowData>({
  groups,
  children,
}: {
  groups: readonly HeaderGroup<DnsTableFeatures, Data>[];
  /** Rows that size the columns and are not shown (ColumnSizer). */
  children?: ReactNode;
}) {
  return (
    <thead
      role="rowgroup"
      className="sticky top-(--app-header-height) z-10 [[data-overflowing]_&]:static bg-slate-50 text-xs text-slate-600 uppercase shadow-[0_1px_0_var(--color-slate-200)] max-lg:hidden dark:bg-slate-900 dark:text-slate-400 dark:shadow-[0_1px_0_var(--color-slate-800)]"
    >
      {groups.map((group) => (
        <tr key={group.id} role="row" aria-rowindex={1}>
          {group.headers.map((header) => (
            <ColumnHeader key={header.id} header={header} />
          ))}
        </tr>
      ))}
      {children}
    </thead>
  );
}

/**
 * A column header. A sortable one is a button cycling ascending → descending → the default order;
 * `aria-sort` tells assistive technology the current order, and the new one is announced (sortColumn).
 * Below 1024 px, where the headers are hidden, DataTableSortControl sorts the same way.
 */
function ColumnHeader<Data extends RowData>({ header }: { header: Header<DnsTableFeatures, Data, CellData> }) {
  const { column } = header;
  const className = classNames('px-3 py-1.5 font-semibold whitespace-nowrap', column.columnDef.meta?.className);
  if (!column.getCanSort()) {
    return (
      <th role="columnheader" scope="col" className={className}>
        <FlexRender header={header} />
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const next = column.getNextSortingOrder();
  const label = columnLabel(column);
  return (
    <th role="columnheader" scope="col" aria-sort={sorted ? ORDER_WORDS[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={() => sortColumn(column, next)}
        title={next ? `Sort by ${label}, ${ORDER_WORDS[next]}` : 'Back to the default order'}
        className={classNames(
          '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-slate-200 dark:hover:bg-slate-800',
          sorted && 'text-slate-900 dark:text-slate-100',
        )}
      >
        <FlexRender header={header} />
        <span aria-hidden="true" className={classNames('w-3 text-center', !sorted && 'opacity-75')}>
          {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
        </span>
      </button>
    </th>
  );
}

export type DataTableBodyProps = {
  ref?: Ref<HTMLTableSectionElement>;
  busy?: boolean;
  children: ReactNode;
} & Pick<HTMLAttributes<HTMLTableSectionElement>, 'onKeyDown' | 'onFocus'>;

/** The rows' group; keys and focus are delegated to it from the rows (useRovingRows). */
export function DataTableBody({ ref, busy, children, onKeyDown, onFocus }: DataTableBodyProps) {
  return (
    // The rows are the focusable, interactive elements; the group only hears their events.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <tbody
      ref={ref}
      role="rowgroup"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={classNames(
        'divide-y divide-slate-200 transition-opacity max-lg:block dark:divide-slate-800',
        busy && 'opacity-60',
      )}
    >
      {children}
    </tbody>
  );
}

export type DataTableRowProps<Data extends RowData> = {
  row: TableRow<DnsTableFeatures, Data>;
  /** Position in the whole table (0-based). */
  index: number;
  /** The row that holds the table's tab stop. */
  active: boolean;
  tone?: RowTone | undefined;
  /** The virtualizer's measuring ref. */
  measure?: ((element: Element | null) => void) | undefined;
  /** The table's column definitions: not read here, but new ones (another view) redraw the row. */
  columns: unknown;
};

function DataTableRowInner<Data extends RowData>({ row, index, active, tone, measure }: DataTableRowProps<Data>) {
  return (
    <tr
      ref={measure}
      role="row"
      data-index={index}
      data-row-index={index}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      className={classNames(
        'align-baseline focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:focus-visible:bg-brand-700/20',
        // Where the column headers stick (from lg), a row or a control in it that takes the focus
        // scrolls to below them, not under them (the page's scroll padding keeps the app header's room).
        'lg:scroll-mt-10 lg:**:scroll-mt-10',
        'max-lg:flex max-lg:flex-wrap max-lg:items-start max-lg:gap-x-2 max-lg:gap-y-1 max-lg:border-l-4 max-lg:px-3 max-lg:py-2',
        tone ? TONE_ROWS[tone] : undefined,
        TONE_EDGES[tone ?? 'none'],
      )}
    >
      {row.getAllCells().map((cell, cellIndex) => {
        const { header } = cell.column.columnDef;
        return (
          <td
            key={cell.column.id}
            role="cell"
            data-label={typeof header === 'string' ? header : undefined}
            className={cellClassName(cell, cellIndex, tone)}
          >
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

/** A body cell's classes: its column's width and card place, and the row's edge on the first. */
export function cellClassName<Data extends RowData>(
  cell: Cell<DnsTableFeatures, Data, CellData>,
  cellIndex: number,
  tone: RowTone | undefined,
): string {
  const { meta } = cell.column.columnDef;
  return classNames(
    'px-3 py-1.5 max-lg:block max-lg:w-auto max-lg:min-w-0 max-lg:p-0',
    meta?.className,
    meta?.card ? CARD_CELLS[meta.card] : undefined,
    cellIndex === 0 && classNames('border-l-2 max-lg:border-l-0', TONE_EDGES[tone ?? 'none']),
  );
}

/**
 * One row, redrawn only when its row model, place, tab stop, tone or the columns change. Rows are keyed by the
 * screen: by position where a new page should update the same rows in place (records), by record
 * elsewhere.
 */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;

/**
 * Stands in for the rows a virtualized table does not render, above or below those it does (none
 * in a server-rendered first view: useWindowRows gives it no height there).
 */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="max-lg:block">
      {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- an empty spacer, hidden */}
      <td colSpan={columns} style={{ height, padding: 0 }} className="max-lg:block" />
    </tr>
  );
}

/** The table's one row when it has none to show: why, and the way out. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr role="row" aria-rowindex={2} className="max-lg:block">
      <td role="cell" colSpan={columns} className="px-3 py-6 text-sm text-slate-600 max-lg:block dark:text-slate-300">
        {children}
      </td>
    </tr>
  );
}
