import { useQuery } from '@tanstack/react-query';
import type { ColumnSort, RowData } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import type { Snapshot } from '../../contract/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { columnValue, MemoryTable } from '../../components/data-table/memory-table.tsx';
import { TableFilter } from '../../components/data-table/table-filter.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton.tsx';
import { tabPanelProps, Tabs } from '../../components/ui/tabs.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useDomain } from '../../hooks/use-domain.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCount } from '../../lib/format-count.ts';
import { filterOrder, lazySearchTexts, sortKeyOf, sortOrder } from './in-memory-table.ts';
import { paths } from '../../lib/paths.ts';
import { newerSnapshot } from '../../lib/snapshot-timeline.ts';
import type { ParamProblem } from '../../lib/url-state.ts';
import { failoverTab, geoTab, recordsTab, sortableColumns, type SnapshotTabSpec } from './snapshot-columns.tsx';
import { SnapshotExport } from './snapshot-export.tsx';
import { SnapshotFacts } from './snapshot-facts.tsx';
import { useSnapshotIdParam } from './snapshot-id-param.ts';
import { InvalidSnapshotIdNotice, SnapshotLoadError } from './snapshot-notices.tsx';
import { snapshotDetailUrlState, type SnapshotSortColumn, type SnapshotTab } from './snapshot-url-state.ts';

