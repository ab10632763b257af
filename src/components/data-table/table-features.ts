import { createColumnHelper, metaHelper, rowSortingFeature, tableFeatures, type RowData } from '@tanstack/react-table';

/**
 * Where a column's cell goes in a row's card on a phone or tablet (tables turn into one card per
 * row below 1024 px, see data-table.tsx): `title` leads the first line (the name), `badge` follows
 * it on that line (type, status), `main` takes a line of its own (the value), `detail` sits after
 * it, small, behind its column's name (TTL, ID), and `section` takes lines of its own under its
 * column's name (a failover check, a verdict).
 */
export type CardPlace = 'title' | 'badge' | 'main' | 'detail' | 'section';

export type DnsColumnMeta = {
  /** Width hints for the column's header and cells (`w-px` shrinks a column to its content). */
  className?: string;
  card?: CardPlace;
};

/**
 * The one feature set of every table: sorting (always manual: the API sorts the records page, the
 * screen itself the others, on row indices, up to a snapshot's 50,000 rows) and typed column meta.
 * No client row models are registered.
 */
export const dnsTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DnsColumnMeta>(),
});

export type DnsTableFeatures = typeof dnsTableFeatures;

/** The column helper of a table of `Row`s. */
export function dnsColumnHelper<Row extends RowData>() {
  return createColumnHelper<DnsTableFeatures, Row>();
}
