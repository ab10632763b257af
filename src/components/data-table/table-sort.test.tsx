import { render, screen, within } from '@testing-library/react';
import type { ColumnSort } from '@tanstack/react-table';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordAnnouncements } from '../../test/announcements.ts';
import { nameColumns, nameRows, SortedNamesTable } from '../../test/names-table.tsx';
import { MemoryTable } from './memory-table.tsx';

const ttlHeader = () => screen.getByRole('columnheader', { name: /^TTL/ });
const ttlButton = () => within(ttlHeader()).getByRole('button');
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });

describe('DataTableSortControl', () => {
  it('sorts by the column chosen, as its header would, and turns the order round', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn<(sort: ColumnSort | undefined) => void>();
    render(<SortedNamesTable onSort={onSort} />);
    expect(sortBy()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeDisabled();
    expect(
      within(sortBy())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default order', 'Name', 'TTL']);

    await user.selectOptions(sortBy(), 'TTL');
    expect(ttlHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(sortBy()).toHaveValue('ttl');

    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(ttlHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Descending' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Descending' }));
    expect(ttlHeader()).toHaveAttribute('aria-sort', 'ascending');

    await user.selectOptions(sortBy(), 'Default order');
    expect(ttlHeader()).toHaveAttribute('aria-sort', 'none');
    expect(onSort.mock.calls).toEqual([
      [{ id: 'ttl', desc: false }],
      [{ id: 'ttl', desc: true }],
      [{ id: 'ttl', desc: false }],
      [undefined],
    ]);
  });

  it('follows a sort made with a header', async () => {
    const user = userEvent.setup();
    render(<SortedNamesTable onSort={() => undefined} />);
    await user.click(ttlButton());
    await user.click(ttlButton());
    expect(sortBy()).toHaveValue('ttl');
    expect(screen.getByRole('button', { name: 'Descending' })).toBeEnabled();
  });

  it('is not there when the screen does not sort', () => {
    render(<MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[0, 1]} empty="None" />);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});

describe('sort announcements', () => {
  it('says each new order, from a header or from the sort control', async () => {
    const user = userEvent.setup();
    const said = recordAnnouncements();
    render(<SortedNamesTable onSort={() => undefined} />);
    await user.click(ttlButton());
    await user.click(ttlButton());
    await user.click(ttlButton());
    await user.selectOptions(sortBy(), 'Name');
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    await user.selectOptions(sortBy(), 'Default order');
    expect(said()).toEqual([
      'Sorted by TTL, ascending',
      'Sorted by TTL, descending',
      'Back to the default order',
      'Sorted by Name, ascending',
      'Sorted by Name, descending',
      'Back to the default order',
    ]);
  });
});

describe('card cells', () => {
  it('name their column to screen readers where the headers are hidden, in CSS alone', () => {
    render(<MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[0]} empty="None" />);
    const cells = within(screen.getByRole('table', { name: 'Names' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Name', 'TTL']);
    // The name is the alternative text of the cell's CSS content on a card (data-table.tsx), so
    // the cell's own text, the same at every width and in the first view, stays its value.
    for (const cell of cells)
      expect(cell.className).toMatch(/max-lg:before:\[content:[^\]]*_\/_attr\(data-label\)_":_"\]/);
    expect(cells.map((cell) => cell.textContent)).toEqual(['a.example.com', '300 (5 min)']);
  });
});
