import { FlexRender, type CellData, type Header } from '@tanstack/react-table';
import type { DnsRecord } from '../../api/schemas.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { TableHeaderCell } from '../../components/ui/table.tsx';
import type { recordsTableFeatures } from './records-columns.tsx';

type RecordsHeader = Header<typeof recordsTableFeatures, DnsRecord, CellData>;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. A sortable one is a button cycling ascending → descending → the default order
 * (by ID); `aria-sort` tells assistive technology the current order.
 */
export function RecordsColumnHeader({ header }: { header: RecordsHeader }) {
  const { column } = header;
  const className = column.columnDef.meta?.className;
  if (!column.getCanSort()) {
    return (
      <TableHeaderCell scope="col" className={className}>
        <FlexRender header={header} />
      </TableHeaderCell>
    );
  }
  const sorted = column.getIsSorted();
  const next = column.getNextSortingOrder();
  const label = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  return (
    <TableHeaderCell scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        title={next ? `Sort by ${label}, ${ARIA_SORT[next]}` : 'Back to the default order (by ID)'}
        className={classNames(
          '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-slate-200 dark:hover:bg-slate-800',
          sorted && 'text-slate-900 dark:text-slate-100',
        )}
      >
        <FlexRender header={header} />
        <span aria-hidden="true" className={classNames('w-3 text-center', !sorted && 'opacity-40')}>
          {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
        </span>
      </button>
    </TableHeaderCell>
  );
}
