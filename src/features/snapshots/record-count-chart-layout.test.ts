import { describe, expect, it } from 'vitest';
import { layoutCountChart } from './record-count-chart-layout.ts';

const point = (id: string, iso: string, count: number) => ({ id, time: new Date(iso), count });

describe('layoutCountChart', () => {
  it('places the oldest left and the highest count at the top', () => {
    const layout = layoutCountChart([point('b', '2026-11-02T00:00:00Z', 20), point('a', '2026-11-01T00:00:00Z', 10)]);
    const [first, second] = layout.points;
    expect(first?.id).toBe('a');
    expect(first?.x).toBe(layout.plot.left);
    expect(second?.x).toBe(layout.plot.right);
    expect(second?.y).toBeLessThan(first?.y ?? 0);
    expect(layout.path).toBe(`M${first?.x},${first?.y} L${second?.x},${second?.y}`);
    expect(layout.gridLines.map((line) => line.count)).toEqual([10, 20]);
  });

  it('centres a single point and keeps it inside the plot', () => {
    const layout = layoutCountChart([point('a', '2026-11-01T00:00:00Z', 0)]);
    const [only] = layout.points;
    expect(only?.x).toBe((layout.plot.left + layout.plot.right) / 2);
    expect(only?.y).toBeGreaterThan(layout.plot.top);
    expect(only?.y).toBeLessThan(layout.plot.bottom);
    expect(layout.gridLines).toHaveLength(1);
  });

  it('draws nothing without points', () => {
    expect(layoutCountChart([])).toMatchObject({ points: [], path: '', gridLines: [] });
  });
});
