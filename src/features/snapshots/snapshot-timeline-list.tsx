import { useMemo } from 'react';
import { Link } from 'react-router';
import type { SnapshotSummary } from '../../contract/schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { useMountTime } from '../../hooks/use-page-time.ts';
import { formatCount } from '../../lib/format-count.ts';
import { formatDay, formatRelativeTime, formatTimeOfDay, toIsoSeconds } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { groupTimelineByDay, type TimelineEntry } from '../../lib/snapshot-timeline.ts';
import { describeDelta, formatDelta } from './format-delta.ts';
import { CURRENT_ZONE } from './snapshot-compare-bar.tsx';

type TimelineProps = {
  domain: DomainName;
  timeline: readonly TimelineEntry<SnapshotSummary>[];
  /** The IANA zone times are written in. */
  zone: string;
  createdBy: ReadonlyMap<string, string | undefined>;
  /** The live zone's record count, when it has been read. */
  currentCount: number | undefined;
  /** The count is still being read: a short word holds its place, so that it lands without a jump. */
  currentCounting: boolean;
  selected: readonly string[];
  onToggle: (id: string) => void;
};

export function Timeline({
  domain,
  timeline,
  zone,
  createdBy,
  currentCount,
  currentCounting,
  selected,
  onToggle,
}: TimelineProps) {
  const now = useMountTime();
  const days = useMemo(() => groupTimelineByDay(timeline, zone), [timeline, zone]);

  return (
    <div className="flex flex-col gap-5">
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
  /** The IANA zone times are written in. */
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
