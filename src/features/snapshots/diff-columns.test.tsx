import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffColumns, type DiffRow } from './diff-columns.tsx';
import { VirtualTable } from './virtual-table.tsx';

const rowKey = (_row: DiffRow, index: number) => index;

/** The rollback table as the compare page shows it: for the GEO part (with the region column) by default. */
function renderDiffTable(rows: DiffRow[], shown = { status: false, region: true }) {
  render(
    <VirtualTable
      label="GEO records the rollback would change"
      columns={diffColumns(shown)}
      rows={rows}
      order={rows.map((_, index) => index)}
      rowKey={rowKey}
      empty="Nothing"
      minWidth="40rem"
    />,
  );
  const table = screen.getByRole('table', { name: 'GEO records the rollback would change' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const rowsShown = within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
  /** The cell of `header` in the `position`-th data row. */
  return (position: number, header: string) => {
    const cell = rowsShown[position]?.children[headers.indexOf(header)];
    if (!(cell instanceof HTMLElement)) throw new Error(`no ${header} cell in row ${position}`);
    return cell;
  };
}

const item = {
  record_id: '7001',
  record_name: 'www.example.com',
  record_type: 'A',
  record_value: '192.0.2.1',
  record_ttl: '300',
  geo_region: 'DE',
  geo_full_region: 'Germany',
};

describe('diffColumns', () => {
  it('shows an empty type and an empty region as an explicit dash, not a blank badge', () => {
    const cell = renderDiffTable([
      { action: 'remove', item: { ...item, record_type: '', geo_region: '', geo_full_region: '' }, changes: [] },
      { action: 'add', item, changes: [] },
    ]);
    expect(cell(0, 'Type')).toHaveTextContent(/^—$/);
    expect(cell(0, 'Region')).toHaveTextContent(/^——$/);
    expect(within(cell(0, 'Region')).getAllByTitle('empty')).toHaveLength(2);
    expect(cell(1, 'Type')).toHaveTextContent(/^A$/);
    expect(cell(1, 'Region')).toHaveTextContent(/^DEGermany$/);
  });

  it('says what a rollback would set, flags included, with empty values as a dash', () => {
    const cell = renderDiffTable([
      {
        action: 'change',
        item,
        changes: [
          { field: 'is_geo', from: 'no', to: 'yes' },
          { field: 'record_value', from: '', to: '192.0.2.1' },
        ],
      },
    ]);
    const changes = within(cell(0, 'Would set')).getAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual(['GEO: no → yes', 'Value: — → 192.0.2.1']);
  });

  it('shows a live status the service writes as Disabled, in any case or spacing, as a warning', () => {
    const cell = renderDiffTable(
      [
        { action: 'remove', item: { ...item, record_status: ' DISABLED ' }, changes: [] },
        { action: 'remove', item: { ...item, record_status: 'Enabled' }, changes: [] },
      ],
      { status: true, region: false },
    );
    expect(cell(0, 'Live status')).toHaveTextContent(/^DISABLED$/);
    expect(within(cell(0, 'Live status')).getByText('DISABLED')).toHaveClass('bg-amber-50');
    expect(within(cell(1, 'Live status')).getByText('Enabled')).not.toHaveClass('bg-amber-50');
  });
});
