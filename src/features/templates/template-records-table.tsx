import { useMemo } from 'react';
import type { DnsRecord, TemplateRecord } from '../../contract/schemas.ts';
import { copyValueLabel, Dash, DnsName, DnsValue } from '../../components/data-table/dns-cells.tsx';
import { dnsColumns } from '../../components/data-table/dns-columns.tsx';
import type { TextMark } from '../../components/data-table/dns-text.tsx';
import { MemoryTable } from '../../components/data-table/memory-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatTtl } from '../../lib/format-ttl.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import type { ConflictReason, PlanConflict, PlanEntry } from './template-plan.ts';
import type { TextSegment } from './template-text-segments.ts';
import type { TemplateView } from './template-url-state.ts';

/** A text and its marks (null: could not be lined up with the template, shown unmarked). */
export type MarkedText = { text: string; segments: readonly TextSegment[] | null };

export type TemplateRow = {
  key: string;
  recordId: string;
  type: string;
  ttl: string;
  /** The template's own name and value, `{domain_name}` marked. */
  raw: { name: MarkedText; value: MarkedText } | null;
  /** The server's substituted name and value, substituted spans marked (with a domain only). */
  substituted: { name: MarkedText; value: MarkedText } | null;
  plan?: PlanEntry<TemplateRecord, DnsRecord> | undefined;
};

/**
 * The "If applied" column: none; its verdicts (a comparison has finished); or their places, held
 * from the moment a comparison starts, so that the column's arrival with the live records moves
 * nothing.
 */
export type PlanColumn = 'none' | 'pending' | 'shown';

export type TemplateRecordsTableProps = {
  caption: string;
  rows: readonly TemplateRow[];
  view: TemplateView;
  /** The domain the records are substituted for (Unicode); absent for the raw template. */
  domainLabel?: string;
  /** The "If applied" column, in whichever view. */
  planColumn: PlanColumn;
};

const column = dnsColumns<TemplateRow>();

/** The name and value a view shows of a row: the template's own, or the server's substitution. */
function shownPair(row: TemplateRow, view: TemplateView): TemplateRow['raw'] {
  return view === 'template' ? (row.raw ?? row.substituted) : (row.substituted ?? row.raw);
}

/** A marked text's marks for DnsText: `{domain_name}` in the template, the server's substitution. */
function marksOf(text: MarkedText | undefined): TextMark[] | undefined {
  if (text?.segments == null) return undefined;
  const marks: TextMark[] = [];
  let offset = 0;
  for (const segment of text.segments) {
    if (segment.kind !== 'text') marks.push({ start: offset, end: offset + segment.text.length, kind: segment.kind });
    offset += segment.text.length;
  }
  return marks;
}

function templateColumns(view: TemplateView, domainLabel: string | undefined, planColumn: PlanColumn) {
  const type = column.type((row) => row.type);
  const ttl = column.ttl((row) => row.ttl);
  const id = column.id((row) => row.recordId);
  const plan = column.display({
    id: 'plan',
    header: 'If applied',
    cell: ({ row }) => {
      if (row.original.plan) return <PlanCell entry={row.original.plan} />;
      return planColumn === 'pending' ? <PendingPlanCell /> : <Dash />;
    },
    // A set width, the same for the verdicts' places as for the verdicts: a column that followed
    // its content would widen when they came and move the others.
    meta: { className: 'w-64 xl:w-96', card: 'section' },
  });
  const planColumns = planColumn === 'none' ? [] : [plan];
  if (view === 'side-by-side') {
    return column.list([
      type,
      column.display({
        id: 'template',
        header: 'Template',
        cell: ({ row }) => <NameAndValue pair={row.original.raw} />,
        meta: { className: 'min-w-48', card: 'section' },
      }),
      column.display({
        id: 'substituted',
        header: `For ${domainLabel ?? 'the domain'}`,
        cell: ({ row }) => (
          <NameAndValue
            pair={row.original.substituted}
            copyLabel={
              row.original.substituted
                ? copyLabel(row.original.substituted, row.original.type, row.original.recordId)
                : undefined
            }
          />
        ),
        meta: { className: 'min-w-48', card: 'section' },
      }),
      ttl,
      ...planColumns,
      id,
    ]);
  }
  return column.list([
    column.name((row) => shownPair(row, view)?.name.text ?? '', {
      marks: (row) => marksOf(shownPair(row, view)?.name),
    }),
    type,
    column.value((row) => shownPair(row, view)?.value.text ?? '', {
      marks: (row) => marksOf(shownPair(row, view)?.value),
      copyLabel: (row) => {
        const pair = shownPair(row, view);
        return pair ? copyLabel(pair, row.type, row.recordId) : undefined;
      },
      expandKey: (row) => row.key,
    }),
    ttl,
    ...planColumns,
    id,
  ]);
}

