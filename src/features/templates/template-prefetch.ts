import type { QueryClient } from '@tanstack/react-query';
import { recordQueries, WHOLE_ZONE } from '../../api/records.ts';
import { templateQueries } from '../../api/templates.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { templateUrlState } from './template-url-state.ts';

/**
 * What the template screen's first view shows, asked for as the route is entered (see
 * `records-prefetch.ts`): the raw template; with a domain, the records as the server substitutes
 * them; with `compare=yes`, every live record of the domain. Settles, never throws.
 */
export async function prefetchTemplatePage(
  queryClient: QueryClient,
  templateParam: string | undefined,
  url: URL,
): Promise<void> {
  const id = parseResourceId(templateParam ?? '', 'template');
  if (!id.ok) return;
  const { state } = templateUrlState.parse(url.searchParams);
  const domain = state.domain_name === undefined ? undefined : parseDomainName(state.domain_name);
  await Promise.all([
    queryClient.prefetchQuery(templateQueries.records(id.id)),
    ...(domain?.ok
      ? [
          queryClient.prefetchQuery(templateQueries.records(id.id, domain.domain)),
          ...(state.compare ? [queryClient.prefetchQuery(recordQueries.allPages(domain.domain, WHOLE_ZONE))] : []),
        ]
      : []),
  ]);
}
