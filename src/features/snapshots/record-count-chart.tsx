import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatShortDate, type TimeZoneChoice } from '../../lib/format-time.ts';
import { paths } from '../../lib/paths.ts';
import { layoutCountChart, type CountPoint } from './record-count-chart-layout.ts';

type RecordCountChartProps = {
  domain: string;
  /** Snapshots with a readable time; ids must be safe to link to. */
  points: readonly CountPoint[];
  zone: TimeZoneChoice;
};

function count(value: number): string {
  return value.toLocaleString('en');
}

/** Record counts over time as an SVG line; each point links to its snapshot; the caption says it in words. */
export function RecordCountChart({ domain, points, zone }: RecordCountChartProps) {
  const captionId = useId();
  const layout = useMemo(() => layoutCountChart(points), [points]);
  if (layout.points.length === 0) return null;
  const first = layout.points[0];
  const last = layout.points.at(-1);
  const counts = layout.points.map((point) => point.count);

  return (
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <figcaption id={captionId} className="text-sm">
        <span className="font-semibold">Records per snapshot over time.</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">
          {first && last
            ? `From ${count(first.count)} records on ${formatShortDate(first.time, zone)} to ${count(last.count)} on ${formatShortDate(last.time, zone)}; lowest ${count(Math.min(...counts))}, highest ${count(Math.max(...counts))}, across ${layout.points.length} snapshots.`
            : null}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label="Chart of record counts; each point links to its snapshot"
        className="mt-2 h-auto w-full max-w-4xl overflow-visible"
      >
        <g aria-hidden="true">
          {layout.gridLines.map((line) => (
            <g key={line.count}>
              <line
                x1={layout.plot.left}
                x2={layout.plot.right}
                y1={line.y}
                y2={line.y}
                className="stroke-slate-200 dark:stroke-slate-700"
                strokeDasharray="4 4"
              />
              <text
                x={layout.plot.left - 8}
                y={line.y}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-600 text-xs dark:fill-slate-300"
              >
                {count(line.count)}
              </text>
            </g>
          ))}
          {first ? (
            <text
              x={first.x}
              y={layout.height - 10}
              textAnchor="start"
              className="fill-slate-600 text-xs dark:fill-slate-300"
            >
              {formatShortDate(first.time, zone)}
            </text>
          ) : null}
          {last && last !== first ? (
            <text
              x={last.x}
              y={layout.height - 10}
              textAnchor="end"
              className="fill-slate-600 text-xs dark:fill-slate-300"
            >
              {formatShortDate(last.time, zone)}
            </text>
          ) : null}
          <path d={layout.path} fill="none" strokeWidth={2} className="stroke-brand-600 dark:stroke-brand-500" />
        </g>
        {layout.points.map((point) => (
          <Link
            key={point.id}
            to={paths.snapshot(domain, point.id)}
            aria-label={`Snapshot ${point.id}, ${formatDateTime(point.time, zone)}: ${count(point.count)} records`}
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
      </svg>
    </figure>
  );
}