/** The template's records: raw, as the server substitutes them, or both side by side. */
export function TemplateRecordsTable({ caption, rows, view, domainLabel, planColumn }: TemplateRecordsTableProps) {
  const columns = useMemo(() => templateColumns(view, domainLabel, planColumn), [view, domainLabel, planColumn]);
  const order = useMemo(() => rows.map((_, index) => index), [rows]);
  return (
    <MemoryTable caption={caption} columns={columns} rows={rows} order={order} empty="The template has no records." />
  );
}

/** What a copy button is called (see copyValueLabel): of which template record. */
function copyLabel(pair: { name: MarkedText }, type: string, recordId: string): string {
  return copyValueLabel(pair.name.text, type, { id: recordId, template: true });
}

/** A name over its value, for the side-by-side view; with `copyLabel`, a copy button so called. */
function NameAndValue({ pair, copyLabel: label }: { pair: TemplateRow['raw']; copyLabel?: string | undefined }) {
  if (!pair) return <Dash />;
  return (
    <div className="flex flex-col gap-0.5">
      <span>
        <span className="sr-only">Name: </span>
        <DnsName name={pair.name.text} marks={marksOf(pair.name)} className="font-semibold" />
      </span>
      <span className="text-slate-700 dark:text-slate-300">
        <span className="sr-only">Value: </span>
        <DnsValue value={pair.value.text} marks={marksOf(pair.value)} copyLabel={label} />
      </span>
    </div>
  );
}

export const PLAN_BADGES = {
  present: { tone: 'success', label: 'Already present' },
  conflict: { tone: 'danger', label: 'Conflict' },
  new: { tone: 'brand', label: 'New' },
} as const;

/**
 * A verdict's place while the live records are read: a badge and a line, as tall as most verdicts.
 * The badge says so in words, which also give the cell the baseline its row aligns to.
 */
function PendingPlanCell() {
  return (
    <div className="flex flex-col items-start gap-1 text-xs">
      <Badge>Comparing…</Badge>
      <Skeleton className="h-4 w-36" />
    </div>
  );
}

function PlanCell({ entry }: { entry: PlanEntry<TemplateRecord, DnsRecord> }) {
  const badge = PLAN_BADGES[entry.status];
  return (
    <div className="flex flex-col items-start gap-1 text-xs">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {entry.status === 'present' ? (
        <ul className="text-slate-600 dark:text-slate-300">
          {entry.matches.map((match) => (
            <li key={match.record_id}>
              as live record #{match.record_id}
              {isDisabledStatus(match.record_status) ? ' (disabled)' : ''}
              {match.record_ttl === entry.record.record_ttl ? '' : `, live TTL ${formatTtl(match.record_ttl)}`}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.status === 'conflict' ? (
        <ul className="list-disc pl-4 text-slate-700 dark:text-slate-200">
          {entry.conflicts.map((conflict, index) => (
            <li key={`${conflict.source}:${conflict.record.record_id}:${index}`} className="break-words">
              {describeConflict(conflict)}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.status === 'new' ? <span className="text-slate-600 dark:text-slate-300">would be added</span> : null}
    </div>
  );
}

const REASONS: Record<ConflictReason, string> = {
  'cname-beside-records': 'a CNAME cannot sit beside',
  'second-cname': 'the name already has',
  'record-beside-cname': 'nothing can sit beside',
  'second-soa': 'the zone already has',
};

/** "a CNAME cannot sit beside live A #986 192.0.2.20" */
function describeConflict(conflict: PlanConflict<TemplateRecord, DnsRecord>): string {
  const { record } = conflict;
  const where = conflict.source === 'live' ? 'live' : 'template';
  const id = record.record_id ? ` #${record.record_id}` : '';
  return `${REASONS[conflict.reason]} ${where} ${record.record_type}${id} ${record.record_value}`;
}
