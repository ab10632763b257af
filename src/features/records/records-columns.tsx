import type { DnsRecord } from '../../contract/schemas.ts';
import { copyValueLabel } from '../../components/data-table/dns-cells.tsx';
import { dnsColumns } from '../../components/data-table/dns-columns.tsx';
import { HistoryLink } from '../../components/history-link.tsx';

const column = dnsColumns<DnsRecord>();

/**
 * The columns of the records table, from the shared vocabulary. Sortable columns are named after
 * the API's `order_by` keys, so the table's sorting state maps to the URL without a lookup table.
 */
export const recordsColumns = column.list([
  column.name((record) => record.record_name, {
    id: 'idn_record_name',
    sortable: true,
    after: (record) => <HistoryLink record={record} />,
  }),
  column.type((record) => record.record_type, { id: 'record_type', sortable: true }),
  column.value((record) => record.record_value, {
    id: 'idn_record_value',
    sortable: true,
    copyLabel: (record) => copyValueLabel(record.record_name, record.record_type, { id: record.record_id }),
    // Held with the record it was opened for: table rows are reused across pages (keyed by position).
    expandKey: (record) => record.record_id,
  }),
  column.ttl((record) => record.record_ttl, { id: 'record_ttl', sortable: true }),
  column.status({
    id: 'record_status',
    status: (record) => record.record_status,
    geo: (record) => record.is_geo,
    failover: (record) => record.is_failover,
  }),
  column.id((record) => record.record_id, { id: 'record_id', sortable: true }),
]);
