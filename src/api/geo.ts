import { queryOptions } from '@tanstack/react-query';
import type { DomainName } from '../lib/domain-name.ts';
import { parseGeoDefaultsFast } from './fast-record-parsers.ts';
import { apiGet, type RequestOptions } from './http.ts';
import { geoDefaultsSchema, type GeoDefaults } from '../contract/schemas.ts';

/** GET /dns/v1/domains/{domain}/geo/defaults (spec 4.4). */
export function getGeoDefaults(domain: DomainName, options: RequestOptions = {}): Promise<GeoDefaults> {
  return apiGet(`/dns/v1/domains/${encodeURIComponent(domain.ascii)}/geo/defaults`, geoDefaultsSchema, {
    ...options,
    fastParse: parseGeoDefaultsFast,
  });
}

export const geoQueries = {
  all: () => ['geo'] as const,
  defaults: (domain: DomainName) =>
    queryOptions({
      queryKey: [...geoQueries.all(), domain.ascii, 'defaults'] as const,
      queryFn: ({ signal }) => getGeoDefaults(domain, { signal }),
      // The regions table is reference data; eligible records change rarely.
      staleTime: 5 * 60_000,
    }),
};
