import { formatCountOf } from '../../lib/format-count.ts';
import { Button } from '../../components/ui/button.tsx';
import type { ItemDiff } from '../../lib/diff-records.ts';
import type { RollbackExportFormat } from './rollback-export.ts';
import type { RollbackPart } from './rollback-part-diff.tsx';
import { describeMatching, describeRollback, rollbackCounts, type RollbackOrigin } from './rollback-report.ts';

export type RollbackSummaryProps = {
  snapshotId: string;
  origin: RollbackOrigin;
  /** The records' diff, without the SOA. */
  records: ItemDiff<unknown>;
  /** Every part compared, records first. */
  parts: readonly RollbackPart[];
  onExport: (format: RollbackExportFormat) => void;
};

/** What the rollback would do, in sentences, part by part, and the buttons that export it. */
export function RollbackSummary({ snapshotId, origin, records, parts, onExport }: RollbackSummaryProps) {
  return (
    <section
      aria-labelledby="rollback-summary-heading"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="rollback-summary-heading" className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
        What the rollback would do
      </h2>
      <p className="text-lg font-semibold">{describeRollback(snapshotId, origin, rollbackCounts(records))}</p>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {formatCountOf(records.unchanged, 'record')} would stay as {records.unchanged === 1 ? 'it is' : 'they are'}.{' '}
        {describeMatching(records.matching)}
      </p>
      {parts.slice(1).map((info) => (
        <p key={info.part} className="text-sm">
          {describeRollback(snapshotId, origin, rollbackCounts(info.diff), { one: info.one, many: info.title })}
        </p>
      ))}
      {origin.kind === 'current' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Snapshots do not keep whether a record is enabled or disabled, so the live status is shown but not compared.
          GEO and failover records of the live zone cannot be listed, so only records are compared.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <span className="text-sm text-slate-600 dark:text-slate-300">Export the comparison:</span>
        <Button size="sm" onClick={() => onExport('json')}>
          JSON
        </Button>
        <Button size="sm" onClick={() => onExport('text')}>
          Text report
        </Button>
      </div>
    </section>
  );
}
