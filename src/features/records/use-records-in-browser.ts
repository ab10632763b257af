import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recordQueries, WHOLE_ZONE, type RecordsFilter, type RecordsQuery } from '../../api/records.ts';
import type { DnsRecord } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { useAllRecords } from '../../hooks/use-all-records.ts';
import type { IgnoredPaging } from './offset-paging.ts';
import { matchingRecords, pageInBrowser } from './records-in-browser.ts';
import { hasFilters, recordsFilter, recordsViewCodec, type RecordsView } from './records-view.ts';
import { findUnappliedFilter } from './unapplied-filter.ts';
import { findUnappliedOrder } from './unapplied-order.ts';

/**
 * The answers in the cache to the requests of any page of `query`'s filter (and order, if named):
 * what the service sent for this view at other offsets, or for this one before.
 */
function cachedAnswers(
  queryClient: QueryClient,
  domain: DomainName,
  filter: RecordsFilter,
  order?: Pick<RecordsQuery, 'order_by' | 'order_param'>,
): DnsRecord[][] {
  // Every filter named, those not in the view as undefined: a page of another filter does not match.
  const query: RecordsQuery = {
    search_text: filter.search_text,
    strict_search: filter.strict_search,
    search_record_type: filter.search_record_type,
    ...order,
  };
  return queryClient
    .getQueriesData<DnsRecord[]>({ queryKey: [...recordQueries.lists(domain), query] })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

/** The first sign `find` reads in this view's answer or, failing that, in the cached ones. */
function firstSign<Sign>(
  answer: readonly DnsRecord[] | undefined,
  cached: () => readonly DnsRecord[][],
  find: (sent: readonly DnsRecord[]) => Sign | null,
): Sign | null {
  const fromAnswer = answer === undefined ? null : find(answer);
  if (fromAnswer) return fromAnswer;
  for (const sent of cached()) {
    const found = find(sent);
    if (found) return found;
  }
  return null;
}

/**
 * Whether the service did not apply the view's filter, sort or paging (`ignoredPaging`, from
 * useRecordsPage), and if so the view done in the browser instead: every live record read the one way the app reads them (recordQueries.allPages,
 * with its progress and its handling of a service that ignores `offset`), then filtered, sorted and
 * paged here (records-in-browser.ts).
 *
 * The signs are read from the answer to this view's request and from the answers to its other
 * pages still in the cache (all with the view's filter, and its order for the sort): a page moved
 * to is done in the browser at once, from records already read, and a page past the end of the
 * unfiltered zone, whose empty answer shows nothing, is not taken as the end of the filtered list.
 * A service that applies what it is sent gives no sign: one request per view, and nothing more.
 * With the filter unapplied the whole zone is read (`{}`: the same records as a comparison with the
 * current zone uses); with only the sort or the paging unapplied, the filtered records.
 */
export function useRecordsInBrowser(
  domain: DomainName,
  view: RecordsView,
  answer: readonly DnsRecord[] | undefined,
  ignoredPaging: IgnoredPaging | null,
) {
  const queryClient = useQueryClient();
  const { search_text, strict_search, search_record_type, order_by, order_param } = view;
  // The same filter while the view only pages: paging does not filter or sort again.
  const filter = useMemo(
    () => recordsFilter({ ...recordsViewCodec.defaults, search_text, strict_search, search_record_type }),
    [search_text, strict_search, search_record_type],
  );
  const filtered = hasFilters(view);
  // The cache is read again whenever this view's answer changes (or the view does).
  const unapplied = useMemo(
    () =>
      filtered
        ? firstSign(
            answer,
            () => cachedAnswers(queryClient, domain, filter),
            (sent) => findUnappliedFilter(sent, filter),
          )
        : null,
    [filtered, answer, queryClient, domain, filter],
  );
  const unappliedOrder = useMemo(
    () =>
      firstSign(
        answer,
        () => cachedAnswers(queryClient, domain, filter, { order_by, order_param }),
        (sent) => findUnappliedOrder(sent, order_by, order_param),
      ),
    [answer, queryClient, domain, filter, order_by, order_param],
  );

  const needed = unapplied !== null || unappliedOrder !== null || ignoredPaging !== null;
  const live = useAllRecords(domain, unapplied === null ? filter : WHOLE_ZONE, { enabled: needed });
  const records = needed ? live.query.data : undefined;

  const matching = useMemo(
    () => (records === undefined ? undefined : matchingRecords(records.records, filter, order_by, order_param)),
    [records, filter, order_by, order_param],
  );
  const page = useMemo(() => (matching === undefined ? undefined : pageInBrowser(matching, view)), [matching, view]);

  return {
    /** The filter the service did not apply (findUnappliedFilter), or null. */
    unapplied,
    /** The sort the service did not apply (findUnappliedOrder), or null. */
    unappliedOrder,
    /** Whether the view is done in the browser: the live records are read, or were. */
    needed,
    live: live.query,
    progress: live.progress,
    cancel: live.cancel,
    /** The view done in the browser, once every live record is read; with how many were read. */
    result:
      page === undefined || records === undefined
        ? undefined
        : { ...page, read: records.records.length, pagingIgnored: records.pagingIgnored },
  };
}
