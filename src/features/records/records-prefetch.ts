import type { QueryClient } from '@tanstack/react-query';
import { recordQueries } from '../../api/records.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { recordsRequest, recordsViewCodec } from './records-view.ts';

/**
 * Starts the records request of the view a URL names, before the screen's code has even loaded
 * (the router calls this as the route's loader, in parallel with the lazy chunk), so the first
 * rows wait for one round trip instead of two. It is the very query the screen then observes (same
 * key, deduplicated by react-query), so no request is ever doubled; nothing is sent for a domain
 * the layout will refuse. Settles, never throws: the screen reports any failure itself. The browser
 * does not wait for it (the screen shows its loading state); the server does, to render the rows.
 */
export async function prefetchRecordsPage(
  queryClient: QueryClient,
  domainParam: string | undefined,
  url: URL,
): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  if (!domain.ok) return;
  const { state } = recordsViewCodec.parse(url.searchParams);
  await queryClient.prefetchQuery(recordQueries.list(domain.domain, recordsRequest(state)));
}
