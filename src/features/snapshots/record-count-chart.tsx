import { useId, useLayoutEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format-count.ts';
import { formatDateTime, formatShortDate } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { layoutCountChart, type CountPoint, type TimeTick } from './record-count-chart-layout.ts';

type RecordCountChartProps = {
  domain: string;
  /** Snapshots with a readable time; ids must be safe to link to. */
  points: readonly CountPoint[];
  /** The live zone's count when known, drawn last (its id is not used). */
  current?: { time: Date; count: number } | undefined;
  /** The live zone's count is still being read: the caption keeps its line for it meanwhile. */
  counting?: boolean;
  /** The IANA time zone its dates are written in. */
  zone: string;
};

/**
 * The drawing's size before its box has been measured: the server's render, the hydration that
 * takes it over, tests, a browser without ResizeObserver. The box itself is sized by CSS (the
 * card's width, a height of 30% of it within 180–240 px), so the server's chart takes the room the
 * browser's will: only the drawing inside is redrawn to the measured size.
 */
const UNMEASURED: BoxSize = { width: 720, height: 216 };

/**
 * Record counts over time as an SVG line drawn at the card's own width (so that labels keep their
 * size on a phone), the current zone as the last point; each point links to its snapshot (the last
 * to the live records); the caption says it in words.
 */
export function RecordCountChart({ domain, points, current, counting = false, zone }: RecordCountChartProps) {
  const captionId = useId();
  const [boxRef, { width, height }] = useBoxSize();
  const layout = useMemo(
    () => layoutCountChart(points, { width, height, current: current && { id: 'current', ...current } }),
    [points, width, height, current],
  );
  if (layout.points.length === 0) return null;
  const first = layout.points[0];
  const last = layout.points.at(-1);
  const counts = layout.points.map((point) => point.count);
  const labelOf = axisLabeller(layout.timeTicks, zone);

  return (
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <figcaption id={captionId} className="text-sm">
        <span className="font-semibold">Records per snapshot over time.</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">
          {first && last
            ? `From ${formatCount(first.count)} records on ${formatShortDate(first.time, zone)} to ${formatCount(last.count)} on ${formatShortDate(last.time, zone)}; lowest ${formatCount(Math.min(...counts))}, highest ${formatCount(Math.max(...counts))}, across ${layout.points.length} snapshots.`
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
        <svg
          ref={boxRef}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="group"
          aria-label="Chart of record counts; each point links to its snapshot, the last to the current records"
          className="block h-[clamp(180px,30cqw,240px)] w-full overflow-visible"
        >
          <g aria-hidden="true" className="text-xs">
            {layout.countTicks.map((tick) => (
              <g key={tick.count}>
                <line
                  x1={layout.plot.left}
                  x2={layout.plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  className="stroke-slate-200 dark:stroke-slate-700"
                  strokeDasharray="4 4"
                />
                <text
                  x={layout.plot.left - 8}
                  y={tick.y}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-slate-600 tabular-nums dark:fill-slate-300"
                >
                  {formatCount(tick.count)}
                </text>
              </g>
            ))}
            {layout.timeTicks.map((tick) => (
              <text
                key={tick.time.getTime()}
                x={tick.x}
                y={layout.height - 8}
                textAnchor={tick.anchor}
                className="fill-slate-600 dark:fill-slate-300"
              >
                {labelOf(tick.time)}
              </text>
            ))}
            <path d={layout.path} fill="none" strokeWidth={2} className="stroke-brand-600 dark:stroke-brand-500" />
            {layout.currentPath ? (
              <path
                d={layout.currentPath}
                fill="none"
                strokeWidth={2}
                strokeDasharray="5 4"
                className="stroke-emerald-600 dark:stroke-emerald-400"
              />
            ) : null}
          </g>
          {layout.points.map((point) => (
            <Link
              key={point.id}
              to={paths.snapshot(domain, point.id)}
              aria-label={`Snapshot ${point.id}, ${formatDateTime(point.time, zone)}: ${formatCount(point.count)} records`}
              className="group outline-none"
            >
              <circle
                cx={point.x}
                cy={point.y}
                r={6}
                className="fill-white stroke-brand-600 stroke-2 group-hover:fill-brand-100 group-focus-visible:fill-brand-500 group-focus-visible:stroke-[4] dark:fill-slate-950 dark:stroke-brand-500"
              />
            </Link>
          ))}
          {layout.current ? (
            <Link
              to={paths.records(domain)}
              aria-label={`The current zone now, ${formatDateTime(layout.current.time, zone)}: ${formatCount(layout.current.count)} records`}
              className="group outline-none"
            >
              <rect
                x={layout.current.x - 6}
                y={layout.current.y - 6}
                width={12}
                height={12}
                className="fill-emerald-600 stroke-white stroke-2 group-hover:fill-emerald-500 group-focus-visible:stroke-brand-500 group-focus-visible:stroke-[3] dark:fill-emerald-400 dark:stroke-slate-950"
              />
              <text
                x={layout.current.x}
                y={layout.current.y < layout.plot.top + 20 ? layout.current.y + 22 : layout.current.y - 12}
                textAnchor="end"
                className="fill-emerald-700 text-xs font-semibold dark:fill-emerald-300"
              >
                now
              </text>
            </Link>
          ) : null}
        </svg>
      </div>
    </figure>
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

type BoxSize = { width: number; height: number };

/** The size of the element the ref is put on, kept up to date; {@link UNMEASURED} until measured. */
function useBoxSize(): [(element: SVGSVGElement | null) => void, BoxSize] {
  const [element, setElement] = useState<SVGSVGElement | null>(null);
  const [size, setSize] = useState(UNMEASURED);
  useLayoutEffect(() => {
    if (element === null) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((last) => (last.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, size];
}
