import type { ColumnSort } from '@tanstack/react-table';
import { useState } from 'react';
import { dnsColumns } from '../components/data-table/dns-columns.tsx';
import { MemoryTable } from '../components/data-table/memory-table.tsx';
import { Announcer } from '../components/ui/announcer.tsx';

/** The rows of a small sortable table for the table system's tests: a name and a TTL each. */
export type NameRow = { name: string; ttl: string };

const column = dnsColumns<NameRow>();
export const nameColumns = column.list([
  column.name((row) => row.name, { sortable: true }),
  column.ttl((row) => row.ttl, { sortable: true }),
]);

/** Three names whose TTLs sort otherwise than the names do. */
export const nameRows: readonly NameRow[] = [
  { name: 'a.example.com', ttl: '300' },
  { name: 'b.example.com', ttl: '60' },
  { name: 'c.example.com', ttl: '3600' },
];

/**
 * A screen that keeps the sort itself, as the snapshot detail keeps it in the URL, with the app's
 * live region beside it: the table "Names" of `nameRows`, every row shown.
 */
export function SortedNamesTable({ onSort }: { onSort: (sort: ColumnSort | undefined) => void }) {
  const [sort, setSort] = useState<ColumnSort | undefined>();
  return (
    <>
      <Announcer />
      <MemoryTable
        caption="Names"
        columns={nameColumns}
        rows={nameRows}
        order={nameRows.map((_, index) => index)}
        sort={sort}
        onSort={(next) => {
          onSort(next);
          setSort(next);
        }}
        empty="None"
      />
    </>
  );
}
