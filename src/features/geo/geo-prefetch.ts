import type { QueryClient } from '@tanstack/react-query';
import { geoQueries } from '../../api/geo.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { parseDomainName, type DomainName } from '../../lib/domain-name.ts';
import { coverageRequest, coverageSnapshotIds, geoUrlState } from './geo-url-state.ts';

/**
 * What the GEO screen's first view shows (the eligible records and the regions, one answer), asked
 * for as the route is entered: see `records-prefetch.ts`. With a GEO record set in the link, also
 * what its coverage reads (the snapshot list, the snapshot shown and the one compared with), the
 * very queries `useGeoCoverage` observes. Settles, never throws.
 */
export async function prefetchGeoPage(
  queryClient: QueryClient,
  domainParam: string | undefined,
  url: URL,
): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  if (!domain.ok) return;
  const { record, at, compare } = coverageRequest(geoUrlState.parse(url.searchParams).state);
  await Promise.all([
    queryClient.prefetchQuery(geoQueries.defaults(domain.domain)),
    record === null ? undefined : prefetchCoverage(queryClient, domain.domain, at, compare),
  ]);
}

async function prefetchCoverage(
  queryClient: QueryClient,
  domain: DomainName,
  at: string | undefined,
  compare: string | undefined,
): Promise<void> {
  await queryClient.prefetchQuery(snapshotQueries.list(domain));
  const { shownId, otherId } = coverageSnapshotIds(
    queryClient.getQueryData(snapshotQueries.list(domain).queryKey),
    at,
    compare,
  );
  await Promise.all(
    [shownId, otherId].map((id) =>
      id === undefined ? undefined : queryClient.prefetchQuery(snapshotQueries.detail(domain, id)),
    ),
  );
}

/**
 * Whether the GEO screen of `url` shows local times: once a GEO record set is picked, its coverage
 * offers the zone's snapshots, each with its time. Told from the link alone, so that a first visit
 * gets the shell before the server reads anything (src/entry-server.tsx).
 */
export function geoShowsLocalTimes(url: URL): boolean {
  return coverageRequest(geoUrlState.parse(url.searchParams).state).record !== null;
}
