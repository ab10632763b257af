import type { QueryClient } from '@tanstack/react-query';
import { recordQueries } from '../../api/records.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { historyIdentity, historyUrlState, liveFilter, newestFirst, SNAPSHOTS_AT_A_TIME } from './history-url-state.ts';

/**
 * What the history screen's first view shows, asked for as the route is entered (see
 * `records-prefetch.ts`): the list of snapshots, the live zone's records the record is looked for
 * in, and the newest snapshots the screen reads first ({@link SNAPSHOTS_AT_A_TIME}) — the very
 * queries it observes, so the page drawn from them is the one the browser hydrates. Nothing is
 * asked when the link names no record. Settles, never throws.
 */
export async function prefetchHistoryPage(
  queryClient: QueryClient,
  domainParam: string | undefined,
  url: URL,
): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  if (!domain.ok) return;
  const { identity } = historyIdentity(historyUrlState.parse(url.searchParams).state);
  if (identity === null) return;
  const live = queryClient.prefetchQuery(recordQueries.allPages(domain.domain, liveFilter(identity)));
  await queryClient.prefetchQuery(snapshotQueries.list(domain.domain));
  const list = queryClient.getQueryData(snapshotQueries.list(domain.domain).queryKey);
  const newest = newestFirst(list ?? []).slice(0, SNAPSHOTS_AT_A_TIME);
  await Promise.all([
    live,
    ...newest.map((summary) => queryClient.prefetchQuery(snapshotQueries.detail(domain.domain, summary.snapshot_id))),
  ]);
}
