import { render, screen, within } from '@testing-library/react';
import type { ColumnSort } from '@tanstack/react-table';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nameColumns, nameRows, SortedNamesTable, type NameRow } from '../../test/names-table.tsx';
import { MemoryTable } from './memory-table.tsx';

function names() {
  return within(screen.getByRole('table', { name: 'Names' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('MemoryTable', () => {
  it('shows the rows of `order`, in that order, each once', () => {
    render(<MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[2, 0]} empty="None" />);
    expect(names()).toEqual(['c.example.com', 'a.example.com']);
    expect(screen.getByRole('table', { name: 'Names' })).toHaveAttribute('aria-rowcount', '3');
  });

  it('says why it is empty in a row of its own', () => {
    render(<MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[]} empty="No names match." />);
    expect(within(screen.getByRole('table', { name: 'Names' })).getByRole('cell')).toHaveTextContent('No names match.');
  });

  it('cycles a header through ascending, descending and no sort, leaving the order to the screen', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn<(sort: ColumnSort | undefined) => void>();
    render(<SortedNamesTable onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /^TTL/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(onSort.mock.calls).toEqual([[{ id: 'ttl', desc: false }], [{ id: 'ttl', desc: true }], [undefined]]);
    // Manual: the rows stay in the order the screen gives.
    expect(names()).toEqual(['a.example.com', 'b.example.com', 'c.example.com']);
  });

  it('has no sort buttons when the screen does not sort', () => {
    render(<MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[0, 1, 2]} empty="None" />);
    expect(within(screen.getByRole('table', { name: 'Names' })).queryAllByRole('button')).toEqual([]);
  });

  it('moves between rows with j and k, one row holding the tab stop', async () => {
    const user = userEvent.setup();
    render(<MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[0, 1, 2]} empty="None" />);
    const dataRows = within(screen.getByRole('table', { name: 'Names' }))
      .getAllByRole('row')
      .slice(1);
    dataRows[0]?.focus();
    await user.keyboard('jj');
    expect(dataRows[2]).toHaveFocus();
    await user.keyboard('k');
    expect(dataRows[1]).toHaveFocus();
    expect(dataRows.filter((row) => row.tabIndex === 0)).toEqual([dataRows[1]]);
  });

  it('sizes its columns by the widest rows it does not render, in a head row no one reads', () => {
    const many: NameRow[] = Array.from({ length: 300 }, (_, index) => ({
      name: `host-${index}.example.com`,
      ttl: '300',
    }));
    many[250] = { name: 'the-longest-name-of-them-all.example.com', ttl: '5400' };
    const { container } = render(
      <MemoryTable caption="Names" columns={nameColumns} rows={many} order={all(many)} empty="None" />,
    );
    const table = screen.getByRole('table', { name: 'Names' });
    // Virtualized: some rows only are rendered; the sizing row is not read as one.
    expect(names().filter((name) => name === 'the-longest-name-of-them-all.example.com').length).toBeLessThan(2);
    const sizers = container.querySelectorAll('thead tr[inert][aria-hidden="true"]');
    expect([...sizers].map((sizer) => [...sizer.children].map((cell) => cell.textContent))).toEqual([
      ['the-longest-name-of-them-all.example.com', '5400 (1 h 30 min)'],
    ]);
    expect(sizers[0]).toHaveClass('collapse');
    expect(within(table).getAllByRole('row').length).toBeLessThan(many.length);
  });

  it('needs no sizing rows when every row is rendered', () => {
    const { container } = render(
      <MemoryTable caption="Names" columns={nameColumns} rows={nameRows} order={[0, 1, 2]} empty="None" />,
    );
    expect(container.querySelectorAll('thead tr')).toHaveLength(1);
  });
});

const all = (list: readonly unknown[]) => list.map((_, index) => index);