export function SnapshotDetailPage() {
  const domain = useDomain();
  const id = useSnapshotIdParam();
  if (!id.ok) {
    return (
      <div className="flex flex-col gap-4">
        <title>{`Invalid snapshot id · ${domain.unicode} · Zonescope`}</title>
        <PageHeader title={`Snapshot of ${domain.unicode}`} />
        <InvalidSnapshotIdNotice domain={domain} input={id.input} reason={id.reason} />
      </div>
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
/** The rows of a tab in a sentence (“GEO” keeps its capitals): the filter's label and the table's texts. */
const TAB_NOUNS: Record<SnapshotTab, string> = {
  records: 'records',
  geo: 'GEO records',
  failover: 'failover records',
};

function SnapshotDetail({ domain, snapshotId }: { domain: DomainName; snapshotId: string }) {
  const { state, problems, setState } = useUrlState(snapshotDetailUrlState);
  const snapshot = useQuery(snapshotQueries.detail(domain, snapshotId));
  const data = snapshot.data;
  // The rows follow the filter box at each keystroke; the URL gets its text once typing pauses.
  const filter = useUrlDraft(state.q, (q) => setState({ q }, { history: 'replace' }));

  // A sort column of another tab (`?tab=records&sort=region`) is reported and ignored.
  const sortable = SORTABLE[state.tab];
  const sortProblem: ParamProblem | null =
    state.sort !== undefined && !sortable.includes(state.sort)
      ? { param: 'sort', value: state.sort, reason: `is not a column of the ${TAB_NAMES[state.tab]} tab` }
      : null;
  const sort: ColumnSort | undefined =
    state.sort !== undefined && sortProblem === null ? { id: state.sort, desc: state.dir === 'desc' } : undefined;

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
        breadcrumbs={
          <Breadcrumbs
            trail={[{ label: `Snapshots of ${domain.unicode}`, to: paths.snapshots(domain.unicode) }]}
            current={snapshotId}
          />
        }
        title={
          <>
            Snapshot <span className="font-mono">{snapshotId}</span> of {domain.unicode}
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
              <CopyLinkButton />
            </>
          ) : null
        }
      />
      <UrlProblemsNotice
        problems={sortProblem ? [...problems, sortProblem] : problems}
        onDismiss={() => setState(sortProblem ? { sort: undefined, dir: 'asc' } : {}, { history: 'replace' })}
      />

      {snapshot.isPending ? (
        <>
          <Skeleton className="h-24 w-full" />
          <SkeletonRows label={`Loading snapshot ${snapshotId}…`} />
        </>
      ) : null}
      {snapshot.isError ? (
        <SnapshotLoadError
          domain={domain}
          snapshotId={snapshotId}
          error={snapshot.error}
          onRetry={() => void snapshot.refetch()}
        />
      ) : null}
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
                { value: 'records', label: `Records (${formatCount(data.snapshot.records.length)})` },
                { value: 'geo', label: `GEO records (${formatCount(data.snapshot.geo_records.length)})` },
                {
                  value: 'failover',
                  label: `Failover records (${formatCount(data.snapshot.failover_records.length)})`,
                },
              ]}
            />
            <div {...tabPanelProps('snapshot', state.tab)} className="flex flex-col gap-3 outline-none">
              <TableFilter
                label={`Filter ${TAB_NOUNS[state.tab]}`}
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

type TabContentProps = {
  tab: SnapshotTab;
  snapshot: Snapshot;
  query: string;
  sort: ColumnSort | undefined;
  onSort: (sort: ColumnSort | undefined) => void;
  onClearFilter: () => void;
};

function SnapshotTabContent({ tab, snapshot, ...rest }: TabContentProps) {
  const content = snapshot.snapshot;
  switch (tab) {
    case 'records':
      return <SnapshotTable key={tab} spec={recordsTab} rows={content.records} noun={TAB_NOUNS.records} {...rest} />;
    case 'geo':
      return <SnapshotTable key={tab} spec={geoTab} rows={content.geo_records} noun={TAB_NOUNS.geo} {...rest} />;
    case 'failover':
      return (
        <SnapshotTable
          key={tab}
          spec={failoverTab}
          rows={content.failover_records}
          noun={TAB_NOUNS.failover}
          {...rest}
        />
      );
  }
}

type SnapshotTableProps<Row extends RowData> = Omit<TabContentProps, 'tab' | 'snapshot'> & {
  spec: SnapshotTabSpec<Row>;
  rows: readonly Row[];
  noun: string;
};

/** One tab's rows, sorted and filtered in memory, virtualized against the window. */
function SnapshotTable<Row extends RowData>({
  spec,
  rows,
  noun,
  query,
  sort,
  onSort,
  onClearFilter,
}: SnapshotTableProps<Row>) {
  // Built on first use, and ahead of it when the browser is idle: the first paint does not wait
  // for the search text of 50,000 rows, and neither does the first keystroke.
  const searchTexts = useMemo(() => lazySearchTexts(rows, spec.searchText), [rows, spec]);
  useEffect(() => whenIdle(searchTexts), [searchTexts]);
  // Sorted by what the column shows (its accessor), numbers as numbers, on row indices.
  const read = sort ? columnValue(spec.columns, sort.id) : undefined;
  const desc = sort?.desc ?? false;
  const sorted = useMemo(
    () =>
      read
        ? sortOrder(
            rows.map((row, index) => {
              const value = read(row, index);
              return sortKeyOf(typeof value === 'string' ? value : undefined);
            }),
            desc ? 'desc' : 'asc',
          )
        : rows.map((_, index) => index),
    [rows, read, desc],
  );
  // Filtered in the keystroke's own render: a scan of 50,000 search texts takes a few ms and only
  // the rows in view render, so one render paints sooner than a stale one followed by a deferred one.
  const order = useMemo(
    () => (query.trim() === '' ? sorted : filterOrder(sorted, searchTexts(), query)),
    [sorted, searchTexts, query],
  );
  const filtered = query.trim() !== '';

  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {filtered
          ? `${formatCount(order.length)} of ${formatCount(rows.length)} ${noun} match the filter.`
          : `${formatCount(rows.length)} ${noun}${sort ? '' : ', in the order of the snapshot'}.`}
      </p>
      <MemoryTable
        caption={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} of the snapshot`}
        columns={spec.columns}
        rows={rows}
        order={order}
        sort={sort}
        onSort={onSort}
        empty={
          rows.length === 0 ? (
            `This snapshot has no ${noun}.`
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              No {noun} match “{query}”.
              <Button size="sm" onClick={onClearFilter}>
                Clear the filter
              </Button>
            </span>
          )
        }
      />
    </>
  );
}

/** Runs `work` when the browser is idle (soon, where it cannot say); returns the cancel function. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 100);
  return () => clearTimeout(timer);
}
