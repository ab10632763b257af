import { useState } from 'react';
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
import { useSaidEvery } from '../../hooks/use-said-every.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';

/**
 * "Download…": every record matching the current search and type filter (not just the page
 * shown), as a BIND zone file, CSV or JSON, fetched page by page with a progress bar and Cancel.
 * `filterUnapplied`: the page shown found that the service did not apply the filter
 * (unapplied-filter.ts), so the download reads every record and filters them here, as the page does.
 */
export function RecordsExportDialog({ domain, filterUnapplied }: { domain: DomainName; filterUnapplied: boolean }) {
  const { view } = useRecordsView();
  const filterWords = describeFilters(view);
  const exporter = useRecordsExport(domain, recordsFilter(view), filterWords, filterUnapplied);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('zone');
  const [aliasRecords, setAliasRecords] = useState<AliasRecords>('comment');
  const { state } = exporter;
  const fetching = state.status === 'fetching';
  const progressSaid = useSaidEvery(fetching ? progressWords(state.progress) : null);

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
          // Said by the dialog's status line below: a status region put in with its words already
          // in it is not read out by every screen reader.
          <Notice tone="success" title="Download ready" live={false}>
            Saved {formatCount(state.count)} records as {state.fileName}.
            {state.unapplied ? (
              <>
                {' '}
                The DNS API did not apply the filter, so Zonescope read all {formatCountOf(state.read, 'record')} and
                kept those that match; the file says so.
              </>
            ) : null}
            {state.pagingIgnored ? (
              <>
                {' '}
                The DNS API did not page the records: it sent the same ones for every page, taken as all there are, and
                the file says so.
              </>
            ) : null}
          </Notice>
        ) : null}
        {/* The dialog's one status line, there from its opening so that each change is read out: a
            download's progress (at the start, then every 10 s: useSaidEvery), then how it ended.
            Seen only when it says the download was cancelled; the bar and the notice show the rest. */}
        <p role="status" className={state.status === 'cancelled' ? 'text-sm' : 'sr-only'}>
          {fetching
            ? progressSaid
            : state.status === 'done'
              ? `Download ready: ${state.fileName}, ${formatCountOf(state.count, 'record')}.`
              : state.status === 'cancelled'
                ? 'Download cancelled.'
                : ''}
        </p>
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

function progressWords(progress: FetchAllProgress | null): string {
  return progress
    ? `${formatCount(progress.fetched)} records fetched (${formatCountOf(progress.pages, 'page')})…`
    : 'Fetching records…';
}

/** The bar and count of a download under way, for the eye: the dialog's status line says it. */
function DownloadProgress({ progress }: { progress: FetchAllProgress | null }) {
  return (
    <div className="flex flex-col gap-1.5">
      <ProgressBar label="Fetching records" valueText={`${formatCount(progress?.fetched ?? 0)} records fetched`} />
      <p aria-hidden="true" className="text-sm tabular-nums">
        {progressWords(progress)}
      </p>
    </div>
  );
}

function describeDownload(domain: DomainName, filterWords: readonly string[], filterUnapplied: boolean): string {
  if (filterWords.length === 0) return `Every record of ${domain.unicode}, not just this page, ordered by ID.`;
  const filter = filterWords.join(' and ');
  return filterUnapplied
    ? `Every record of ${domain.unicode} with ${filter}, not just this page, ordered by ID. The DNS API did not apply that filter, so every record of the zone is read and filtered here; the file says so.`
    : `Every record of ${domain.unicode} with ${filter}, not just this page, ordered by ID.`;
}
