import type { QueryClient } from '@tanstack/react-query';
import { isNotFoundError } from '../../api/api-error.ts';
import { recordQueries, WHOLE_ZONE } from '../../api/records.ts';
import { templateQueries } from '../../api/templates.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { templateUrlState } from './template-url-state.ts';

/**
 * What the template screen's first view shows, asked for as the route is entered (see
 * `records-prefetch.ts`): the raw template; with a domain, the records as the server substitutes
 * them; with `compare=yes`, every live record of the domain — a reading stopped once the template
 * is found missing, as the screen asks for nothing else then. Settles, never throws.
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
  const raw = templateQueries.records(id.id);
  const live = domain?.ok && state.compare ? recordQueries.allPages(domain.domain, WHOLE_ZONE) : null;
  await Promise.all([
    queryClient.prefetchQuery(raw).then(async () => {
      if (live !== null && isNotFoundError(queryClient.getQueryState(raw.queryKey)?.error))
        await queryClient.cancelQueries({ queryKey: live.queryKey });
    }),
    ...(domain?.ok ? [queryClient.prefetchQuery(templateQueries.records(id.id, domain.domain))] : []),
    ...(live === null ? [] : [queryClient.prefetchQuery(live)]),
  ]);
}
