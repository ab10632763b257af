import type { FetchAllProgress } from '../../api/records.ts';
import { PagingIgnoredNotice } from '../../components/paging-ignored-notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { isUnknownDomainAnswer, UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
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
import { RecordsPager, type RecordsPagerProps } from './records-pager.tsx';
import { RecordsTable } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import { useRecordsCount, type RecordsCount } from './use-records-count.ts';
import { useRecordsInBrowser } from './use-records-in-browser.ts';
import { useRecordsPage } from './use-records-page.ts';
import { useRecordsView } from './use-records-view.ts';
import { describeFilters, describeOrder, hasFilters } from './records-view.ts';
import { UnappliedFilterNotice, type InBrowserState } from './unapplied-filter-notice.tsx';
import { UnappliedOrderNotice } from './unapplied-order-notice.tsx';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { IgnoredPagingNotice } from './ignored-paging-notice.tsx';
import { Mono } from '../../components/ui/mono.tsx';

/**
 * `/domains/:domain/records`: the live records of a domain, paged, sorted and searched by the
 * API — or, where its answers show it did not apply the view's filter or sort, read whole and done
 * here (useRecordsInBrowser). The URL holds the whole view (see `records-view.ts`), so a link
 * reproduces it.
 */
export function RecordsPage() {
  const domain = useDomain();
  const { view, problems, link, dropProblems } = useRecordsView();
  const page = useRecordsPage(domain, view);
  const { query } = page;
  // Read from the answer to this view's own request (not the previous view's rows kept meanwhile),
  // and from the answers to its other pages.
  const answer = page.settled ? query.data : undefined;
  const browser = useRecordsInBrowser(domain, view, answer, page.ignoredPaging);
  const { unapplied, unappliedOrder, live } = browser;
  // The view done in the browser, once every live record is read.
  const done = browser.result;
  const reading = browser.needed && done === undefined && live.isFetching;
  const inBrowser: InBrowserState =
    done !== undefined ? { kind: 'done', read: done.read } : reading ? { kind: 'reading' } : { kind: 'as-sent' };
  const probed = useRecordsCount(domain, view, {
    settled: page.settled,
    nextPage: page.nextPage,
    shown: page.rows.length,
    // Neither counted nor estimated: what the service sent is not the view, or its pages cannot tell
    // (`needed` holds paging ignored as well as a filter or sort).
    pagingIgnored: browser.needed,
  });
  const rows = done?.rows ?? page.rows;
  const count: RecordsCount = done === undefined ? probed : { kind: 'exact', count: done.total };
  const pagerProps = {
    shown: rows.length,
    // While every record is read, the service's own next page is not this view's.
    nextPage: reading
      ? 'checking'
      : done === undefined
        ? page.nextPage
        : view.offset + rows.length < done.total
          ? 'yes'
          : 'no',
    nextOffset: done === undefined ? page.nextOffset : view.offset + rows.length,
    loading: page.loading || query.isPending || reading,
    count,
  } satisfies Omit<RecordsPagerProps, 'placement'>;
  // The API refused this view and nothing is shown: no pager, and nothing to download; the error's
  // Retry is the way on — or, for a domain the DNS API does not know (a 404 to its records, whose
  // only variable is the name), the notice's ways to another domain, with no toolbar either.
  const failed = query.isError && query.data === undefined;
  const unknownDomain = failed && isUnknownDomainAnswer(query.error);
  // No rows to stand in while this view loads (the previous view had none): an empty state now
  // would be the previous answer's, said as this view's. The loading state until it comes. While
  // every live record is read, the rows the service sent are not the view's either.
  const waiting = query.isPending || (page.loading && page.rows.length === 0) || reading;
  // This view settled with nothing in it: the empty state says why and offers the way out; a pager of
  // disabled moves over "No records" would only stand in its way.
  const empty = !waiting && query.data !== undefined && rows.length === 0;
  const order = describeOrder(view);
  // What the page does in the browser, named for the notices of the reading.
  const doneHere = unapplied ? 'filter' : unappliedOrder ? 'sort' : 'page';
  // Sorted as asked: by the service, or here.
  const sorted = unappliedOrder === null || done !== undefined;

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
      {unknownDomain ? <UnknownDomainNotice domain={domain} error={query.error} /> : <RecordsToolbar />}

      {failed || empty ? null : <RecordsPager placement="top" {...pagerProps} />}

      {query.isError && !unknownDomain ? (
        <ApiErrorNotice what="records" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {page.capped && done === undefined ? (
        <Notice title="The DNS API sent a shorter page than asked for">
          It sent {formatCount(page.capped.received)} records where {formatCount(view.limit + 1)} were asked for, yet
          more follow: it seems to cap the page size. Next continues right after the last record shown, so none is
          skipped.
        </Notice>
      ) : null}

      {/* Read as the whole set from a service that sent the same records for every page: said below. */}
      {page.ignoredPaging && !done?.pagingIgnored ? (
        <IgnoredPagingNotice
          ignored={page.ignoredPaging}
          limit={view.limit}
          offset={view.offset}
          filtered={unapplied === null && hasFilters(view)}
          state={inBrowser}
        />
      ) : null}
      {unapplied ? (
        <UnappliedFilterNotice unapplied={unapplied} filterWords={describeFilters(view)} state={inBrowser} />
      ) : null}
      {unappliedOrder ? (
        <UnappliedOrderNotice unapplied={unappliedOrder} orderBy={view.order_by} orderWords={order} state={inBrowser} />
      ) : null}
      {reading ? (
        <ReadingEveryRecord progress={browser.progress} onCancel={browser.cancel} />
      ) : browser.needed && done === undefined ? (
        live.isError ? (
          <ApiErrorNotice
            what={`every record of ${domain.unicode}, to ${doneHere} them here`}
            error={live.error}
            onRetry={() => void live.refetch()}
          />
        ) : live.isPending && page.settled ? (
          <Notice
            title="Reading every record was stopped"
            actions={
              <Button size="sm" variant="primary" onClick={() => void live.refetch()}>
                Read every record
              </Button>
            }
          >
            The records below are what the DNS API sent. Reading every record of the zone lets Zonescope {doneHere} them
            here.
          </Notice>
        ) : null
      ) : null}
      {done?.pagingIgnored ? (
        <PagingIgnoredNotice count={done.read} absent="A record it did not send is neither listed nor counted here." />
      ) : null}

      {/* A fixed slot, so that the loading bar does not push the table down. */}
      <div className="-mb-3 h-1">
        {page.loading && !waiting ? <ProgressBar label="Loading records" className="h-1" /> : null}
      </div>

      {waiting ? (
        <SkeletonRows rows={10} label={reading ? 'Reading every record…' : 'Loading records…'} />
      ) : query.data === undefined ? null : empty ? (
        <RecordsEmptyState domainName={domain.unicode} />
      ) : (
        <RecordsTable
          rows={rows}
          busy={page.loading && done === undefined}
          caption={`Records of ${domain.unicode}, ${describeRange(view.offset, rows.length)}, ${sorted ? `sorted ${order}` : 'in the order the DNS API sent'}`}
        />
      )}

      {rows.length > 25 && !reading ? <RecordsPager placement="bottom" {...pagerProps} /> : null}
    </div>
  );
}

/** How far the reading of every live record has come, and its Cancel (the rows sent come back). */
function ReadingEveryRecord({ progress, onCancel }: { progress: FetchAllProgress | null; onCancel: () => void }) {
  const text = `${formatCountOf(progress?.fetched ?? 0, 'record')} read (${formatCountOf(progress?.pages ?? 0, 'page')})`;
  return (
    <section
      aria-label="Reading every record"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          Reading every record of the zone, page by page… <span aria-hidden="true">{text}</span>
        </p>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ProgressBar label="Records read" valueText={text} />
    </section>
  );
}
