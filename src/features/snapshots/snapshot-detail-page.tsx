import { useQuery } from '@tanstack/react-query';
import type { ColumnSort } from '@tanstack/react-table';
import { Link } from 'react-router';
import { snapshotQueries } from '../../api/snapshots.ts';
import { TableFilter } from '../../components/data-table/table-filter.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton.tsx';
import { tabPanelProps, Tabs } from '../../components/ui/tabs.tsx';
import { UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useDomain } from '../../hooks/use-domain.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import { useUrlState, type UnusedParams } from '../../hooks/use-url-state.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { newerSnapshot } from '../../lib/snapshot-timeline.ts';
import { failoverTab, geoTab, recordsTab, sortableColumns } from './snapshot-columns.tsx';
import { SnapshotBreadcrumbs } from './snapshot-breadcrumbs.tsx';
import { SnapshotExport } from './snapshot-export.tsx';
import { SnapshotFacts } from './snapshot-facts.tsx';
import { useSnapshotIdParam } from './snapshot-id-param.ts';
import { InvalidSnapshotIdPage, SnapshotLoadError, useSnapshotDomainCheck } from './snapshot-notices.tsx';
import { PartTabLabel } from './part-tab-label.tsx';
import { SnapshotTabContent, TAB_NOUNS } from './snapshot-tab-table.tsx';
import { snapshotDetailUrlState, type SnapshotSortColumn, type SnapshotTab } from './snapshot-url-state.ts';
import { Mono } from '../../components/ui/mono.tsx';

export function SnapshotDetailPage() {
  const domain = useDomain();
  const id = useSnapshotIdParam();
  if (!id.ok) {
    return (
      <InvalidSnapshotIdPage
        domain={domain}
        title={`Snapshot of ${domain.unicode}`}
        input={id.input}
        reason={id.reason}
      />
    );
  }
  return <SnapshotDetail domain={domain} snapshotId={id.id} />;
}

const SORTABLE: Record<SnapshotTab, readonly SnapshotSortColumn[]> = {
  records: sortableColumns(recordsTab),
  geo: sortableColumns(geoTab),
  failover: sortableColumns(failoverTab),
};
const TAB_NAMES: Record<SnapshotTab, string> = {
  records: 'Records',
  geo: 'GEO records',
  failover: 'Failover records',
};
/** A sort column of another tab (`?tab=records&sort=region`) is reported and ignored. */
const unusedDetailParams: UnusedParams<typeof snapshotDetailUrlState.defaults> = (view) =>
  view.sort !== undefined && !SORTABLE[view.tab].includes(view.sort)
    ? {
        problems: [{ param: 'sort', value: view.sort, reason: `is not a column of the ${TAB_NAMES[view.tab]} tab` }],
        drop: { sort: undefined, dir: 'asc' },
      }
    : { problems: [], drop: {} };

function SnapshotDetail({ domain, snapshotId }: { domain: DomainName; snapshotId: string }) {
  const { state, problems, link, setState, dropProblems } = useUrlState(snapshotDetailUrlState, unusedDetailParams);
  const snapshot = useQuery(snapshotQueries.detail(domain, snapshotId));
  const domainCheck = useSnapshotDomainCheck(domain, [snapshot.error]);
  const data = snapshot.data;
  // The rows follow the filter box at each keystroke; the URL gets its text once typing pauses.
  const filter = useUrlDraft(state.q, (q) => setState({ q }, { history: 'replace' }));

  const sortable = SORTABLE[state.tab];
  const sort: ColumnSort | undefined =
    state.sort !== undefined && sortable.includes(state.sort)
      ? { id: state.sort, desc: state.dir === 'desc' }
      : undefined;

  // A header cycles ascending → descending → the snapshot's own order.
  const onSort = (next: ColumnSort | undefined) => {
    const column = sortable.find((candidate) => candidate === next?.id);
    if (next === undefined || column === undefined) setState({ sort: undefined, dir: 'asc' }, { history: 'push' });
    else setState({ sort: column, dir: next.desc ? 'desc' : 'asc' }, { history: 'push' });
  };

  return (
    <div className="flex flex-col gap-4">
      <title>{`Snapshot ${snapshotId} · ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        breadcrumbs={<SnapshotBreadcrumbs domain={domain} snapshotId={snapshotId} page="snapshot" />}
        title={
          <>
            Snapshot <Mono>{snapshotId}</Mono> of {domain.unicode}
          </>
        }
        // An unknown snapshot offers only the way back (in its notice): nothing here to compare or link to.
        actions={
          data ? (
            <>
              <Link
                to={paths.compare(domain.unicode, snapshotId, 'current')}
                className={buttonClasses('primary', 'sm')}
              >
                Compare with the current zone
              </Link>
              <NextSnapshotCompareLink domain={domain} snapshotId={snapshotId} />
              <CopyLinkButton search={link} />
            </>
          ) : null
        }
      />
      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />

      {snapshot.isPending || domainCheck?.status === 'checking' ? (
        <>
          <Skeleton className="h-24 w-full" />
          <SkeletonRows label={`Loading snapshot ${snapshotId}…`} />
        </>
      ) : null}
      {domainCheck?.status === 'unknown' ? <UnknownDomainNotice domain={domain} error={domainCheck.error} /> : null}
      <SnapshotLoadError domain={domain} snapshotId={snapshotId} query={snapshot} domainCheck={domainCheck} />
      {data ? (
        <>
          <SnapshotFacts snapshot={data} />
          <SnapshotExport domain={domain} snapshot={data} />
          <div className="flex flex-col gap-3">
            <Tabs
              label="Parts of the snapshot"
              idPrefix="snapshot"
              value={state.tab}
              onChange={(tab) => setState({ tab, sort: undefined, dir: 'asc' }, { history: 'push' })}
              items={[
                { value: 'records', label: <PartTabLabel part="records" count={data.snapshot.records.length} /> },
                { value: 'geo', label: <PartTabLabel part="geo" count={data.snapshot.geo_records.length} /> },
                {
                  value: 'failover',
                  label: <PartTabLabel part="failover" count={data.snapshot.failover_records.length} />,
                },
              ]}
            />
            <div {...tabPanelProps('snapshot', state.tab)} className="flex flex-col gap-3">
              <TableFilter
                label={`Filter ${TAB_NOUNS[state.tab].many}`}
                hint="Words in any column, in any order; not case-sensitive."
                value={filter.draft}
                onChange={filter.change}
                onBlur={filter.flush}
                onKeyDown={filter.keyDown}
                placeholder="e.g. www A"
                className="max-w-md"
              />
              <SnapshotTabContent
                tab={state.tab}
                snapshot={data}
                query={filter.draft}
                sort={sort}
                onSort={onSort}
                onClearFilter={() => {
                  filter.adopt('');
                  setState({ q: '' }, { history: 'push' });
                }}
              />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * A comparison with the next newer snapshot by time (what changed right after this one), when the
 * list names one; the API's list order is not relied on.
 */
function NextSnapshotCompareLink({ domain, snapshotId }: { domain: DomainName; snapshotId: string }) {
  const list = useQuery(snapshotQueries.list(domain));
  const newer = list.data ? newerSnapshot(list.data, snapshotId)?.snapshot_id : undefined;
  if (newer === undefined) return null;
  return (
    <Link to={paths.compare(domain.unicode, snapshotId, newer)} className={buttonClasses('secondary', 'sm')}>
      Compare with the next snapshot ({newer})
    </Link>
  );
}
