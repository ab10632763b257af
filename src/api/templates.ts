import { queryOptions } from '@tanstack/react-query';
import type { DomainName } from '../lib/domain-name.ts';
import { apiGet, type RequestOptions } from './http.ts';
import { templateRecordListSchema, type TemplateRecord } from '../contract/schemas.ts';

/**
 * GET /dns/v1/templates/{templateId}/records (spec 4.5). `templateId` must be checked with
 * parseResourceId; with `domain`, its Punycode form goes in `domain_name` and the server substitutes.
 */
export function listTemplateRecords(
  templateId: string,
  domain: DomainName | undefined,
  options: RequestOptions = {},
): Promise<TemplateRecord[]> {
  const query = new URLSearchParams();
  if (domain) query.set('domain_name', domain.ascii);
  return apiGet(`/dns/v1/templates/${encodeURIComponent(templateId)}/records`, templateRecordListSchema, {
    ...options,
    query,
  });
}

/** `all` is the key every template query starts with; the others are the queries themselves. */
export const templateQueries = {
  all: () => ['templates'] as const,
  records: (templateId: string, domain?: DomainName) =>
    queryOptions({
      queryKey: [...templateQueries.all(), templateId, 'records', domain?.ascii ?? null] as const,
      queryFn: ({ signal }) => listTemplateRecords(templateId, domain, { signal }),
      staleTime: 5 * 60_000,
    }),
};
