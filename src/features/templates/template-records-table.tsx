import type { DnsRecord, TemplateRecord } from '../../api/schemas.ts';
import { RecordName } from '../../components/record-name.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../components/ui/table.tsx';
import { formatTtl } from '../../lib/format-ttl.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import type { ConflictReason, PlanConflict, PlanEntry } from '../../lib/template-plan.ts';
import type { TextSegment } from '../../lib/template-text-segments.ts';
import { SegmentedText } from './segmented-text.tsx';
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

export type TemplateRecordsTableProps = {
  caption: string;
  rows: readonly TemplateRow[];
  view: TemplateView;
  /** The domain the records are substituted for (Unicode); absent for the raw template. */
  domainLabel?: string;
  /** Show the "If applied" column (a comparison has finished), in whichever view. */
  showPlan: boolean;
};

// Long values (DKIM keys, SPF) wrap at spaces first, anywhere only when a word is too long.
const monoCell = 'font-mono text-[13px] wrap-anywhere';

/** The template's records: raw, as the server substitutes them, or both side by side. */
export function TemplateRecordsTable({ caption, rows, view, domainLabel, showPlan }: TemplateRecordsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHead>
          <TableRow>
            <TableHeaderCell scope="col" className="w-px">
              ID
            </TableHeaderCell>
            {view === 'side-by-side' ? (
              <>
                <TableHeaderCell scope="col" className="w-px">
                  Type
                </TableHeaderCell>
                <TableHeaderCell scope="col">Template</TableHeaderCell>
                <TableHeaderCell scope="col">For {domainLabel}</TableHeaderCell>
              </>
            ) : (
              <>
                <TableHeaderCell scope="col">Name</TableHeaderCell>
                <TableHeaderCell scope="col" className="w-px">
                  Type
                </TableHeaderCell>
                <TableHeaderCell scope="col">Value</TableHeaderCell>
              </>
            )}
            <TableHeaderCell scope="col" className="w-px">
              TTL
            </TableHeaderCell>
            {showPlan ? (
              <TableHeaderCell scope="col" className="w-56">
                If applied
              </TableHeaderCell>
            ) : null}
            <TableHeaderCell scope="col" className="w-px">
              <span className="sr-only">Copy</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const shown = view === 'template' ? (row.raw ?? row.substituted) : (row.substituted ?? row.raw);
            return (
              <TableRow key={row.key}>
                <TableCell className="font-mono text-xs text-slate-600 dark:text-slate-400">{row.recordId}</TableCell>
                {view === 'side-by-side' ? (
                  <>
                    <TableCell className="font-mono text-xs font-semibold">{row.type}</TableCell>
                    <TableCell className={monoCell}>
                      <NameAndValue pair={row.raw} />
                    </TableCell>
                    <TableCell className={monoCell}>
                      <NameAndValue pair={row.substituted} />
                    </TableCell>
                  </>
                ) : (
                  <>
                    <TableCell className={monoCell}>
                      {shown ? (
                        <RecordName name={shown.name.text}>
                          <SegmentedText text={shown.name.text} segments={shown.name.segments} />
                        </RecordName>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell className="font-mono text-xs font-semibold">{row.type}</TableCell>
                    <TableCell className={monoCell}>
                      {shown ? (
                        <bdi>
                          <SegmentedText text={shown.value.text} segments={shown.value.segments} />
                        </bdi>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  </>
                )}
                <TableCell className="whitespace-nowrap">
                  <span title={`${row.ttl} seconds`}>{formatTtl(row.ttl)}</span>
                </TableCell>
                {showPlan ? <TableCell>{row.plan ? <PlanCell entry={row.plan} /> : '—'}</TableCell> : null}
                <TableCell>
                  {shown ? (
                    <CopyButton text={shown.value.text} label={`Copy value of ${shown.name.text} ${row.type}`} />
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function NameAndValue({ pair }: { pair: TemplateRow['raw'] }) {
  if (!pair) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <div className="flex flex-col gap-0.5">
      <span>
        <span className="sr-only">Name: </span>
        <RecordName name={pair.name.text} className="font-semibold">
          <SegmentedText text={pair.name.text} segments={pair.name.segments} />
        </RecordName>
      </span>
      <span className="text-slate-700 dark:text-slate-300">
        <span className="sr-only">Value: </span>
        <bdi>
          <SegmentedText text={pair.value.text} segments={pair.value.segments} />
        </bdi>
      </span>
    </div>
  );
}

export const PLAN_BADGES = {
  present: { tone: 'success', label: 'Already present' },
  conflict: { tone: 'danger', label: 'Conflict' },
  new: { tone: 'brand', label: 'New' },
} as const;

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
