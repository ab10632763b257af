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
  it('places the oldest at the left edge and the highest count at the top, in fractions of the plot', () => {
    const layout = layoutCountChart([point('b', '2026-11-02T00:00:00Z', 20), point('a', '2026-11-01T00:00:00Z', 10)]);
    expect(layout.points).toMatchObject([
      { id: 'a', x: 0, y: 1 },
      { id: 'b', x: 1, y: 0 },
    ]);
    expect(layout.current).toBeNull();
  });

  it('draws a grid line at each count from 36 to 39, the lowest at the bottom and the highest at the top', () => {
    const layout = layoutCountChart(EXAMPLE);
    expect(layout.countTicks).toEqual([
      { count: 36, y: 1 },
      { count: 37, y: 0.6667 },
      { count: 38, y: 0.3333 },
      { count: 39, y: 0 },
    ]);
    expect(layout.points.map((placed) => placed.y)).toEqual([1, 1, 0.6667, 0.3333, 0]);
  });

  it('places each snapshot by its time', () => {
    const layout = layoutCountChart(EXAMPLE);
    const first = EXAMPLE[0]?.time.getTime() ?? 0;
    const span = (EXAMPLE.at(-1)?.time.getTime() ?? 0) - first;
    expect(layout.points.map((placed) => placed.x)).toEqual(
      EXAMPLE.map((snapshot) => Math.round(((snapshot.time.getTime() - first) / span) * 10_000) / 10_000),
    );
  });

  it('puts the current zone after the newest snapshot, at the right edge', () => {
    const now = point('current', '2026-11-24T10:00:00Z', 41);
    const layout = layoutCountChart(EXAMPLE, now);
    const newest = layout.points.at(-1);
    expect(layout.points.map((placed) => placed.id)).toEqual(['9010', '9020', '9030', '9040', '9050']);
    expect(layout.current).toMatchObject({ count: 41, x: 1 });
    expect(newest?.x).toBeLessThan(1);
    // 41 is above every snapshot, and the scale reaches it.
    expect(layout.current?.y).toBeLessThan(newest?.y ?? 0);
    expect(layout.countTicks.at(-1)?.count).toBeGreaterThanOrEqual(41);
  });

  it('reaches `until` whether the current zone is counted or not: the snapshots stay where they are', () => {
    const until = new Date('2026-11-29T10:00:00Z');
    const counting = layoutCountChart(EXAMPLE, undefined, until);
    const counted = layoutCountChart(EXAMPLE, { id: 'current', time: until, count: 39 }, until);
    expect(counting.current).toBeNull();
    expect(counted.current).toMatchObject({ x: 1 });
    expect(counting.points).toEqual(counted.points);
    expect(counting.timeTickSets).toEqual(counted.timeTickSets);
    expect(counting.timeTickSets[0]?.ticks.at(-1)?.time).toEqual(until);
    // Without it, the newest snapshot is the right edge.
    expect(layoutCountChart(EXAMPLE).points.at(-1)?.x).toBe(1);
    expect(counting.points.at(-1)?.x).toBeLessThan(1);
  });

  it('gives a set of date labels for every plot width: two below 220 px, one more per 110 px, seven at most', () => {
    const { timeTickSets } = layoutCountChart(EXAMPLE);
    expect(timeTickSets.map((set) => [set.minWidth, set.ticks.length])).toEqual([
      [0, 2],
      [220, 3],
      [330, 4],
      [440, 5],
      [550, 6],
      [660, 7],
    ]);
    for (const { ticks } of timeTickSets) {
      expect(ticks[0]).toMatchObject({ x: 0, anchor: 'start', time: EXAMPLE[0]?.time });
      expect(ticks.at(-1)).toMatchObject({ x: 1, anchor: 'end', time: EXAMPLE.at(-1)?.time });
      const gaps = ticks.slice(1).map((tick, index) => tick.x - (ticks[index]?.x ?? 0));
      for (const gap of gaps) expect(gap).toBeCloseTo(1 / (ticks.length - 1), 3);
      expect(ticks.slice(1, -1).every((tick) => tick.anchor === 'middle')).toBe(true);
    }
  });

  it('leaves room on the left for the widest count label', () => {
    const small = layoutCountChart(EXAMPLE);
    const large = layoutCountChart([
      point('7100', '2026-11-01T00:00:00Z', 49_900),
      point('7300', '2026-11-20T00:00:00Z', 49_960),
    ]);
    expect(large.countTicks.map((tick) => tick.count)).toContain(49_900);
    // Two characters of 7.5 px and a 14 px margin; "49,900" has four more.
    expect(small.labelWidth).toBe(29);
    expect(large.labelWidth - small.labelWidth).toBe(30);
    // The widest of the labels, not the first: 0, 500, 1,000 and 1,500.
    const mixed = layoutCountChart([point('a', '2026-11-01T00:00:00Z', 0), point('b', '2026-11-02T00:00:00Z', 1234)]);
    expect(mixed.countTicks.map((tick) => tick.count)).toEqual([0, 500, 1000, 1500]);
    expect(mixed.labelWidth).toBe(52);
  });

  it('centres a single point and labels its one date', () => {
    const layout = layoutCountChart([point('a', '2026-11-01T00:00:00Z', 0)]);
    expect(layout.points).toMatchObject([{ x: 0.5, y: 0.5 }]);
    expect(layout.countTicks).toEqual([{ count: 0, y: 0.5 }]);
    expect(layout.timeTickSets).toEqual([
      { minWidth: 0, ticks: [{ time: new Date('2026-11-01T00:00:00Z'), x: 0.5, anchor: 'middle' }] },
    ]);
  });

  it('keeps every point inside the plot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.nat({ max: 1000 }), count: fc.nat({ max: 1_000_000 }) }), { minLength: 1 }),
        (drawn) => {
          const layout = layoutCountChart(
            drawn.map(({ day, count }, index) => ({ id: String(index), time: new Date(day * 86_400_000), count })),
          );
          for (const placed of layout.points) {
            expect(placed.x).toBeGreaterThanOrEqual(0);
            expect(placed.x).toBeLessThanOrEqual(1);
            expect(placed.y).toBeGreaterThanOrEqual(0);
            expect(placed.y).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('draws nothing without points', () => {
    expect(layoutCountChart([])).toEqual({
      points: [],
      current: null,
      countTicks: [],
      labelWidth: 0,
      timeTickSets: [],
    });
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
