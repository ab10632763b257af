import { useSettledAnnouncement } from '../../components/ui/announcer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCount } from '../../lib/format-count.ts';
import type { StreamedSnapshot } from './use-snapshot-stream.ts';

export type HistoryProgressProps = {
  domain: DomainName;
  snapshots: readonly Pick<StreamedSnapshot, 'status'>[];
  stopped: boolean;
  onCancel: () => void;
  onContinue: () => void;
  onExportCsv: () => void;
  onExportJson: () => void;
};

/** How far the snapshots have been read ("12 of 40 snapshots read"), with Cancel or Continue, and the exports. */
export function HistoryProgress({
  domain,
  snapshots,
  stopped,
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
          stopped && unread ? '; reading was stopped' : ''
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
          {unread && stopped ? (
            <Button size="sm" variant="primary" onClick={onContinue}>
              Continue reading
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
