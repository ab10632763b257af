import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { snapshotQueries } from '../../api/snapshots.ts';
import type { Snapshot, SnapshotSummary } from '../../contract/schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { useWindowRows, VIRTUALIZE_ABOVE } from '../../components/data-table/use-window-rows.ts';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { useMountTime } from '../../hooks/use-page-time.ts';
import { formatCount } from '../../lib/format-count.ts';
import { formatDay, formatRelativeTime, formatTimeOfDay, toIsoSeconds } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { groupTimelineByDay, type TimelineDay, type TimelineEntry } from '../../lib/snapshot-timeline.ts';
import { describeDelta, formatDelta } from './format-delta.ts';
import { CURRENT_ZONE } from './snapshot-compare-bar.tsx';

type TimelineProps = {
  domain: DomainName;
  timeline: readonly TimelineEntry<SnapshotSummary>[];
  /** The IANA zone times are written in. */
  zone: string;
  /** The live zone's record count, when it has been read. */
  currentCount: number | undefined;
  /** The count is still being read: a short word holds its place, so that it lands without a jump. */
  currentCounting: boolean;
  selected: readonly string[];
  onToggle: (id: string) => void;
};

export function Timeline({ domain, timeline, zone, currentCount, currentCounting, selected, onToggle }: TimelineProps) {
  const now = useMountTime();
  const days = useMemo(() => groupTimelineByDay(timeline, zone), [timeline, zone]);
  // A long timeline (years of snapshots) renders the days in the window only, as a long table its rows.
  const list = useRef<HTMLDivElement>(null);
  const estimateDay = useCallback(
    (index: number) => DAY_HEADING_HEIGHT + (days[index]?.entries.length ?? 1) * ENTRY_HEIGHT,
    [days],
  );
  const windowDays = useWindowRows({
    count: days.length,
    enabled: timeline.length > VIRTUALIZE_ABOVE,
    estimateSize: estimateDay,
    body: list,
    getItemKey: (index) => days[index]?.key ?? index,
    overscan: 3,
    minTop: MIN_LIST_TOP,
  });
  const renderDay = (day: TimelineDay<SnapshotSummary>, index: number) => (
    // Each day's own top space, not the list's gap, so that a measured day holds all of its height.
    <section
      key={day.key}
      ref={windowDays.measure}
      data-index={index}
      aria-labelledby={`day-${day.key}`}
      className="flex flex-col gap-2 pt-5"
    >
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
            selected={selected.includes(entry.summary.snapshot_id)}
            onToggle={() => onToggle(entry.summary.snapshot_id)}
          />
        ))}
      </ol>
    </section>
  );

  return (
    <div className="flex flex-col">
      <section aria-labelledby="current-heading" className="flex flex-col gap-2">
        <h2 id="current-heading" className="text-sm font-semibold text-slate-600 uppercase dark:text-slate-300">
          Now
        </h2>
        <div className={entryClasses(selected.includes(CURRENT_ZONE))}>
          <SelectBox
            checked={selected.includes(CURRENT_ZONE)}
            onChange={() => onToggle(CURRENT_ZONE)}
            label="Choose the current zone for comparison"
          />
          <div className="flex flex-1 flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold">Current zone</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {currentCount !== undefined
                ? `${formatCount(currentCount)} live records`
                : currentCounting
                  ? 'live records: counting…'
                  : 'the live records, fetched when compared'}
            </span>
            <Link to={paths.records(domain.unicode)} className={classNames('text-sm', textLinkClasses)}>
              Browse the records
            </Link>
          </div>
        </div>
      </section>
      <div ref={list}>
        <Spacer height={windowDays.paddingTop} />
        {windowDays.items
          ? windowDays.items.map((item) => {
              const day = days[item.index];
              return day ? renderDay(day, item.index) : null;
            })
          : days.map(renderDay)}
        <Spacer height={windowDays.paddingBottom} />
      </div>
    </div>
  );
}

/**
 * What a long timeline is laid out by until its days are measured: a day's heading with its top
 * space, and each of its entries with the gap above it, at 1,280 px (about twice as tall on a phone).
 */
const DAY_HEADING_HEIGHT = 46;
const ENTRY_HEIGHT = 81;

/**
 * Where the list of days starts at the least (px from the page's top, the chart and the "Now" entry
 * above it): a server-rendered long timeline holds the days from there to its window's foot.
 */
const MIN_LIST_TOP = 600;

/**
 * The room of the days above or below those rendered (none in a server-rendered first view:
 * useWindowRows gives it no height there).
 */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return <div aria-hidden="true" style={{ height }} />;
}

type TimelineItemProps = {
  domain: DomainName;
  entry: TimelineEntry<SnapshotSummary>;
  /** The IANA zone times are written in. */
  zone: string;
  now: Date;
  selected: boolean;
  onToggle: () => void;
};

function TimelineItem({ domain, entry, zone, now, selected, onToggle }: TimelineItemProps) {
  const { summary, time, deltas, older } = entry;
  const id = summary.snapshot_id;
  const createdBy = useCachedCreator(domain, id);
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
                  title={describeDelta(delta, `snapshot ${older?.snapshot_id ?? ''}`)}
                >
                  <span aria-hidden="true">{formatDelta(delta)}</span>
                  <span className="sr-only">{`, ${describeDelta(delta, `snapshot ${older?.snapshot_id ?? ''}`)}`}</span>
                </Badge>
              )}
            </li>
          ))}
          {deltas === null ? <li className="text-slate-500 dark:text-slate-400">oldest snapshot</li> : null}
        </ul>
      </div>
      {linkable ? (
        <Link
          to={paths.compare(domain.unicode, id, CURRENT_ZONE)}
          className={classNames(buttonClasses('secondary', 'sm'), 'self-center')}
          aria-label={`Compare with current: snapshot ${id}`}
        >
          Compare with current
        </Link>
      ) : null}
    </li>
  );
}

/**
 * A 16 px checkbox in a label padded to a hit area of 24 by 28 px (WCAG 2.5.8, for a finger on a
 * phone); the label's negative margins give the room back, so the entry is laid out as before.
 */
function SelectBox({ checked, onChange, label }: { checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="-m-1 flex shrink-0 cursor-pointer p-1">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        aria-label={label}
        className="mt-1 size-4 accent-brand-600"
      />
    </label>
  );
}

function entryClasses(selected: boolean): string {
  return classNames(
    'flex flex-wrap items-start gap-3 rounded-lg border px-4 py-3 sm:flex-nowrap',
    selected
      ? 'border-brand-500 bg-brand-50 dark:border-brand-500 dark:bg-brand-700/20'
      : 'border-slate-200 dark:border-slate-800',
  );
}

/**
 * Who created the snapshot, where its detail is already cached (the list does not say, and a
 * request per snapshot would be too many). Never fetches; asked by the entries rendered only.
 */
function useCachedCreator(domain: DomainName, id: string): string | undefined {
  return useQuery({
    ...snapshotQueries.detail(domain, id),
    enabled: false,
    select: (snapshot: Snapshot) => snapshot.snapshot_created_by,
  }).data;
}
