import { FlexRender, functionalUpdate, useTable, type Row, type SortingState } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { DnsRecord } from '../../api/schemas.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { Table, TableCell, TableHead, TableRow } from '../../components/ui/table.tsx';
import { isTypingTarget, rowIndexForKey } from '../../lib/keyboard-navigation.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { RecordsColumnHeader } from './records-column-header.tsx';
import { recordsColumns, recordsTableFeatures } from './records-columns.tsx';
import { orderByOf } from './records-view.ts';
import { useRecordsView } from './use-records-view.ts';

/** Pages up to this many rows render whole (find-in-page works); longer ones are virtualized. */
const VIRTUALIZE_ABOVE = 100;
/**
 * A new page paints the rows the window shows first, and the rest right after, in a transition
 * that yields to the browser: the visible rows do not wait for the rows below the fold (bench #2
 * and #3; about 1 ms of main thread per row on the benchmark machine). How many rows the window
 * shows is counted from where the rows start (the table's body, as the last page laid it out) to
 * the window's bottom, with rows at their shortest, so it is never too few.
 */
const MIN_ROW_HEIGHT = 37;
const MIN_FIRST_ROWS = 10;
function firstRowCount(body: Element | null | undefined): number {
  // The layout is the last frame's, clean: reading it forces no layout.
  const top = body ? Math.max(0, body.getBoundingClientRect().top) : 0;
  return Math.max(MIN_FIRST_ROWS, Math.ceil((window.innerHeight - top) / MIN_ROW_HEIGHT));
}
const ESTIMATED_ROW_HEIGHT = 45;

const getRowId = (record: DnsRecord) => record.record_id;

/**
 * One page of records. The API sorts and pages: the table gets the page as it came (manual
 * sorting) and its sorting state is the URL's `order_by`/`order_param`. No pagination feature is
 * registered: the API sends no total and offsets need not be page-aligned, so the pager works on
 * offsets itself. Rows are a roving tab stop: arrows or j/k move between them, Home and End jump.
 */
