import type { QueryClient } from '@tanstack/react-query';
import { geoQueries } from '../../api/geo.ts';
import { parseDomainName } from '../../lib/domain-name.ts';

/**
 * What the GEO screen's first view shows (the eligible records and the regions, one answer), asked
 * for as the route is entered: see `records-prefetch.ts`. Settles, never throws.
 */
export async function prefetchGeoPage(queryClient: QueryClient, domainParam: string | undefined): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  if (!domain.ok) return;
  await queryClient.prefetchQuery(geoQueries.defaults(domain.domain));
}
