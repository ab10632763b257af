import { memo, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format-count.ts';
import { formatDateTime, formatShortDate } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { layoutCountChart, type CountPoint, type TimeTick } from './record-count-chart-layout.ts';

type RecordCountChartProps = {
  domain: string;
  /** Snapshots with a readable time; ids must be safe to link to. */
  points: readonly CountPoint[];
  /** The live zone's count when known, drawn last, at `now`. */
  currentCount?: number | undefined;
  /**
   * The page's "now" (the server's render time in a first view it drew, useMountTime): the plot
   * reaches it whether the current count is known yet or not, so that its arrival moves nothing.
   */
  now: Date;
  /** The live zone's count is still being read: the caption keeps its line for it meanwhile. */
  counting?: boolean;
  /** The IANA time zone its dates are written in. */
  zone: string;
};

/**
 * Which set of date labels shows at a plot's width (the container query of their row): as many
 * as fit, about one per 110 px (`TIME_LABEL_ROOM`), from two below 220 px to seven from 660 px.
 * Written out whole, as Tailwind finds its classes in the source.
 */
const TIME_TICK_SET_CLASSES: Record<number, string> = {
  2: '@min-[220px]:hidden',
  3: 'hidden @min-[220px]:inline @min-[330px]:hidden',
  4: 'hidden @min-[330px]:inline @min-[440px]:hidden',
  5: 'hidden @min-[440px]:inline @min-[550px]:hidden',
  6: 'hidden @min-[550px]:inline @min-[660px]:hidden',
  7: 'hidden @min-[660px]:inline',
};

/** Half the hit area of a point, which is drawn 12 px across: 24 px, the least a finger should get. */
const HIT_RADIUS = 12;

/**
 * Up to this many snapshots each point is drawn and links to its snapshot. More (years of them)
 * lie closer than a finger or a pointer can tell apart, and as many links would be as many stops
 * for the Tab key before the list below: the line is drawn alone, and the list links them.
 */
export const MARKED_POINTS_AT_MOST = 100;

/** An SVG length from a fraction of the plot (`0.3333` → `33.33%`). */
const percent = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

/**
 * Record counts over time as an SVG line that fills its card at any width, labels at their own
 * size: the plot's geometry is in percentages (record-count-chart-layout.ts), so the server's
 * drawing is the browser's, before and after hydration, on a phone as on a wide screen. The box is
 * sized by CSS (the card's width, a height of 30% of it within 180–240 px). The current zone is the
 * last point; each point links to its snapshot (the last to the live records); the caption says it
 * in words.
 */
export const RecordCountChart = memo(function RecordCountChart({
  domain,
  points,
  currentCount,
  now,
  counting = false,
  zone,
}: RecordCountChartProps) {
  const captionId = useId();
  const layout = useMemo(
    () =>
      layoutCountChart(
        points,
        currentCount === undefined ? undefined : { id: 'current', count: currentCount, time: now },
        now,
      ),
    [points, currentCount, now],
  );
  if (layout.points.length === 0) return null;
  const first = layout.points[0];
  const last = layout.points.at(-1);
  const counts = layout.points.map((point) => point.count);
  const marked = layout.points.length <= MARKED_POINTS_AT_MOST;
  // In a box of 1 × 1 stretched over the plot: a line's points cannot be percentages.
  const line = layout.points.map((point) => `${point.x},${point.y}`).join(' ');

  return (
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <figcaption id={captionId} className="text-sm">
        <span className="font-semibold">Records per snapshot over time.</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">
          {first && last
            ? `From ${formatCount(first.count)} records on ${formatShortDate(first.time, zone)} to ${formatCount(last.count)} on ${formatShortDate(last.time, zone)}; lowest ${formatCount(Math.min(...counts))}, highest ${formatCount(Math.max(...counts))}, across ${formatCount(layout.points.length)} snapshots.${marked ? '' : ' Too many to mark each: the list below links every one.'}`
            : null}
        </span>
        {/* A line of its own, there from the first paint while the count is read (the server cannot
            wait for it): the count fills it in place instead of pushing the chart down. */}
        {layout.current || counting ? (
          <span className="block text-slate-600 dark:text-slate-300">
            {layout.current
              ? `The current zone, the last point, has ${formatCount(layout.current.count)}.`
              : 'The current zone, the last point: counting…'}
          </span>
        ) : null}
      </figcaption>
      <div className="mt-3 @container">
        {/* Count labels beside the plot, date labels under it; room above and to the right for the
            points on its edges. */}
        <div className="grid h-[clamp(180px,30cqw,240px)] grid-cols-[auto_minmax(0,1fr)] grid-rows-[minmax(0,1fr)_28px] pt-3 pr-3 text-xs">
          <svg aria-hidden="true" width={layout.labelWidth} className="h-full overflow-visible">
            {layout.countTicks.map((tick) => (
              <text
                key={tick.count}
                x={layout.labelWidth - 8}
                y={percent(tick.y)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-600 tabular-nums dark:fill-slate-300"
              >
                {formatCount(tick.count)}
              </text>
            ))}
          </svg>
          <svg
            role="group"
            aria-label={
              marked
                ? 'Chart of record counts; each point links to its snapshot, the last to the current records'
                : 'Chart of record counts; its last point links to the current records'
            }
            className="h-full w-full overflow-visible"
          >
            <g aria-hidden="true">
              {layout.countTicks.map((tick) => (
                <line
                  key={tick.count}
                  x1="0"
                  x2="100%"
                  y1={percent(tick.y)}
                  y2={percent(tick.y)}
                  className="stroke-slate-200 dark:stroke-slate-700"
                  strokeDasharray="4 4"
                />
              ))}
              {/* Stretched to the plot, its stroke kept at 2 px whatever the stretch. */}
              <svg viewBox="0 0 1 1" preserveAspectRatio="none" overflow="visible">
                <polyline
                  points={line}
                  fill="none"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                  className="stroke-brand-600 dark:stroke-brand-500"
                />
              </svg>
              {layout.current && last ? (
                <line
                  x1={percent(last.x)}
                  y1={percent(last.y)}
                  x2={percent(layout.current.x)}
                  y2={percent(layout.current.y)}
                  strokeWidth={2}
                  strokeDasharray="5 4"
                  className="stroke-emerald-600 dark:stroke-emerald-400"
                />
              ) : null}
            </g>
            {(marked ? layout.points : []).map((point) => (
              <Link
                key={point.id}
                to={paths.snapshot(domain, point.id)}
                aria-label={`Snapshot ${point.id}, ${formatDateTime(point.time, zone)}: ${formatCount(point.count)} records`}
                className="group outline-none"
              >
                {/* What a finger hits: 24 px across (WCAG 2.5.8), around the 12 px point drawn. */}
                <circle cx={percent(point.x)} cy={percent(point.y)} r={HIT_RADIUS} className="fill-transparent" />
                <circle
                  cx={percent(point.x)}
                  cy={percent(point.y)}
                  r={6}
                  className="fill-white stroke-brand-600 stroke-2 group-hover:fill-brand-100 group-focus-visible:fill-brand-500 group-focus-visible:stroke-[4] dark:fill-slate-950 dark:stroke-brand-500 dark:group-hover:fill-brand-700 dark:group-focus-visible:fill-brand-300"
                />
              </Link>
            ))}
            {layout.current ? (
              <Link
                to={paths.records(domain)}
                aria-label={`The current zone now, ${formatDateTime(layout.current.time, zone)}: ${formatCount(layout.current.count)} records`}
                className="group outline-none"
              >
                {/* A square centred on the point: an inner drawing placed there, in pixels around it. */}
                <svg x={percent(layout.current.x)} y={percent(layout.current.y)} overflow="visible">
                  <rect
                    x={-HIT_RADIUS}
                    y={-HIT_RADIUS}
                    width={2 * HIT_RADIUS}
                    height={2 * HIT_RADIUS}
                    className="fill-transparent"
                  />
                  <rect
                    x={-6}
                    y={-6}
                    width={12}
                    height={12}
                    className="fill-emerald-600 stroke-white stroke-2 group-hover:fill-emerald-500 group-focus-visible:stroke-brand-500 group-focus-visible:stroke-[3] dark:fill-emerald-400 dark:stroke-slate-950 dark:group-focus-visible:stroke-brand-300"
                  />
                  <text
                    y={layout.current.y < 0.15 ? 22 : -12}
                    textAnchor="end"
                    className="fill-emerald-700 font-semibold dark:fill-emerald-300"
                  >
                    now
                  </text>
                </svg>
              </Link>
            ) : null}
          </svg>
          {/* Under the plot's lowest points, which reach into it: clicks go through to them. */}
          <div aria-hidden="true" className="pointer-events-none col-start-2 @container">
            <svg className="h-full w-full overflow-visible">
              {layout.timeTickSets.map((set) => (
                <DateLabels key={set.ticks.length} ticks={set.ticks} zone={zone} />
              ))}
            </svg>
          </div>
        </div>
      </div>
    </figure>
  );
});

/** One set of date labels, shown at the plot widths it fits. */
function DateLabels({ ticks, zone }: { ticks: readonly TimeTick[]; zone: string }) {
  const labelOf = axisLabeller(ticks, zone);
  return (
    <g className={TIME_TICK_SET_CLASSES[ticks.length]}>
      {ticks.map((tick) => (
        <text
          key={tick.time.getTime()}
          x={percent(tick.x)}
          y={20}
          textAnchor={tick.anchor}
          className="fill-slate-600 dark:fill-slate-300"
        >
          {labelOf(tick.time)}
        </text>
      ))}
    </g>
  );
}

/**
 * How the date labels read: day and month when the ticks fall on different days (the year on the
 * first label, and on any label in another year than the one before), the time of day too when
 * two of them would otherwise read the same.
 */
function axisLabeller(ticks: readonly TimeTick[], zone: string): (time: Date) => string {
  const days = ticks.map((tick) => dayMonth(tick.time, zone));
  const sameDay = new Set(days).size < days.length;
  const years = ticks.map((tick) => yearOf(tick.time, zone));
  return (time) => {
    const index = ticks.findIndex((tick) => tick.time.getTime() === time.getTime());
    const newYear = index <= 0 || years[index] !== years[index - 1];
    const date = `${dayMonth(time, zone)}${newYear ? ` ${yearOf(time, zone)}` : ''}`;
    return sameDay ? `${date}, ${hourMinute(time, zone)}` : date;
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'dayMonth' | 'year' | 'hourMinute', time: Date, zone: string): string {
  const key = `${kind}-${zone}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const timeZone = zone;
    const options: Intl.DateTimeFormatOptions =
      kind === 'dayMonth'
        ? { day: 'numeric', month: 'short', timeZone }
        : kind === 'year'
          ? { year: 'numeric', timeZone }
          : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone };
    formatter = new Intl.DateTimeFormat('en-GB', options);
    formatters.set(key, formatter);
  }
  return formatter.format(time);
}
const dayMonth = (time: Date, zone: string) => format('dayMonth', time, zone);
const yearOf = (time: Date, zone: string) => format('year', time, zone);
const hourMinute = (time: Date, zone: string) => format('hourMinute', time, zone);
