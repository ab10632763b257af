import { useSettledAnnouncement } from '../../components/ui/announcer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCount } from '../../lib/format-count.ts';
import { failureTitle, type StreamedSnapshot } from './use-snapshot-stream.ts';

export type HistoryProgressProps = {
  domain: DomainName;
  snapshots: readonly Pick<StreamedSnapshot, 'status'>[];
  stopped: boolean;
  /** The failure that stopped the reading, if one did (`stopsReading`). */
  stoppedBy: Error | null;
  onCancel: () => void;
  /** Reads what is not read yet, failed snapshots too. */
  onContinue: () => void;
  onExportCsv: () => void;
  onExportJson: () => void;
};

/** How far the snapshots have been read ("12 of 40 snapshots read"), with Cancel or Continue, and the exports. */
export function HistoryProgress({
  domain,
  snapshots,
  stopped,
  stoppedBy,
  onCancel,
  onContinue,
  onExportCsv,
  onExportJson,
}: HistoryProgressProps) {
  const total = snapshots.length;
  const read = snapshots.filter((snapshot) => snapshot.status === 'read').length;
  const failed = snapshots.filter((snapshot) => snapshot.status === 'failed').length;
  const unread = snapshots.some((snapshot) => snapshot.status === 'reading' || snapshot.status === 'waiting');
  const text =
    total === 0
      ? `${domain.unicode} has no snapshots: only the live zone is shown.`
      : `${formatCount(read)} of ${formatCount(total)} snapshots read${failed > 0 ? `, ${formatCount(failed)} failed` : ''}${
          stopped && (unread || failed > 0)
            ? `; reading was stopped${stoppedBy === null ? '' : `: ${failureTitle(stoppedBy)}`}`
            : ''
        }.`;
  useSettledAnnouncement(unread && !stopped ? null : text);
  return (
    <section
      aria-label="Reading the snapshots"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {/* Not live: a word per snapshot read is noise. The outcome is said once reading ends or stops. */}
        <p role="status" aria-live="off">
          {text}
        </p>
        <div className="flex flex-wrap gap-2">
          {unread && !stopped ? (
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          {stopped && (unread || failed > 0) ? (
            <Button size="sm" variant="primary" onClick={onContinue}>
              Continue reading
            </Button>
          ) : null}
          {!stopped && !unread && failed > 0 ? (
            <Button size="sm" onClick={onContinue}>
              {failed === 1 ? 'Retry the failed snapshot' : `Retry the ${formatCount(failed)} failed snapshots`}
            </Button>
          ) : null}
          <Button size="sm" onClick={onExportCsv}>
            Export CSV
          </Button>
          <Button size="sm" onClick={onExportJson}>
            Export JSON
          </Button>
        </div>
      </div>
      {stopped && stoppedBy !== null ? (
        <p className="text-sm">
          {stoppedBy.message} Reading the other snapshots would fail the same way: Continue reading when the cause is
          gone.
        </p>
      ) : null}
      {total > 0 ? (
        <ProgressBar
          label="Snapshots read"
          value={read}
          max={total}
          valueText={`${formatCount(read)} of ${formatCount(total)} snapshots read`}
        />
      ) : null}
    </section>
  );
}
