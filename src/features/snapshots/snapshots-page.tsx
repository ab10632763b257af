import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { recordQueries, type RecordsFilter } from '../../api/records.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { isUnknownDomainAnswer, UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import type { SnapshotSummary } from '../../contract/schemas.ts';
import { useDomain } from '../../hooks/use-domain.ts';
import { useMountTime, useTimeZone } from '../../hooks/use-page-time.ts';
import { useUrlState } from '../../hooks/use-url-state.tsx';
import type { ProbeResult } from '../../lib/count-by-probing.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { buildTimeline, type TimelineEntry } from '../../lib/snapshot-timeline.ts';
import { RecordCountChart } from './record-count-chart.tsx';
import type { CountPoint } from './record-count-chart-layout.ts';
import { CompareBar, CURRENT_ZONE } from './snapshot-compare-bar.tsx';
import { Timeline } from './snapshot-timeline-list.tsx';
import { timelineUrlState } from './snapshot-url-state.ts';
import { TimeZoneSwitch } from './time-zone-switch.tsx';

const NO_SNAPSHOTS: SnapshotSummary[] = [];

export function SnapshotsPage() {
  const domain = useDomain();
  const list = useQuery(snapshotQueries.list(domain));
  const timeline = useMemo(() => buildTimeline(list.data ?? NO_SNAPSHOTS), [list.data]);
  // What the link chose that the list holds: a snapshot gone since (or never there) is said, left
  // out, and out of the link, once the list has come.
  const listed = useCallback(
    (id: string) => id === CURRENT_ZONE || timeline.some((entry) => entry.summary.snapshot_id === id),
    [timeline],
  );
  const { state, problems, link, setState, dropProblems } = useUrlState(timelineUrlState, ({ chosen }) => {
    const unlisted = list.isSuccess ? chosen.filter((id) => !listed(id)) : [];
    return unlisted.length === 0
      ? { problems: [], drop: {} }
      : {
          problems: unlisted.map((id) => ({
            param: 'chosen',
            value: id,
            reason: `is not a snapshot of ${domain.unicode}; left out`,
          })),
          drop: { chosen: chosen.filter(listed) },
        };
  });
  const timeZone = useTimeZone(state.tz);
  const selected = useMemo(() => state.chosen.filter(listed), [state.chosen, listed]);
  const toggle = (id: string) =>
    // Two at most: a third choice replaces the earliest.
    setState(
      ({ chosen }) => {
        const kept = chosen.filter(listed);
        return { chosen: kept.includes(id) ? kept.filter((item) => item !== id) : [...kept, id].slice(-2) };
      },
      // Urgent: a box the URL controls shows its tick at once, not once the navigation's transition ends.
      { history: 'push', urgent: true },
    );

  const { currentCount, counting } = useCurrentCount(domain, newestCount(timeline));
  const now = useMountTime();
  const points = useMemo(
    () =>
      timeline.flatMap((entry): CountPoint[] =>
        entry.time !== null && parseResourceId(entry.summary.snapshot_id, 'snapshot').ok
          ? [{ id: entry.summary.snapshot_id, time: entry.time, count: entry.summary.snapshot_records }]
          : [],
      ),
    [timeline],
  );

  return (
    <div className="flex flex-col gap-5">
      <title>{`Snapshots · ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        title={`Snapshots of ${domain.unicode}`}
        description="Saved copies of the zone, newest first. Open one to see its records, or choose two (or one and the current zone) to see what a rollback would change."
        actions={
          <>
            <TimeZoneSwitch zone={state.tz} onChange={(tz) => setState({ tz }, { history: 'push' })} />
            <CopyLinkButton search={link} />
          </>
        }
      />
      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />

      {list.isPending ? <SkeletonRows rows={6} label="Loading snapshots…" /> : null}
      {isUnknownDomainAnswer(list.error) ? (
        <UnknownDomainNotice domain={domain} error={list.error} />
      ) : list.isError ? (
        <ApiErrorNotice what="snapshots" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isSuccess && timeline.length === 0 ? (
        <Notice
          title={`${domain.unicode} has no snapshots yet`}
          actions={
            <Link to={paths.records(domain.unicode)} className={buttonClasses('secondary', 'sm')}>
              Browse its records
            </Link>
          }
        >
          Once the DNS service saves a copy of this zone, it appears here and can be compared with the current records.
        </Notice>
      ) : null}
      {timeline.length > 0 ? (
        <>
          <RecordCountChart
            domain={domain.unicode}
            points={points}
            currentCount={currentCount}
            now={now}
            counting={counting}
            zone={timeZone}
          />
          <CompareBar
            domain={domain}
            timeline={timeline}
            selected={selected}
            onClear={() => setState({ chosen: [] }, { history: 'push' })}
          />
          <Timeline
            domain={domain}
            timeline={timeline}
            zone={timeZone}
            currentCount={currentCount}
            currentCounting={counting}
            selected={selected}
            onToggle={toggle}
          />
        </>
      ) : null}
    </div>
  );
}

const ALL_RECORDS: RecordsFilter = {};
const exactCount = (result: ProbeResult) => ('count' in result ? result.count : undefined);

/**
 * The live zone's record count and when it was read, for the chart's last point (undefined where it
 * cannot be told exactly, or the API refused), and whether it is still being read (`counting`, from
 * the server's render on: the count is only ever read in the browser).
 */
function useCurrentCount(domain: DomainName, newest: number | undefined) {
  // The same probe as the records page's count (a dozen one-record requests for 50,000 records,
  // shared through the cache), started near the newest snapshot's count.
  const live = useQuery({
    ...recordQueries.count(domain, ALL_RECORDS, { atLeast: 0, estimate: newest }),
    enabled: newest !== undefined,
    select: exactCount,
  });
  return { currentCount: live.data, counting: newest !== undefined && live.status === 'pending' };
}

/** The record count of the newest snapshot by time (the API's list order is not relied on). */
function newestCount(timeline: readonly TimelineEntry<SnapshotSummary>[]): number | undefined {
  return timeline[0]?.summary.snapshot_records;
}
