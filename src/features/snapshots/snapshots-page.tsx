import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { recordQueries, type RecordsFilter } from '../../api/records.ts';
import type { ProbeResult } from '../../lib/count-by-probing.ts';
import type { Snapshot, SnapshotSummary } from '../../api/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useDomain } from '../../hooks/use-domain-param.ts';
import { useLocalTimeZone, useMountTime, useTimeZone } from '../../hooks/use-page-time.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCount } from '../../lib/format-count.ts';
import { describeDelta, formatDelta } from '../../lib/format-delta.ts';
import {
  formatDay,
  formatRelativeTime,
  formatTimeOfDay,
  toIsoSeconds,
  type TimeZoneChoice,
} from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { buildTimeline, groupTimelineByDay, type TimelineEntry } from '../../lib/snapshot-timeline.ts';
import { RecordCountChart } from './record-count-chart.tsx';
import type { CountPoint } from './record-count-chart-layout.ts';
import { timelineUrlState } from './snapshot-url-state.ts';

const NO_SNAPSHOTS: SnapshotSummary[] = [];
/** The pseudo-entry for the live zone in a comparison choice. */
const CURRENT = 'current';

export function SnapshotsPage() {
  const domain = useDomain();
  const { state, problems, setState, dropProblems } = useUrlState(timelineUrlState);
  const timeZone = useTimeZone(state.tz);
  const list = useQuery(snapshotQueries.list(domain));
  const timeline = useMemo(() => buildTimeline(list.data ?? NO_SNAPSHOTS), [list.data]);
  const createdBy = useCachedCreators(domain, timeline);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const toggle = (id: string) =>
    // Two at most: a third choice replaces the earliest.
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id].slice(-2),
    );

  const current = useCurrentCount(domain, newestCount(timeline));
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
            <CopyLinkButton />
          </>
        }
      />
      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />

      {list.isPending ? <SkeletonRows rows={6} label="Loading snapshots…" /> : null}
      {list.isError ? <ApiErrorNotice what="snapshots" error={list.error} onRetry={() => void list.refetch()} /> : null}
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
          <RecordCountChart domain={domain.unicode} points={points} current={current} zone={timeZone} />
          <CompareBar domain={domain} timeline={timeline} selected={selected} onClear={() => setSelected([])} />
          <Timeline
            domain={domain}
            timeline={timeline}
            zone={timeZone}
            createdBy={createdBy}
            currentCount={current?.count}
            selected={selected}
            onToggle={toggle}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * Who created each snapshot, where its detail is already cached (the list does not say, and one
 * request per snapshot would be too many). Never fetches.
 */
function useCachedCreators(domain: DomainName, timeline: readonly TimelineEntry<SnapshotSummary>[]) {
  const ids = timeline.map((entry) => entry.summary.snapshot_id).filter((id) => parseResourceId(id, 'snapshot').ok);
  return useQueries({
    queries: ids.map((id) => ({
      ...snapshotQueries.detail(domain, id),
      enabled: false,
      select: (snapshot: Snapshot) => snapshot.snapshot_created_by,
    })),
    combine: (results) => new Map(ids.map((id, index) => [id, results[index]?.data])),
  });
}

const ALL_RECORDS: RecordsFilter = {};
const exactCount = (result: ProbeResult) => ('count' in result ? result.count : undefined);

/**
 * The live zone's record count and when it was read, for the chart's last point: the live records
 * fetched whole (the query a comparison with the current zone uses, so that one then starts from
 * cache), for zones whose newest snapshot fits in one page. A larger zone is not fetched whole
 * just to draw a point; its chart ends at the newest snapshot.
 */
function useCurrentCount(domain: DomainName, newest: number | undefined) {
  // The same probe as the records page's count (a dozen one-record requests for 50,000 records,
  // shared through the cache), started near the newest snapshot's count.
  const live = useQuery({
    ...recordQueries.count(domain, ALL_RECORDS, { atLeast: 0, estimate: newest }),
    enabled: newest !== undefined,
    select: exactCount,
  });
  const { data, dataUpdatedAt } = live;
  return useMemo(
    () => (data === undefined ? undefined : { count: data, time: new Date(dataUpdatedAt) }),
    [data, dataUpdatedAt],
  );
}

