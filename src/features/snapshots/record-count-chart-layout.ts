/** Geometry of the record-count chart, kept apart from its markup so that it can be tested. */

export type CountPoint = { id: string; time: Date; count: number };

export type PlacedPoint = CountPoint & { x: number; y: number };

export type CountChartLayout = {
  width: number;
  height: number;
  points: PlacedPoint[];
  /** SVG path through the points, oldest first. */
  path: string;
  /** Horizontal grid lines with their counts (lowest and highest). */
  gridLines: { count: number; y: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
};

const PADDING = { left: 64, right: 24, top: 16, bottom: 36 };

/**
 * Places points by time (x) and count (y) in a `width` × `height` box, oldest on the left. Equal
 * times share the centre; equal counts sit mid-height.
 */
export function layoutCountChart(points: readonly CountPoint[], width = 720, height = 220): CountChartLayout {
  const plot = { left: PADDING.left, right: width - PADDING.right, top: PADDING.top, bottom: height - PADDING.bottom };
  const sorted = [...points].sort((a, b) => a.time.getTime() - b.time.getTime());
  const times = sorted.map((point) => point.time.getTime());
  const counts = sorted.map((point) => point.count);
  const [firstTime = 0, lastTime = 0] = [times[0], times.at(-1)];
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const margin = high === low ? Math.max(1, Math.round(high * 0.05)) : (high - low) * 0.1;
  const [bottomCount, topCount] = [low - margin, high + margin];

  const xOf = (time: number) =>
    lastTime === firstTime
      ? (plot.left + plot.right) / 2
      : plot.left + ((time - firstTime) / (lastTime - firstTime)) * (plot.right - plot.left);
  const yOf = (count: number) =>
    plot.bottom - ((count - bottomCount) / (topCount - bottomCount)) * (plot.bottom - plot.top);

  const placed = sorted.map((point) => ({ ...point, x: round(xOf(point.time.getTime())), y: round(yOf(point.count)) }));
  return {
    width,
    height,
    plot,
    points: placed,
    path: placed.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' '),
    gridLines: placed.length === 0 ? [] : [...new Set([low, high])].map((count) => ({ count, y: round(yOf(count)) })),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
