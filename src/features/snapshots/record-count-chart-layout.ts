/**
 * Geometry of the record-count chart, kept apart from its markup so that it can be tested.
 *
 * Everything along the plot is a fraction of it (0 to 1: left to right, top to bottom), which the
 * chart writes as SVG percentages: it is drawn right at whatever size CSS gives it — on the server,
 * before the app has hydrated, on a phone, after a resize — and nothing is measured or redrawn.
 * The few things that depend on the plot's width in pixels (how many date labels fit) are given for
 * every width, and CSS shows the set that fits (see record-count-chart.tsx).
 */
import { formatCount } from '../../lib/format-count.ts';

export type CountPoint = { id: string; time: Date; count: number };

/** A point with its place in the plot: `x` and `y` fractions of its width and height (0 = left, top). */
export type PlacedPoint = CountPoint & { x: number; y: number };

export type CountTick = { count: number; y: number };

export type TimeTick = { time: Date; x: number; anchor: 'start' | 'middle' | 'end' };

/** Date labels for plots at least `minWidth` px wide (and narrower than the next set's `minWidth`). */
export type TimeTickSet = { minWidth: number; ticks: TimeTick[] };

export type CountChartLayout = {
  /** The snapshots, oldest first. */
  points: PlacedPoint[];
  /** The current zone, after the newest snapshot, when its count is known. */
  current: PlacedPoint | null;
  /** Horizontal grid lines at round counts, bottom to top. */
  countTicks: CountTick[];
  /** Room for the count labels beside the plot, in px. */
  labelWidth: number;
  /** Date labels along the bottom, evenly spread, left to right: one set per width, narrowest first. */
  timeTickSets: TimeTickSet[];
};

/** Room per date label along the bottom. */
const TIME_LABEL_ROOM = 110;
/** The most date labels a plot gets, however wide. */
const MAX_TIME_TICKS = 7;
/**
 * The most count lines: the plot is 140–200 px high (the chart's box 180–240 px, less the date
 * labels' row and a margin), which holds four labelled lines at ease.
 */
const MAX_COUNT_TICKS = 4;
/** Width of a digit or comma of the axis labels (12 px sans-serif), with a margin. */
const LABEL_CHAR_WIDTH = 7.5;

/**
 * Places points by time (x) and count (y), oldest on the left, the current zone (if given) last.
 * Counts get grid lines at round steps (36, 37, 38, 39; 49,960, 49,980, 50,000); dates get as many
 * evenly spread labels as a plot's width has room for, about one per {@link TIME_LABEL_ROOM} px (two
 * at least): a set for each count. Equal times share the centre; equal counts sit mid-height.
 * `until`: a time the plot reaches whatever the points (the page's "now", where the current zone
 * goes once counted), so that the snapshots are placed alike before and after it is.
 */
export function layoutCountChart(points: readonly CountPoint[], current?: CountPoint, until?: Date): CountChartLayout {
  const sorted = [...points].sort((a, b) => a.time.getTime() - b.time.getTime());
  const all = current ? [...sorted, current] : sorted;
  if (all.length === 0) return { points: [], current: null, countTicks: [], labelWidth: 0, timeTickSets: [] };

  const counts = all.map((point) => point.count);
  const ticks = roundCounts(Math.min(...counts), Math.max(...counts), MAX_COUNT_TICKS);
  const labelWidth = Math.round(Math.max(...ticks.map((count) => formatCount(count).length)) * LABEL_CHAR_WIDTH + 14);
  const [bottomCount = 0, topCount = 1] = [ticks[0], ticks.at(-1)];

  const times = [...all.map((point) => point.time.getTime()), ...(until ? [until.getTime()] : [])];
  const firstTime = Math.min(...times);
  const lastTime = Math.max(...times);
  const xOf = (time: number) => (lastTime === firstTime ? 0.5 : (time - firstTime) / (lastTime - firstTime));
  const yOf = (count: number) => (topCount === bottomCount ? 0.5 : (topCount - count) / (topCount - bottomCount));
  const place = (point: CountPoint): PlacedPoint => ({
    ...point,
    x: round(xOf(point.time.getTime())),
    y: round(yOf(point.count)),
  });

  return {
    points: sorted.map(place),
    current: current ? place(current) : null,
    countTicks: ticks.map((count) => ({ count, y: round(yOf(count)) })),
    labelWidth,
    timeTickSets: timeTickSets(firstTime, lastTime),
  };
}

/**
 * Round counts from at most `low` to at least `high`, a step of 1, 2 or 5 times a power of ten
 * apart, at most `maxTicks` of them: `roundCounts(36, 39, 4)` → `[36, 37, 38, 39]`,
 * `roundCounts(49_960, 50_000, 5)` → `[49_960, 49_970, …, 50_000]`. One value gives one tick.
 */
export function roundCounts(low: number, high: number, maxTicks: number): number[] {
  // Two round numbers always bracket two counts (one count is its own tick): the search below ends.
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

/** Two labels below 220 px, three from 220, … seven from 660; one, centred, when all times are one. */
function timeTickSets(firstTime: number, lastTime: number): TimeTickSet[] {
  if (firstTime === lastTime)
    return [{ minWidth: 0, ticks: [{ time: new Date(firstTime), x: 0.5, anchor: 'middle' }] }];
  return Array.from({ length: MAX_TIME_TICKS - 1 }, (_, index) => {
    const count = index + 2;
    const ticks = Array.from({ length: count }, (_unused, tick): TimeTick => {
      const fraction = tick / (count - 1);
      const anchor = tick === 0 ? 'start' : tick === count - 1 ? 'end' : 'middle';
      return { time: new Date(firstTime + (lastTime - firstTime) * fraction), x: round(fraction), anchor };
    });
    return { minWidth: count === 2 ? 0 : (count - 1) * TIME_LABEL_ROOM, ticks };
  });
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
