import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MARKED_POINTS_AT_MOST, RecordCountChart } from './record-count-chart.tsx';
import type { CountPoint } from './record-count-chart-layout.ts';

const NOW = new Date('2026-12-01T12:00:00Z');

/** `count` snapshots a night apart up to the day before NOW, ids 1… oldest first. */
function nightly(count: number): CountPoint[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    time: new Date(NOW.getTime() - (count - index) * 86_400_000),
    count: 40 + (index % 3),
  }));
}

function renderChart(points: readonly CountPoint[]) {
  return render(
    <MemoryRouter>
      <RecordCountChart domain="example.com" points={points} currentCount={41} now={NOW} zone="UTC" />
    </MemoryRouter>,
  );
}

describe('RecordCountChart', () => {
  it(`links each point to its snapshot up to ${MARKED_POINTS_AT_MOST} snapshots`, () => {
    renderChart(nightly(MARKED_POINTS_AT_MOST));
    expect(screen.getAllByRole('link', { name: /^Snapshot \d+, / })).toHaveLength(MARKED_POINTS_AT_MOST);
    expect(screen.getByRole('link', { name: /^The current zone now, / })).toBeInTheDocument();
    expect(screen.getByRole('figure')).not.toHaveTextContent('Too many to mark each');
    expect(screen.getByRole('group')).toHaveAccessibleName(
      'Chart of record counts; each point links to its snapshot, the last to the current records',
    );
  });

  it('draws the line alone past that, and says where the snapshots are linked', () => {
    const { container } = renderChart(nightly(2_163));
    expect(screen.queryAllByRole('link', { name: /^Snapshot \d+, / })).toHaveLength(0);
    expect(screen.getByRole('group')).toHaveAccessibleName(
      'Chart of record counts; its last point links to the current records',
    );
    expect(screen.getByRole('link', { name: /^The current zone now, / })).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent(
      'across 2,163 snapshots. Too many to mark each: the list below links every one.',
    );
    // One line through every point, in the plot's box of 1 × 1.
    const points = container.querySelector('polyline')?.getAttribute('points')?.split(' ') ?? [];
    expect(points).toHaveLength(2_163);
    const coordinates = points.flatMap((point) => point.split(',').map(Number));
    expect(coordinates.every((value) => value >= 0 && value <= 1)).toBe(true);
    // From the oldest at the left edge to the newest, short of "now" at the right.
    expect(coordinates[0]).toBe(0);
    expect(coordinates.at(-2)).toBeLessThan(1);
  });
});
