/** Geometry of the record-count chart, kept apart from its markup so that it can be tested. */
import { formatCount } from '../../lib/format-count.ts';

export type CountPoint = { id: string; time: Date; count: number };

export type PlacedPoint = CountPoint & { x: number; y: number };

export type CountTick = { count: number; y: number };

export type TimeTick = { time: Date; x: number; anchor: 'start' | 'middle' | 'end' };

export type CountChartLayout = {
  width: number;
  height: number;
  /** The snapshots, oldest first. */
  points: PlacedPoint[];
  /** The current zone, after the newest snapshot, when its count is known. */
  current: PlacedPoint | null;
  /** SVG path through the snapshots, oldest first (the current zone not included). */
  path: string;
  /** SVG path from the newest snapshot to the current zone, or '' without one. */
  currentPath: string;
  /** Horizontal grid lines at round counts, bottom to top. */
  countTicks: CountTick[];
  /** Date labels along the bottom, evenly spread, left to right. */
  timeTicks: TimeTick[];
  plot: { left: number; right: number; top: number; bottom: number };
};

export type CountChartOptions = {
  /** The chart's width in CSS pixels (its card's); labels keep their size whatever it is. */
  width?: number;
  height?: number;
  current?: CountPoint | undefined;
};

/** Room per date label along the bottom, and per count line up the side. */
const TIME_LABEL_ROOM = 110;
const COUNT_LINE_ROOM = 36;
const MAX_TIME_TICKS = 7;
/** Width of a digit or comma of the axis labels (12 px sans-serif), with a margin. */
const LABEL_CHAR_WIDTH = 7.5;
const PADDING = { right: 12, top: 12, bottom: 28 };

/**
 * Places points by time (x) and count (y) in a `width` × `height` box, oldest on the left, the
 * current zone (if given) last. Counts get grid lines at round steps (36, 37, 38, 39; 49,950,
 * 50,000), as many as the height has room for; dates get as many evenly spread labels as the
 * width has room for (two at least). Equal times share the centre; equal counts sit mid-height.
 */
export function layoutCountChart(
  points: readonly CountPoint[],
  { width = 720, height = 220, current }: CountChartOptions = {},
): CountChartLayout {
  const sorted = [...points].sort((a, b) => a.time.getTime() - b.time.getTime());
  const all = current ? [...sorted, current] : sorted;
  if (all.length === 0) {
    const plot = { left: 0, right: width, top: 0, bottom: height };
    return { width, height, plot, points: [], current: null, path: '', currentPath: '', countTicks: [], timeTicks: [] };
  }

  const counts = all.map((point) => point.count);
  const maxTicks = Math.max(2, Math.floor((height - PADDING.top - PADDING.bottom) / COUNT_LINE_ROOM));
  const ticks = roundCounts(Math.min(...counts), Math.max(...counts), maxTicks);
  const labelWidth = Math.max(...ticks.map((count) => formatCount(count).length)) * LABEL_CHAR_WIDTH;
  const plot = {
    left: Math.round(labelWidth + 14),
    right: width - PADDING.right,
    top: PADDING.top,
    bottom: height - PADDING.bottom,
  };
  const [bottomCount = 0, topCount = 1] = [ticks[0], ticks.at(-1)];

  const times = all.map((point) => point.time.getTime());
  const firstTime = Math.min(...times);
  const lastTime = Math.max(...times);
  const xOf = (time: number) =>
    lastTime === firstTime
      ? (plot.left + plot.right) / 2
      : plot.left + ((time - firstTime) / (lastTime - firstTime)) * (plot.right - plot.left);
  const yOf = (count: number) =>
    topCount === bottomCount
      ? (plot.top + plot.bottom) / 2
      : plot.bottom - ((count - bottomCount) / (topCount - bottomCount)) * (plot.bottom - plot.top);
  const place = (point: CountPoint): PlacedPoint => ({
    ...point,
    x: round(xOf(point.time.getTime())),
    y: round(yOf(point.count)),
  });

  const placed = sorted.map(place);
  const placedCurrent = current ? place(current) : null;
  const newest = placed.at(-1);
  return {
    width,
    height,
    plot,
    points: placed,
    current: placedCurrent,
    path: placed.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' '),
    currentPath: placedCurrent && newest ? `M${newest.x},${newest.y} L${placedCurrent.x},${placedCurrent.y}` : '',
    countTicks: ticks.map((count) => ({ count, y: round(yOf(count)) })),
    timeTicks: timeTicks(firstTime, lastTime, plot, xOf),
  };
}

/**
 * Round counts from at most `low` to at least `high`, a step of 1, 2 or 5 times a power of ten
 * apart, at most `maxTicks` of them: `roundCounts(36, 39, 4)` → `[36, 37, 38, 39]`,
 * `roundCounts(49_960, 50_000, 5)` → `[49_960, 49_970, …, 50_000]`. One value gives one tick.
 */
export function roundCounts(low: number, high: number, maxTicks: number): number[] {
  if (low === high) return [low];
  // Two round numbers always bracket two counts: the search below ends.
  const most = Math.max(2, maxTicks);
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * magnitude;
      const first = Math.floor(low / step) * step;
      const last = Math.ceil(high / step) * step;
      if ((last - first) / step + 1 <= most) {
        return Array.from({ length: (last - first) / step + 1 }, (_, index) => first + index * step);
      }
    }
  }
}

function timeTicks(
  firstTime: number,
  lastTime: number,
  plot: CountChartLayout['plot'],
  xOf: (time: number) => number,
): TimeTick[] {
  if (firstTime === lastTime) return [{ time: new Date(firstTime), x: round(xOf(firstTime)), anchor: 'middle' }];
  const count = Math.min(MAX_TIME_TICKS, Math.max(2, Math.floor((plot.right - plot.left) / TIME_LABEL_ROOM) + 1));
  return Array.from({ length: count }, (_, index) => {
    const time = firstTime + ((lastTime - firstTime) * index) / (count - 1);
    const anchor = index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle';
    return { time: new Date(time), x: round(xOf(time)), anchor };
  });
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
