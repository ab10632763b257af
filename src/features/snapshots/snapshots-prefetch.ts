import type { QueryClient } from '@tanstack/react-query';
import { isNotFoundError } from '../../api/api-error.ts';
import { recordQueries, WHOLE_ZONE } from '../../api/records.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { compareUrlState, timelineUrlState } from './snapshot-url-state.ts';

/*
 * What each snapshot screen's first view shows, asked for as the route is entered (the router
 * calls these as the routes' loaders, alongside the lazy chunk, and the server awaits them before
 * it renders the first view). The very queries the screens observe, so nothing is asked twice;
 * nothing is asked for a domain or id the screen will refuse. They settle, never throw: the screen
 * reports any failure itself.
 */

/**
 * Whether the timeline of `url` shows local times: unless its link asks for UTC. Told from the link
 * alone, so that a first visit gets the shell before the server reads anything (src/entry-server.tsx).
 */
export function timelineShowsLocalTimes(url: URL): boolean {
  return timelineUrlState.parse(url.searchParams).state.tz !== 'utc';
}

/** The timeline: the list of snapshots. */
export async function prefetchSnapshotsPage(queryClient: QueryClient, domainParam: string | undefined): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  if (!domain.ok) return;
  await queryClient.prefetchQuery(snapshotQueries.list(domain.domain));
}

/** A snapshot's detail, and the list (its link to the next snapshot). */
export async function prefetchSnapshotDetailPage(
  queryClient: QueryClient,
  domainParam: string | undefined,
  snapshotParam: string | undefined,
): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  const id = parseResourceId(snapshotParam ?? '', 'snapshot');
  if (!domain.ok || !id.ok) return;
  await Promise.all([
    queryClient.prefetchQuery(snapshotQueries.detail(domain.domain, id.id)),
    queryClient.prefetchQuery(snapshotQueries.list(domain.domain)),
  ]);
}

/**
 * Both sides of a comparison: the snapshot, and the other snapshot or every live record. A snapshot
 * found missing is compared with nothing: the live zone's reading (a request per 1,000 records) is
 * stopped, and the domain's list of snapshots asked instead, which tells the screen whether the
 * domain is known (CompareWithCurrent).
 */
export async function prefetchSnapshotComparePage(
  queryClient: QueryClient,
  domainParam: string | undefined,
  snapshotParam: string | undefined,
  url: URL,
): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  const id = parseResourceId(snapshotParam ?? '', 'snapshot');
  if (!domain.ok || !id.ok) return;
  const { state } = compareUrlState.parse(url.searchParams);
  const target = snapshotQueries.detail(domain.domain, id.id);
  if (state.with !== 'current') {
    await Promise.all([
      queryClient.prefetchQuery(target),
      queryClient.prefetchQuery(snapshotQueries.detail(domain.domain, state.with)),
    ]);
    return;
  }
  const live = recordQueries.allPages(domain.domain, WHOLE_ZONE);
  const targetRead = queryClient.prefetchQuery(target).then(async () => {
    if (!isNotFoundError(queryClient.getQueryState(target.queryKey)?.error)) return;
    // Live records read to the end, or refused for an unknown domain, have told the domain already.
    const liveRead = queryClient.getQueryState(live.queryKey);
    if (liveRead?.status === 'success' || isNotFoundError(liveRead?.error)) return;
    await queryClient.cancelQueries({ queryKey: live.queryKey });
    await queryClient.prefetchQuery(snapshotQueries.list(domain.domain));
  });
  await Promise.all([targetRead, queryClient.prefetchQuery(live)]);
}
