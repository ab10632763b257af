import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { recordQueries } from '../../api/records.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import type { SnapshotSummary } from '../../contract/schemas.ts';
import type { ProbeResult } from '../../lib/count-by-probing.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { buildTimeline } from '../../lib/snapshot-timeline.ts';
import { hasFilters, recordsFilter, type RecordsView } from './records-view.ts';
import type { NextPage } from './use-records-page.ts';

/**
 * What the records page can say about how many records its view has:
 * - `exact`: the view's last page is the one shown (it ends the list), or the count was probed;
 * - `about`: until then, the newest snapshot's count (the whole zone, so only without filters);
 * - `atLeast`: a probe that gave up, or nothing known (0; also for a service that does not page as asked).
 */
export type RecordsCount =
  | { kind: 'exact'; count: number }
  | { kind: 'about'; count: number; counting: boolean }
  | { kind: 'atLeast'; count: number; counting: boolean };

const newestCount = (list: SnapshotSummary[]) => buildTimeline(list)[0]?.summary.snapshot_records;

/**
 * The count of the view's records, without a total from the API: a page that ends the list tells
 * it; otherwise, once the page has settled and more records follow, the count is probed (one record
 * at a time, a dozen requests: recordQueries.count), cached per filter, so paging and sorting do
 * not ask again, and cancelled when the filter changes or the page is left. The newest snapshot's
 * count stands in meanwhile and starts the search near the answer. A service that does not apply
 * paging (`page.pagingIgnored`) is not counted: neither its pages nor its probes can tell.
 */
export function useRecordsCount(
  domain: DomainName,
  view: RecordsView,
  page: { settled: boolean; nextPage: NextPage; shown: number; pagingIgnored: boolean },
): RecordsCount {
  const queryClient = useQueryClient();
  const filter = useMemo(() => recordsFilter(view), [view]);
  const unfiltered = !hasFilters(view);
  // The shown page ends the list: the count is known without a request.
  const counts = page.settled && !page.pagingIgnored;
  const ended = counts && page.nextPage === 'no' && page.shown > 0 ? view.offset + page.shown : undefined;
  const wanted = counts && page.nextPage === 'yes';

  const snapshots = useQuery({
    ...snapshotQueries.list(domain),
    select: newestCount,
    enabled: wanted && unfiltered,
  });
  const estimate = unfiltered ? snapshots.data : undefined;
  // A filtered view has no more records than the whole zone, if that count is known.
  const whole = unfiltered
    ? undefined
    : queryClient.getQueryData(recordQueries.count(domain, {}, { atLeast: 0 }).queryKey);
  const probed = useQuery({
    ...recordQueries.count(domain, filter, {
      atLeast: view.offset + page.shown + 1,
      estimate,
      ...(whole && 'count' in whole ? { atMost: whole.count } : {}),
    }),
    // Without filters, the search waits for the snapshots' answer (or its failure) to start near the count.
    enabled: wanted && (!unfiltered || !snapshots.isPending || !snapshots.isFetching),
  });

  // What a last page shows is the count: kept, so that the first page says it too.
  useEffect(() => {
    if (ended !== undefined) {
      const known: ProbeResult = { count: ended, probes: 0 };
      queryClient.setQueryData(recordQueries.count(domain, filter, { atLeast: 0 }).queryKey, known);
    }
  }, [ended, queryClient, domain, filter]);

  // Nothing is said of a service that does not page as asked, not even the snapshot's count.
  if (page.pagingIgnored) return { kind: 'atLeast', count: 0, counting: false };
  if (ended !== undefined) return { kind: 'exact', count: ended };
  const result = probed.data;
  if (result && 'count' in result) return { kind: 'exact', count: result.count };
  const counting = probed.isFetching;
  if (estimate !== undefined && result === undefined) return { kind: 'about', count: estimate, counting };
  return { kind: 'atLeast', count: result?.atLeast ?? 0, counting };
}