/** The record count of the newest snapshot by time (the API's list order is not relied on). */
function newestCount(timeline: readonly TimelineEntry<SnapshotSummary>[]): number | undefined {
  return timeline[0]?.summary.snapshot_records;
}

function TimeZoneSwitch({ zone, onChange }: { zone: TimeZoneChoice; onChange: (zone: TimeZoneChoice) => void }) {
  const name = useId();
  // The router applies the URL in a transition; the radios show the choice at once meanwhile,
  // and follow the URL when it changes otherwise (Back).
  const [shown, setShown] = useState(zone);
  const [urlZone, setUrlZone] = useState(zone);
  if (zone !== urlZone) {
    setUrlZone(zone);
    setShown(zone);
  }
  const localZone = useLocalTimeZone();
  const options: [TimeZoneChoice, string][] = [
    ['local', `Local time (${localZone})`],
    ['utc', 'UTC'],
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="sr-only">Show times in</legend>
      <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
        Times in
      </span>
      {options.map(([value, label]) => (
        <label key={value} className="flex items-center gap-1.5">
          <input
            type="radio"
            name={name}
            value={value}
            checked={shown === value}
            onChange={() => {
              setShown(value);
              onChange(value);
            }}
            className="accent-brand-600"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

type CompareBarProps = {
  domain: DomainName;
  timeline: readonly TimelineEntry<SnapshotSummary>[];
  selected: readonly string[];
  onClear: () => void;
};

/**
 * The chosen pair as a rollback: to the older snapshot, from the newer one or the current zone.
 */
function CompareBar({ domain, timeline, selected, onClear }: CompareBarProps) {
  const position = (id: string) =>
    id === CURRENT ? -1 : timeline.findIndex((entry) => entry.summary.snapshot_id === id);
  const [newer, older] = [...selected].sort((a, b) => position(a) - position(b));
  const ready = newer !== undefined && older !== undefined;

  return (
    <section
      aria-label="Compare"
      className="sticky top-(--app-header-height) z-20 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 text-sm shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <p className="min-w-0 flex-1" aria-live="polite">
        {selected.length === 0
          ? 'Choose two snapshots, or a snapshot and the current zone, to compare them.'
          : ready
            ? `Compare: what rolling back from ${describeChoice(newer)} to ${describeChoice(older)} would do.`
            : `Chosen: ${describeChoice(selected[0] ?? '')}. Choose one more.`}
      </p>
      {ready ? (
        <Link to={paths.compare(domain.unicode, older, newer)} className={buttonClasses('primary', 'sm')}>
          Compare
        </Link>
      ) : (
        <Button size="sm" variant="primary" disabled>
          Compare
        </Button>
      )}
      {selected.length > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear choice
        </Button>
      ) : null}
    </section>
  );
}

type TimelineProps = {
  domain: DomainName;
  timeline: readonly TimelineEntry<SnapshotSummary>[];
  /** The IANA zone times are written in. */
  zone: string;
  createdBy: ReadonlyMap<string, string | undefined>;
  /** The live zone's record count, when it has been read. */
  currentCount: number | undefined;
  selected: readonly string[];
  onToggle: (id: string) => void;
};

function Timeline({ domain, timeline, zone, createdBy, currentCount, selected, onToggle }: TimelineProps) {
  const now = useMountTime();
  const days = useMemo(() => groupTimelineByDay(timeline, zone), [timeline, zone]);

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="current-heading" className="flex flex-col gap-2">
        <h2 id="current-heading" className="text-sm font-semibold text-slate-600 uppercase dark:text-slate-300">
          Now
        </h2>
        <div className={entryClasses(selected.includes(CURRENT))}>
          <SelectBox
            checked={selected.includes(CURRENT)}
            onChange={() => onToggle(CURRENT)}
            label="Choose the current zone for comparison"
          />
          <div className="flex flex-1 flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold">Current zone</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {currentCount === undefined
                ? 'the live records, fetched when compared'
                : `${formatCount(currentCount)} live records`}
            </span>
            <Link to={paths.records(domain.unicode)} className={classNames('text-sm', textLinkClasses)}>
              Browse the records
            </Link>
          </div>
        </div>
      </section>
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`} className="flex flex-col gap-2">
          <h2 id={`day-${day.key}`} className="text-sm font-semibold text-slate-600 uppercase dark:text-slate-300">
            {day.date ? formatDay(day.date, zone) : 'Unreadable time'}
          </h2>
          <ol className="flex flex-col gap-2">
            {day.entries.map((entry) => (
              <TimelineItem
                key={entry.summary.snapshot_id}
                domain={domain}
                entry={entry}
                zone={zone}
                now={now}
                createdBy={createdBy.get(entry.summary.snapshot_id)}
                selected={selected.includes(entry.summary.snapshot_id)}
                onToggle={() => onToggle(entry.summary.snapshot_id)}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

type TimelineItemProps = {
  domain: DomainName;
  entry: TimelineEntry<SnapshotSummary>;
  zone: string;
  now: Date;
  createdBy: string | undefined;
  selected: boolean;
  onToggle: () => void;
};

function TimelineItem({ domain, entry, zone, now, createdBy, selected, onToggle }: TimelineItemProps) {
  const { summary, time, deltas, older } = entry;
  const id = summary.snapshot_id;
  const linkable = parseResourceId(id, 'snapshot').ok;
  const counts: [string, number, number | undefined][] = [
    ['records', summary.snapshot_records, deltas?.records],
    ['GEO', summary.snapshot_geo_records, deltas?.geo],
    ['failover', summary.snapshot_failover_records, deltas?.failover],
  ];

  return (
    <li className={entryClasses(selected)} aria-label={`Snapshot ${id}`}>
      {linkable ? (
        <SelectBox checked={selected} onChange={onToggle} label={`Choose snapshot ${id} for comparison`} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {linkable ? (
            <Link to={paths.snapshot(domain.unicode, id)} className={classNames('font-semibold', textLinkClasses)}>
              Snapshot {id}
            </Link>
          ) : (
            <span className="font-semibold" title="This id cannot be opened: it is not safe in an address.">
              Snapshot {id}
            </span>
          )}
          {time ? (
            <span className="text-sm">
              <time dateTime={toIsoSeconds(time)}>{formatTimeOfDay(time, zone)}</time>
              <span className="text-slate-600 dark:text-slate-300"> · {formatRelativeTime(time, now)}</span>
            </span>
          ) : (
            <span className="text-sm">unreadable time “{summary.snapshot_time}”</span>
          )}
          {createdBy ? (
            <span className="min-w-0 text-sm break-words text-slate-600 dark:text-slate-300">
              by <bdi>{createdBy}</bdi>
            </span>
          ) : null}
        </div>
        <ul aria-label="Counts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {counts.map(([label, count, delta]) => (
            <li key={label} className="flex items-baseline gap-1.5">
              <span>
                <span className="font-semibold tabular-nums">{count.toLocaleString('en')}</span> {label}
              </span>
              {delta === undefined ? null : (
                <Badge
                  tone={delta > 0 ? 'success' : delta < 0 ? 'danger' : 'neutral'}
                  title={`${describeDelta(delta)} than snapshot ${older?.snapshot_id ?? ''}`}
                >
                  <span aria-hidden="true">{formatDelta(delta)}</span>
                  <span className="sr-only">
                    {delta === 0
                      ? `, no change since snapshot ${older?.snapshot_id ?? ''}`
                      : `, ${describeDelta(delta)} than snapshot ${older?.snapshot_id ?? ''}`}
                  </span>
                </Badge>
              )}
            </li>
          ))}
          {deltas === null ? <li className="text-slate-500 dark:text-slate-400">oldest snapshot</li> : null}
        </ul>
      </div>
      {linkable ? (
        <Link
          to={paths.compare(domain.unicode, id, CURRENT)}
          className={classNames(buttonClasses('secondary', 'sm'), 'self-center')}
          aria-label={`Compare with current: snapshot ${id}`}
        >
          Compare with current
        </Link>
      ) : null}
    </li>
  );
}

function SelectBox({ checked, onChange, label }: { checked: boolean; onChange: () => void; label: string }) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      className="mt-1 size-4 shrink-0 accent-brand-600"
    />
  );
}

function describeChoice(id: string): string {
  return id === CURRENT ? 'the current zone' : `snapshot ${id}`;
}

function entryClasses(selected: boolean): string {
  return classNames(
    'flex flex-wrap items-start gap-3 rounded-lg border px-4 py-3 sm:flex-nowrap',
    selected
      ? 'border-brand-500 bg-brand-50 dark:border-brand-500 dark:bg-brand-700/20'
      : 'border-slate-200 dark:border-slate-800',
  );
}
