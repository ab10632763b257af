import { useMemo } from 'react';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useDomain } from '../../hooks/use-domain.ts';
import { describeRange } from './offset-paging.ts';
import { RecordsEmptyState } from './records-empty-state.tsx';
import { RecordsExportDialog } from './records-export-dialog.tsx';
import { RecordsPager } from './records-pager.tsx';
import { RecordsTable } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import { useRecordsCount } from './use-records-count.ts';
import { useRecordsPage } from './use-records-page.ts';
import { useRecordsView } from './use-records-view.ts';
import { describeFilters, describeOrder, recordsFilter } from './records-view.ts';
import { findUnappliedFilter } from './unapplied-filter.ts';
import { UnappliedFilterNotice } from './unapplied-filter-notice.tsx';
import { findUnappliedOrder } from './unapplied-order.ts';
import { UnappliedOrderNotice } from './unapplied-order-notice.tsx';
import { formatCount } from '../../lib/format-count.ts';
import { IgnoredPagingNotice } from './ignored-paging-notice.tsx';
import { Mono } from '../../components/ui/mono.tsx';

/**
 * `/domains/:domain/records`: the live records of a domain, paged, sorted and searched by the
 * API. The URL holds the whole view (see `records-view.ts`), so a link reproduces it.
 */
export function RecordsPage() {
  const domain = useDomain();
  const { view, problems, link, dropProblems } = useRecordsView();
  const page = useRecordsPage(domain, view);
  const { query } = page;
  const count = useRecordsCount(domain, view, {
    settled: page.settled,
    nextPage: page.nextPage,
    shown: page.rows.length,
    pagingIgnored: page.ignoredPaging !== null,
  });
  const pagerProps = {
    shown: page.rows.length,
    nextPage: page.nextPage,
    nextOffset: page.nextOffset,
    loading: page.loading || query.isPending,
    count,
  };
  // The API refused this view and nothing is shown (an unknown domain): no pager, and nothing to
  // download; the error's Retry is the way on.
  const failed = query.isError && query.data === undefined;
  // No rows to stand in while this view loads (the previous view had none): an empty state now
  // would be the previous answer's, said as this view's. The loading state until it comes.
  const waiting = query.isPending || (page.loading && page.rows.length === 0);
  const order = describeOrder(view);
  // Read from the answer to this view's own request (not the previous view's rows kept meanwhile).
  const answer = page.settled ? query.data : undefined;
  const unapplied = useMemo(
    () => (answer === undefined ? null : findUnappliedFilter(answer, recordsFilter(view))),
    [answer, view],
  );
  // The rows shown are the start of that answer.
  const unappliedOrder = useMemo(
    () => (answer === undefined ? null : findUnappliedOrder(page.rows, view.order_by, view.order_param)),
    [answer, page.rows, view.order_by, view.order_param],
  );

  return (
    <div className="flex flex-col gap-4">
      <title>{`Records of ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        title={`Records of ${domain.unicode}`}
        description={domain.ascii === domain.unicode ? null : <Mono>{domain.ascii}</Mono>}
        actions={
          <>
            <CopyLinkButton search={link} />
            {failed ? null : <RecordsExportDialog domain={domain} filterUnapplied={unapplied !== null} />}
          </>
        }
      />

      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />
      <RecordsToolbar />

      {failed ? null : <RecordsPager placement="top" {...pagerProps} />}

      {query.isError ? (
        <ApiErrorNotice what="records" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {page.capped ? (
        <Notice title="The DNS API sent a shorter page than asked for">
          It sent {formatCount(page.capped.received)} records where {formatCount(view.limit + 1)} were asked for, yet
          more follow: it seems to cap the page size. Next continues right after the last record shown, so none is
          skipped.
        </Notice>
      ) : null}

      {page.ignoredPaging ? (
        <IgnoredPagingNotice ignored={page.ignoredPaging} limit={view.limit} offset={view.offset} />
      ) : null}
      {unapplied ? <UnappliedFilterNotice unapplied={unapplied} filterWords={describeFilters(view)} /> : null}
      {unappliedOrder ? (
        <UnappliedOrderNotice unapplied={unappliedOrder} orderBy={view.order_by} orderWords={order} />
      ) : null}

      {/* A fixed slot, so that the loading bar does not push the table down. */}
      <div className="-mb-3 h-1">
        {page.loading && !waiting ? <ProgressBar label="Loading records" className="h-1" /> : null}
      </div>

      {waiting ? (
        <SkeletonRows rows={10} label="Loading records…" />
      ) : query.data === undefined ? null : page.rows.length === 0 ? (
        <RecordsEmptyState domainName={domain.unicode} />
      ) : (
        <RecordsTable
          rows={page.rows}
          busy={page.loading}
          caption={`Records of ${domain.unicode}, ${describeRange(view.offset, page.rows.length)}, ${unappliedOrder ? 'in the order the DNS API sent' : `sorted ${order}`}`}
        />
      )}

      {page.rows.length > 25 ? <RecordsPager placement="bottom" {...pagerProps} /> : null}
    </div>
  );
}
