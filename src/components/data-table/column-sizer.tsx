import { FlexRender, useTable, type RowData, type TableOptions } from '@tanstack/react-table';
import { memo, useMemo } from 'react';
import { cellClassName } from './data-table.tsx';
import { widestRows } from './column-widths.ts';
import { dnsTableFeatures, type DnsTableFeatures } from './table-features.ts';

const NO_ROWS: readonly never[] = [];

/**
 * Keeps a table's column widths where all its rows would put them while only some are rendered: a
 * virtualized table's window, the first rows of a page before the rest, a server-rendered first
 * view. The widths follow content (a real `<table>`), so without it they followed the rendered rows
 * — a 50,000-record snapshot's columns jumped by up to 150 px at every scroll, and a page's value
 * column widened by 30 px when its last rows came after hydration. It draws, in the table's head,
 * the cells of the rows that need the most room (see widestRows: the longest text of each column,
 * and the longest unbreakable stretch of a column that wraps) in rows that take no height, are
 * not painted and are hidden from assistive technology and from find-in-page (`visibility:
 * collapse`, `inert`, `aria-hidden`); column widths still count them. Drawn the same on the server
 * and in the browser; nothing is measured. When every row is rendered it draws nothing: the rows
 * themselves size the columns, to the same widths.
 */
function ColumnSizerInner<Row extends RowData>({
  columns,
  rows,
  rendersAll,
}: {
  columns: TableOptions<DnsTableFeatures, Row>['columns'];
  /**
   * Every row of the table, rendered or not. A filter's matches are sized as the whole set while
   * they are more than are rendered: the columns hold still as the filter is typed.
   */
  rows: readonly Row[];
  /** Whether every row the table shows is rendered. */
  rendersAll: boolean;
}) {
  // Measured again for new rows or other columns, not for the same columns built again (the GEO
  // table's at each key of its search, for the marks): a column's fit depends on the row alone.
  const columnIds = columns.map((column) => column.id).join('\n');
  const widest = useMemo(
    () =>
      rendersAll
        ? undefined
        : widestRows(
            columns.map((column) => column.meta?.fit),
            rows,
          ),
    // oxlint-disable-next-line react/exhaustive-deps -- by column id, as said above
    [rendersAll, columnIds, rows],
  );
  const data = useMemo(() => widest?.rows.flatMap((index) => rows[index] ?? []) ?? NO_ROWS, [widest, rows]);
  const table = useTable({ features: dnsTableFeatures, columns, data });
  if (widest === undefined || data.length === 0) return null;
  const tableRows = table.getRowModel().rows;
  return widest.lines.map((line, lineIndex) => (
    // Neither shown nor read: a row of the head that sizes the columns only, in the body's text
    // (not the head's small uppercase).
    <tr key={lineIndex} aria-hidden="true" inert className="collapse text-sm normal-case">
      {line.map((position, cellIndex) => {
        const cell = tableRows[position]?.getAllCells()[cellIndex];
        const column = columns[cellIndex];
        return cell === undefined ? (
          // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- empty and hidden
          <td key={column?.id ?? cellIndex} />
        ) : (
          <td key={cell.column.id} className={cellClassName(cell, cellIndex, undefined)}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  ));
}

/** Redrawn only when its rows, columns or `rendersAll` change: not at each frame of a scroll. */
export const ColumnSizer = memo(ColumnSizerInner) as typeof ColumnSizerInner;
