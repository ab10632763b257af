import { formatCountOf } from '../../lib/format-count.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { isNotFoundError } from '../../api/api-error.ts';
import { WHOLE_ZONE } from '../../api/records.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { PagingIgnoredNotice } from '../../components/paging-ignored-notice.tsx';
import { UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useAllRecords } from '../../hooks/use-all-records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useLocalTimeZone } from '../../hooks/use-page-time.ts';
import { RollbackView, type RollbackViewControls } from './rollback-view.tsx';
import { Sides, SnapshotSide } from './snapshot-compare-sides.tsx';
import { domainCheckOf, SnapshotLoadError, useSnapshotDomainCheck } from './snapshot-notices.tsx';

export function CompareWithCurrent({
  domain,
  snapshotId,
  view,
}: {
  domain: DomainName;
  snapshotId: string;
  view: RollbackViewControls;
}) {
  const target = useQuery(snapshotQueries.detail(domain, snapshotId));
  // A snapshot that is not there (rotated away since its link was shared) is compared with
  // nothing: the rest of the live zone, a request per 1,000 records, is not read for it — stopped
  // here in the browser, by the route's loader in a server render (prefetchSnapshotComparePage).
  const targetMissing = isNotFoundError(target.error);
  const live = useAllRecords(domain, WHOLE_ZONE, { enabled: !targetMissing });
  // An effect event: the hook's `cancel` is made afresh each render, and the effect is for the 404 alone.
  const cancelLive = useEffectEvent(() => live.cancel());
  useEffect(() => {
    if (targetMissing) cancelLive();
  }, [targetMissing]);
  const localZone = useLocalTimeZone();
  const liveQuery = live.query;
  // The live records are asked for the domain alone: a 404 there is an unknown domain, whatever
  // the snapshot's answer says, and their answer a known one. Where they were not read to the end
  // (the snapshot is missing), the domain's list of snapshots tells.
  const liveCheck = domainCheckOf(liveQuery);
  const liveTold = liveCheck.status === 'known' || liveCheck.status === 'unknown';
  const domainCheck = useSnapshotDomainCheck(domain, liveTold ? [] : [target.error]) ?? liveCheck;
  if (domainCheck.status === 'unknown') return <UnknownDomainNotice domain={domain} error={domainCheck.error} />;

  const fromSide = liveQuery.data ? (
    <>
      <p className="font-semibold">The current zone</p>
      <p>
        {liveQuery.data.records.length.toLocaleString('en')} live records, fetched{' '}
        {formatDateTime(new Date(liveQuery.dataUpdatedAt), localZone)}
      </p>
      {targetMissing ? null : (
        <Button
          size="sm"
          variant="ghost"
          className="mt-1 self-start"
          onClick={() => void liveQuery.refetch()}
          unavailable={liveQuery.isFetching}
        >
          {liveQuery.isFetching ? 'Fetching…' : 'Fetch again'}
        </Button>
      )}
    </>
  ) : (
    <p className="font-semibold">The current zone</p>
  );

  return (
    <>
      <Sides
        from={fromSide}
        to={<SnapshotSide domain={domain} snapshotId={snapshotId} snapshot={target.data} error={target.error} />}
        actions={null}
      />
      <SnapshotLoadError domain={domain} snapshotId={snapshotId} query={target} domainCheck={domainCheck} />
      {targetMissing ? null : <LiveState live={live} domain={domain} expected={target.data?.snapshot_records} />}
      {target.isPending && !target.isError ? <SkeletonRows rows={4} label={`Loading snapshot ${snapshotId}…`} /> : null}
      {target.data && liveQuery.data ? (
        <RollbackView
          domain={domain}
          target={target.data}
          origin={{ kind: 'current' }}
          fromRecords={liveQuery.data.records}
          {...view}
        />
      ) : null}
    </>
  );
}

/** How the reading of the live records stands: its progress, its failure, or that it was stopped. */
function LiveState({
  live,
  domain,
  expected,
}: {
  live: ReturnType<typeof useAllRecords>;
  domain: DomainName;
  expected: number | undefined;
}) {
  const liveQuery = live.query;
  return (
    <>
      {liveQuery.isError ? (
        <ApiErrorNotice what="the live records" error={liveQuery.error} onRetry={() => void liveQuery.refetch()} />
      ) : null}
      {liveQuery.isPending && liveQuery.isFetching ? (
        <LiveProgress
          fetched={live.progress?.fetched ?? 0}
          pages={live.progress?.pages ?? 0}
          expected={expected}
          onCancel={live.cancel}
        />
      ) : null}
      {liveQuery.isPending && !liveQuery.isFetching ? (
        <Notice
          tone="info"
          title="Fetching the live records was stopped"
          actions={
            <Button size="sm" variant="primary" onClick={() => void liveQuery.refetch()}>
              Fetch the live records
            </Button>
          }
        >
          The comparison needs every live record of {domain.unicode}. Nothing is compared until they are fetched.
        </Notice>
      ) : null}
      {liveQuery.data?.pagingIgnored ? (
        <PagingIgnoredNotice
          count={liveQuery.data.records.length}
          absent="A live record it did not send would show here as one the rollback adds, or not at all."
        />
      ) : null}
    </>
  );
}

function LiveProgress({
  fetched,
  pages,
  expected,
  onCancel,
}: {
  fetched: number;
  pages: number;
  expected: number | undefined;
  onCancel: () => void;
}) {
  const text = `${formatCountOf(fetched, 'live record')} fetched (${formatCountOf(pages, 'page')})`;
  return (
    <section
      aria-label="Fetching the live records"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          Fetching every live record, page by page, to compare with the snapshot… <span aria-hidden="true">{text}</span>
        </p>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ProgressBar
        label="Live records fetched"
        // The snapshot's size is only an estimate of the live zone's; the bar stays short of full until the end.
        {...(expected ? { value: Math.min(fetched, expected * 0.99), max: expected } : {})}
        valueText={text}
      />
    </section>
  );
}
