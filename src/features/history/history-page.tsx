import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Snapshot, SnapshotSummary } from '../../contract/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { isUnknownDomainAnswer, UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { MemoryTable } from '../../components/data-table/memory-table.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { PagingIgnoredNotice } from '../../components/paging-ignored-notice.tsx';
import { useAllRecords } from '../../hooks/use-all-records.ts';
import { useDomain } from '../../hooks/use-domain.ts';
import { useUrlState } from '../../hooks/use-url-state.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText, safeFileName } from '../../lib/download.ts';
import { parseUnixSeconds } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { historyColumns, historyTone, type HistoryTableRow, type StateLabel } from './history-columns.tsx';
import { writeHistoryCsv, writeHistoryJson, type HistoryStateInfo } from './history-export.ts';
import { HistoryNotFound } from './history-not-found.tsx';
import { HistoryProgress } from './history-progress.tsx';
import { HistorySummary } from './history-summary.tsx';
import { historyIdentity, unusedHistoryParams, historyUrlState, liveFilter, newestFirst } from './history-url-state.ts';
import {
  buildRecordHistory,
  selectCandidates,
  type HistoryRecord,
  type HistoryState,
  type RecordHistory,
  type RecordIdentity,
} from './record-history.ts';
import { useSnapshotStream, type HistorySnapshot, type StreamedSnapshot } from './use-snapshot-stream.ts';
import { Mono } from '../../components/ui/mono.tsx';
import { DnsText } from '../../components/data-table/dns-text.tsx';

