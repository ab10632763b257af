import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
  | { status: 'done'; count: number; fileName: string; unapplied: UnappliedFilter | null }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled'; fetched: number };

/**
 * Downloads every record matching `filter` as a file: all pages through
 * `recordQueries.everything` (until a page comes back empty, so a capped `limit` loses nothing),
 * with progress and cancel. A download is an action, not a view, so it starts from the click
 * rather than from an `enabled` query; a repeat within the query's fresh time reuses the records.
 */
export function useRecordsExport(domain: DomainName, filter: RecordsFilter, filterWords: readonly string[]) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RecordsExportState>({ status: 'idle' });
  /** The run under way; a newer run or a cancel makes the older one's results go unheard. */
  const run = useRef<{ id: number; queryKey: readonly unknown[]; fetched: number } | null>(null);
  const runs = useRef(0);

  const cancel = () => {
    const current = run.current;
    if (!current) return;
    run.current = null;
    void queryClient.cancelQueries({ queryKey: current.queryKey, exact: true });
    setState({ status: 'cancelled', fetched: current.fetched });
  };

  const start = async (format: ExportFormat, aliasRecords: AliasRecords) => {
    runs.current += 1;
    const id = runs.current;
    const options = recordQueries.everything(domain, filter, (progress) => {
      if (run.current?.id !== id) return;
      run.current.fetched = progress.fetched;
      setState({ status: 'fetching', progress });
    });
    run.current = { id, queryKey: options.queryKey, fetched: 0 };
    setState({ status: 'fetching', progress: null });
    try {
      const records = await queryClient.fetchQuery(options);
      if (run.current?.id !== id) return;
      run.current = null;
      // A service may not apply the filter: then the file must not claim to be filtered.
      const unapplied = findUnappliedFilter(records, filter);
      const file = recordsExportFile(format, records, {
        domain,
        filter,
        filterWords,
        exportedAt: new Date(),
        unapplied,
        aliasRecords,
      });
      downloadText(file.fileName, file.text, file.mimeType);
      setState({ status: 'done', count: records.length, fileName: file.fileName, unapplied });
    } catch (error) {
      if (run.current?.id !== id) return;
      run.current = null;
      setState(isCancelledError(error) ? { status: 'cancelled', fetched: 0 } : { status: 'failed', error });
    }
  };

  // Leaving the page stops a download under way.
  useEffect(
    () => () => {
      const current = run.current;
      if (current) void queryClient.cancelQueries({ queryKey: current.queryKey, exact: true });
    },
    [queryClient],
  );

  return { state, start, cancel, reset: () => setState({ status: 'idle' }) };
}
