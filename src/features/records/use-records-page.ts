import { partialMatchKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recordQueries } from '../../api/records.ts';
import type { DnsRecord } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { findIgnoredPaging, nextOffset, readPage } from './offset-paging.ts';
import { recordsRequest, type RecordsView } from './records-view.ts';

/** Whether Next leads somewhere: `checking` while a short page's successor is still on its way. */
export type NextPage = 'yes' | 'no' | 'checking';

const NO_RECORDS: readonly DnsRecord[] = [];

const sameRecord = (one: DnsRecord, other: DnsRecord) => one.record_id === other.record_id;

/**
 * The page of records a view shows: exactly one request per view, for `limit + 1` rows, so the
 * answer says whether a next page exists. Once it has arrived, the next page is fetched too, so
 * Next paints from the cache. A page no longer than `limit` is usually the last, but a server that
 * caps `limit` silently sends short pages as well: then the same next-page request tells, and Next
 * continues right after the last row shown (`capped` says so, for a notice).
 *
 * A service that does not apply the paging it is sent (more rows than asked for, or a next page
 * that begins where this one does) is read from the same two answers and, on a later page, from the
 * view's first page and the one after it where they are cached (`ignoredPaging`: so a page moved to
 * knows at once); Next is off when it ignores `offset`, as it would show the same rows again. The
 * records page then pages in the browser (useRecordsInBrowser).
 *
 * Both queries are observed, so when the view moves on, requests still under way for the old one
 * are cancelled. Neither asks again when the screen mounts on its failure: the route's loader asked
 * for both while this screen's code loaded (records-prefetch.ts), and an answer that came first
 * is shown with its Retry, not asked for twice. (Arriving on the route runs the loader again, and a
 * view the screen moves on to is asked for whatever it held.) While a new view of the same domain
 * loads, the previous rows stay; another domain's rows never stand in, so a domain switch shows the
 * loading skeleton under the new name.
 */
export function useRecordsPage(domain: DomainName, view: RecordsView) {
  const current = useQuery({
    ...recordQueries.list(domain, recordsRequest(view)),
    retryOnMount: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery !== undefined && partialMatchKey(previousQuery.queryKey, recordQueries.domain(domain))
        ? previous
        : undefined,
  });
  const reading = useMemo(
    () => (current.data === undefined ? undefined : readPage(current.data, view.limit)),
    [current.data, view.limit],
  );
  const settled = current.isSuccess && !current.isPlaceholderData;
  const following = nextOffset(view.offset, reading?.rows.length ?? 0);
  const next = useQuery({
    ...recordQueries.list(domain, recordsRequest(view, following)),
    retryOnMount: false,
    enabled: settled && reading !== undefined && reading.more !== 'no',
  });

  // The view's first page and the one after it, as cached when it was shown (never asked for here):
  // on a later page, a sign that the service does not page before this page's own answers tell.
  const firstPage = useQuery({ ...recordQueries.list(domain, recordsRequest(view, 0)), enabled: false }).data;
  const afterFirst = useQuery({
    ...recordQueries.list(
      domain,
      recordsRequest(view, nextOffset(0, readPage(firstPage ?? [], view.limit).rows.length)),
    ),
    enabled: false,
  }).data;
  const later = view.offset > 0;
  const ignoredPaging = useMemo(() => {
    const fromAnswer =
      settled && current.data !== undefined
        ? findIgnoredPaging(current.data, view.limit, [next.data, later ? firstPage : undefined], sameRecord)
        : null;
    return (
      fromAnswer ?? (later && firstPage ? findIgnoredPaging(firstPage, view.limit, [afterFirst], sameRecord) : null)
    );
  }, [settled, current.data, view.limit, next.data, later, firstPage, afterFirst]);

  let nextPage: NextPage = 'no';
  if (!settled || reading === undefined) nextPage = 'checking';
  else if (ignoredPaging?.offset) nextPage = 'no';
  else if (reading.more === 'yes') nextPage = 'yes';
  else if (reading.more === 'maybe') {
    // A failed check should not strand the person: let them try Next.
    if (next.isError) nextPage = 'yes';
    else if (next.data === undefined) nextPage = 'checking';
    else nextPage = next.data.length > 0 ? 'yes' : 'no';
  }

  return {
    query: current,
    rows: reading?.rows ?? NO_RECORDS,
    /** Rows shown belong to the previous view while this one loads. */
    loading: current.isFetching && !settled,
    settled,
    nextPage,
    nextOffset: following,
    /** Paging the service did not apply (see findIgnoredPaging), or null. */
    ignoredPaging,
    /** The server sent fewer rows than asked for, yet more follow: it caps the page size. */
    capped:
      settled && reading?.more === 'maybe' && !ignoredPaging?.offset && next.data !== undefined && next.data.length > 0
        ? { received: reading.rows.length }
        : null,
  };
}
