import { createColumnHelper, metaHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { useState } from 'react';
import type { DnsRecord } from '../../api/schemas.ts';
import { RecordName } from '../../components/record-name.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { formatTtl } from '../../lib/format-ttl.ts';
import { formatCount } from '../../lib/format-count.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';

type RecordsColumnMeta = { className?: string };

/** Sorting only: the API sorts and pages (manual sorting); no client row models are registered. */
export const recordsTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<RecordsColumnMeta>(),
});

const helper = createColumnHelper<typeof recordsTableFeatures, DnsRecord>();

/**
 * The columns of the records table. Sortable columns are named after the API's `order_by` keys, so
 * the table's sorting state maps to the URL without a lookup table.
 */
export const recordsColumns = helper.columns([
  helper.accessor('record_name', {
    id: 'idn_record_name',
    header: 'Name',
    cell: ({ row }) => <RecordName name={row.original.record_name} className="font-medium" />,
    meta: { className: 'min-w-40 w-[22%]' },
  }),
  helper.accessor('record_type', {
    id: 'record_type',
    header: 'Type',
    cell: ({ row }) => <RecordTypeBadge type={row.original.record_type} />,
    meta: { className: 'w-20' },
  }),
  helper.accessor('record_value', {
    id: 'idn_record_value',
    header: 'Value',
    cell: ({ row }) => <RecordValue record={row.original} />,
    meta: { className: 'min-w-56' },
  }),
  helper.accessor('record_ttl', {
    id: 'record_ttl',
    header: 'TTL',
    cell: ({ row }) => <RecordTtl ttl={row.original.record_ttl} />,
    meta: { className: 'w-24' },
  }),
  helper.accessor('record_status', {
    id: 'record_status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <RecordStatus status={row.original.record_status} />,
    meta: { className: 'w-24' },
  }),
  helper.display({
    id: 'flags',
    header: 'GEO / failover',
    cell: ({ row }) => <RecordFlags record={row.original} />,
    meta: { className: 'w-32' },
  }),
  helper.accessor('record_id', {
    id: 'record_id',
    header: 'ID',
    cell: ({ row }) => (
      <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{row.original.record_id}</span>
    ),
    meta: { className: 'w-20' },
  }),
]);

const mutedLine = 'block text-xs text-slate-600 dark:text-slate-400';

const TYPE_TONES: Partial<Record<string, BadgeTone>> = {
  A: 'brand',
  AAAA: 'brand',
  CNAME: 'violet',
  ALIAS: 'violet',
  MX: 'success',
  TXT: 'neutral',
  NS: 'warning',
  SOA: 'warning',
};

function RecordTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone={TYPE_TONES[type] ?? 'neutral'} className="font-mono">
      {type}
    </Badge>
  );
}

/** Values longer than this (a DKIM key, a long TXT) show four lines until expanded. */
const LONG_VALUE = 300;

/**
 * Values are untrusted text: rendered as text only, each in its own bidi isolate so that a
 * right-to-left override inside cannot reorder the rest of the row (names: {@link RecordName}).
 */
function RecordValue({ record }: { record: DnsRecord }) {
  // Held with the record it was opened for: table rows are reused across pages (keyed by position).
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const expanded = expandedId === record.record_id;
  const value = record.record_value;
  const long = value.length > LONG_VALUE;
  return (
    <div className="flex items-start gap-1">
      <div className="min-w-0 flex-1">
        <bdi
          // line-clamp sets its own display (-webkit-box); with `block` beside it the clamp would not apply.
          className={classNames(
            'font-mono text-[13px] whitespace-pre-wrap wrap-anywhere',
            long && !expanded ? 'line-clamp-4' : 'block',
          )}
        >
          {value}
        </bdi>
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpandedId(expanded ? null : record.record_id)}
            className="mt-0.5 text-xs font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {expanded ? 'Show less' : `Show all ${formatCount(value.length)} characters`}
          </button>
        ) : null}
      </div>
      <CopyButton
        text={value}
        label={`Copy value of ${record.record_name} ${record.record_type} (record ${record.record_id})`}
        className="-my-1"
      />
    </div>
  );
}

/** The human form ("1 h 30 min") over the seconds; once only when they read the same ("45 s", "0 s"). */
function RecordTtl({ ttl }: { ttl: string }) {
  const human = formatTtl(ttl);
  const seconds = `${ttl} s`;
  return (
    <span className="whitespace-nowrap">
      {human}
      {human === ttl || human === seconds ? null : <span className={mutedLine}>{seconds}</span>}
    </span>
  );
}

function RecordStatus({ status }: { status: string }) {
  if (!isDisabledStatus(status)) return <span className="text-slate-600 dark:text-slate-400">Enabled</span>;
  return <Badge tone="warning">{status.trim().toLowerCase() === 'disabled' ? 'Disabled' : status}</Badge>;
}

function RecordFlags({ record }: { record: DnsRecord }) {
  const geo = record.is_geo === 'yes';
  const failover = record.is_failover === 'yes';
  if (!geo && !failover) {
    return (
      <span className="text-slate-600 dark:text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      {geo ? (
        <Badge tone="brand" title="A GEO record by default">
          GEO
        </Badge>
      ) : null}
      {failover ? (
        <Badge tone="violet" title="Failover is set up">
          Failover
        </Badge>
      ) : null}
    </span>
  );
}
