import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type CellData,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';

/**
 * Where a column's cell goes in a row's card on a phone or tablet (tables turn into one card per
 * row below 1024 px, see data-table.tsx): `title` leads the first line (the name), `badge` follows
 * it on that line (type, status), `main` takes a line of its own (the value), `detail` sits after
 * it, small, behind its column's name (TTL, ID), and `section` takes lines of its own under its
 * column's name (a failover check, a verdict).
 */
export type CardPlace = 'title' | 'badge' | 'main' | 'detail' | 'section';

/**
 * What a column's cell shows as text, for choosing the rows that set the column's width
 * (column-sizer.tsx): the text; whether it wraps (a name, a value) or keeps to one line; and
 * whether the row's cell shows a change (before → after), drawn in other type than the rest, so
 * compared with changes only. It depends on the row alone: a table whose columns are built again
 * with the same ids (a search's marks) keeps its rows' measures.
 */
export type ColumnFit<Row> = {
  readonly text: (row: Row) => string;
  readonly wraps: boolean;
  readonly changed?: (row: Row) => boolean;
};

// The columns' meta, declared here for every table (there is one table system): declared on the
// library's interface rather than as a feature slot, so that it can read a column's own rows.
declare module '@tanstack/react-table' {
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData> {
    /** Width hints for the column's header and cells (`w-px` shrinks a column to its content). */
    className?: string;
    card?: CardPlace;
    /** Without it, the column's width follows the rows rendered only. */
    fit?: ColumnFit<TData>;
  }
}

/**
 * The one feature set of every table: sorting (always manual: the API sorts the records page, the
 * screen itself the others, on row indices, up to a snapshot's 50,000 rows) and typed column meta.
 * No client row models are registered.
 */
export const dnsTableFeatures = tableFeatures({
  rowSortingFeature,
});

export type DnsTableFeatures = typeof dnsTableFeatures;

/** The column helper of a table of `Row`s. */
export function dnsColumnHelper<Row extends RowData>() {
  return createColumnHelper<DnsTableFeatures, Row>();
}
