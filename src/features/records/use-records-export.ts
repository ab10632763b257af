import { isCancelledError, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { recordQueries, type FetchAllProgress, type RecordsFilter } from '../../api/records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText } from '../../lib/download.ts';
import type { ExportFormat } from '../../lib/record-export.ts';
import type { AliasRecords } from '../../lib/zone-file.ts';
import { recordsExportFile } from './records-export-file.ts';
import { findUnappliedFilter, type UnappliedFilter } from './unapplied-filter.ts';

export type RecordsExportState =
  | { status: 'idle' }
  | { status: 'fetching'; progress: FetchAllProgress | null }
  | { status: 'done'; count: number; fileName: string; unapplied: UnappliedFilter | null; pagingIgnored: boolean }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

/** One download: what to fetch and write, and the switch that stops it. */
type RecordsDownload = {
  domain: DomainName;
  filter: RecordsFilter;
  filterWords: readonly string[];
  format: ExportFormat;
  aliasRecords: AliasRecords;
  stop: AbortController;
};

/**
 * Downloads every record matching `filter` as a file: all pages through `recordQueries.allPages`
 * (until a page comes back empty, so a capped `limit` loses nothing), with progress and cancel.
 * A download is an action, not a view, so it is a mutation started by the click rather than an
 * `enabled` query; a repeat within the query's fresh time reuses the records.
 */
export function useRecordsExport(domain: DomainName, filter: RecordsFilter, filterWords: readonly string[]) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: (request: RecordsDownload) => downloadRecords(queryClient, request),
  });
  // The progress of the download under way (its view, should the URL have changed since).
  const running = download.variables ?? { domain, filter };
  const progress = useQuery(recordQueries.allPagesProgress(running.domain, running.filter)).data ?? null;

  const start = (format: ExportFormat, aliasRecords: AliasRecords) =>
    download.mutate({ domain, filter, filterWords, format, aliasRecords, stop: new AbortController() });
  const cancel = () => download.variables?.stop.abort();

  // Leaving the page stops a download under way.
  const stopOnLeave = useEffectEvent(() => cancel());
  useEffect(() => () => stopOnLeave(), []);

  const state: RecordsExportState =
    download.status === 'pending'
      ? { status: 'fetching', progress }
      : download.status === 'success'
        ? { status: 'done', ...download.data }
        : download.status === 'error'
          ? download.variables?.stop.signal.aborted || isCancelledError(download.error)
            ? { status: 'cancelled' }
            : { status: 'failed', error: download.error }
          : { status: 'idle' };

  return { state, start, cancel, reset: download.reset };
}

async function downloadRecords(
  queryClient: QueryClient,
  { domain, filter, filterWords, format, aliasRecords, stop }: RecordsDownload,
) {
  const allPages = recordQueries.allPages(domain, filter);
  const cancelFetch = () => void queryClient.cancelQueries({ queryKey: allPages.queryKey, exact: true });
  stop.signal.addEventListener('abort', cancelFetch, { once: true });
  try {
    const { records, pagingIgnored } = await queryClient.fetchQuery(allPages);
    // A fetch cancelled over earlier records answers with them: a stopped download saves nothing.
    stop.signal.throwIfAborted();
    // A service may not apply the filter: then the file must not claim to be filtered.
    const unapplied = findUnappliedFilter(records, filter);
    const file = recordsExportFile(format, records, {
      domain,
      filter,
      filterWords,
      exportedAt: new Date(),
      unapplied,
      pagingIgnored,
      aliasRecords,
    });
    downloadText(file.fileName, file.text, file.mimeType);
    return { count: records.length, fileName: file.fileName, unapplied, pagingIgnored };
  } finally {
    stop.signal.removeEventListener('abort', cancelFetch);
  }
}
