import { useEffect, useEffectEvent, useState } from 'react';
import { AliasRecordsOption } from '../../components/alias-records-option.tsx';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { FetchAllProgress } from '../../api/records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import type { ExportFormat } from '../../lib/record-export.ts';
import type { AliasRecords } from '../../lib/zone-file.ts';
import { EXPORT_FORMATS } from './records-export-file.ts';
import { describeFilters, recordsFilter } from './records-view.ts';
import { useRecordsExport } from './use-records-export.ts';
import { useRecordsView } from './use-records-view.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';

/**
 * "Download…": every record matching the current search and type filter (not just the page
 * shown), as a BIND zone file, CSV or JSON, fetched page by page with a progress bar and Cancel.
 * `filterUnapplied`: the page shown found that the service did not apply the filter
 * (unapplied-filter.ts), so the download is not described as filtered.
 */
export function RecordsExportDialog({ domain, filterUnapplied }: { domain: DomainName; filterUnapplied: boolean }) {
  const { view } = useRecordsView();
  const filterWords = describeFilters(view);
  const exporter = useRecordsExport(domain, recordsFilter(view), filterWords);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('zone');
  const [aliasRecords, setAliasRecords] = useState<AliasRecords>('comment');
  const { state } = exporter;
  const fetching = state.status === 'fetching';

  const close = () => {
    if (fetching) exporter.cancel();
    exporter.reset();
    setOpen(false);
  };

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Download…
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Download records"
        description={describeDownload(domain, filterWords, filterUnapplied)}
      >
        <fieldset className="flex flex-col gap-2" disabled={fetching}>
          <legend className="mb-1 text-sm font-medium">Format</legend>
          {EXPORT_FORMATS.map((entry) => (
            <label key={entry.format} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="records-export-format"
                value={entry.format}
                checked={format === entry.format}
                onChange={() => setFormat(entry.format)}
                className="size-4"
              />
              {entry.label} <span className="text-slate-600 dark:text-slate-400">(.{entry.extension})</span>
            </label>
          ))}
        </fieldset>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          The zone file loads in BIND: disabled records, and records BIND would refuse, are written as comments that say
          why. CSV and JSON keep the values as the API sent them and flag disabled records.
        </p>
        {format === 'zone' ? (
          <AliasRecordsOption value={aliasRecords} onChange={setAliasRecords} disabled={fetching} />
        ) : null}

        {fetching ? <DownloadProgress progress={state.progress} /> : null}
        {state.status === 'done' ? (
          <Notice tone="success" title="Download ready">
            Saved {formatCount(state.count)} records as {state.fileName}.
            {state.unapplied ? (
              <> The DNS API did not apply the filter, so the file holds every record it sent and says so.</>
            ) : null}
          </Notice>
        ) : null}
        {state.status === 'cancelled' ? (
          <p role="status" className="text-sm">
            Download cancelled.
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <ApiErrorNotice
            what="the records to download"
            error={state.error}
            onRetry={() => void exporter.start(format, aliasRecords)}
          />
        ) : null}

        <div className="flex flex-wrap justify-end gap-2">
          {fetching ? (
            <Button variant="danger" onClick={exporter.cancel}>
              Cancel download
            </Button>
          ) : (
            <>
              <Button onClick={close}>Close</Button>
              <Button variant="primary" onClick={() => void exporter.start(format, aliasRecords)}>
                Download
              </Button>
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}

/** How often a download under way says how far it has got; its count on screen follows every page. */
const PROGRESS_SAID_EVERY_MS = 10_000;

/**
 * The bar and count of a download under way. A page takes a moment, so a count said per page
 * would be a stream of words; it is said at the start and then every PROGRESS_SAID_EVERY_MS
 * (the end says itself: the notice that follows).
 */
function DownloadProgress({ progress }: { progress: FetchAllProgress | null }) {
  const shown = progress
    ? `${formatCount(progress.fetched)} records fetched (${formatCountOf(progress.pages, 'page')})…`
    : 'Fetching records…';
  const [said, setSaid] = useState(shown);
  const latest = useEffectEvent(() => shown);
  useEffect(() => {
    const timer = setInterval(() => setSaid(latest()), PROGRESS_SAID_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-col gap-1.5">
      <ProgressBar label="Fetching records" valueText={`${formatCount(progress?.fetched ?? 0)} records fetched`} />
      {/* For the eye: a screen reader has the bar's count, and what the status said last. */}
      <p aria-hidden="true" className="text-sm tabular-nums">
        {shown}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}

function describeDownload(domain: DomainName, filterWords: readonly string[], filterUnapplied: boolean): string {
  if (filterWords.length === 0) return `Every record of ${domain.unicode}, not just this page, ordered by ID.`;
  const filter = filterWords.join(' and ');
  return filterUnapplied
    ? `Every record the DNS API sends for ${domain.unicode} when asked for those with ${filter}, not just this page, ordered by ID. It did not apply that filter to this page, so expect records that do not match; the file says whether it was applied.`
    : `Every record of ${domain.unicode} with ${filter}, not just this page, ordered by ID.`;
}
