import { useQuery } from '@tanstack/react-query';
import { recordQueries } from '../../api/records.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../components/ui/table.tsx';
import { useDomain } from '../../hooks/use-domain-param.ts';

export function RecordsPage() {
  const domain = useDomain();
  const records = useQuery(recordQueries.list(domain, {}));
  return (
    <div className="flex flex-col gap-4">
      <title>{`Records of ${domain.unicode} · Zonescope`}</title>
      <h1 className="text-xl font-semibold">Records of {domain.unicode}</h1>
      {records.isPending ? <SkeletonRows /> : null}
      {records.isError ? (
        <ApiErrorNotice what="records" error={records.error} onRetry={() => void records.refetch()} />
      ) : null}
      {records.data ? (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">Name</TableHeaderCell>
              <TableHeaderCell scope="col">Type</TableHeaderCell>
              <TableHeaderCell scope="col">Value</TableHeaderCell>
              <TableHeaderCell scope="col">TTL</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.data.map((record) => (
              <TableRow key={record.record_id}>
                <TableCell>{record.record_name}</TableCell>
                <TableCell>{record.record_type}</TableCell>
                <TableCell className="font-mono break-all">{record.record_value}</TableCell>
                <TableCell>{record.record_ttl}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
