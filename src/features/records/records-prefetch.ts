import type { QueryClient } from '@tanstack/react-query';
import { recordQueries } from '../../api/records.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { nextOffset, readPage } from './offset-paging.ts';
import { recordsRequest, recordsViewCodec } from './records-view.ts';

/**
 * Starts the records request of the view a URL names, before the screen's code has even loaded
 * (the router calls this as the route's loader, in parallel with the lazy chunk), so the first
 * rows wait for one round trip instead of two. It is the very query the screen then observes (same
 * key, deduplicated by react-query; a failure is not asked again when the screen mounts:
 * use-records-page.ts), so no request is ever doubled; nothing is sent for a domain the layout
 * will refuse. Settles, never throws: the screen reports any failure itself. The browser
 * does not wait for it (the screen shows its loading state); the server does, to render the rows.
 *
 * A page shorter than asked for is usually the last, but only the next page can tell (a service may
 * cap the page size: offset-paging.ts); the screen asks for it as soon as the page is there, and so
 * does this, so that a server-rendered first view of a small zone says its count ("Records 1–39 of
 * 39", "Page 1 of 1") instead of the pager changing once the browser has asked.
 */
export async function prefetchRecordsPage(
  queryClient: QueryClient,
  domainParam: string | undefined,
  url: URL,
): Promise<void> {
  const domain = parseDomainName(domainParam ?? '');
  if (!domain.ok) return;
  const { state } = recordsViewCodec.parse(url.searchParams);
  const first = recordQueries.list(domain.domain, recordsRequest(state));
  await queryClient.prefetchQuery(first);
  const received = queryClient.getQueryData(first.queryKey);
  if (received === undefined) return;
  const reading = readPage(received, state.limit);
  if (reading.more !== 'maybe') return;
  const following = nextOffset(state.offset, reading.rows.length);
  await queryClient.prefetchQuery(recordQueries.list(domain.domain, recordsRequest(state, following)));
}
