import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../contract/schemas.ts';
import { MemoryTable } from '../../components/data-table/memory-table.tsx';
import {
  rollbackFailoverColumns,
  rollbackGeoColumns,
  rollbackRecordColumns,
  rollbackTone,
  type DiffRow,
} from './rollback-columns.tsx';

/** The rollback table as the compare page shows it; returns the cell of a header in a data row. */
function renderTable<Item>(
  rows: DiffRow<Item>[],
  columns: Parameters<typeof MemoryTable<DiffRow<Item>>>[0]['columns'],
) {
  // On the compare page, under a domain's route: names link to the record's history.
  const router = createMemoryRouter(
    [
      {
        path: '/domains/:domain/snapshots/:snapshotId/compare',
        element: (
          <MemoryTable
            caption="Changes"
            columns={columns}
            rows={rows}
            order={rows.map((_, index) => index)}
            tone={rollbackTone}
            empty="Nothing"
          />
        ),
      },
    ],
    { initialEntries: ['/domains/example.com/snapshots/9050/compare?with=current'] },
  );
  render(<RouterProvider router={router} />);
  const table = screen.getByRole('table', { name: 'Changes' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const dataRows = within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
  return {
    rows: dataRows,
    cell: (position: number, header: string) => {
      const cell = dataRows[position]?.children[headers.indexOf(header)];
      if (!(cell instanceof HTMLElement)) throw new Error(`no ${header} cell in row ${position}`);
      return cell;
    },
  };
}

const geoItem: GeoRecord = {
  record_id: '7001',
  record_name: 'www.example.com',
  record_type: 'A',
  record_value: '192.0.2.1',
  record_ttl: '300',
  geo_region: 'DE',
  geo_full_region: 'Germany',
};

const record: SnapshotRecord = {
  record_id: '986',
  record_name: 'www.example.com',
  record_type: 'A',
  record_value: '203.0.113.55',
  record_ttl: '300',
  is_geo: 'no',
  is_failover: 'no',
};

describe('rollback columns', () => {
  it('show an empty type and an empty region as an explicit dash, not a blank badge', () => {
    const { cell } = renderTable(
      [
        { action: 'remove', item: { ...geoItem, record_type: '', geo_region: '', geo_full_region: '' }, changes: [] },
        { action: 'add', item: geoItem, changes: [] },
      ],
      rollbackGeoColumns(),
    );
    expect(cell(0, 'Type')).toHaveTextContent(/^—$/);
    expect(cell(0, 'Region')).toHaveTextContent(/^——$/);
    expect(within(cell(0, 'Region')).getAllByTitle('empty')).toHaveLength(2);
    expect(cell(1, 'Type')).toHaveTextContent(/^A$/);
    expect(cell(1, 'Region')).toHaveTextContent(/^DEGermany$/);
  });

  it('show what a change would set in the field’s own column, old → new, with no column for the rest', () => {
    const { cell, rows } = renderTable(
      [
        {
          action: 'change',
          item: record,
          changes: [
            { field: 'record_value', from: '203.0.113.55', to: '203.0.113.50' },
            { field: 'record_ttl', from: '300', to: '3600' },
            { field: 'is_geo', from: 'no', to: 'yes' },
          ],
        },
      ],
      rollbackRecordColumns({ status: false }),
    );
    expect(cell(0, 'Value')).toHaveTextContent(/^203\.0\.113\.55 → 203\.0\.113\.50$/);
    expect(within(cell(0, 'Value')).getByText('55')).toHaveAttribute('data-kind', 'removed');
    expect(within(cell(0, 'Value')).getByText('50')).toHaveAttribute('data-kind', 'added');
    expect(cell(0, 'TTL')).toHaveTextContent(/^300 → 3600$/);
    expect(cell(0, 'Flags')).toHaveTextContent(/^GEO: no → yes$/);
    // The name did not change: it is shown as it is, then the link to the record's history.
    expect(cell(0, 'Name')).toHaveTextContent(/^www\.example\.comHistory of www\.example\.com A \(record 986\)$/);
    expect(screen.queryByRole('columnheader', { name: 'Would set' })).toBeNull();
    // The row is tinted as a change.
    expect(rows[0]).toHaveClass('bg-amber-50/70');
  });

  it('tint added and removed rows apart, and show the live status in a comparison with the current zone', () => {
    const { cell, rows } = renderTable(
      [
        { action: 'remove', item: { ...record, record_status: ' DISABLED ' }, changes: [] },
        { action: 'add', item: record, changes: [] },
      ],
      rollbackRecordColumns({ status: true }),
    );
    expect(cell(0, 'Status')).toHaveTextContent(/^Disabled$/);
    expect(cell(1, 'Status')).toHaveTextContent(/^not kept$/);
    expect(rows[0]).toHaveClass('bg-red-50/70');
    expect(rows[1]).toHaveClass('bg-emerald-50/70');
    // Each record leads to its history, by its id.
    expect(
      within(cell(1, 'Name')).getByRole('link', { name: 'History of www.example.com A (record 986)' }),
    ).toHaveAttribute('href', '/domains/example.com/history?id=986');
  });

  it('keep the History link beside a name a rollback would change', () => {
    const { cell } = renderTable(
      [
        {
          action: 'change',
          item: record,
          changes: [{ field: 'record_name', from: 'www.example.com', to: 'web.example.com' }],
        },
      ],
      rollbackRecordColumns({ status: false }),
    );
    expect(cell(0, 'Name')).toHaveTextContent(
      /^www\.example\.com → web\.example\.comHistory of www\.example\.com A \(record 986\)$/,
    );
    expect(within(cell(0, 'Name')).getByRole('link')).toHaveAttribute('href', '/domains/example.com/history?id=986');
  });

  it('show a failover change’s settings in words, and an added failover record’s check', () => {
    const failover: FailoverRecord = {
      ...record,
      is_failover: 'yes',
      failover_record_main_value: '192.0.2.30',
      failover_check_type: 'HTTPS',
      failover_check_interval: '60',
      failover_return_to_main_value: '1',
      failover_notification_email: '',
      failover_notification_sms: '',
      failover_backup_values: ['198.51.100.30', ''],
      failover_additional_port: '443',
      failover_additional_request: '',
      failover_additional_response: '',
    };
    const { cell } = renderTable(
      [
        {
          action: 'change',
          item: failover,
          changes: [
            { field: 'failover_check_type', from: 'HTTPS', to: 'HTTP' },
            { field: 'failover_additional_port', from: '443', to: '' },
          ],
        },
        { action: 'add', item: failover, changes: [] },
      ],
      rollbackFailoverColumns(),
    );
    expect(
      within(cell(0, 'Failover'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Check type: HTTPS → HTTP', 'Additional port: 443 → —']);
    expect(cell(1, 'Failover')).toHaveTextContent('HTTPS every 60');
    expect(cell(1, 'Failover')).toHaveTextContent('back to the main value once it recovers');
    expect(cell(1, 'Failover')).toHaveTextContent('port 443');
    expect(within(cell(1, 'Failover')).getByText('empty value')).toBeInTheDocument();
  });
});
