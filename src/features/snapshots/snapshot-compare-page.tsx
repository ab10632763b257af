import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecordsFilter } from '../../api/records.ts';
import type { Snapshot } from '../../api/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useAllRecords } from '../../hooks/use-all-records.ts';
import { useDomain } from '../../hooks/use-domain-param.ts';
import { useLocalTimeZone } from '../../hooks/use-page-time.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import type { RollbackOrigin } from '../../lib/rollback-report.ts';
import type { ParamProblem } from '../../lib/url-state.ts';
import { TextOrDash } from '../../components/data-table/dns-cells.tsx';
import { RollbackView } from './rollback-view.tsx';
import { useSnapshotIdParam } from './snapshot-id-param.ts';
import { InvalidSnapshotIdNotice, SnapshotLoadError } from './snapshot-notices.tsx';
import { SnapshotTime } from './snapshot-time.tsx';
import { compareUrlState, type ComparePart, type RollbackActionFilter } from './snapshot-url-state.ts';

export function SnapshotComparePage() {
  const domain = useDomain();
  const id = useSnapshotIdParam();
  const { state, problems, setState } = useUrlState(compareUrlState);

  if (!id.ok) {
    return (
      <div className="flex flex-col gap-4">
        <title>{`Invalid snapshot id · ${domain.unicode} · Zonescope`}</title>
        <PageHeader title={`Compare a snapshot of ${domain.unicode}`} />
        <InvalidSnapshotIdNotice domain={domain} input={id.input} reason={id.reason} />
      </div>
    );
  }

  const origin: RollbackOrigin =
    state.with === 'current' ? { kind: 'current' } : { kind: 'snapshot', snapshotId: state.with };
  // The live zone's GEO and failover records cannot be listed: against it only records compare.
  const partProblem: ParamProblem | null =
    origin.kind === 'current' && state.part !== 'records'
      ? { param: 'part', value: state.part, reason: 'needs another snapshot to compare with; records are shown' }
      : null;
  const view: ViewControls = {
    part: partProblem ? 'records' : state.part,
    show: state.show,
    onPart: (part) => setState({ part, show: 'all' }, { history: 'push' }),
    onShow: (show) => setState({ show }, { history: 'push' }),
  };
  const title =
    origin.kind === 'current'
      ? `Compare snapshot ${id.id} with the current zone`
      : `Compare snapshot ${id.id} with snapshot ${origin.snapshotId}`;

  return (
    <div className="flex flex-col gap-4">
      <title>{`Roll back to snapshot ${id.id}? · ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { label: `Snapshots of ${domain.unicode}`, to: paths.snapshots(domain.unicode) },
              { label: id.id, to: paths.snapshot(domain.unicode, id.id) },
            ]}
            current="Compare"
          />
        }
        title={title}
        description={
          origin.kind === 'current'
            ? `Read as a rollback: what would change if ${domain.unicode}, as it is now, were rolled back to snapshot ${id.id}.`
            : `Read as a rollback: what would change if ${domain.unicode} were as in snapshot ${origin.snapshotId} and were rolled back to snapshot ${id.id}.`
        }
        actions={<CopyLinkButton />}
      />
      <UrlProblemsNotice
        problems={partProblem ? [...problems, partProblem] : problems}
        onDismiss={() => setState(partProblem ? { part: 'records' } : {}, { history: 'replace' })}
      />
      {origin.kind === 'snapshot' && origin.snapshotId === id.id ? (
        <Notice tone="warning" title="The snapshot is compared with itself">
          Choose another snapshot or the current zone to see what a rollback would change.
        </Notice>
      ) : null}
      {origin.kind === 'current' ? (
        <CompareWithCurrent domain={domain} snapshotId={id.id} view={view} />
      ) : (
        <CompareWithSnapshot domain={domain} snapshotId={id.id} otherId={origin.snapshotId} view={view} />
      )}
    </div>
  );
}

type ViewControls = {
  part: ComparePart;
  show: RollbackActionFilter;
  onPart: (part: ComparePart) => void;
  onShow: (show: RollbackActionFilter) => void;
};

const ALL_RECORDS: RecordsFilter = {};

function CompareWithCurrent({
  domain,
  snapshotId,
  view,
}: {
  domain: DomainName;
  snapshotId: string;
  view: ViewControls;
}) {
  const target = useQuery(snapshotQueries.detail(domain, snapshotId));
  const live = useAllRecords(domain, ALL_RECORDS, { enabled: true });
  const localZone = useLocalTimeZone();
  const liveQuery = live.query;

  const fromSide = liveQuery.data ? (
    <>
      <p className="font-semibold">The current zone</p>
      <p>
        {liveQuery.data.length.toLocaleString('en')} live records, fetched{' '}
        {formatDateTime(new Date(liveQuery.dataUpdatedAt), localZone)}
      </p>
      <Button
        size="sm"
        variant="ghost"
        className="mt-1 self-start"
        onClick={() => void liveQuery.refetch()}
        disabled={liveQuery.isFetching}
      >
        {liveQuery.isFetching ? 'Fetching…' : 'Fetch again'}
      </Button>
    </>
  ) : (
    <p className="font-semibold">The current zone</p>
  );

  return (
    <>
      <Sides
        from={fromSide}
        to={<SnapshotSide domain={domain} snapshotId={snapshotId} snapshot={target.data} failed={target.isError} />}
        actions={null}
      />
      {target.isError ? (
        <SnapshotLoadError
          domain={domain}
          snapshotId={snapshotId}
          error={target.error}
          onRetry={() => void target.refetch()}
        />
      ) : null}
      {liveQuery.isError ? (
        <ApiErrorNotice what="the live records" error={liveQuery.error} onRetry={() => void liveQuery.refetch()} />
      ) : null}
      {liveQuery.isPending && liveQuery.isFetching ? (
        <LiveProgress
          fetched={live.progress?.fetched ?? 0}
          pages={live.progress?.pages ?? 0}
          expected={target.data?.snapshot_records}
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
      {target.isPending && !target.isError ? <SkeletonRows rows={4} label={`Loading snapshot ${snapshotId}…`} /> : null}
      {target.data && liveQuery.data ? (
        <RollbackView
          domain={domain}
          target={target.data}
          origin={{ kind: 'current' }}
          fromRecords={liveQuery.data}
          {...view}
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
  const text = `${fetched.toLocaleString('en')} live records fetched (${pages} ${pages === 1 ? 'page' : 'pages'})`;
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

function CompareWithSnapshot({
  domain,
  snapshotId,
  otherId,
  view,
}: {
  domain: DomainName;
  snapshotId: string;
  otherId: string;
  view: ViewControls;
}) {
  const target = useQuery(snapshotQueries.detail(domain, snapshotId));
  const other = useQuery(snapshotQueries.detail(domain, otherId));

  return (
    <>
      <Sides
        from={<SnapshotSide domain={domain} snapshotId={otherId} snapshot={other.data} failed={other.isError} />}
        to={<SnapshotSide domain={domain} snapshotId={snapshotId} snapshot={target.data} failed={target.isError} />}
        // A snapshot that failed to load leaves only the way back its notice offers.
        actions={
          target.isError || other.isError ? null : (
            <>
              <Link
                to={paths.compare(domain.unicode, otherId, snapshotId)}
                className={buttonClasses('secondary', 'sm')}
              >
                Swap: roll back from {snapshotId} to {otherId}
              </Link>
              <Link
                to={paths.compare(domain.unicode, snapshotId, 'current')}
                className={buttonClasses('secondary', 'sm')}
              >
                Compare {snapshotId} with the current zone
              </Link>
            </>
          )
        }
      />
      {target.isError ? (
        <SnapshotLoadError
          domain={domain}
          snapshotId={snapshotId}
          error={target.error}
          onRetry={() => void target.refetch()}
        />
      ) : null}
      {other.isError ? (
        <SnapshotLoadError
          domain={domain}
          snapshotId={otherId}
          error={other.error}
          onRetry={() => void other.refetch()}
        />
      ) : null}
      {(target.isPending || other.isPending) && !target.isError && !other.isError ? (
        <SkeletonRows rows={6} label="Loading both snapshots…" />
      ) : null}
      {target.data && other.data ? (
        <RollbackView
          domain={domain}
          target={target.data}
          origin={{ kind: 'snapshot', snapshotId: otherId }}
          fromRecords={other.data.snapshot.records}
          fromGeo={other.data.snapshot.geo_records}
          fromFailover={other.data.snapshot.failover_records}
          {...view}
        />
      ) : null}
    </>
  );
}

/** The two ends of the rollback, side by side. */
function Sides({ from, to, actions }: { from: ReactNode; to: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-3 md:grid-cols-2">
        <section
          aria-label="Before the rollback"
          className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
        >
          <h2 className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">Before the rollback</h2>
          <div className="mt-1 flex flex-col gap-0.5">{from}</div>
        </section>
        <section
          aria-label="After the rollback"
          className="rounded-lg border border-brand-500/60 p-3 text-sm dark:border-brand-500/60"
        >
          <h2 className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">After the rollback</h2>
          <div className="mt-1 flex flex-col gap-0.5">{to}</div>
        </section>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** One end of the comparison: the snapshot's facts, a placeholder while it loads, a word when it failed. */
function SnapshotSide({
  domain,
  snapshotId,
  snapshot,
  failed,
}: {
  domain: DomainName;
  snapshotId: string;
  snapshot: Snapshot | undefined;
  failed: boolean;
}) {
  return (
    <>
      <p className="font-semibold">
        <Link to={paths.snapshot(domain.unicode, snapshotId)} className={textLinkClasses}>
          Snapshot {snapshotId}
        </Link>
      </p>
      {snapshot ? (
        <>
          <SnapshotTime time={snapshot.snapshot_time} />
          <p>
            by <TextOrDash text={snapshot.snapshot_created_by} /> · {snapshot.snapshot_records.toLocaleString('en')}{' '}
            records, {snapshot.snapshot_geo_records.toLocaleString('en')} GEO,{' '}
            {snapshot.snapshot_failover_records.toLocaleString('en')} failover
          </p>
        </>
      ) : failed ? (
        <p className="text-slate-600 dark:text-slate-300">Not loaded: see the message below.</p>
      ) : (
        <Skeleton className="h-8 w-64" />
      )}
    </>
  );
}
