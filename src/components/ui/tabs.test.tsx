import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { tabPanelProps, Tabs } from './tabs.tsx';

const ITEMS = [
  { value: 'records', label: 'Records' },
  { value: 'geo', label: 'GEO records' },
  { value: 'failover', label: 'Failover records' },
] as const;
type Part = (typeof ITEMS)[number]['value'];
const nothing = () => {};

/**
 * Tabs whose value arrives later than the choice, as the URL does (the router renders it in a
 * transition): `asked` lists the choices; `land()` lets the last one arrive.
 */
function setup() {
  const asked: Part[] = [];
  let land = nothing;
  function Screen() {
    const [value, setValue] = useState<Part>('failover');
    land = () => setValue(asked.at(-1) ?? value);
    return (
      <>
        <Tabs label="Parts" items={ITEMS} value={value} onChange={(part) => asked.push(part)} idPrefix="part" />
        <div {...tabPanelProps('part', value)}>{value}</div>
        <button type="button">After the panel</button>
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/', Component: Screen }]);
  render(<RouterProvider router={router} />);
  return { asked, land: () => land() };
}

describe('Tabs', () => {
  it('selects the tab chosen at once, before its value arrives: Tab then goes from it to the panel', async () => {
    const user = userEvent.setup();
    const { asked } = setup();
    await user.click(screen.getByRole('tab', { name: 'GEO records' }));
    expect(asked).toEqual(['geo']);
    expect(screen.getByRole('tab', { name: 'GEO records' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Failover records' })).toHaveAttribute('aria-selected', 'false');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves with the arrows as chosen, asks for each once, and follows the value once it arrives', async () => {
    const user = userEvent.setup();
    const { asked, land } = setup();
    await user.click(screen.getByRole('tab', { name: 'GEO records' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Records' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
    expect(asked).toEqual(['geo', 'records']);
    land();
    expect(await screen.findByRole('tabpanel', { name: 'Records' })).toHaveTextContent('records');
    expect(screen.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
  });
});