export function RecordsTable({ rows, busy, caption }: { rows: readonly DnsRecord[]; busy: boolean; caption: string }) {
  const { view, sortBy } = useRecordsView();
  const sorting = useMemo<SortingState>(
    () => [{ id: view.order_by, desc: view.order_param === 'desc' }],
    [view.order_by, view.order_param],
  );
  const table = useTable({
    features: recordsTableFeatures,
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
  const allRows = table.getRowModel().rows;
  const virtualize = allRows.length > VIRTUALIZE_ABOVE;
  // Which rows array has been rendered whole; until then a new page shows its first rows only.
  const [completeFor, setCompleteFor] = useState<readonly unknown[] | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const whole = virtualize || completeFor === allRows;
  // Read at render, as the last commit left it, and only for a page not yet rendered whole: a new
  // page's first pass is counted from there (other renders, a busy flag, read no layout).
  const firstRows = whole ? allRows.length : firstRowCount(wrapperRef.current?.querySelector('tbody'));
  const complete = whole || allRows.length <= firstRows;
  const tableRows = useMemo(() => (complete ? allRows : allRows.slice(0, firstRows)), [complete, allRows, firstRows]);
  useEffect(() => {
    if (complete) return;
    // The rest starts once the first rows are painted: started at once, its render slices ran
    // before that frame and held it back (bench #3).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCompleteFor(allRows)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete, allRows]);

  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the rows start in the page, for the window virtualizer. Notices appearing above shift it
  // by less than the overscan, so measuring when the rows change is enough.
  useLayoutEffect(() => {
    const body = virtualize ? wrapperRef.current?.querySelector('tbody') : null;
    if (body) setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
  }, [virtualize, tableRows]);
  // No React Compiler here; the virtualizer's functions are used fresh on every render.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: tableRows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 12,
    scrollMargin,
    enabled: virtualize,
  });
  const items = virtualize ? virtualizer.getVirtualItems() : null;

  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(tableRows.length - 1, 0));
  /** A row to focus once it is rendered (a virtualized row scrolled to). */
  const pendingFocus = useRef<number | null>(null);

  const rowElement = (index: number) =>
    wrapperRef.current?.querySelector<HTMLTableRowElement>(`tr[data-row-index="${index}"]`) ?? null;

  const focusRow = (index: number) => {
    setActiveIndex(index);
    const element = rowElement(index);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = index;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(pendingFocus.current);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  // j or k with nothing focused (or the page itself) enters the table at its roving row.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'j' && event.key !== 'k')) return;
      const target = event.target;
      if (!(target instanceof HTMLElement) || !(target === document.body || target.id === 'main')) return;
      const element = wrapperRef.current?.querySelector<HTMLTableRowElement>('tr[tabindex="0"]');
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('tr[data-row-index]') : null;
    if (!row) return;
    const next = rowIndexForKey(event.key, Number(row.dataset.rowIndex), tableRows.length);
    if (next === null) return;
    event.preventDefault();
    focusRow(next);
  };

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('tr[data-row-index]') : null;
    if (row) setActiveIndex(Number(row.dataset.rowIndex));
  };

  const columnCount = recordsColumns.length;
  const first = items?.[0];
  const last = items?.at(-1);
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <div ref={wrapperRef} className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <Table
        aria-busy={busy}
        {...(virtualize ? { 'aria-rowcount': tableRows.length + 1 } : {})}
        className="min-w-[56rem]"
      >
        <caption className="sr-only">{caption}</caption>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <RecordsColumnHeader key={header.id} header={header} />
              ))}
            </TableRow>
          ))}
        </TableHead>
        {/* Rows are keyed by position: a new page updates the same table rows in place instead of
            removing and creating them all (bench #3). State that belongs to a record is held
            with its id (records-columns.tsx). */}
        {/* Keys and focus are delegated from the focusable rows (a roving tab stop). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <tbody
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          className={classNames(
            'divide-y divide-slate-200 transition-opacity dark:divide-slate-800',
            busy && 'opacity-60',
          )}
        >
          {paddingTop > 0 ? <SpacerRow height={paddingTop} columns={columnCount} /> : null}
          {items
            ? items.map((item) => {
                const row = tableRows[item.index];
                return row ? (
                  <RecordRow
                    key={item.index}
                    row={row}
                    index={item.index}
                    active={item.index === active}
                    measure={virtualizer.measureElement}
                    ariaRowIndex={item.index + 2}
                  />
                ) : null;
              })
            : tableRows.map((row, index) => (
                <RecordRow key={index} row={row} index={index} active={index === active} />
              ))}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} columns={columnCount} /> : null}
        </tbody>
      </Table>
    </div>
  );
}

type RecordRowProps = {
  row: Row<typeof recordsTableFeatures, DnsRecord>;
  index: number;
  active: boolean;
  measure?: (element: Element | null) => void;
  ariaRowIndex?: number;
};

const RecordRow = memo(function RecordRow({ row, index, active, measure, ariaRowIndex }: RecordRowProps) {
  const disabled = isDisabledStatus(row.original.record_status);
  return (
    <tr
      ref={measure}
      data-index={index}
      data-row-index={index}
      aria-rowindex={ariaRowIndex}
      tabIndex={active ? 0 : -1}
      className={classNames(
        'align-top focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:focus-visible:bg-brand-700/20',
        disabled && 'bg-slate-50 text-slate-600 dark:bg-slate-900/60 dark:text-slate-400',
      )}
    >
      {row.getAllCells().map((cell, cellIndex) => (
        <TableCell
          key={cell.column.id}
          className={classNames(
            cell.column.columnDef.meta?.className,
            cellIndex === 0 && 'border-l-2',
            cellIndex === 0 && (disabled ? 'border-l-amber-400 dark:border-l-amber-600' : 'border-l-transparent'),
          )}
        >
          <FlexRender cell={cell} />
        </TableCell>
      ))}
    </tr>
  );
});

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- an empty spacer, hidden */}
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}