/** `/domains/:domain/history?id=…` (or `?name=…&type=…`): one record across the live zone and every snapshot. */
export function HistoryPage() {
  const domain = useDomain();
  const { state, problems, link, dropProblems } = useUrlState(historyUrlState, unusedHistoryParams);
  const { identity } = historyIdentity(state);

  return (
    <div className="flex flex-col gap-4">
      <title>{`History${identity ? ` of ${describeIdentity(identity)}` : ''} · ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            trail={[{ label: `Records of ${domain.unicode}`, to: paths.records(domain.unicode) }]}
            current="History"
          />
        }
        title={
          identity === null ? (
            `History of a record of ${domain.unicode}`
          ) : (
            <>
              {/* Broken after a name's dots where it must be, not inside a label (“…example.co” | “m”). */}
              History of{' '}
              <Mono>
                <DnsText text={describeIdentity(identity)} />
              </Mono>
            </>
          )
        }
        description="The record in the live zone and in every snapshot, newest first, with what changed since the state before marked."
        actions={<CopyLinkButton search={link} />}
      />
      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />
      {identity === null ? (
        <Notice tone="info" title="Which record?">
          A history follows one record: open it from a record’s “History” link (on the records page, a snapshot, a
          comparison or the GEO page), or name it in the link: <Mono>?id=986</Mono>, or{' '}
          <Mono>?name=www.{domain.unicode}&amp;type=A</Mono> for a record set. Nothing was requested from the DNS API.
        </Notice>
      ) : (
        <RecordHistoryView key={`${domain.ascii}:${JSON.stringify(identity)}`} domain={domain} identity={identity} />
      )}
    </div>
  );
}

export function describeIdentity(identity: RecordIdentity): string {
  return identity.kind === 'id' ? `record ${identity.id}` : `${identity.name} ${identity.type}`;
}

function RecordHistoryView({ domain, identity }: { domain: DomainName; identity: RecordIdentity }) {
  const list = useQuery(snapshotQueries.list(domain));
  const summaries = useMemo(() => newestFirst(list.data ?? []), [list.data]);
  const ids = useMemo(() => summaries.map((summary) => summary.snapshot_id), [summaries]);
  const select = useCallback(
    (snapshot: Snapshot): HistorySnapshot => ({
      candidates: selectCandidates(identity, snapshot.snapshot.records),
      geoRecords: snapshot.snapshot.geo_records,
      failoverRecords: snapshot.snapshot.failover_records,
      createdBy: snapshot.snapshot_created_by,
    }),
    [identity],
  );
  const stream = useSnapshotStream(domain, ids, select);
  const live = useAllRecords(domain, liveFilter(identity), { enabled: !stream.stopped });
  const liveCandidates = useMemo(
    () => (live.query.data === undefined ? undefined : selectCandidates(identity, live.query.data.records)),
    [identity, live.query.data],
  );

  const history = useMemo(() => {
    const states: HistoryState[] = [];
    // Whether a snapshot older than the one at `index` (newest first) is not read: there a record
    // is not said to be first seen. Counted once from the oldest, not per snapshot: over thousands
    // of snapshots, asked again as each arrives, that was the page's main cost.
    const unreadFrom: boolean[] = [];
    let unread = false;
    for (let index = stream.snapshots.length - 1; index >= 0; index -= 1) {
      unread ||= stream.snapshots[index]?.data === undefined;
      unreadFrom[index] = unread;
    }
    const olderUnread = (index: number) => unreadFrom[index + 1] ?? false;
    if (liveCandidates !== undefined) {
      states.push({
        key: 'live',
        candidates: liveCandidates,
        geoRecords: undefined,
        failoverRecords: undefined,
        olderUnread: olderUnread(-1),
      });
    }
    stream.snapshots.forEach((snapshot, index) => {
      if (snapshot.data !== undefined)
        states.push({ key: snapshot.id, ...snapshot.data, olderUnread: olderUnread(index) });
    });
    return buildRecordHistory(identity, states);
  }, [identity, liveCandidates, stream.snapshots]);

  const liveStatus: StateProgress['status'] = live.query.data
    ? 'read'
    : live.query.isFetching
      ? 'reading'
      : live.query.isError
        ? 'failed'
        : 'waiting';
  const { error: liveError, refetch: refetchLive } = live.query;
  const progress: StateProgress[] = useMemo(
    () => [
      { id: 'live', status: liveStatus, error: liveError, retry: (): void => void refetchLive() },
      ...stream.snapshots,
    ],
    [liveStatus, liveError, refetchLive, stream.snapshots],
  );
  const rows = useMemo(
    () => tableRows(history, stateLabels(domain, identity, summaries, history), progress, stream.stopped),
    [domain, identity, summaries, history, progress, stream.stopped],
  );
  const order = useMemo(() => rows.map((_, index) => index), [rows]);
  // By id, a record may have been renamed or retyped: then name and type get columns of their own.
  const nameAndType =
    identity.kind === 'id' &&
    history.rows.some((row) =>
      row.changes.some((change) => change.field === 'record_name' || change.field === 'record_type'),
    );
  const columns = useMemo(() => historyColumns({ nameAndType }), [nameAndType]);

  const stateInfos = useMemo((): HistoryStateInfo[] => {
    const times = new Map(summaries.map((summary) => [summary.snapshot_id, summary.snapshot_time]));
    const creators = new Map(stream.snapshots.map((snapshot) => [snapshot.id, snapshot.data?.createdBy]));
    return progress.map((each) => ({
      key: each.id,
      time: times.get(each.id),
      createdBy: creators.get(each.id),
      status: each.status,
    }));
  }, [progress, summaries, stream.snapshots]);
  const fileBase = safeFileName(domain.unicode, 'history', describeIdentity(identity));
  const complete = progress.every((each) => each.status === 'read');
  const notFound = complete && history.lines.length === 0;

  return (
    <>
      {isUnknownDomainAnswer(list.error) ? (
        <UnknownDomainNotice domain={domain} error={list.error} />
      ) : list.isError ? (
        <ApiErrorNotice what="the list of snapshots" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isPending ? <SkeletonRows rows={4} label="Loading the list of snapshots…" /> : null}
      {list.data ? (
        <>
          {notFound ? (
            <HistoryNotFound domain={domain} identity={identity} snapshots={summaries.length} />
          ) : (
            <HistorySummary identity={identity} history={history} complete={complete} />
          )}
          {live.query.data?.pagingIgnored ? (
            <PagingIgnoredNotice
              count={live.query.data.records.length}
              absent="Had it left this record out, the live zone would show it absent."
            />
          ) : null}
          {/* Found nowhere, once all is read: a table of "Absent" rows and its exports would say nothing more. */}
          {notFound ? null : (
            <>
              <HistoryProgress
                domain={domain}
                snapshots={stream.snapshots}
                stopped={stream.stopped}
                stoppedBy={stream.stoppedBy}
                onCancel={() => {
                  stream.stop();
                  live.cancel();
                }}
                onContinue={stream.resume}
                onExportCsv={() => downloadText(`${fileBase}.csv`, writeHistoryCsv(history, stateInfos), 'text/csv')}
                onExportJson={() =>
                  downloadText(
                    `${fileBase}.json`,
                    writeHistoryJson({ domain: domain.unicode, identity, exportedAt: new Date() }, history, stateInfos),
                    'application/json',
                  )
                }
              />
              <MemoryTable
                caption={`History of ${describeIdentity(identity)}`}
                columns={columns}
                rows={rows}
                order={order}
                tone={historyTone}
                empty="Nothing to show yet."
              />
            </>
          )}
        </>
      ) : null}
    </>
  );
}

/** How each state is named and linked: the live zone to the records page, a snapshot to its page. */
function stateLabels(
  domain: DomainName,
  identity: RecordIdentity,
  summaries: readonly SnapshotSummary[],
  history: RecordHistory,
): Map<string, StateLabel> {
  return new Map<string, StateLabel>([
    ['live', { key: 'live', to: liveLink(domain, identity, history.lines[0]?.latest), time: null }],
    ...summaries.map((summary): [string, StateLabel] => [
      summary.snapshot_id,
      {
        key: summary.snapshot_id,
        to: paths.snapshot(domain.unicode, summary.snapshot_id),
        time: parseUnixSeconds(summary.snapshot_time),
      },
    ]),
  ]);
}

/** Where a state stands: read, being read, waiting its turn, or failed (with its retry). */
type StateProgress = Pick<StreamedSnapshot, 'id' | 'status' | 'error' | 'retry'>;

/** The live zone's records page, searched for the record's name where it is known. */
function liveLink(domain: DomainName, identity: RecordIdentity, latest: HistoryRecord | undefined): string {
  const name = identity.kind === 'set' ? identity.name : latest?.record_name;
  if (name === undefined) return paths.records(domain.unicode);
  return paths.records(domain.unicode, new URLSearchParams({ search_text: name, strict_search: 'yes' }));
}

/** The table's rows, state by state (live first, then snapshots newest first): the history's, or the state's progress. */
function tableRows(
  history: RecordHistory,
  labels: ReadonlyMap<string, StateLabel>,
  progress: readonly StateProgress[],
  stopped: boolean,
): HistoryTableRow[] {
  // Grouped once (the build's target, ES2023, has no Map.groupBy), not filtered per state.
  const rowsOf = new Map<string, RecordHistory['rows'][number][]>();
  for (const row of history.rows) {
    const rows = rowsOf.get(row.stateKey);
    if (rows) rows.push(row);
    else rowsOf.set(row.stateKey, [row]);
  }
  return progress.flatMap((each): HistoryTableRow[] => {
    const state = labels.get(each.id) ?? { key: each.id, to: '', time: null };
    switch (each.status) {
      case 'read':
        return (rowsOf.get(each.id) ?? []).map((row) => ({ kind: 'record', state, row }));
      case 'reading':
        return [{ kind: 'reading', state }];
      case 'failed':
        return [{ kind: 'failed', state, error: each.error, retry: each.retry }];
      case 'waiting':
        return [{ kind: 'waiting', state, stopped }];
    }
  });
}
