import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BROWSER_PAGE_TIME, PageTimeContext, type PageTime } from '../../hooks/use-page-time.ts';
import type { TimeZoneChoice } from '../../lib/format-time.ts';
import { TimeZoneSwitch } from './time-zone-switch.tsx';

/** The page time of a server render on a browser's first visit, hydrated: no zone to name. */
const UNTOLD: PageTime = {
  renderedAt: 1_795_000_000_000,
  localTimeZone: () => 'Europe/Berlin',
  localTimeZoneName: () => null,
};
const BERLIN: PageTime = {
  ...BROWSER_PAGE_TIME,
  localTimeZone: () => 'Europe/Berlin',
  localTimeZoneName: () => 'Europe/Berlin',
};

function Timeline({ pageTime }: { pageTime: PageTime }) {
  const [zone, setZone] = useState<TimeZoneChoice>('utc');
  return (
    <MemoryRouter>
      <PageTimeContext value={pageTime}>
        <TimeZoneSwitch zone={zone} onChange={setZone} />
      </PageTimeContext>
    </MemoryRouter>
  );
}

describe('TimeZoneSwitch', () => {
  it('names the local zone where the render knows it', () => {
    render(<Timeline pageTime={BERLIN} />);
    expect(screen.getByRole('radio', { name: 'Local time (Europe/Berlin)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'UTC' })).toBeChecked();
  });

  it('keeps a label drawn without the zone once the browser knows it, and names it once local times are chosen', async () => {
    const { rerender } = render(<Timeline pageTime={UNTOLD} />);
    expect(screen.getByRole('radio', { name: 'Local time' })).not.toBeChecked();
    // Hydrated: the browser's own page time, which knows the zone; the label is left as drawn.
    rerender(<Timeline pageTime={BERLIN} />);
    expect(screen.getByRole('radio', { name: 'Local time' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Local time' }));
    expect(screen.getByRole('radio', { name: 'Local time (Europe/Berlin)' })).toBeChecked();
    // And it stays named when UTC is chosen again.
    await userEvent.click(screen.getByRole('radio', { name: 'UTC' }));
    expect(screen.getByRole('radio', { name: 'Local time (Europe/Berlin)' })).not.toBeChecked();
  });
});
