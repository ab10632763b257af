import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutCountChart, roundCounts } from './record-count-chart-layout.ts';

const point = (id: string, iso: string, count: number) => ({ id, time: new Date(iso), count });

/** example.com's five snapshots, as the demo API lists them. */
const EXAMPLE = [
  point('9010', '2026-09-28T03:00:00Z', 36),
  point('9020', '2026-10-15T09:12:44Z', 36),
  point('9030', '2026-11-02T03:00:00Z', 37),
  point('9040', '2026-11-18T08:41:10Z', 38),
  point('9050', '2026-11-18T16:27:35Z', 39),
];

describe('layoutCountChart', () => {
  it('places the oldest left and the highest count at the top', () => {
    const layout = layoutCountChart([point('b', '2026-11-02T00:00:00Z', 20), point('a', '2026-11-01T00:00:00Z', 10)]);
    const [first, second] = layout.points;
    expect(first?.id).toBe('a');
    expect(first?.x).toBe(layout.plot.left);
    expect(second?.x).toBe(layout.plot.right);
    expect(second?.y).toBeLessThan(first?.y ?? 0);
    expect(layout.path).toBe(`M${first?.x},${first?.y} L${second?.x},${second?.y}`);
    expect(layout.current).toBeNull();
    expect(layout.currentPath).toBe('');
  });

  it('draws a grid line at each count from 36 to 39, the lowest at the bottom and the highest at the top', () => {
    const layout = layoutCountChart(EXAMPLE, { width: 1200, height: 240 });
    expect(layout.countTicks.map((tick) => tick.count)).toEqual([36, 37, 38, 39]);
    expect(layout.countTicks[0]?.y).toBe(layout.plot.bottom);
    expect(layout.countTicks.at(-1)?.y).toBe(layout.plot.top);
    const [lowest] = layout.points;
    expect(lowest?.y).toBe(layout.plot.bottom);
  });

  it('puts the current zone after the newest snapshot, at the right edge, joined to it', () => {
    const now = point('current', '2026-11-24T10:00:00Z', 41);
    const layout = layoutCountChart(EXAMPLE, { width: 900, height: 220, current: now });
    const newest = layout.points.at(-1);
    expect(layout.points.map((placed) => placed.id)).toEqual(['9010', '9020', '9030', '9040', '9050']);
    expect(layout.current).toMatchObject({ count: 41, x: layout.plot.right });
    expect(newest?.x).toBeLessThan(layout.current?.x ?? 0);
    // 41 is above every snapshot, and the scale reaches it.
    expect(layout.current?.y).toBeLessThan(newest?.y ?? 0);
    expect(layout.countTicks.at(-1)?.count).toBeGreaterThanOrEqual(41);
    expect(layout.currentPath).toBe(`M${newest?.x},${newest?.y} L${layout.current?.x},${layout.current?.y}`);
  });

  it('labels more dates where there is room: two at least, about one per 110 px, spread evenly', () => {
    const narrow = layoutCountChart(EXAMPLE, { width: 200, height: 180 });
    const phone = layoutCountChart(EXAMPLE, { width: 326, height: 180 });
    const wide = layoutCountChart(EXAMPLE, { width: 1200, height: 240 });
    expect(narrow.timeTicks).toHaveLength(2);
    expect(phone.timeTicks).toHaveLength(3);
    expect(wide.timeTicks.length).toBeGreaterThan(4);
    expect(wide.timeTicks[0]).toMatchObject({ x: wide.plot.left, anchor: 'start' });
    expect(wide.timeTicks.at(-1)).toMatchObject({ x: wide.plot.right, anchor: 'end' });
    const gaps = wide.timeTicks.slice(1).map((tick, index) => tick.x - (wide.timeTicks[index]?.x ?? 0));
    for (const gap of gaps) expect(Math.abs(gap - (gaps[0] ?? 0))).toBeLessThan(1);
    expect(wide.timeTicks[0]?.time).toEqual(EXAMPLE[0]?.time);
    expect(wide.timeTicks.at(-1)?.time).toEqual(EXAMPLE.at(-1)?.time);
  });

  it('leaves room on the left for the widest count label', () => {
    const small = layoutCountChart(EXAMPLE, { width: 900 });
    const large = layoutCountChart(
      [point('7100', '2026-11-01T00:00:00Z', 49_900), point('7300', '2026-11-20T00:00:00Z', 49_960)],
      { width: 900 },
    );
    expect(large.countTicks.map((tick) => tick.count)).toContain(49_900);
    expect(large.plot.left).toBeGreaterThan(small.plot.left);
  });

  it('centres a single point and keeps it inside the plot', () => {
    const layout = layoutCountChart([point('a', '2026-11-01T00:00:00Z', 0)]);
    const [only] = layout.points;
    expect(only?.x).toBe((layout.plot.left + layout.plot.right) / 2);
    expect(only?.y).toBeGreaterThanOrEqual(layout.plot.top);
    expect(only?.y).toBeLessThanOrEqual(layout.plot.bottom);
    expect(layout.countTicks).toHaveLength(1);
    expect(layout.timeTicks).toHaveLength(1);
  });

  it('draws nothing without points', () => {
    expect(layoutCountChart([])).toMatchObject({ points: [], current: null, path: '', countTicks: [], timeTicks: [] });
  });
});

describe('roundCounts', () => {
  it('steps by 1, 2 or 5 times a power of ten, as many as fit', () => {
    expect(roundCounts(36, 39, 4)).toEqual([36, 37, 38, 39]);
    expect(roundCounts(36, 39, 3)).toEqual([36, 38, 40]);
    expect(roundCounts(49_960, 50_000, 5)).toEqual([49_960, 49_970, 49_980, 49_990, 50_000]);
    expect(roundCounts(0, 1234, 4)).toEqual([0, 500, 1000, 1500]);
    expect(roundCounts(7, 7, 4)).toEqual([7]);
  });

  it('always brackets the counts with at most the ticks asked for (two at least), evenly', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 10_000_000 }),
        fc.integer({ min: 0, max: 12 }),
        (a, b, maxTicks) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const ticks = roundCounts(low, high, maxTicks);
          expect(ticks[0]).toBeLessThanOrEqual(low);
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(high);
          expect(ticks.length).toBeLessThanOrEqual(Math.max(2, maxTicks));
          const steps = new Set(ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? 0)));
          expect(steps.size).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
