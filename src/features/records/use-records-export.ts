import { isCancelledError, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { recordQueries, WHOLE_ZONE, type FetchAllProgress, type RecordsFilter } from '../../api/records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText } from '../../lib/download.ts';
import type { ExportFormat } from '../../lib/record-export.ts';
import type { AliasRecords } from '../../lib/zone-file.ts';
import { recordsExportFile } from './records-export-file.ts';
import { findUnappliedFilter, matchesFilter, type UnappliedFilter } from './unapplied-filter.ts';

export type RecordsExportState =
  | { status: 'idle' }
  | { status: 'fetching'; progress: FetchAllProgress | null }
  | {
      status: 'done';
      count: number;
      fileName: string;
      unapplied: UnappliedFilter | null;
      /** How many records were read, when the filter was applied here (`unapplied`). */
      read: number;
      pagingIgnored: boolean;
    }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

/** One download: what to fetch and write, and the switch that stops it. */
type RecordsDownload = {
  domain: DomainName;
  filter: RecordsFilter;
  /** What to ask the service for: the filter, or the whole zone when it is known not to apply it. */
  readFilter: RecordsFilter;
  filterWords: readonly string[];
  format: ExportFormat;
  aliasRecords: AliasRecords;
  stop: AbortController;
};

/**
 * Downloads every record matching `filter` as a file: all pages through `recordQueries.allPages`
 * (until a page comes back empty, so a capped `limit` loses nothing), with progress and cancel.
 * A service that does not apply the filter (`filterUnapplied`: the page found it so; or the records
 * read show it) has its records filtered here, as the records page does (matchesFilter); the
 * whole zone, then, is read once for both (`recordQueries.allPages(domain, {})`).
 * A download is an action, not a view, so it is a mutation started by the click rather than an
 * `enabled` query; a repeat within the query's fresh time reuses the records.
 */
export function useRecordsExport(
  domain: DomainName,
  filter: RecordsFilter,
  filterWords: readonly string[],
  filterUnapplied: boolean,
) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: (request: RecordsDownload) => downloadRecords(queryClient, request),
  });
  // The progress of the download under way (its view, should the URL have changed since).
  const readFilter = filterUnapplied ? WHOLE_ZONE : filter;
  const running = download.variables ?? { domain, readFilter };
  const progress = useQuery(recordQueries.allPagesProgress(running.domain, running.readFilter)).data ?? null;

  const start = (format: ExportFormat, aliasRecords: AliasRecords) =>
    download.mutate({ domain, filter, readFilter, filterWords, format, aliasRecords, stop: new AbortController() });
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
  { domain, filter, readFilter, filterWords, format, aliasRecords, stop }: RecordsDownload,
) {
  const allPages = recordQueries.allPages(domain, readFilter);
  const cancelFetch = () => void queryClient.cancelQueries({ queryKey: allPages.queryKey, exact: true });
  stop.signal.addEventListener('abort', cancelFetch, { once: true });
  try {
    const { records: read, pagingIgnored } = await queryClient.fetchQuery(allPages);
    // A fetch cancelled over earlier records answers with them: a stopped download saves nothing.
    stop.signal.throwIfAborted();
    // A service may not apply the filter: then it is applied here, and the file says so.
    const unapplied = findUnappliedFilter(read, filter);
    const records = unapplied ? read.filter(matchesFilter(filter)) : read;
    const file = recordsExportFile(format, records, {
      domain,
      filter,
      filterWords,
      exportedAt: new Date(),
      unapplied: unapplied ? { ...unapplied, read: read.length } : null,
      pagingIgnored,
      aliasRecords,
    });
    downloadText(file.fileName, file.text, file.mimeType);
    return { count: records.length, fileName: file.fileName, unapplied, read: read.length, pagingIgnored };
  } finally {
    stop.signal.removeEventListener('abort', cancelFetch);
  }
}
